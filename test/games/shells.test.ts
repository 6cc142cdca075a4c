/**
 * The registry lists the games; each has its shell entry (its shell and its controls), in the
 * registry's order (shells.ts is keyed by its ids, so a missing or extra entry does not compile),
 * and no shell is left without its game.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/discord/i18n/index.js';
import { renderRefusal } from '../../src/discord/views/index.js';
import { chips } from '../../src/engine/money.js';
import { BUILT_IN_GAMES, GAME_MODULES } from '../../src/games/registry.js';
import { CONTROLS, SHELL_MODULES, SHELLS, shellOf } from '../../src/games/shells.js';
import { reject } from '../../src/table/rejections.js';
import { DEFAULT_GUILD_SETTINGS } from '../../src/table/state.js';

describe('the games and their shells', () => {
  it('GIVEN the registry THEN every game has its shell, and every shell is of a game there, holding that very module', () => {
    expect([...SHELLS.keys()]).toEqual(GAME_MODULES.map((module) => module.id));
    expect([...SHELLS.keys()]).toEqual([...BUILT_IN_GAMES.keys()]);
    for (const [id, game] of BUILT_IN_GAMES) expect(shellOf(id).game).toBe(game);
  });

  it('GIVEN the shell entries THEN each holds one game’s shell and controls, in the registry’s order, and the lists are drawn from them', () => {
    expect(SHELL_MODULES.map(({ shell }) => shell.game.id)).toEqual(GAME_MODULES.map((module) => module.id));
    for (const { shell, controls } of SHELL_MODULES) expect(controls.game).toBe(shell.game.id);
    expect([...SHELLS.values()]).toEqual(SHELL_MODULES.map(({ shell }) => shell));
    expect(CONTROLS).toEqual(SHELL_MODULES.map(({ controls }) => controls));
  });

  it('GIVEN an id no game has THEN the shell is the one a new table starts with', () => {
    expect(shellOf('no-such-game').game.id).toBe(DEFAULT_GUILD_SETTINGS.tableDefaults.game);
  });

  it('GIVEN every game’s /bet sides THEN the command a side sends names every game that lists it, and only those (Player is Punto Banco’s and EZ Baccarat’s)', () => {
    for (const shell of SHELLS.values())
      for (const { value } of shell.bet.sides) {
        const command = shell.bet.command(value, 5, { channelId: 'c', userId: 'u' });
        const named = typeof command.game === 'string' ? [command.game] : [...(command.game ?? [])];
        const taking = [...SHELLS.values()].filter((other) =>
          other.bet.sides.some((side) => side.value === value),
        );
        expect(named.sort(), `${shell.game.id} ${value}`).toEqual(
          taking.map((other) => other.game.id).sort(),
        );
      }
  });

  it('GIVEN a game’s own refusal THEN its shell alone words it, and a shared code is left to the shared words', () => {
    const own = [
      ['chemin-de-fer', reject('cdf/stake-above-bank', { max: chips(585) })],
      ['banque', reject('banque/bid-below-min', { min: chips(100) })],
    ] as const;
    for (const [id, rejection] of own)
      for (const locale of LOCALES) {
        const words = [...SHELLS.values()].map((shell) => shell.refusal(locale, rejection));
        expect(words.filter((said) => said !== undefined)).toEqual([shellOf(id).refusal(locale, rejection)]);
        expect(renderRefusal(locale, rejection)).toBe(shellOf(id).refusal(locale, rejection));
      }
    const shared = reject('round/no-bets');
    for (const shell of SHELLS.values()) expect(shell.refusal('en', shared)).toBeUndefined();
    expect(renderRefusal('en', shared)).toBe('Nobody has bet yet: place a bet, then deal.');
  });
});
