/** The registry lists the games; each has its shell part, and no shell is left without its game. */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES } from '../../src/games/registry.js';
import { SHELLS, shellOf } from '../../src/games/shells.js';
import { DEFAULT_GUILD_SETTINGS } from '../../src/table/state.js';

describe('the games and their shells', () => {
  it('GIVEN the registry THEN every game has its shell, and every shell is of a game there, holding that very module', () => {
    expect([...SHELLS.keys()].sort()).toEqual([...BUILT_IN_GAMES.keys()].sort());
    for (const [id, game] of BUILT_IN_GAMES) expect(shellOf(id).game).toBe(game);
  });

  it('GIVEN an id no game has THEN the shell is the one a new table starts with', () => {
    expect(shellOf('no-such-game').game.id).toBe(DEFAULT_GUILD_SETTINGS.tableDefaults.game);
  });
});
