/**
 * What the shell asks of a table's game, one entry per game, looked up by the table's game id:
 * the game module itself (its deck counts, the limits it plays by, its export format) and the
 * shell's own words for it (the answer to a chosen chip names the table's betting buttons). A new
 * game adds its entry here; the views and controls never test the game id themselves.
 */
import type { Cents } from '../engine/money.js';
import { type Game, type LimitField, limitsOf } from '../table/game.js';
import { BANQUE } from '../table/games/banque/state.js';
import { CHEMIN_DE_FER } from '../table/games/chemin-de-fer/state.js';
import { BUILT_IN_GAMES } from '../table/games/index.js';
import { PUNTO_BANCO } from '../table/games/punto-banco.js';
import type { GameId } from '../table/state.js';
import { type Locale, t } from './i18n/index.js';

export interface GameSurface {
  readonly game: Game;
  /** The table limits the settings panel lists: the ones the game plays by. */
  readonly limits: readonly LimitField[];
  /** The private answer to a chip chosen in the selector, naming the table's own betting buttons. */
  chipChosen(locale: Locale, cents: Cents): string;
}

const CHIP_CHOSEN: Readonly<Record<GameId, 'chip.chosen' | 'banque.chip.chosen' | 'cdf.chip.chosen'>> = {
  [PUNTO_BANCO]: 'chip.chosen',
  [BANQUE]: 'banque.chip.chosen',
  [CHEMIN_DE_FER]: 'cdf.chip.chosen',
};

const surfaceFor = (game: Game): GameSurface => {
  const key = CHIP_CHOSEN[game.id] ?? 'chip.chosen';
  return {
    game,
    limits: limitsOf(game),
    chipChosen: (locale, cents) => t(locale, key, { cents }),
  };
};

const SURFACES: ReadonlyMap<GameId, GameSurface> = new Map(
  [...BUILT_IN_GAMES].map(([id, game]) => [id, surfaceFor(game)]),
);

/** The entry of the game a table deals; Punto Banco's for an id no built-in game has. */
export const surfaceOf = (gameId: GameId): GameSurface =>
  SURFACES.get(gameId) ?? (SURFACES.get(PUNTO_BANCO) as GameSurface);
