/**
 * The server's table defaults (`configure-guild` with `tableDefaults`): validated by the same
 * parser as a table's own settings, followed at once by every table without an override, never
 * over a table's own setting. A new default deck count takes effect from each table's next shoe.
 */
import { describe, expect, it } from 'vitest';
import { TIERS } from '../../src/games/tiers.js';
import { newGuild } from '../../src/table/machine.js';
import type { RejectionCode } from '../../src/table/rejections.js';
import { effectiveSettings, serverLanguageOf } from '../../src/table/state.js';
import { T0, World } from './support/world.js';

const bet = (channelId: string, userId: string, amount: number) =>
  ({ type: 'bet', channelId, userId, side: 'banker', amount }) as const;
const configureTable = (channelId: string, changes: Record<string, unknown>) =>
  ({ type: 'configure-table', channelId, changes }) as const;
const serverDefaults = (tableDefaults: unknown) =>
  ({ type: 'configure-guild', changes: { tableDefaults } }) as const;

/** Two tables in play: c1 follows the server, c2 set its own limits (the 1-100 tier). */
const twoTables = (): World => {
  const world = new World();
  world.ok({ type: 'view-table', channelId: 'c1' });
  world.ok(configureTable('c2', { tier: '1-100' }));
  return world;
};

describe('server table defaults', () => {
  it('GIVEN new server default limits THEN a table with no override obeys them from its next round', () => {
    const world = twoTables();
    world.ok(bet('c1', 'u1', 2));
    const accepted = world.ok(serverDefaults({ tier: '5-500' }));
    expect(accepted.events).toEqual([{ type: 'guild-configured', settings: world.guild.settings }]);
    expect(world.guild.settings.tableDefaults.limits).toEqual(TIERS['5-500']);
    // The round under way keeps the limits it opened with.
    world.ok(bet('c1', 'u2', 2));
    world.ok({ type: 'deal', channelId: 'c1', userId: 'u1' });
    expect(world.run(bet('c1', 'u2', 2))).toMatchObject({
      ok: false,
      code: 'bet/below-min',
      context: { min: 5 },
    });
    world.ok(bet('c1', 'u2', 5));
    world.ok(bet('c1', 'u2', 400));
    // A table opened after the change starts from the new defaults too.
    world.refused(bet('c3', 'u3', 2), 'bet/below-min');
  });

  it('GIVEN a table with its own limits WHEN the server default changes THEN the table keeps its own', () => {
    const world = twoTables();
    world.ok(serverDefaults({ tier: '5-500' }));
    world.ok(bet('c2', 'u1', 2));
    world.refused(bet('c2', 'u1', 200), 'bet/above-max');
    expect(effectiveSettings(world.guild, world.table('c2')).limits).toEqual(TIERS['1-100']);
  });

  it("GIVEN a table with one game's options of its own THEN it follows the server's options for the other games", () => {
    const world = twoTables();
    world.ok(configureTable('c1', { game: 'chemin-de-fer' }));
    world.ok(configureTable('c1', { commissionBp: 400 }));
    world.ok(configureTable('c1', { game: 'punto-banco' }));
    world.ok(serverDefaults({ variant: 'punto-2000' }));
    const { gameOptions } = effectiveSettings(world.guild, world.table('c1'));
    expect(gameOptions?.['chemin-de-fer']).toMatchObject({ commissionBp: 400 });
    expect(gameOptions?.['punto-banco']).toEqual({ variant: 'punto-2000' });
    expect(world.table('c1').overrides.gameOptions).not.toHaveProperty('punto-banco');
  });

  it("GIVEN a game's own options named for it (its /table subcommand) THEN they are that game's, whatever game the tables start with", () => {
    const world = twoTables();
    world.ok(serverDefaults({ game: 'chemin-de-fer' }));
    world.ok(serverDefaults({ optionsOf: 'punto-banco', variant: 'punto-2000' }));
    expect(world.guild.settings.tableDefaults).toMatchObject({
      game: 'chemin-de-fer',
      gameOptions: { 'punto-banco': { variant: 'punto-2000' } },
    });
    world.refused(
      serverDefaults({ optionsOf: 'punto-banco', variant: 'punto-3000' }),
      'settings/invalid-variant',
    );
    world.refused(serverDefaults({ optionsOf: 'whist', variant: 'punto-2000' }), 'settings/invalid-game');
  });

  it('GIVEN a table that overrides one setting THEN it follows the server default for the others', () => {
    const world = twoTables();
    world.ok(configureTable('c1', { variant: 'punto-2000' }));
    world.ok(serverDefaults({ variant: 'punto-banco', timerSeconds: 30, roadUnderResults: true }));
    expect(effectiveSettings(world.guild, world.table('c1'))).toMatchObject({
      gameOptions: { 'punto-banco': { variant: 'punto-2000' } },
      timerSeconds: 30,
      roadUnderResults: true,
    });
    // A custom default keeps exactly the five figures it is made of.
    const limits = { min: 2, max: 200, tieMinAlone: 2, tieMinBeside: 1, tieMax: 20, extra: 'x' };
    world.ok(serverDefaults({ limits }));
    expect(effectiveSettings(world.guild, world.table('c1')).limits).toEqual({
      min: 2,
      max: 200,
      tieMinAlone: 2,
      tieMinBeside: 1,
      tieMax: 20,
    });
  });

  it('GIVEN a new default timer THEN the next bet at a table without its own timer arms it', () => {
    const world = twoTables();
    world.ok(serverDefaults({ timerSeconds: 20 }));
    const accepted = world.ok(bet('c1', 'u1', 5));
    expect(accepted.events).toContainEqual({ type: 'timer-armed', dealAt: T0 + 20_000 });
  });

  it('GIVEN invalid default values THEN they are refused with the table codes and nothing changes', () => {
    const cases: [Record<string, unknown>, RejectionCode][] = [
      [{ variant: 'chemin-de-fer' }, 'settings/invalid-variant'],
      [{ decks: 7 }, 'settings/invalid-decks'],
      [{ decks: '8' }, 'settings/invalid-decks'],
      [{ timerSeconds: -1 }, 'settings/invalid-timer'],
      [{ timerSeconds: 601 }, 'settings/invalid-timer'],
      [{ tier: 'high' }, 'settings/invalid-limits'],
      [{ tier: 'toString' }, 'settings/invalid-limits'],
      [{ limits: null }, 'settings/invalid-limits'],
      [
        { limits: { min: 10, max: 5, tieMinAlone: 1, tieMinBeside: 1, tieMax: 10 } },
        'settings/invalid-limits',
      ],
      [{ roadUnderResults: 'on' }, 'settings/invalid-switch'],
      // One bad field refuses the whole change, the good one included.
      [{ variant: 'punto-2000', decks: 4 }, 'settings/invalid-decks'],
    ];
    for (const [changes, code] of cases) {
      const world = twoTables();
      world.ok(bet('c1', 'u1', 5));
      world.refused(serverDefaults(changes), code);
      // The very code the table itself gives for the same change: one source of validation.
      world.refused(configureTable('c1', changes), code);
    }
    // Valid chips beside bad defaults: refused whole, the chips included.
    const world = twoTables();
    world.refused(
      { type: 'configure-guild', changes: { startingChips: 500, tableDefaults: { decks: 7 } } },
      'settings/invalid-decks',
    );
  });

  it('GIVEN defaults that are not an object THEN nothing changes, like an unknown setting', () => {
    for (const value of [null, 'punto-2000', 5]) {
      const world = twoTables();
      const before = world.guild.settings;
      world.ok(serverDefaults(value));
      expect(world.guild.settings).toEqual(before);
    }
  });

  it('GIVEN a new default deck count THEN each table switches at its next shoe, unless it has its own count', () => {
    const world = twoTables();
    world.ok(configureTable('c2', { decks: 8 }));
    world.ok(serverDefaults({ decks: 6 }));
    // The shoes already committed stay as they are, even one with no coup dealt yet.
    expect(world.table('c1').shoe.spec.decks).toBe(8);
    expect(world.table('c1').shoe.coups).toBe(0);
    world.ok({ type: 'new-shoe', channelId: 'c1' });
    world.ok({ type: 'new-shoe', channelId: 'c2' });
    expect(world.table('c1').shoe.spec.decks).toBe(6);
    expect(world.table('c2').shoe.spec.decks).toBe(8);
    world.ok({ type: 'view-table', channelId: 'c3' });
    expect(world.table('c3').shoe.spec.decks).toBe(6);
  });

  it('GIVEN chips and defaults in one change THEN both are stored, and nothing else', () => {
    const world = twoTables();
    world.ok({
      type: 'configure-guild',
      changes: { dailyChips: 0, tableDefaults: { variant: 'punto-2000' } },
    });
    expect(world.guild.settings).toEqual({
      startingChips: 1000,
      dailyChips: 0,
      tableDefaults: {
        ...newGuild('g1').settings.tableDefaults,
        gameOptions: { 'punto-banco': { variant: 'punto-2000' } },
      },
    });
  });
});

describe('server language', () => {
  it('GIVEN a server record from before the setting THEN its language is auto', () => {
    expect(serverLanguageOf(new World().guild)).toBe('auto');
  });

  it.each(['en', 'nl', 'it', 'ro', 'auto'] as const)(
    'GIVEN configure-guild with language %s THEN the server keeps it, and nothing else changes',
    (language) => {
      const world = twoTables();
      const before = world.guild.settings;
      const accepted = world.ok({ type: 'configure-guild', changes: { language } });
      expect(world.guild.settings).toEqual({ ...before, language });
      expect(accepted.events).toEqual([{ type: 'guild-configured', settings: world.guild.settings }]);
    },
  );

  it.each(['fr', 'NL', '', null, 3])(
    'GIVEN configure-guild with language %j THEN it is refused and the server is unchanged',
    (language) => {
      const world = twoTables();
      world.ok({ type: 'configure-guild', changes: { language: 'it' } });
      const before = world.guild;
      world.refused({ type: 'configure-guild', changes: { language } }, 'settings/invalid-language');
      expect(world.guild).toEqual(before);
    },
  );
});
