/** Every game the table deals has the export the tools read, check and replay, under its own format id. */
import { describe, expect, it } from 'vitest';
import { exportFormatOf, exportFormatOfGame, SHOE_EXPORT_FORMATS } from '../../src/games/export-formats.js';
import { BUILT_IN_GAMES } from '../../src/games/registry.js';

describe('the games and their shoe exports', () => {
  it('GIVEN the registry THEN every game has one export format, the one its table module exports its shoes in, and every format is of a game there', () => {
    expect(SHOE_EXPORT_FORMATS.map(({ game }) => game).sort()).toEqual([...BUILT_IN_GAMES.keys()].sort());
    for (const [id, game] of BUILT_IN_GAMES) expect(exportFormatOfGame(id)?.format).toBe(game.exportFormat);
    expect(new Set(SHOE_EXPORT_FORMATS.map(({ format }) => format)).size).toBe(SHOE_EXPORT_FORMATS.length);
  });

  it('GIVEN a parsed file THEN its format is the one it names, or the first one when it names none the registry has', () => {
    for (const entry of SHOE_EXPORT_FORMATS) expect(exportFormatOf({ format: entry.format })).toBe(entry);
    expect(exportFormatOf({ format: 'sabot-dice/1' })).toBe(SHOE_EXPORT_FORMATS[0]);
    expect(exportFormatOf(null)).toBe(SHOE_EXPORT_FORMATS[0]);
  });
});
