/**
 * The games Sabot deals, by their table modules. A new game adds its folder under src/games/, its
 * table module here and its shell part in shells.ts; nothing else in the table or the shell changes.
 */
import type { Game, GameRegistry } from '../table/game.js';
import { banque } from './banque/table/index.js';
import { cheminDeFer } from './chemin-de-fer/table/index.js';
import { ezBaccarat } from './ez-baccarat/table/game.js';
import { puntoBanco } from './punto-banco/table/game.js';

export const BUILT_IN_GAMES: GameRegistry = new Map<string, Game>([
  [puntoBanco.id, puntoBanco as Game],
  [cheminDeFer.id, cheminDeFer as Game],
  [banque.id, banque as Game],
  [ezBaccarat.id, ezBaccarat as Game],
]);

/** Every spot some game takes stakes on, in the order the games list them (a bet button, a line of stakes). */
export const BET_SPOTS: readonly string[] = [
  ...new Set([...BUILT_IN_GAMES.values()].flatMap((game) => game.spots)),
];
