/**
 * What the table message and the result show of a house-banked game that deals Punto Banco's
 * cards (Punto Banco itself, EZ Baccarat): its name and payouts on the felt, its betting buttons,
 * how a seat's stakes read, and the payout line under a coup. The views are the same for every
 * such game; only this face differs.
 */
import { ButtonStyle } from 'discord.js';
import { type Key, type Locale, t } from '../../../discord/i18n/index.js';
import { limitParams, stakesText } from '../../../discord/views/shared.js';
import type { Coup } from '../../../engine/coup.js';
import type { Stakes } from '../../../table/limits.js';
import type { RoundRecord, TableSettings } from '../../../table/state.js';
import { optionsIn, roundOptions } from '../table/settings.js';
import { VARIANT_NAMES } from '../words/variant-names.js';

/** A betting button of the table message: the spot it stakes on, its name and its colour. */
export interface SpotButton {
  readonly spot: string;
  readonly label: (locale: Locale) => string;
  readonly style: ButtonStyle.Primary | ButtonStyle.Danger | ButtonStyle.Success | ButtonStyle.Secondary;
}

export interface HouseGameFace {
  /** What the table message calls the game's options when a change to them waits; absent: "options of the game". */
  optionsName?(locale: Locale): string;
  /** The first line of the table message: the game and its deck count. */
  heading(locale: Locale, settings: TableSettings, decks: number): string;
  /** The limits and payouts lines under it. */
  terms(locale: Locale, settings: TableSettings): readonly string[];
  /** How to bet, for an open table. */
  howTo(locale: Locale): string;
  /** The betting buttons, in table order (Discord fits five in a row). */
  readonly buttons: readonly SpotButton[];
  stakesText(locale: Locale, stakes: Stakes): string;
  /** The payout lines under a dealt coup: the rules that paid. */
  payouts(locale: Locale, record: RoundRecord<Coup>): readonly string[];
}

type PayoutKey = Extract<Key, `result.payout.${string}`>;

const payoutKey = (record: RoundRecord<Coup>): PayoutKey => {
  const { coup } = record;
  if (coup.outcome === 'player') return 'result.payout.player';
  if (coup.outcome === 'tie') return 'result.payout.tie';
  if (roundOptions(record).variant === 'punto-2000')
    return coup.bankerTotal === 6 ? 'result.payout.banker-2000-six' : 'result.payout.banker-2000';
  return 'result.payout.banker';
};

/** Player, Banker and Tie, in the colours of the strip's beads. */
export const MAIN_BUTTONS: readonly SpotButton[] = (
  [
    ['player', ButtonStyle.Primary],
    ['banker', ButtonStyle.Danger],
    ['tie', ButtonStyle.Success],
  ] as const
).map(([spot, style]) => ({ spot, label: (locale: Locale) => t(locale, `side.${spot}`), style }));

/** The game line of a Punto Banco table: its variant and deck count, "Punto 2000 · 8 decks". */
export const gameLine = (locale: Locale, settings: TableSettings, decks: number): string =>
  `${VARIANT_NAMES[optionsIn(settings).variant]} · ${t(locale, 'decks', { count: decks })}`;

/** Punto Banco (and Punto 2000): the table's Player, Banker and Tie, paid by the variant. */
export const PUNTO_BANCO_FACE: HouseGameFace = {
  optionsName: (locale) => t(locale, 'setting.variant'),
  heading: (locale, settings, decks) => gameLine(locale, settings, decks),
  terms: (locale, settings) => [
    t(locale, 'table.limits', limitParams(settings.limits)),
    t(locale, 'table.payouts', { variant: optionsIn(settings).variant }),
  ],
  howTo: (locale) => t(locale, 'table.howTo'),
  buttons: MAIN_BUTTONS,
  stakesText,
  payouts: (locale, record) => [t(locale, payoutKey(record))],
};
