/**
 * Every game the table deals has what the tools ask of it: the export they read, check and replay,
 * under its own format id, and its odds report.
 */
import { describe, expect, it } from 'vitest';
import { exportFormatOf, exportFormatOfGame, SHOE_EXPORT_FORMATS } from '../../src/games/export-formats.js';
import { GAME_ODDS, oddsOfGame } from '../../src/games/odds-reports.js';
import { BUILT_IN_GAMES, GAME_MODULES } from '../../src/games/registry.js';

describe('the registry', () => {
  it('GIVEN its entries THEN each is one game, under one id: its table module’s, its odds report’s and its own export’s', () => {
    const ids = GAME_MODULES.map((module) => module.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const module of GAME_MODULES) {
      expect(module.game.id).toBe(module.id);
      expect(module.odds.game).toBe(module.id);
      if ('exportFormat' in module) expect(module.exportFormat.game).toBe(module.id);
      expect(BUILT_IN_GAMES.get(module.id)).toBe(module.game);
    }
    expect([...BUILT_IN_GAMES.keys()]).toEqual(ids);
  });

  it('GIVEN its order THEN the export formats and the odds reports follow it, Punto Banco’s first (the default)', () => {
    expect(SHOE_EXPORT_FORMATS.map(({ game }) => game)).toEqual(
      GAME_MODULES.flatMap((module) => ('exportFormat' in module ? [module.id] : [])),
    );
    expect(GAME_ODDS.map(({ game }) => game)).toEqual(GAME_MODULES.map((module) => module.id));
    expect([SHOE_EXPORT_FORMATS[0]?.format, GAME_ODDS[0]?.game]).toEqual(['sabot-shoe/1', 'punto-banco']);
  });
});

describe('the games and their shoe exports', () => {
  it('GIVEN the registry THEN every game’s shoes export in a format the tools read, each format is of a game there, and a game with a format of its own finds it', () => {
    const formats = new Set(SHOE_EXPORT_FORMATS.map(({ format }) => format));
    // EZ Baccarat's shoes are Punto Banco's cards and tableau: they export as sabot-shoe/1, naming the game.
    for (const game of BUILT_IN_GAMES.values()) expect(formats).toContain(game.exportFormat);
    for (const { game } of SHOE_EXPORT_FORMATS) expect(BUILT_IN_GAMES.has(game)).toBe(true);
    for (const { game, format } of SHOE_EXPORT_FORMATS) expect(exportFormatOfGame(game)?.format).toBe(format);
    expect(new Set(SHOE_EXPORT_FORMATS.map(({ format }) => format)).size).toBe(SHOE_EXPORT_FORMATS.length);
  });

  it('GIVEN a parsed file THEN its format is the one it names, or the first one when it names none the registry has', () => {
    for (const entry of SHOE_EXPORT_FORMATS) expect(exportFormatOf({ format: entry.format })).toBe(entry);
    expect(exportFormatOf({ format: 'sabot-dice/1' })).toBe(SHOE_EXPORT_FORMATS[0]);
    expect(exportFormatOf(null)).toBe(SHOE_EXPORT_FORMATS[0]);
  });

  it('GIVEN the registry THEN every game has its odds report, each listed once', () => {
    for (const id of BUILT_IN_GAMES.keys()) expect(oddsOfGame(id)?.game).toBe(id);
    expect(new Set(GAME_ODDS.map(({ game }) => game)).size).toBe(GAME_ODDS.length);
  });
});
