/**
 * The ledger's conservation law, checked on every change set before it leaves the pure core
 * (the way a double-entry ledger refuses an entry whose legs do not sum to zero):
 *
 *   Δ wallets + Δ chips on tables + Δ banks in escrow
 *     = Δ issued − Δ taken + net of the new rounds − the house's take in them
 *
 * and, for the player-banked games, the same law player by player on every step of theirs: what
 * moved to a player's wallet plus what the game now holds for him beyond what it held equals his
 * net in the coup it settled, less its commission (nothing, for a step that settles no coup). The
 * totals alone would let a game pay one player's winnings to another.
 *
 * A change set or a step that breaks either is a bug in a handler or a game, never a player's
 * doing: the machine throws LedgerImbalanceError and the store commits nothing. The audit
 * (store/audit.ts) checks the totals over everything in storage.
 */
import { addCents, type Cents, subCents, sumCents, ZERO_CENTS } from '../engine/money.js';
import type { ChangeSet, Snapshot } from './change-set.js';
import type { WalletMove } from './game.js';
import { heldByTable, type RoundRecord, type SeatResult } from './state.js';

/** The terms of the law for one change set, in cents. */
export interface LedgerMovement {
  readonly wallets: Cents;
  /** Stakes on the spots and banks in escrow. */
  readonly tables: Cents;
  readonly issued: Cents;
  readonly taken: Cents;
  readonly roundsNet: Cents;
  readonly houseTake: Cents;
}

/** What did not balance: a change set's totals, a table's escrow against its game, or one player. */
export type Imbalance =
  | { readonly kind: 'totals'; readonly movement: LedgerMovement }
  | {
      readonly kind: 'escrow';
      /** What the table's escrow would hold after the step's moves and house take. */
      readonly tableCents: Cents;
      /** What the game's state says it holds. */
      readonly gameCents: Cents;
    }
  | {
      readonly kind: 'player';
      readonly userId: string;
      /** To his wallet, plus what the game holds for him now beyond what it held. */
      readonly movedCents: Cents;
      /** His net in the settled coup, less its commission (0 when the step settled none). */
      readonly owedCents: Cents;
    };

const explain = (imbalance: Imbalance): string => {
  switch (imbalance.kind) {
    case 'totals': {
      const m = imbalance.movement;
      return (
        `wallets ${m.wallets} + tables ${m.tables} ≠ ` +
        `issued ${m.issued} − taken ${m.taken} + net ${m.roundsNet} − house ${m.houseTake}`
      );
    }
    case 'escrow':
      return `the table holds ${imbalance.tableCents} cents but the game's state holds ${imbalance.gameCents}`;
    case 'player':
      return (
        `${imbalance.userId} was moved ${imbalance.movedCents} cents ` +
        `but is owed ${imbalance.owedCents} (net less commission)`
      );
  }
};

export class LedgerImbalanceError extends Error {
  constructor(
    readonly imbalance: Imbalance,
    /** The command that produced it; unknown where the check ran below the command (a game's step). */
    readonly command?: string,
  ) {
    super(`ledger imbalance${command === undefined ? '' : ` in "${command}"`}: ${explain(imbalance)}`);
    this.name = 'LedgerImbalanceError';
  }

  /** The same imbalance, naming the command it happened in. */
  in(command: string): LedgerImbalanceError {
    return this.command === undefined ? new LedgerImbalanceError(this.imbalance, command) : this;
  }
}

/** The players' net of rounds, before commission. */
export const roundsNetCents = (rounds: readonly RoundRecord<unknown>[]): Cents =>
  sumCents(rounds.flatMap((round) => round.results.map((result) => result.netCents)));

/** The house's commission in rounds (records from before commission existed hold none). */
export const houseTakeCents = (rounds: readonly RoundRecord<unknown>[]): Cents =>
  sumCents(rounds.map((round) => round.houseTakeCents ?? 0) as Cents[]);

export const movementOf = (snapshot: Snapshot, changes: ChangeSet): LedgerMovement => {
  let wallets = 0;
  for (const wallet of changes.wallets)
    wallets += wallet.balanceCents - (snapshot.wallets.get(wallet.userId)?.balanceCents ?? 0);
  const tables = changes.table ? heldByTable(changes.table) - heldByTable(snapshot.table) : 0;
  const guild = changes.guild ?? snapshot.guild;
  return {
    wallets: wallets as Cents,
    tables: tables as Cents,
    issued: (guild.issuedCents - snapshot.guild.issuedCents) as Cents,
    taken: (guild.takenCents - snapshot.guild.takenCents) as Cents,
    roundsNet: roundsNetCents(changes.rounds),
    houseTake: houseTakeCents(changes.rounds),
  };
};

export const isBalanced = (m: LedgerMovement): boolean =>
  [m.wallets, m.tables, m.issued, m.taken, m.roundsNet, m.houseTake].every(Number.isSafeInteger) &&
  m.wallets + m.tables === m.issued - m.taken + m.roundsNet - m.houseTake;

/** Throws LedgerImbalanceError unless the change set conserves every chip. */
export const assertConserved = (snapshot: Snapshot, changes: ChangeSet, command: string): void => {
  const movement = movementOf(snapshot, changes);
  if (!isBalanced(movement)) throw new LedgerImbalanceError({ kind: 'totals', movement }, command);
};

/** What a banked game's step asks to be checked player by player. */
export interface PlayerBooks {
  /** The chips the step moves between wallets and the table. */
  readonly moves: readonly WalletMove[];
  /** What the game's state holds for each player, before the step and after it. */
  readonly heldBefore: ReadonlyMap<string, Cents>;
  readonly heldAfter: ReadonlyMap<string, Cents>;
  /** The coup the step settles, one result per participant; none for any other step. */
  readonly results: readonly Pick<SeatResult, 'userId' | 'netCents' | 'commissionCents'>[];
}

/**
 * The first player whose books the step does not balance, in the order the step names them
 * (results, moves, then holdings), or undefined: for each, moved to his wallet + Δ held for him
 * = his net − commission.
 */
export const playerImbalance = (books: PlayerBooks): Imbalance | undefined => {
  const moved = new Map<string, Cents>();
  const owed = new Map<string, Cents>();
  const add = (into: Map<string, Cents>, userId: string, cents: Cents) =>
    into.set(userId, addCents(into.get(userId) ?? ZERO_CENTS, cents));
  for (const result of books.results) {
    add(owed, result.userId, subCents(result.netCents, result.commissionCents));
    add(moved, result.userId, ZERO_CENTS);
  }
  for (const move of books.moves) add(moved, move.userId, move.cents);
  for (const [userId, cents] of books.heldAfter) add(moved, userId, cents);
  for (const [userId, cents] of books.heldBefore) add(moved, userId, subCents(ZERO_CENTS, cents));
  for (const [userId, movedCents] of moved) {
    const owedCents = owed.get(userId) ?? ZERO_CENTS;
    if (![movedCents, owedCents].every(Number.isSafeInteger) || movedCents !== owedCents)
      return { kind: 'player', userId, movedCents, owedCents };
  }
  return undefined;
};

/** Throws LedgerImbalanceError for the first player whose books the step does not balance. */
export const assertPlayersSettled = (books: PlayerBooks): void => {
  const imbalance = playerImbalance(books);
  if (imbalance) throw new LedgerImbalanceError(imbalance);
};

/** Everything a game's state holds, from what it holds for each player. */
export const totalHeld = (held: ReadonlyMap<string, Cents>): Cents => sumCents(held.values());
