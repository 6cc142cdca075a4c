/**
 * Each game's shell part, by game id: what every surface shows for the game (src/discord/game-shell.ts).
 * The games themselves are listed once, in registry.ts; this is keyed by its ids, so a game listed
 * there without its shell here (or a shell here of no game there) does not compile.
 */
import type { GameShell } from '../discord/game-shell.js';
import { DEFAULT_GUILD_SETTINGS, type GameId } from '../table/state.js';
import { banqueShell } from './banque/shell/index.js';
import { cheminDeFerShell } from './chemin-de-fer/shell/index.js';
import { ezBaccaratShell } from './ez-baccarat/shell/index.js';
import { puntoBancoShell } from './punto-banco/shell/index.js';
import { type BuiltInGameId, GAME_MODULES } from './registry.js';

const SHELL_OF = {
  'punto-banco': puntoBancoShell,
  'ez-baccarat': ezBaccaratShell,
  'chemin-de-fer': cheminDeFerShell,
  banque: banqueShell,
} satisfies Record<BuiltInGameId, GameShell>;

/** In the registry's order. */
export const SHELLS: ReadonlyMap<GameId, GameShell> = new Map(
  GAME_MODULES.map((module) => [module.id, SHELL_OF[module.id]]),
);

/** The shell part of the game a table deals; a new table's game's for an id no game has. */
export const shellOf = (gameId: GameId): GameShell =>
  SHELLS.get(gameId) ?? (SHELLS.get(DEFAULT_GUILD_SETTINGS.tableDefaults.game) as GameShell);
