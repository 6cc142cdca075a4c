/** Small fixtures for the view tests: stacked coups, a table with seats, settled results. */
import { parseCard } from '../../src/engine/cards.js';
import { type Coup, dealCoup, SIDES, type Side } from '../../src/engine/coup.js';
import type { Cents } from '../../src/engine/money.js';
import { BANKER_COMMISSION_BP, returnCents, type Variant } from '../../src/games/punto-banco/rules/settle.js';
import { type Stakes, stakeOn } from '../../src/table/limits.js';
import { newGuild, newTable } from '../../src/table/machine.js';
import {
  type GuildRecord,
  type RoundRecord,
  type SeatResult,
  seatCents,
  type TableRecord,
} from '../../src/table/state.js';

/** A card from its code (`AS`, `TD`, `KH`). */
export const c = (code: string): number => {
  const card = parseCard(code);
  if (card === undefined) throw new Error(`bad card code ${code}`);
  return card;
};

/** A coup dealt from cards stacked in dealing order: P, B, P, B, then third cards. */
export const stackedCoup = (...codes: string[]): Coup => dealCoup(Uint8Array.from(codes.map(c)), 0);

export const SERVER_SEED = '0'.repeat(64);

export const guildAndTable = (): { guild: GuildRecord; table: TableRecord } => {
  const guild = newGuild('100000000000000001');
  const table = newTable(guild, '200000000000000002', SERVER_SEED);
  return { guild, table };
};

/** Settles `bets` against `coup` exactly as the table does, with each player starting from `startCents`. */
export const roundRecord = (
  coup: Coup,
  bets: readonly { userId: string; stakes: Stakes }[],
  options: { variant?: Variant; round?: number; startCents?: number } = {},
): RoundRecord => {
  const variant = options.variant ?? 'punto-banco';
  const results: SeatResult[] = bets.map(({ userId, stakes }) => {
    const returns = { player: 0, banker: 0, tie: 0 } as Record<Side, Cents>;
    for (const side of SIDES) returns[side] = returnCents(variant, side, stakeOn(stakes, side), coup);
    const staked = seatCents({ userId, stakes });
    const paid = returns.player + returns.banker + returns.tie;
    return {
      userId,
      stakes,
      returns,
      netCents: (paid - staked) as Cents,
      commissionCents: 0 as Cents,
      balanceCents: ((options.startCents ?? 100_000) - staked + paid) as Cents,
    };
  });
  return {
    guildId: '100000000000000001',
    channelId: '200000000000000002',
    round: options.round ?? 7,
    shoeNumber: 2,
    coupInShoe: 12,
    game: 'punto-banco',
    gameOptions: { variant },
    coup,
    outcome: coup.outcome,
    decisions: [],
    results,
    houseTakeCents: 0 as Cents,
    commissionBp: BANKER_COMMISSION_BP[variant],
    dealtAt: 1_700_000_000_000,
  };
};

export const stakes = (player: number, banker: number, tie: number): Stakes =>
  ({ player, banker, tie }) as unknown as Stakes;

/** Text without the text-presentation selector (U+FE0E) that follows each card suit. */
export const plain = (text: string): string => text.replaceAll('\uFE0E', '');
