/**
 * The games `npm run odds` reports on (each entry's `odds`), in the registry's order, which its
 * usage lists; the first is the one taken when `--game` is not given. Derived from registry.ts.
 */
import type { GameOdds } from './odds-report.js';
import { GAME_MODULES } from './registry.js';

export const GAME_ODDS: readonly GameOdds[] = GAME_MODULES.map((module) => module.odds);

/** The odds of game `game`, or undefined for a game the tool does not report on. */
export const oddsOfGame = (game: string): GameOdds | undefined =>
  GAME_ODDS.find((entry) => entry.game === game);
