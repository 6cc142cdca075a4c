/**
 * What the shell asks of a table's game, one implementation per game (`src/games/<game>/shell/`),
 * found by the table's game id through `shellOf` (src/games/shells.ts). Shared code asks the shell
 * of the table's game for each surface and never tests the game id itself; a game whose shell
 * lacks a surface does not compile.
 */
import type { Cents } from '../engine/money.js';
import { type Game, type LimitField, limitsOf } from '../table/game.js';
import { type Stakes, stakeOn } from '../table/limits.js';
import type { TableSettings } from '../table/state.js';
import type { RecentRound } from '../table/statistics.js';
import type { Locale } from './i18n/index.js';
import type { RulesTopic } from './views/rules-topics.js';
import { chipsFigure } from './views/shared.js';

export interface GameShell {
  /** The game's table module. */
  readonly game: Game;
  /** The table limits the settings panel lists: the ones the game plays by. */
  readonly limits: readonly LimitField[];
  /** The private answer to a chip chosen in the selector, naming the table's own betting buttons. */
  chipChosen(locale: Locale, cents: Cents): string;
  /** How /history names a round of this game: its result, or the game and the player's part in it. */
  roundOutcome(locale: Locale, round: RecentRound): string;
  /** A round's stakes as /history lists them, in the game's own words. */
  stakesText(locale: Locale, stakes: Stakes): string;
  /**
   * /rules at a table of this game: the topic in the game's own words, with the table's settings,
   * or undefined where the text every game shares says it (card values, fairness).
   */
  rulesTopic(locale: Locale, topic: RulesTopic, settings: TableSettings): RulesText | undefined;
  /** /table show: the game the table deals, with its deck count. */
  settingsGame(locale: Locale, settings: TableSettings): string;
  /** /table show: the game's own options as one field, or undefined when it has none. */
  settingsOptions(locale: Locale, settings: TableSettings): SettingsField | undefined;
  /** Whether the game waits for players' decisions, so /table show lists how long they have. */
  readonly decisions: boolean;
}

/** One field of /table show. */
export interface SettingsField {
  readonly name: string;
  readonly value: string;
}

/** A /rules topic as a game words it. */
export interface RulesText {
  readonly title: string;
  readonly text: string;
}

/** The limits a shell lists for `game`: the ones it plays by. */
export const shellLimits = (game: Game): readonly LimitField[] => limitsOf(game);

/** Every position staked, in the order given, each with its name and the chips on it. */
export const positionsText = (
  locale: Locale,
  stakes: Stakes,
  positions: readonly (readonly [string, (locale: Locale) => string])[],
): string =>
  positions
    .filter(([position]) => stakeOn(stakes, position) > 0)
    .map(([position, name]) => `${name(locale)} ${chipsFigure(locale, stakeOn(stakes, position))}`)
    .join(' · ');

/** How a game words one /rules topic, with the table's settings. */
export type RulesWriter = (locale: Locale, settings: TableSettings) => RulesText;

/**
 * A game's /rules from its own topics: card values and fairness as every game shares them, and its
 * basics for a topic it lacks (Punto 2000, the roads), which the command offers at every table.
 */
export const ownRules =
  (own: { readonly basics: RulesWriter } & { readonly [T in RulesTopic]?: RulesWriter }) =>
  (locale: Locale, topic: RulesTopic, settings: TableSettings): RulesText | undefined =>
    topic === 'values' || topic === 'fairness' ? undefined : (own[topic] ?? own.basics)(locale, settings);
