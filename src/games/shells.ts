/**
 * Each game's shell entry, by game id: what every surface shows for the game
 * (src/discord/game-shell.ts) and its own controls (src/discord/game-controls.ts). The games
 * themselves are listed once, in registry.ts; this is keyed by its ids, so a game listed there
 * without its entry here (or an entry here of no game there) does not compile. A test checks that
 * every button and form kind the custom-ids name (control-kinds.ts) has its handler.
 */
import type { GameControls } from '../discord/game-controls.js';
import type { GameShell } from '../discord/game-shell.js';
import { DEFAULT_GUILD_SETTINGS, type GameId } from '../table/state.js';
import { banqueShellModule } from './banque/shell/module.js';
import { cheminDeFerShellModule } from './chemin-de-fer/shell/module.js';
import { ezBaccaratShellModule } from './ez-baccarat/shell/module.js';
import { puntoBancoShellModule } from './punto-banco/shell/module.js';
import { type BuiltInGameId, GAME_MODULES } from './registry.js';
import type { ShellModule } from './shell-module.js';

const SHELL_MODULE_OF = {
  'punto-banco': puntoBancoShellModule,
  'ez-baccarat': ezBaccaratShellModule,
  'chemin-de-fer': cheminDeFerShellModule,
  banque: banqueShellModule,
} satisfies Record<BuiltInGameId, ShellModule>;

/** Every game's shell entry, in the registry's order. */
export const SHELL_MODULES: readonly ShellModule[] = GAME_MODULES.map((module) => SHELL_MODULE_OF[module.id]);

/** In the registry's order. */
export const SHELLS: ReadonlyMap<GameId, GameShell> = new Map(
  GAME_MODULES.map((module) => [module.id, SHELL_MODULE_OF[module.id].shell]),
);

/** The shell part of the game a table deals; a new table's game's for an id no game has. */
export const shellOf = (gameId: GameId): GameShell =>
  SHELLS.get(gameId) ?? (SHELLS.get(DEFAULT_GUILD_SETTINGS.tableDefaults.game) as GameShell);

/** In the registry's order, which is the order `/table game` lists the games and their slash commands are listed. */
export const CONTROLS: readonly GameControls[] = SHELL_MODULES.map((module) => module.controls);
