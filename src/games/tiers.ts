/**
 * The standard tiers as a table takes them: the main limits and every registered game's side
 * bets' figures (each game declares its own, `Game.sideBets`).
 */
import { sideBetsOf } from '../table/game.js';
import type { Limits, SideBetLimits, TierId } from '../table/limits.js';
import { tiersWith } from '../table/limits.js';
import { BUILT_IN_GAMES } from './registry.js';

/** Every game's side bets with limits of their own, in the registry's order. */
export const SIDE_BETS: readonly SideBetLimits[] = sideBetsOf(BUILT_IN_GAMES);

export const TIERS: Readonly<Record<TierId, Limits>> = tiersWith(SIDE_BETS);
