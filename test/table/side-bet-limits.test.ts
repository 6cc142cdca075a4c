/**
 * Side bets' limits are their games' to declare (`Game.sideBets`): the shared table code takes a
 * tier's figures, validates, stores and falls back for any game's side bets without naming one.
 * Proved with a test-only game's side bet, and with the limits the previous code stored (flat
 * `dragon7Min` … fields), which still load with the same figures.
 */
import { describe, expect, it } from 'vitest';
import type { Chips } from '../../src/engine/money.js';
import { puntoBanco } from '../../src/games/punto-banco/table/game.js';
import { BUILT_IN_GAMES } from '../../src/games/registry.js';
import type { Game, GameRegistry } from '../../src/table/game.js';
import { limitsOf } from '../../src/table/game.js';
import {
  checkSideBet,
  checkSpot,
  type Limits,
  limitOf,
  MAIN_TIERS,
  type SideBetLimits,
  stakeOn,
} from '../../src/table/limits.js';
import { newGuild } from '../../src/table/machine.js';
import type { GuildRecord } from '../../src/table/state.js';
import { World } from './support/world.js';

const C = 'c1';
const LUCKY: SideBetLimits = {
  spot: 'lucky-6',
  minField: 'lucky6Min',
  maxField: 'lucky6Max',
  tiers: {
    '1-100': [2 as Chips, 9 as Chips],
    '5-500': [3 as Chips, 30 as Chips],
    '25-1000': [10 as Chips, 80 as Chips],
  },
  fallback: ['min', 'tieMax'],
};

/** Punto Banco with one side bet of its own: a game no shared file knows. */
const lucky: Game = {
  ...puntoBanco,
  id: 'lucky',
  spots: [...puntoBanco.spots, LUCKY.spot],
  sideBets: [LUCKY],
  checkStakes(limits, stakes) {
    for (const side of ['player', 'banker', 'tie'] as const)
      if (stakeOn(stakes, side) > 0) {
        const problem = checkSpot(limits, stakes, side);
        if (problem) return problem;
      }
    return stakeOn(stakes, LUCKY.spot) > 0 ? checkSideBet(limits, stakes, LUCKY) : undefined;
  },
};

const GAMES: GameRegistry = new Map([
  [puntoBanco.id, puntoBanco],
  [lucky.id, lucky],
]);

const configure = (changes: Record<string, unknown>) =>
  ({ type: 'configure-table', channelId: C, changes }) as const;

const luckyWorld = () => {
  const world = new World();
  world.games = GAMES;
  world.ok(configure({ game: 'lucky' }));
  return world;
};

describe("a game's own side bet", () => {
  it('GIVEN a game declaring a side bet THEN its limits are listed after the main ones', () => {
    expect(limitsOf(lucky)).toEqual([
      'min',
      'max',
      'tieMinAlone',
      'tieMinBeside',
      'tieMax',
      'lucky6Min',
      'lucky6Max',
    ]);
  });

  it('GIVEN a tier chosen WHEN the table stores it THEN the side bet takes its figures in that tier, and bets meet them', () => {
    const world = luckyWorld();
    world.ok(configure({ tier: '5-500' }));
    expect(world.table(C).overrides.limits).toEqual({ ...MAIN_TIERS['5-500'], lucky6Min: 3, lucky6Max: 30 });
    const bet = (amount: number) =>
      ({ type: 'bet', channelId: C, userId: 'u1', side: LUCKY.spot, amount }) as const;
    expect(world.run(bet(31))).toMatchObject({
      ok: false,
      code: 'bet/side-above-max',
      context: { spot: 'lucky-6', max: 30 },
    });
    world.ok(bet(30));
  });

  it('GIVEN custom limits WHEN configured THEN its fields are kept, an unknown one dropped, and its min above its max refused', () => {
    const world = luckyWorld();
    const custom = { ...MAIN_TIERS['1-100'], lucky6Min: 4, lucky6Max: 6, dragon7Min: 3, stray: 1 };
    world.ok(configure({ limits: custom }));
    expect(world.table(C).overrides.limits).toEqual({ ...MAIN_TIERS['1-100'], lucky6Min: 4, lucky6Max: 6 });
    world.refused(configure({ limits: { ...custom, lucky6Min: 7 } }), 'settings/invalid-limits');
    expect(world.run(configure({ limits: { ...custom, lucky6Min: 7 } }))).toMatchObject({
      context: { reason: 'side-min-max' },
    });
    expect(world.run(configure({ limits: { ...custom, lucky6Max: 0.5 } }))).toMatchObject({
      context: { reason: 'whole' },
    });
  });

  it('GIVEN limits without the side bet’s fields THEN it reads its declared fallback', () => {
    const limits: Limits = { ...MAIN_TIERS['25-1000'] };
    expect(limitOf(limits, 'lucky6Min', [LUCKY])).toBe(25);
    expect(limitOf(limits, 'lucky6Max', [LUCKY])).toBe(120);
  });

  it('GIVEN a new server THEN its default limits carry every known game’s side bets in the first tier', () => {
    expect(newGuild('g1', GAMES).settings.tableDefaults.limits).toEqual({
      ...MAIN_TIERS['1-100'],
      lucky6Min: 2,
      lucky6Max: 9,
    });
    expect(newGuild('g1').settings.tableDefaults.limits).toEqual({
      ...MAIN_TIERS['1-100'],
      dragon7Min: 1,
      dragon7Max: 5,
      panda8Min: 1,
      panda8Max: 5,
    });
  });
});

describe('limits stored by the previous code', () => {
  /** A server record as the previous code wrote it: the side bets' limits as flat fields. */
  const stored = (limits: Record<string, number>): GuildRecord => {
    const guild = new World().guild;
    return JSON.parse(
      JSON.stringify({
        ...guild,
        settings: { ...guild.settings, tableDefaults: { ...guild.settings.tableDefaults, limits } },
      }),
    ) as GuildRecord;
  };
  const ezWorld = (guild: GuildRecord) => {
    const world = new World();
    world.guild = guild;
    world.ok(configure({ game: 'ez-baccarat' }));
    return world;
  };
  const dragon = (amount: number) =>
    ({ type: 'bet', channelId: C, userId: 'u1', side: 'dragon-7', amount }) as const;

  it('GIVEN an admin’s own Dragon 7 and Panda 8 limits stored flat THEN an EZ table plays by the same figures', () => {
    const world = ezWorld(
      stored({ ...MAIN_TIERS['5-500'], dragon7Min: 2, dragon7Max: 7, panda8Min: 3, panda8Max: 9 }),
    );
    expect(world.run(dragon(8))).toMatchObject({ code: 'bet/side-above-max', context: { max: 7 } });
    expect(world.run(dragon(1))).toMatchObject({ code: 'bet/side-below-min', context: { min: 2 } });
    world.ok(dragon(7));
    expect(world.run({ type: 'bet', channelId: C, userId: 'u2', side: 'panda-8', amount: 10 })).toMatchObject(
      { code: 'bet/side-above-max', context: { spot: 'panda-8', max: 9 } },
    );
  });

  it('GIVEN limits stored before the side bets existed THEN the side bets read the Tie’s, as before', () => {
    const world = ezWorld(stored({ ...MAIN_TIERS['5-500'] }));
    expect(world.run(dragon(61))).toMatchObject({ code: 'bet/side-above-max', context: { max: 60 } });
    world.ok(dragon(60));
  });

  it('GIVEN the built-in games THEN a stored tier reads the same as the tier the previous code stored', () => {
    const sides = [...BUILT_IN_GAMES.values()].flatMap((game) => game.sideBets ?? []);
    expect(sides.map((side) => [side.spot, side.minField, side.maxField])).toEqual([
      ['dragon-7', 'dragon7Min', 'dragon7Max'],
      ['panda-8', 'panda8Min', 'panda8Max'],
    ]);
  });
});
