/**
 * The `sabot-shoe/1` export of a revealed shoe, and its verification: anyone holding an export can
 * rebuild the shoe from its seeds and check the commitment, every card, total and outcome.
 *
 * Pure and free of Node modules: `npm run verify` and the verifier page (docs/verify/) both check
 * exports with this module. Each rebuilds the shoe with its own hashing (provably-fair.ts's
 * `shoeSteps`) and hands it to `checkShoeExport`.
 */
import { cardCode } from './cards.js';
import type { Coup, Outcome } from './coup.js';
import { dealAt, isClientSeed, isServerSeed, isShoeOf, type Shoe } from './provably-fair.js';

export const SHOE_EXPORT_FORMAT = 'sabot-shoe/1';
/** The smallest cut-card reserve a `sabot-shoe/1` export may state (and `replay` builds a shoe with). */
export const SHOE_MIN_RESERVE = 5;

export interface ExportedRound {
  readonly round: number;
  readonly player: readonly string[];
  readonly banker: readonly string[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly outcome: Outcome;
}

export interface ShoeExport {
  readonly format: typeof SHOE_EXPORT_FORMAT;
  /**
   * The game whose bets the rounds were paid by, for a game dealing the tableau coup under bets
   * of its own; absent: the game the format was first written for (docs/provably-fair.md).
   * Verifying reads the cards alone.
   */
  readonly game?: string;
  readonly serverSeed: string;
  readonly commitment: string;
  readonly clientSeed: string;
  readonly shoeNumber: number;
  readonly decks: number;
  readonly cutCardReserve: number;
  readonly burn: { readonly shown: string; readonly burned: number };
  readonly rounds: readonly ExportedRound[];
}

export const exportRound = (round: number, coup: Coup): ExportedRound => ({
  round,
  player: coup.player.map(cardCode),
  banker: coup.banker.map(cardCode),
  playerTotal: coup.playerTotal,
  bankerTotal: coup.bankerTotal,
  outcome: coup.outcome,
});

/** What every game's shoe export opens with: the seeds, the shoe's settings and its burn. */
export interface ShoeHeader {
  readonly serverSeed: string;
  readonly commitment: string;
  readonly clientSeed: string;
  readonly shoeNumber: number;
  readonly decks: number;
  readonly cutCardReserve: number;
  readonly burn: { readonly shown: string; readonly burned: number };
}

export const shoeHeader = (shoe: Shoe): ShoeHeader => ({
  serverSeed: shoe.serverSeed,
  commitment: shoe.commitment,
  clientSeed: shoe.clientSeed,
  shoeNumber: shoe.shoeNumber,
  decks: shoe.decks,
  cutCardReserve: shoe.cutCardReserve,
  burn: { shown: cardCode(shoe.burnShown), burned: shoe.burned },
});

export const exportShoe = (shoe: Shoe, coups: readonly Coup[]): ShoeExport => ({
  format: SHOE_EXPORT_FORMAT,
  ...shoeHeader(shoe),
  rounds: coups.map((coup, i) => exportRound(i + 1, coup)),
});

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The problems of an export's header; `minReserve` is the most cards one coup of its game takes,
 * `decks` the deck counts its game deals from.
 */
export const shoeHeaderProblems = (
  value: Record<string, unknown>,
  minReserve: number,
  decks: readonly number[] = [1, 6, 8],
): string[] => {
  const problems: string[] = [];
  if (typeof value.serverSeed !== 'string' || !isServerSeed(value.serverSeed))
    problems.push('serverSeed must be 64 lowercase hex characters');
  if (typeof value.commitment !== 'string') problems.push('commitment must be a string');
  if (typeof value.clientSeed !== 'string' || !isClientSeed(value.clientSeed))
    problems.push('clientSeed must be 1–64 printable characters');
  if (!isCount(value.shoeNumber) || value.shoeNumber < 1)
    problems.push('shoeNumber must be a positive integer');
  if (!decks.includes(value.decks as number))
    problems.push(`decks must be ${decks.slice(0, -1).join(', ')} or ${decks.at(-1)}`);
  if (!isCount(value.cutCardReserve) || value.cutCardReserve < minReserve || value.cutCardReserve > 200)
    problems.push(`cutCardReserve must be an integer from ${minReserve} to 200`);
  if (!isRecord(value.burn) || typeof value.burn.shown !== 'string' || !isCount(value.burn.burned))
    problems.push('burn must be { shown: card code, burned: integer }');
  return problems;
};

/**
 * Where an export's commitment and burn disagree with the shoe its seeds build: the commitment
 * against the SHA-256 of the revealed server seed, then the shown burn card and the burn count.
 * Throws when `shoe` was not built from the export's own seeds and settings.
 */
export const headerMismatches = (claimed: ShoeHeader, shoe: Shoe): Mismatch[] => {
  if (!isShoeOf(shoe, claimed)) throw new RangeError('the shoe was not built from this export');
  const mismatches: Mismatch[] = [];
  const differ = (where: string, c: unknown, a: unknown) => {
    if (String(c) !== String(a)) mismatches.push({ where, claimed: String(c), actual: String(a) });
  };
  differ('commitment', claimed.commitment, shoe.commitment);
  differ('burn.shown', claimed.burn.shown, cardCode(shoe.burnShown));
  differ('burn.burned', claimed.burn.burned, shoe.burned);
  return mismatches;
};

/**
 * Checks that a parsed JSON value has the shape of an export, so verification can trust the
 * types. Returns the problems found; an empty list means it is well-formed.
 */
export const shoeExportShapeProblems = (value: unknown): string[] => {
  if (!isRecord(value)) return ['the file is not a JSON object'];
  const problems: string[] = [];
  if (value.format !== SHOE_EXPORT_FORMAT) problems.push(`format must be "${SHOE_EXPORT_FORMAT}"`);
  problems.push(...shoeHeaderProblems(value, SHOE_MIN_RESERVE));
  if (!Array.isArray(value.rounds)) problems.push('rounds must be an array');
  else
    value.rounds.forEach((round: unknown, i) => {
      const ok =
        isRecord(round) &&
        isCount(round.round) &&
        Array.isArray(round.player) &&
        round.player.every((c) => typeof c === 'string') &&
        Array.isArray(round.banker) &&
        round.banker.every((c) => typeof c === 'string') &&
        isCount(round.playerTotal) &&
        isCount(round.bankerTotal) &&
        typeof round.outcome === 'string';
      if (!ok)
        problems.push(`rounds[${i}] must have round, player, banker, playerTotal, bankerTotal, outcome`);
    });
  return problems;
};

/** One way an export disagrees with the shoe its seeds build. */
export interface Mismatch {
  /** Where: `commitment`, `burn.shown`, `round 12 player`, … */
  readonly where: string;
  readonly claimed: string;
  readonly actual: string;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** One round of an export beside the coup its shoe deals there. */
export interface RoundCheck {
  /** The round's place in the export, 1 for the first. */
  readonly round: number;
  readonly claimed: ExportedRound;
  /** What the shoe deals there; undefined when the cut card had already ended the shoe. */
  readonly actual: ExportedRound | undefined;
  /** Where the round differs from it, in the order `verifyShoeExport` lists them; empty when it holds. */
  readonly mismatches: readonly Mismatch[];
}

/** An export checked against the shoe its seeds build: the header, then round by round. */
export interface ShoeExportCheck {
  /** The commitment and the burn. */
  readonly header: readonly Mismatch[];
  readonly rounds: readonly RoundCheck[];
}

/**
 * Checks every claim of a well-formed export against `shoe`, the shoe its own seeds and settings
 * build (`shoeSteps(claimed)`, hashed by the caller): the commitment, the burn, and each round's
 * number, hands, totals and outcome, a round claimed after the cut card as well.
 */
export const checkShoeExport = (claimed: ShoeExport, shoe: Shoe): ShoeExportCheck => {
  const header = headerMismatches(claimed, shoe);
  let position = shoe.firstCoupAt;
  const rounds = claimed.rounds.map((round, i): RoundCheck => {
    const where = `round ${i + 1}`;
    const mismatches: Mismatch[] = [];
    const differ = (what: string, c: unknown, a: unknown) => {
      if (String(c) !== String(a)) mismatches.push({ where: what, claimed: String(c), actual: String(a) });
    };
    differ(`${where} number`, round.round, i + 1);
    const coup = dealAt(shoe, position);
    if (!coup) {
      mismatches.push({ where, claimed: 'a coup', actual: 'the cut card had ended the shoe' });
      return { round: i + 1, claimed: round, actual: undefined, mismatches };
    }
    position += coup.cards.length;
    const actual = exportRound(i + 1, coup);
    if (!sameList(round.player, actual.player))
      mismatches.push({
        where: `${where} player`,
        claimed: round.player.join(' '),
        actual: actual.player.join(' '),
      });
    if (!sameList(round.banker, actual.banker))
      mismatches.push({
        where: `${where} banker`,
        claimed: round.banker.join(' '),
        actual: actual.banker.join(' '),
      });
    differ(`${where} playerTotal`, round.playerTotal, actual.playerTotal);
    differ(`${where} bankerTotal`, round.bankerTotal, actual.bankerTotal);
    differ(`${where} outcome`, round.outcome, actual.outcome);
    return { round: i + 1, claimed: round, actual, mismatches };
  });
  return { header, rounds };
};

/** Every disagreement between a well-formed export and `shoe`, the shoe its seeds build, in one list. */
export const verifyShoeExport = (
  claimed: ShoeExport,
  shoe: Shoe,
): { mismatches: Mismatch[]; roundsChecked: number } => {
  const { header, rounds } = checkShoeExport(claimed, shoe);
  return {
    mismatches: [...header, ...rounds.flatMap((round) => round.mismatches)],
    roundsChecked: claimed.rounds.length,
  };
};

export type { Shoe };
