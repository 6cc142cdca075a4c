/**
 * The chemin de fer table message: the seats in passing order with the shoe's holder, the banker
 * and banco suivi marked; the bank; the offers in priority order with the cover so far and who
 * will play the hand; during a coup the cards as everyone may see them (the first two of each
 * hand face down, third cards face up) and whose decision the coup waits for, until when. The
 * buttons are those of the phase; the table itself refuses whoever may not press one.
 */

import { type APIButtonComponentWithCustomId, type APIEmbedField, ButtonStyle } from 'discord.js';
import { type Key, type Locale, t } from '../../../discord/i18n/index.js';
import { cardFace } from '../../../discord/views/cards.js';
import { linesToFields } from '../../../discord/views/embed-limits.js';
import { displayName, type ViewMessage } from '../../../discord/views/shared.js';
import { type Chips, centsOf } from '../../../engine/money.js';
import { effectiveSettings, type TableRecord } from '../../../table/state.js';
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
import { bankCap } from '../rules/bank.js';
import type { CdfPaused } from '../rules/coup.js';
import type { CdfButtonKind } from './control-kinds.js';
import { type CdfTableRead, coverNow, inPriorityOrder, readCdfTable } from './shared.js';

export type CdfTableMessageInput = BankedTableMessageInput;

const LABELS: Readonly<Record<CdfButtonKind, Extract<Key, `cdf.button.${string}`>>> = {
  'cdf-sit': 'cdf.button.sit',
  'cdf-leave': 'cdf.button.leave',
  'cdf-open': 'cdf.button.open',
  'cdf-decline': 'cdf.button.decline',
  'cdf-banco': 'cdf.button.banco',
  'cdf-avec': 'cdf.button.avec',
  'cdf-stake': 'cdf.button.stake',
  'cdf-withdraw': 'cdf.button.withdraw',
  'cdf-passe': 'cdf.button.passe',
  'cdf-cards': 'cdf.button.cards',
  'cdf-suite': 'cdf.button.suite',
  'cdf-nosuite': 'cdf.button.nosuite',
};

const cdfButton = gameButtons(LABELS);

/** My cards, as the table message shows it during a coup (and the channel's call to a decider). */
export const cdfCardsButton = (locale: Locale, round: number): APIButtonComponentWithCustomId =>
  cdfButton(locale, 'cdf-cards', round, ButtonStyle.Primary);

const components = (
  locale: Locale,
  table: TableRecord,
  read: CdfTableRead,
  open: boolean,
  selected: Chips | undefined,
): Row[] => {
  const { round } = table;
  const { state, rules, phase } = read;
  const seating = [
    cdfButton(locale, 'cdf-sit', round, ButtonStyle.Secondary, !open),
    cdfButton(locale, 'cdf-leave', round, ButtonStyle.Secondary),
  ];
  switch (phase) {
    case 'empty':
      return [row([seating[0]!])];
    case 'offered':
      return [
        row([
          cdfButton(locale, 'cdf-open', round, ButtonStyle.Success, !open),
          cdfButton(locale, 'cdf-decline', round, ButtonStyle.Secondary),
        ]),
        row(seating),
      ];
    case 'betting': {
      const cap = bankCap(state.bankCents);
      const values = stakeValues(rules.tableMin, cap);
      const rows: Row[] = chipRows(locale, round, values, selected, !open);
      rows.push(
        row([
          cdfButton(locale, 'cdf-banco', round, ButtonStyle.Danger, !open),
          cdfButton(locale, 'cdf-avec', round, ButtonStyle.Primary, !open),
          cdfButton(locale, 'cdf-stake', round, ButtonStyle.Primary, !open || values.length === 0),
          cdfButton(locale, 'cdf-withdraw', round, ButtonStyle.Secondary, state.offers.length === 0),
        ]),
        row([
          dealButton(locale, round, state.offers.length === 0),
          cdfButton(locale, 'cdf-passe', round, ButtonStyle.Secondary),
          ...seating,
        ]),
      );
      return rows;
    }
    case 'suite':
      return [
        row([
          cdfButton(locale, 'cdf-suite', round, ButtonStyle.Success, !open),
          cdfButton(locale, 'cdf-nosuite', round, ButtonStyle.Secondary),
          cdfButton(locale, 'cdf-withdraw', round, ButtonStyle.Secondary, state.suite!.claims.length === 0),
        ]),
        row(seating),
      ];
    case 'coup':
      return [row([cdfCardsButton(locale, round)])];
  }
};

const seatLines = (locale: Locale, read: CdfTableRead, names: ReadonlyMap<string, string>): string[] =>
  read.state.seats.map((userId, index) => {
    const marks = [
      ...(userId === read.state.banker
        ? [t(locale, 'cdf.seat.banker')]
        : userId === read.state.holder
          ? [t(locale, 'cdf.seat.holder')]
          : []),
      ...(userId === read.state.suivi ? [t(locale, 'cdf.seat.suivi')] : []),
      ...(read.state.absent.includes(userId) ? [`💤 ${t(locale, 'cdf.seat.absent')}`] : []),
    ];
    return `${index + 1}. **${displayName(names, userId)}**${marks.length > 0 ? ` — ${marks.join(' · ')}` : ''}`;
  });

const offerLines = (locale: Locale, read: CdfTableRead, names: ReadonlyMap<string, string>): string[] => {
  const { state, rules } = read;
  const cover = coverNow(state, rules.tableMin);
  if (!cover) return [t(locale, 'cdf.table.noOffers')];
  const lines = inPriorityOrder(state, cover.acceptances).map((a) => {
    const params = {
      name: `**${displayName(names, a.userId)}**`,
      kind: t(locale, `cdf.kind.${a.kind}`),
      offered: centsOf(a.offered),
    };
    if (a.accepted === 0) return t(locale, 'cdf.offer.out', params);
    if (a.accepted < a.offered)
      return t(locale, 'cdf.offer.trimmed', { ...params, accepted: centsOf(a.accepted) });
    return t(locale, 'cdf.offer.accepted', params);
  });
  lines.push(
    t(locale, 'cdf.table.cover', {
      cover: centsOf(cover.cover),
      cap: centsOf(bankCap(state.bankCents)),
      bank: state.bankCents,
    }),
    cover.handHolder === null
      ? t(locale, 'cdf.table.handByRule')
      : t(locale, 'cdf.table.hand', {
          name: `**${displayName(names, cover.handHolder)}**`,
          by: t(locale, `cdf.handBy.${cover.handBy!}`),
        }),
  );
  return lines;
};

/** The cards as everyone sees them: two face down per hand, a punter's third card face up. */
const cardLines = (
  locale: Locale,
  table: TableRecord,
  read: CdfTableRead,
  names: ReadonlyMap<string, string>,
): string[] => {
  const coup = table.coup;
  if (!coup) return [];
  const paused = coup.state as CdfPaused;
  const punterName = read.state.cover?.handHolder;
  const hidden = `${CARD_BACK} ${CARD_BACK}`;
  const third = paused.punter[2];
  const role = paused.waitingFor;
  return [
    t(locale, 'cdf.table.punterCards', {
      name: punterName ? `**${displayName(names, punterName)}**` : '—',
      cards: third === undefined ? hidden : `${hidden} ${cardFace(third)}`,
    }),
    t(locale, 'cdf.table.bankerCards', {
      name: `**${displayName(names, read.state.banker ?? coup.decision.userId)}**`,
      cards: hidden,
    }),
    t(locale, 'cdf.table.waiting', {
      name: `**${displayName(names, coup.decision.userId)}**`,
      role,
      when: deadlineText(coup.decision.deadline),
    }),
  ];
};

/** The chemin de fer table message for the table as it stands. */
export const renderCdfTableMessage = (locale: Locale, input: CdfTableMessageInput): ViewMessage => {
  const { guild, table, names } = input;
  const settings = effectiveSettings(guild, table);
  const read = readCdfTable(guild, table);
  const { state, rules, phase } = read;
  const who = (userId: string) => `**${displayName(names, userId)}**`;
  const suite = state.suite;
  const headline =
    phase === 'empty'
      ? t(locale, 'cdf.table.empty')
      : phase === 'offered'
        ? t(locale, 'cdf.table.offered', { name: who(state.holder!), min: centsOf(rules.bankMin) })
        : phase === 'suite'
          ? t(locale, 'cdf.table.suite', {
              name: who(suite!.from),
              bank: suite!.bankCents,
              when: deadlineText(suite!.deadline),
            })
          : t(locale, 'cdf.table.bank', { name: who(state.banker!), bank: state.bankCents });
  // During a coup what is happening now comes first, as on banque's table: the cards and whose
  // decision it waits for, read before the seats and offers that push them down on a phone.
  const now = phase === 'coup' ? [...cardLines(locale, table, read, names), ''] : [];
  const description = [
    ...now,
    headline,
    t(locale, 'cdf.table.limits', {
      min: centsOf(rules.tableMin),
      bankMin: centsOf(rules.bankMin),
      bankMax: rules.bankMax === null ? null : centsOf(rules.bankMax),
      commission: commissionText(locale, rules.commissionBp),
    }),
    ...(rules.regle === 'free' ? [t(locale, 'cdf.table.regleFree')] : []),
    ...(rules.suite ? [t(locale, 'cdf.table.suiteOn')] : []),
    ...statusLines(locale, guild, table, {
      open: settings.open,
      howTo: phase === 'betting' ? t(locale, 'cdf.table.howTo') : null,
      // La suite's deadline is in its headline already.
      timer: phase === 'betting' && table.dealAt !== suite?.deadline,
    }),
  ];
  const fields: APIEmbedField[] = [];
  const seatFields =
    state.seats.length > 0
      ? linesToFields(
          t(locale, 'cdf.table.seats', { count: state.seats.length }),
          seatLines(locale, read, names),
        )
      : [];
  const offerFields =
    phase === 'betting' || phase === 'coup'
      ? linesToFields(t(locale, 'cdf.table.offers'), offerLines(locale, read, names))
      : [];
  // During a coup the stakes in play matter more than the seats' order; before it, who sits comes first.
  fields.push(...(phase === 'coup' ? [...offerFields, ...seatFields] : seatFields));
  if (suite && suite.claims.length > 0) {
    // Claims in the order la suite goes to them: the seats from the passer's right.
    const claimed = suite.order.filter((userId) => suite.claims.some((claim) => claim.userId === userId));
    fields.push(
      ...linesToFields(
        t(locale, 'cdf.table.suiteClaims'),
        claimed.map((userId) => who(userId)),
      ),
    );
  }
  if (phase === 'betting') fields.push(...offerFields);
  const embed = tableEmbed(locale, table, {
    title: t(locale, 'cdf.table.title', { round: table.round }),
    open: settings.open,
    description,
    fields,
  });
  return {
    embeds: [embed],
    components: components(locale, table, read, settings.open, input.selectedChips),
  };
};
