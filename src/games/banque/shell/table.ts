/**
 * The baccarat banque table message, per phase: the auction (its bids and deadline) while no
 * bank runs; then the bank, the maximum stake and what the bank covers, both queues with each
 * card-holder, the stakes and banco calls so far, and every frozen centre item with its owner;
 * during a coup the cards as everyone may see them (two face down per hand, a third card face
 * up, a natural shown) and whose decision the coup waits for, until when. The table itself
 * refuses whoever may not press a button.
 */

import { type APIButtonComponentWithCustomId, type APIEmbedField, ButtonStyle } from 'discord.js';
import { type Key, type Locale, t } from '../../../discord/i18n/index.js';
import { cardFace } from '../../../discord/views/cards.js';
import { linesToFields } from '../../../discord/views/embed-limits.js';
import { displayName, type ViewMessage } from '../../../discord/views/shared.js';
import { type Card, handTotal } from '../../../engine/cards.js';
import { type Chips, centsOf } from '../../../engine/money.js';
import { effectiveSettings, type GuildRecord, rulesInPlay, type TableRecord } from '../../../table/state.js';
import { CARD_BACK, commissionText, stakeValues } from '../../banked/shell/shared.js';
import {
  type BankedTableMessageInput,
  chipRows,
  deadlineText,
  dealButton,
  gameButtons,
  type Row,
  row,
  statusLines,
  tableEmbed,
} from '../../banked/shell/table.js';
import { banqueCap, frozenChips } from '../rules/bank.js';
import { BANQUE_SIDES, type BanqueHand, type BanquePaused } from '../rules/coup.js';
import {
  BANQUE,
  type BanqueTableRules,
  type BanqueTableState,
  banquePlayersOf,
  banqueRulesOf,
  banqueStateOf,
} from '../table/state.js';
import type { BanqueButtonKind } from './control-kinds.js';

/** Where a banque table stands, as its message draws it. */
export type BanquePhase = 'auction' | 'betting' | 'coup';

export interface BanqueTableRead {
  readonly state: BanqueTableState;
  readonly rules: BanqueTableRules;
  readonly phase: BanquePhase;
}

/** Whether the table plays banque in its open round (or will, when nothing is under way). */
export const isBanqueTable = (guild: GuildRecord, table: TableRecord): boolean =>
  rulesInPlay(guild, table).game === BANQUE;

export const readBanqueTable = (guild: GuildRecord, table: TableRecord): BanqueTableRead => {
  const state = banqueStateOf(table.gameState);
  const rules = banqueRulesOf(rulesInPlay(guild, table));
  const phase: BanquePhase = table.coup !== null ? 'coup' : state.banker === null ? 'auction' : 'betting';
  return { state, rules, phase };
};

/** Everyone a banque view may name at this table. */
export const banqueNamesNeeded = (table: TableRecord): string[] => [
  ...new Set([
    ...banquePlayersOf(banqueStateOf(table.gameState)),
    ...(table.coup ? [table.coup.decision.userId] : []),
  ]),
];

/** A two-card 8 or 9: shown at once (docs/banque.md, "Dealing"). */
export const isNaturalHand = (cards: readonly Card[]): boolean => handTotal(cards.slice(0, 2)) >= 8;

/** A hand's name in words: Right, Left, Banker. */
export const handName = (locale: Locale, hand: BanqueHand): string => t(locale, `banque.hand.${hand}`);

export type BanqueTableMessageInput = BankedTableMessageInput;

const LABELS: Readonly<Record<BanqueButtonKind, Extract<Key, `banque.button.${string}`>>> = {
  'bq-bid': 'banque.button.bid',
  'bq-sit-right': 'banque.button.sitRight',
  'bq-sit-left': 'banque.button.sitLeft',
  'bq-leave': 'banque.button.leave',
  'bq-right': 'banque.button.right',
  'bq-left': 'banque.button.left',
  'bq-centre': 'banque.button.centre',
  'bq-banco': 'banque.button.banco',
  'bq-withdraw': 'banque.button.withdraw',
  'bq-cards': 'banque.button.cards',
};

const bqButton = gameButtons(LABELS);

/** My cards, as the table message shows it during a coup (and the channel's call to a decider). */
export const banqueCardsButton = (locale: Locale, round: number): APIButtonComponentWithCustomId =>
  bqButton(locale, 'bq-cards', round, ButtonStyle.Primary);

/** The most a new stake may be now: the maximum stake, and what the bank covers beyond its frozen items. */
const stakeCeiling = (read: BanqueTableRead): Chips => {
  const free = Math.max(0, banqueCap(read.state.bankCents) - frozenChips(read.state.frozen));
  return Math.min(free, read.state.maxStake ?? free) as Chips;
};

const components = (
  locale: Locale,
  table: TableRecord,
  read: BanqueTableRead,
  open: boolean,
  selected: Chips | undefined,
): Row[] => {
  const { round } = table;
  const { state, rules, phase } = read;
  const seating = row([
    bqButton(locale, 'bq-sit-right', round, ButtonStyle.Secondary, !open),
    bqButton(locale, 'bq-sit-left', round, ButtonStyle.Secondary, !open),
    bqButton(locale, 'bq-leave', round, ButtonStyle.Secondary),
  ]);
  if (phase === 'coup') return [row([banqueCardsButton(locale, round)])];
  if (phase === 'auction')
    return [row([bqButton(locale, 'bq-bid', round, ButtonStyle.Success, !open)]), seating];
  const values = stakeValues(rules.tableMin, stakeCeiling(read));
  const waiting = state.requests.length > 0 || state.bancos.length > 0;
  const rows: Row[] = chipRows(locale, round, values, selected, !open);
  rows.push(
    row([
      bqButton(locale, 'bq-right', round, ButtonStyle.Primary, !open || values.length === 0),
      bqButton(locale, 'bq-left', round, ButtonStyle.Primary, !open || values.length === 0),
      bqButton(locale, 'bq-centre', round, ButtonStyle.Primary, !open || values.length === 0),
      ...(rules.bancoAllowed ? [bqButton(locale, 'bq-banco', round, ButtonStyle.Danger, !open)] : []),
      bqButton(locale, 'bq-withdraw', round, ButtonStyle.Secondary, !waiting),
    ]),
    row([dealButton(locale, round, !waiting && state.frozen.length === 0)]),
    seating,
  );
  return rows;
};

const queueLines = (
  locale: Locale,
  read: BanqueTableRead,
  side: 'right' | 'left',
  names: ReadonlyMap<string, string>,
): string[] => {
  const { state } = read;
  const queue = state.cover?.queues[side] ?? state.queues[side];
  if (queue.length === 0) return [t(locale, 'banque.table.emptyQueue')];
  const holder = state.cover?.holders[side];
  return queue.map((userId, index) => {
    const marks = [
      ...(index === 0 ? [t(locale, 'banque.seat.holder')] : []),
      ...(holder?.by === 'banco' && holder.userId === userId ? [t(locale, 'banque.seat.banco')] : []),
      ...(state.cover?.sittingOut?.[side] === userId ? [t(locale, 'banque.seat.sittingOut')] : []),
      ...(state.absent.includes(userId) ? [`💤 ${t(locale, 'banque.seat.absent')}`] : []),
    ];
    return `${index + 1}. **${displayName(names, userId)}**${marks.length > 0 ? ` — ${marks.join(' · ')}` : ''}`;
  });
};

const stakeLines = (locale: Locale, read: BanqueTableRead, names: ReadonlyMap<string, string>): string[] => {
  const { state } = read;
  const who = (userId: string) => `**${displayName(names, userId)}**`;
  const position = (p: string) => t(locale, `banque.position.${p as 'right' | 'left' | 'centre'}`);
  if (state.cover) {
    const accepted = state.cover.acceptances.filter((a) => a.accepted > 0);
    return accepted.length === 0
      ? [t(locale, 'banque.table.noStakes')]
      : accepted.map((a) =>
          a.kind === 'banco'
            ? t(locale, 'banque.table.bancoCall', {
                name: who(a.userId),
                side: position(a.position),
                amount: centsOf(a.accepted),
              })
            : t(locale, 'banque.table.accepted', {
                name: who(a.userId),
                position: position(a.position),
                accepted: centsOf(a.accepted),
              }),
        );
  }
  const lines = [
    ...state.requests.map((r) =>
      t(locale, 'banque.table.stake', {
        name: who(r.userId),
        position: position(r.position),
        amount: centsOf(r.amount),
      }),
    ),
    ...state.bancos.map((b) =>
      t(locale, 'banque.table.bancoCall', {
        name: who(b.userId),
        side: position(b.side),
        amount: centsOf(b.amount),
      }),
    ),
  ];
  return lines.length === 0 ? [t(locale, 'banque.table.noStakes')] : lines;
};

/** The cards as everyone sees them: two face down per hand, a natural shown, a third card face up. */
const cardLines = (
  locale: Locale,
  table: TableRecord,
  read: BanqueTableRead,
  names: ReadonlyMap<string, string>,
): string[] => {
  const coup = table.coup;
  if (!coup) return [];
  const paused = coup.state as BanquePaused;
  const hidden = `${CARD_BACK} ${CARD_BACK}`;
  const shown = (cards: readonly Card[]) => {
    if (isNaturalHand(cards))
      return `${cards.map(cardFace).join(' ')} · ${t(locale, 'banque.table.natural', { total: handTotal(cards.slice(0, 2)) })}`;
    const third = cards[2];
    return third === undefined ? hidden : `${hidden} ${cardFace(third)}`;
  };
  const holders = read.state.cover?.holders;
  const lines = BANQUE_SIDES.map((side) => {
    const holder = holders?.[side];
    return t(locale, 'banque.table.hand', {
      hand: handName(locale, side),
      name: holder ? `**${displayName(names, holder.userId)}**` : null,
      cards: shown(paused[side]),
    });
  });
  lines.push(
    t(locale, 'banque.table.hand', {
      hand: handName(locale, 'banker'),
      name: read.state.banker ? `**${displayName(names, read.state.banker)}**` : null,
      cards: hidden,
    }),
    t(locale, 'banque.table.waiting', {
      name: `**${displayName(names, coup.decision.userId)}**`,
      hand: paused.waitingFor,
      when: deadlineText(coup.decision.deadline),
    }),
  );
  return lines;
};

/** The banque table message for the table as it stands. */
export const renderBanqueTableMessage = (locale: Locale, input: BanqueTableMessageInput): ViewMessage => {
  const { guild, table, names } = input;
  const settings = effectiveSettings(guild, table);
  const read = readBanqueTable(guild, table);
  const { state, rules, phase } = read;
  const who = (userId: string) => `**${displayName(names, userId)}**`;
  const auction = state.auction;
  const headline =
    phase === 'auction'
      ? [
          t(locale, 'banque.table.auction', { min: centsOf(rules.bankMin) }),
          ...(auction?.deadline
            ? [
                t(locale, 'banque.table.auctionCloses', {
                  when: deadlineText(auction.deadline),
                }),
              ]
            : []),
        ]
      : [
          t(locale, 'banque.table.bank', { name: who(state.banker!), bank: state.bankCents }),
          state.maxStake === null
            ? t(locale, 'banque.table.openBank')
            : t(locale, 'banque.table.maxStake', { max: centsOf(state.maxStake) }),
          t(locale, 'banque.table.covers', {
            cap: centsOf(banqueCap(state.bankCents)),
            frozen: centsOf(frozenChips(state.frozen)),
          }),
        ];
  // During a coup what is happening now comes first: the cards and whose decision it waits for.
  const now = phase === 'coup' ? [...cardLines(locale, table, read, names), ''] : [];
  const description = [
    ...now,
    ...headline,
    t(locale, 'banque.table.limits', {
      min: centsOf(rules.tableMin),
      bankMin: centsOf(rules.bankMin),
      bankMax: rules.bankMax === null ? null : centsOf(rules.bankMax),
      commission: commissionText(locale, rules.commissionBp),
    }),
    ...statusLines(locale, guild, table, {
      open: settings.open,
      howTo: phase === 'betting' ? t(locale, 'banque.table.howTo') : null,
      timer: phase === 'betting',
    }),
  ];
  const fields: APIEmbedField[] = [];
  if (phase === 'auction') {
    const bids = auction?.bids ?? [];
    fields.push(
      ...linesToFields(
        t(locale, 'banque.table.bids'),
        bids.length === 0
          ? [t(locale, 'banque.table.noBids')]
          : bids.map((bid) => `${who(bid.userId)} · ${t(locale, 'chips', { cents: centsOf(bid.amount) })}`),
      ),
    );
  }
  const queueFields = BANQUE_SIDES.flatMap((side) => {
    const queue = state.cover?.queues[side] ?? state.queues[side];
    return linesToFields(
      t(locale, 'banque.table.queue', { tableau: side, count: queue.length }),
      queueLines(locale, read, side, names),
    );
  });
  const stakeFields =
    phase === 'auction'
      ? []
      : linesToFields(t(locale, 'banque.table.stakes'), stakeLines(locale, read, names));
  // During a coup the stakes matter more than who waits in line; before it, who sits comes first.
  fields.push(...(phase === 'coup' ? [...stakeFields, ...queueFields] : [...queueFields, ...stakeFields]));
  if (state.frozen.length > 0)
    fields.push(
      ...linesToFields(
        t(locale, 'banque.table.frozen'),
        state.frozen.map((item) =>
          t(locale, 'banque.table.frozenItem', { name: who(item.owner), amount: centsOf(item.amount) }),
        ),
      ),
    );
  const embed = tableEmbed(locale, table, {
    title: t(locale, 'banque.table.title', { round: table.round }),
    open: settings.open,
    description,
    fields,
  });
  return {
    embeds: [embed],
    components: components(locale, table, read, settings.open, input.selectedChips),
  };
};
