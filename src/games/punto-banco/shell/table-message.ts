/**
 * The open round as one message, laid out like an online casino table (docs/rules.md): the
 * payouts and the shoe's last results, a chip-value selector, the three spots, then Deal / Clear /
 * Repeat last bet. Deal and Clear stay enabled: a player whose bet the message does not show yet
 * (its edit is coalesced) can deal at once, and the table refuses a deal without bets itself. New
 * shoe is not here, where everyone would see it: admins start one with `/table new-shoe`, which
 * asks them to confirm privately. Every custom_id carries the round number, so clicks on an
 * outdated message are recognised as stale.
 */
import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APISelectMenuOption,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import { encodeChipValue, encodeCustomId } from '../../../discord/custom-ids.js';
import { formatTime, type Locale, t } from '../../../discord/i18n/index.js';
import { fitEmbed, linesToFields } from '../../../discord/views/embed-limits.js';
import {
  button,
  COLORS,
  chipSelect,
  chipsFigure,
  DENOMINATIONS,
  displayName,
  pendingLines,
  tableShoeLine,
  type ViewMessage,
} from '../../../discord/views/shared.js';
import type { Outcome } from '../../../engine/coup.js';
import type { Chips } from '../../../engine/money.js';
import type { Limits } from '../../../table/limits.js';
import {
  effectiveSettings,
  type GuildRecord,
  MAX_SEATS,
  pendingSettings,
  type TableRecord,
  type TableSettings,
} from '../../../table/state.js';
import { type HouseGameFace, PUNTO_BANCO_FACE } from './house-game-face.js';

export interface TableMessageInput {
  readonly guild: GuildRecord;
  readonly table: TableRecord;
  /** The table's effective settings; computed from `guild` and `table` when left out. */
  readonly settings?: TableSettings;
  /** Display names by user id; a missing name shows as a mention. */
  readonly names: ReadonlyMap<string, string>;
  /** The chip value to show as chosen in the selector, in whole chips. */
  readonly selectedChips?: Chips;
  /** Who won the shoe's last coups, oldest first (the strip shows the last 20). */
  readonly recent?: readonly Outcome[];
  /** The game dealt, as the felt shows it; absent: Punto Banco. */
  readonly face?: HouseGameFace;
}

/** How many results the strip shows. */
export const RECENT_RESULTS = 20;

/** The strip's beads, in the colours of the spots' buttons. */
const BEADS: Readonly<Record<Outcome, string>> = { player: '🔵', banker: '🔴', tie: '🟢' };

/** The shoe's last results as one line of beads, oldest first; empty before the first coup. */
export const recentStrip = (outcomes: readonly Outcome[]): string =>
  outcomes
    .slice(-RECENT_RESULTS)
    .map((outcome) => BEADS[outcome])
    .join('');

/** Discord's cap on a select menu's options. */
const MAX_OPTIONS = 25;

/**
 * The chip values the selector offers: the usual denominations plus the table's own limit figures,
 * keeping only chips that make a valid bet on some spot, at most 25 of them.
 */
export const chipValues = (limits: Limits): Chips[] => {
  const figures = [limits.min, limits.max, limits.tieMinAlone, limits.tieMinBeside, limits.tieMax];
  const fits = (v: Chips) =>
    (v >= limits.min && v <= limits.max) || (v >= limits.tieMinBeside && v <= limits.tieMax);
  const fitting = figures.filter(fits);
  const values = [...new Set([...fitting, ...DENOMINATIONS])].filter(fits).sort((a, b) => a - b);
  if (values.length <= MAX_OPTIONS) return values;
  // Too many (very wide custom limits): keep the limit figures, spread the rest evenly.
  const kept = new Set(fitting);
  const rest = values.filter((v) => !kept.has(v));
  const room = MAX_OPTIONS - kept.size;
  for (let i = 0; i < room; i++) kept.add(rest[Math.round((i * (rest.length - 1)) / Math.max(1, room - 1))]!);
  return [...kept].sort((a, b) => a - b);
};

const chipOption = (
  locale: Locale,
  limits: Limits,
  chips: Chips,
  selected: Chips | undefined,
): APISelectMenuOption => {
  const playerOrBanker = chips >= limits.min && chips <= limits.max;
  const tie = chips >= limits.tieMinBeside && chips <= limits.tieMax;
  const description = !playerOrBanker
    ? t(locale, 'chip.tieOnly')
    : !tie
      ? t(locale, 'chip.notTie')
      : undefined;
  return {
    label: chipsFigure(locale, chips),
    value: encodeChipValue(chips),
    ...(description ? { description } : {}),
    ...(chips === selected ? { default: true } : {}),
  };
};

const components = (
  locale: Locale,
  table: TableRecord,
  settings: TableSettings,
  selectedChips: Chips | undefined,
  face: HouseGameFace,
): APIActionRowComponent<APIComponentInMessageActionRow>[] => {
  const { round } = table;
  const closed = !settings.open;
  const options = chipValues(settings.limits).map((chips) =>
    chipOption(locale, settings.limits, chips, selectedChips),
  );
  // A closed table offers no button it would refuse; bets still on it (none, once closing
  // returned them) could still be dealt or cleared.
  if (closed && table.seats.length === 0) return [];
  return [
    {
      type: ComponentType.ActionRow,
      components: [chipSelect(locale, round, options, closed)],
    },
    {
      type: ComponentType.ActionRow,
      components: face.buttons.map(({ spot, label, style }) =>
        button(label(locale), encodeCustomId({ kind: 'bet', side: spot, round }), style, closed),
      ),
    },
    {
      type: ComponentType.ActionRow,
      components: [
        button(t(locale, 'button.deal'), encodeCustomId({ kind: 'deal', round }), ButtonStyle.Success, false),
        button(
          t(locale, 'button.clear'),
          encodeCustomId({ kind: 'clear', round }),
          ButtonStyle.Secondary,
          false,
        ),
        button(
          t(locale, 'button.rebet'),
          encodeCustomId({ kind: 'rebet', round }),
          ButtonStyle.Secondary,
          closed || Object.keys(table.lastStakes).length === 0,
        ),
      ],
    },
  ];
};

/** The table message for the round now open: who bet what, the limits, the timer, the shoe. */
export const renderTableMessage = (locale: Locale, input: TableMessageInput): ViewMessage => {
  const { table, names, face = PUNTO_BANCO_FACE } = input;
  const current = input.settings ?? effectiveSettings(input.guild, table);
  // The round under way plays by the rules it opened with; a change waits and is shown as pending.
  // Its game options are its own even when it opened with none (the game's defaults).
  const settings = table.roundRules
    ? { ...current, ...table.roundRules, gameOptions: table.roundRules.gameOptions }
    : current;
  const pending = pendingLines(locale, pendingSettings(input.guild, table), face.optionsName?.(locale));
  const { shoe } = table;
  const strip = recentStrip(input.recent ?? []);
  const description = [
    `**${face.heading(locale, settings, shoe.spec.decks)}**`,
    ...face.terms(locale, settings),
    ...(strip ? [`${t(locale, 'table.recent')}: ${strip}`] : []),
    '',
    settings.open ? face.howTo(locale) : t(locale, 'table.closed'),
    ...(table.dealAt !== null && table.seats.length > 0
      ? [t(locale, 'table.timer', { when: formatTime(table.dealAt) })]
      : []),
    ...pending.map((line) => `*${line}*`),
  ];
  const seatLines = table.seats.map(
    (seat) => `**${displayName(names, seat.userId)}** — ${face.stakesText(locale, seat.stakes)}`,
  );
  const betsTitle = t(locale, 'table.bets', { count: table.seats.length, seats: MAX_SEATS });
  const embed: APIEmbed = {
    title: t(locale, 'table.title', { round: table.round }),
    color: settings.open ? COLORS.felt : COLORS.closed,
    description: description.join('\n'),
    // A closed table takes no bets: it says so above and invites none here.
    fields:
      seatLines.length > 0
        ? linesToFields(betsTitle, seatLines)
        : settings.open
          ? [{ name: betsTitle, value: t(locale, 'table.noBets') }]
          : [],
    footer: {
      text: tableShoeLine(locale, shoe),
    },
  };
  return {
    embeds: [fitEmbed(embed)],
    components: components(locale, table, settings, input.selectedChips, face),
  };
};
