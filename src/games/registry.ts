/**
 * The games Sabot deals: one entry per game (its folder's `index.ts`), listed once here. The
 * table's games, the tools' export formats and odds reports (export-formats.ts, odds-reports.ts)
 * and the custom-id kinds (control-kinds.ts) are derived from this list; the shell's parts
 * (shells.ts: its shell and controls; words.ts: its words) are keyed by its ids, so a game listed here without them does
 * not compile. Pure and free of Node modules: the verifier page runs it, copied from the build.
 */
import type { GameRegistry } from '../table/game.js';
import { banqueModule } from './banque/index.js';
import { cheminDeFerModule } from './chemin-de-fer/index.js';
import { ezBaccaratModule } from './ez-baccarat/index.js';
import { puntoBancoModule } from './punto-banco/index.js';

/**
 * In the order the games are listed everywhere: `/table game`, `/bet`'s sides, the tools' usages.
 * The first is the one the tools take when none is named.
 */
export const GAME_MODULES = [puntoBancoModule, ezBaccaratModule, cheminDeFerModule, banqueModule] as const;

/** The id of a game listed here. */
export type BuiltInGameId = (typeof GAME_MODULES)[number]['id'];

export const BUILT_IN_GAMES: GameRegistry = new Map(GAME_MODULES.map((module) => [module.id, module.game]));

/** Every spot some game takes stakes on, in the order the games list them (a bet button, a line of stakes). */
export const BET_SPOTS: readonly string[] = [
  ...new Set([...BUILT_IN_GAMES.values()].flatMap((game) => game.spots)),
];
