/**
 * Each game's shell part, by game id: what every surface shows for the game (src/discord/game-shell.ts).
 * The games themselves are listed once, in registry.ts; a test checks that every game there has
 * its shell here and no shell is left without its game.
 */
import type { GameShell } from '../discord/game-shell.js';
import { DEFAULT_GUILD_SETTINGS, type GameId } from '../table/state.js';
import { banqueShell } from './banque/shell/index.js';
import { cheminDeFerShell } from './chemin-de-fer/shell/index.js';
import { ezBaccaratShell } from './ez-baccarat/shell/index.js';
import { puntoBancoShell } from './punto-banco/shell/index.js';

export const SHELLS: ReadonlyMap<GameId, GameShell> = new Map(
  [puntoBancoShell, ezBaccaratShell, cheminDeFerShell, banqueShell].map((shell) => [shell.game.id, shell]),
);

/** The shell part of the game a table deals; a new table's game's for an id no game has. */
export const shellOf = (gameId: GameId): GameShell =>
  SHELLS.get(gameId) ?? (SHELLS.get(DEFAULT_GUILD_SETTINGS.tableDefaults.game) as GameShell);
