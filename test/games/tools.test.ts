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
  it('GIVEN the registry THEN every game’s shoes export in its own entry of a format the tools read, each entry is of a game there, and each game finds its own', () => {
    for (const game of BUILT_IN_GAMES.values())
      expect(exportFormatOfGame(game.id)?.format).toBe(game.exportFormat);
    for (const { game } of SHOE_EXPORT_FORMATS) expect(BUILT_IN_GAMES.has(game)).toBe(true);
    // One entry per game; a format id may be two games' (EZ Baccarat's shoes are Punto Banco's
    // cards and tableau: sabot-shoe/1, naming the game), told apart by the game a file names.
    const entries = SHOE_EXPORT_FORMATS.map(({ format, game }) => `${format} ${game}`);
    expect(new Set(entries).size).toBe(SHOE_EXPORT_FORMATS.length);
    expect(exportFormatOfGame('ez-baccarat')?.format).toBe('sabot-shoe/1');
  });

  it('GIVEN a parsed file THEN its format is the one of the game it names among the format it names, that format’s first game when it names none, or the first one when it names no format the registry has', () => {
    for (const entry of SHOE_EXPORT_FORMATS)
      expect(exportFormatOf({ format: entry.format, game: entry.game })).toBe(entry);
    for (const format of new Set(SHOE_EXPORT_FORMATS.map((entry) => entry.format)))
      expect(exportFormatOf({ format })).toBe(SHOE_EXPORT_FORMATS.find((entry) => entry.format === format));
    expect(exportFormatOf({ format: 'sabot-shoe/1' })?.game).toBe('punto-banco');
    expect(exportFormatOf({ format: 'sabot-shoe/1', game: 'ez-baccarat' }).game).toBe('ez-baccarat');
    // A game with no export of that format: the format's first game, whose shape check refuses it.
    const stray = exportFormatOf({ format: 'sabot-shoe/1', game: 'banque' });
    expect(stray.game).toBe('punto-banco');
    expect(stray.shapeProblems({ format: 'sabot-shoe/1', game: 'banque' })).toContain(
      'game must be one of the games exporting sabot-shoe/1, got "banque"',
    );
    expect(exportFormatOf({ format: 'sabot-dice/1' })).toBe(SHOE_EXPORT_FORMATS[0]);
    expect(exportFormatOf(null)).toBe(SHOE_EXPORT_FORMATS[0]);
  });

  it('GIVEN the registry THEN every game has its odds report, each listed once', () => {
    for (const id of BUILT_IN_GAMES.keys()) expect(oddsOfGame(id)?.game).toBe(id);
    expect(new Set(GAME_ODDS.map(({ game }) => game)).size).toBe(GAME_ODDS.length);
  });
});
