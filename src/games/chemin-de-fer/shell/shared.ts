/**
 * What the chemin de fer views read from a table, without changing it: the phase it is in, the
 * offers in priority order with what the bank would accept of them now, the commission as a
 * percentage, and the names every chemin de fer view needs.
 */

import { type GuildRecord, rulesInPlay, type TableRecord } from '../../../table/state.js';
import { acceptOffers, type CdfAcceptance, type CdfCover, priorityFrom } from '../rules/bank.js';
import {
  type CdfTableRules,
  type CdfTableState,
  CHEMIN_DE_FER,
  cdfPlayersOf,
  cdfRulesOf,
  cdfStateOf,
} from '../table/state.js';

/** Where a chemin de fer table stands, as the table message draws it. */
export type CdfPhase = 'empty' | 'offered' | 'suite' | 'betting' | 'coup';

export interface CdfTableRead {
  readonly state: CdfTableState;
  readonly rules: CdfTableRules;
  readonly phase: CdfPhase;
}

/** Whether the table plays chemin de fer in its open round (or will, when nothing is under way). */
export const isCdfTable = (guild: GuildRecord, table: TableRecord): boolean =>
  rulesInPlay(guild, table).game === CHEMIN_DE_FER;

export const readCdfTable = (guild: GuildRecord, table: TableRecord): CdfTableRead => {
  const state = cdfStateOf(table.gameState);
  const rules = cdfRulesOf(rulesInPlay(guild, table));
  const phase: CdfPhase =
    table.coup !== null
      ? 'coup'
      : state.suite !== null
        ? 'suite'
        : state.banker !== null
          ? 'betting'
          : state.holder !== null
            ? 'offered'
            : 'empty';
  return { state, rules, phase };
};

/**
 * The cover as it would be if the deal came now: the offers accepted in priority order. Between
 * coups this previews what the bank will take; during a coup the state holds the real one.
 */
export const coverNow = (state: CdfTableState, tableMin: CdfTableRules['tableMin']): CdfCover | null => {
  if (state.cover) return state.cover;
  if (state.banker === null || state.offers.length === 0 || !state.seats.includes(state.banker)) return null;
  return acceptOffers({
    bankCents: state.bankCents,
    tableMin,
    priority: priorityFrom(state.seats, state.banker),
    suivi: state.suivi,
    offers: state.offers,
  });
};

/** The order the bank takes offers in: banco, then avec la table, then partial stakes. */
const KIND_ORDER = { banco: 0, 'avec-la-table': 1, stake: 2 } as const;

/**
 * The acceptances in the order the bank takes them: banco (banco suivi first), avec la table,
 * then partial stakes; within each, seated players from the banker's right, then players
 * standing behind in the order they staked.
 */
export const inPriorityOrder = (
  state: Pick<CdfTableState, 'seats' | 'banker' | 'suivi'>,
  acceptances: readonly CdfAcceptance[],
): CdfAcceptance[] => {
  const priority =
    state.banker && state.seats.includes(state.banker) ? priorityFrom(state.seats, state.banker) : [];
  const rank = (userId: string) =>
    userId === state.suivi ? -1 : priority.includes(userId) ? priority.indexOf(userId) : priority.length;
  return acceptances
    .map((acceptance, placed) => ({ acceptance, placed }))
    .sort(
      (a, b) =>
        KIND_ORDER[a.acceptance.kind] - KIND_ORDER[b.acceptance.kind] ||
        rank(a.acceptance.userId) - rank(b.acceptance.userId) ||
        a.placed - b.placed,
    )
    .map(({ acceptance }) => acceptance);
};

/** Everyone a chemin de fer view may name at this table. */
export const cdfNamesNeeded = (table: TableRecord): string[] => {
  const state = cdfStateOf(table.gameState);
  return [
    ...new Set([
      ...cdfPlayersOf(state),
      ...(state.holder ? [state.holder] : []),
      ...(table.coup ? [table.coup.decision.userId] : []),
    ]),
  ];
};
