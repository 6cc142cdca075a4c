/**
 * What the shell asks of a table's game, one implementation per game (`src/games/<game>/shell/`),
 * found by the table's game id through `shellOf` (src/games/shells.ts). Shared code asks the shell
 * of the table's game for each surface and never tests the game id itself; a game whose shell
 * lacks a surface does not compile.
 */
import type { Cents } from '../engine/money.js';
import { type Game, type LimitField, limitsOf } from '../table/game.js';
import { type Stakes, stakeOn } from '../table/limits.js';
import type { RecentRound } from '../table/statistics.js';
import type { Locale } from './i18n/index.js';
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
