/**
 * What the banked games' table messages (banque, chemin de fer) share: buttons and rows, the chip
 * selector, the time a deadline falls, the lines under a table's terms (closed, the deal timer,
 * pending settings) and the embed with its shoe footer. Each game draws its own phases, seats and
 * stakes.
 */
import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APIEmbedField,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import { type CustomIdAction, encodeCustomId } from '../../../discord/custom-ids.js';
import { formatTime, type Locale, type StaticKey, t } from '../../../discord/i18n/index.js';
import { fitEmbed } from '../../../discord/views/embed-limits.js';
import {
  button,
  COLORS,
  chipSelect,
  pendingLines,
  plainChipOption,
  tableShoeLine,
} from '../../../discord/views/shared.js';
import type { Chips } from '../../../engine/money.js';
import { type GuildRecord, pendingSettings, type TableRecord } from '../../../table/state.js';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

export const row = (components: Row['components']): Row => ({ type: ComponentType.ActionRow, components });

/** What a banked game's table message is drawn from. */
export interface BankedTableMessageInput {
  readonly guild: GuildRecord;
  readonly table: TableRecord;
  readonly names: ReadonlyMap<string, string>;
  /** The chip value to show as chosen in the selector, in whole chips. */
  readonly selectedChips?: Chips;
}

/** A game's buttons, each labelled in the reader's words and pressed on the table's round. */
export const gameButtons =
  <Kind extends CustomIdAction['kind']>(labels: Readonly<Record<Kind, StaticKey>>) =>
  (
    locale: Locale,
    kind: Kind,
    round: number,
    style: APIButtonComponentWithCustomId['style'],
    disabled = false,
  ): APIButtonComponentWithCustomId =>
    button(
      t<StaticKey>(locale, labels[kind]),
      encodeCustomId({ kind, round } as CustomIdAction),
      style,
      disabled,
    );

/** Deal, on the table's round: pressed early, it deals before the timer. */
export const dealButton = (
  locale: Locale,
  round: number,
  disabled: boolean,
): APIButtonComponentWithCustomId =>
  button(t(locale, 'button.deal'), encodeCustomId({ kind: 'deal', round }), ButtonStyle.Success, disabled);

/** The chip selector over `values`, `selected` shown as chosen; no row when no stake fits. */
export const chipRows = (
  locale: Locale,
  round: number,
  values: readonly Chips[],
  selected: Chips | undefined,
  disabled: boolean,
): Row[] =>
  values.length === 0
    ? []
    : [
        row([
          chipSelect(
            locale,
            round,
            values.map((chips) => plainChipOption(locale, chips, selected)),
            disabled,
          ),
        ]),
      ];

/** When a deadline falls: the time, and how long from now. */
export const deadlineText = (deadline: number): string =>
  `${formatTime(deadline, 'T')} (${formatTime(deadline)})`;

/**
 * The lines under a table's terms: how to play while stakes are taken, that the table is closed,
 * when the deal timer fires (`timer`, when the game shows it), and settings waiting for the next shoe.
 */
export const statusLines = (
  locale: Locale,
  guild: GuildRecord,
  table: TableRecord,
  { open, howTo, timer }: { open: boolean; howTo: string | null; timer: boolean },
): string[] => [
  ...(howTo !== null && open ? ['', howTo] : []),
  ...(!open ? ['', t(locale, 'table.closed')] : []),
  ...(timer && table.dealAt !== null ? [t(locale, 'table.timer', { when: formatTime(table.dealAt) })] : []),
  ...pendingLines(locale, pendingSettings(guild, table)).map((line) => `*${line}*`),
];

/** The table message's embed: felt while open, with the shoe's line as its footer. */
export const tableEmbed = (
  locale: Locale,
  table: TableRecord,
  {
    title,
    open,
    description,
    fields,
  }: { title: string; open: boolean; description: string[]; fields: APIEmbedField[] },
): APIEmbed => {
  const { shoe } = table;
  return fitEmbed({
    title,
    color: open ? COLORS.felt : COLORS.closed,
    description: description.join('\n'),
    fields,
    footer: {
      text: tableShoeLine(locale, shoe),
    },
  });
};
