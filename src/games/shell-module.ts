/**
 * A game as the shell knows it: one entry per game (`src/games/<game>/shell/module.ts`), listed
 * once in shells.ts by the registry's ids. The shell-side counterpart of game-module.ts, kept
 * apart from it because the registry is pure (the table, the store and the verifier page load it
 * without Discord).
 *
 * A game's words are not part of it: the catalogs every shell reads through `t` compose them
 * (words.ts), so an entry holding both would put the catalogs in an import cycle with the shells.
 */
import type { GameControls } from '../discord/game-controls.js';
import type { GameShell } from '../discord/game-shell.js';

export interface ShellModule {
  /** What every surface shows for the game (src/discord/game-shell.ts). */
  readonly shell: GameShell;
  /** Its own slash commands, buttons and forms (src/discord/game-controls.ts). */
  readonly controls: GameControls;
}
