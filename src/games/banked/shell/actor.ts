/** Who acts at a table whose games the players bank (banque, chemin de fer), by command or by a click. */
import type { APIModalInteractionResponseCallbackData } from 'discord.js';
import type { ModalAction } from '../../../discord/custom-ids.js';
import type { Locale, StaticKey } from '../../../discord/i18n/index.js';
import type { ViewMessage } from '../../../discord/views/shared.js';
import {
  type Place,
  Refused,
  type Reply,
  type TableActions,
  type TableReads,
} from '../../../discord/vocabulary.js';
import { type Cents, type Chips, centsOf, centsOfNullable } from '../../../engine/money.js';
import { type Rejection, reject } from '../../../table/rejections.js';
import { type RoundRules, rulesInPlay, type TableRecord } from '../../../table/state.js';
import { amountModal } from './amount-modal.js';

/** What running a player's action needs: the table, its reads, where, in which language, who, and how to answer him. */
export interface TableActor {
  readonly game: TableActions;
  readonly reads: TableReads;
  readonly place: Place;
  readonly locale: Locale;
  readonly userId: string;
  reply(message: Reply, options?: { readonly ephemeral?: boolean }): Promise<void>;
}

/** What a game's private cards view is drawn from. */
export interface CardsViewInput {
  readonly table: TableRecord;
  readonly userId: string;
  readonly names: ReadonlyMap<string, string>;
}

/**
 * The member's own cards in the coup being played, privately, with his prompt when it is his
 * turn: drawn by the game's `render`; `noCards` when he holds none (or no coup is on).
 */
export const showCards = async (
  actor: TableActor,
  round: number | undefined,
  render: (locale: Locale, input: CardsViewInput) => ViewMessage | undefined,
  noCards: StaticKey,
): Promise<void> => {
  const { table } = await actor.reads.table(actor.place);
  if (table && round !== undefined && round !== table.round)
    throw new Refused(reject('round/stale', { round: table.round }));
  const names = table
    ? actor.reads.names(actor.place.guildId, table.coup ? [table.coup.decision.userId] : [])
    : new Map();
  const view = table && render(actor.locale, { table, userId: actor.userId, names });
  if (!view) throw new Refused({ kind: 'game', key: noCards });
  await actor.reply(view);
};

/** The bank's limits as a form's words take them. */
export interface BankRange {
  readonly min: Cents;
  readonly max: Cents | null;
}

/** How one game asks for a bank's amount: who may not, and the form's own words. */
export interface BankForm<State> {
  readonly stateOf: (gameState: unknown) => State;
  readonly rulesOf: (rules: RoundRules) => { readonly bankMin: Chips; readonly bankMax: Chips | null };
  /** Why this member may not fill in the form now; null when he may. */
  readonly refusal: (state: State) => Rejection | null;
  readonly action: ModalAction;
  readonly title: string;
  readonly label: string;
  readonly range: (range: BankRange) => string;
}

/**
 * The form a member fills in for a bank (banque's bid, chemin de fer's opening): one amount, with
 * the bank's limits shown. Whoever may not is told why at once, with the table's own refusal,
 * rather than after filling in the form (the table checks again when the form comes back).
 */
export const bankForm = async <State>(
  reads: TableReads,
  place: Place,
  round: number,
  form: BankForm<State>,
): Promise<APIModalInteractionResponseCallbackData> => {
  const { guild, table } = await reads.table(place);
  if (table && round !== table.round) throw new Refused(reject('round/stale', { round: table.round }));
  const refusal = form.refusal(form.stateOf(table?.gameState ?? null));
  if (refusal) throw new Refused(refusal);
  const rules = table ? form.rulesOf(rulesInPlay(guild, table)) : undefined;
  return amountModal({
    action: form.action,
    title: form.title,
    label: form.label,
    range: rules
      ? form.range({ min: centsOf(rules.bankMin), max: centsOfNullable(rules.bankMax) })
      : undefined,
    initial: rules?.bankMin,
  });
};
