/**
 * Table limits through the table machine itself (`runCommand` on a snapshot): every edge of the
 * three tiers of docs/rules.md (minimum, maximum, the Tie's minimum alone and beside a Player/Banker
 * bet, the Tie's maximum), custom limits and their validation, and switching tiers.
 */
import { describe, expect, it } from 'vitest';
import type { Side } from '../../src/engine/coup.js';
import type { Cents, Chips } from '../../src/engine/money.js';
import { TIERS } from '../../src/games/tiers.js';
import type { Command, Outcome } from '../../src/table/commands.js';
import type { Snapshot } from '../../src/table/draft.js';
import type { TierId } from '../../src/table/limits.js';
import { type Limits, MAX_CHIPS, type Stakes, stakeOn } from '../../src/table/limits.js';
import { newGuild, newTable, runCommand } from '../../src/table/machine.js';
import type { RejectionCode } from '../../src/table/rejections.js';
import type { TableRecord, WalletRecord } from '../../src/table/state.js';
import { NO_STAKES } from '../support/punto-banco-stakes.js';

const SEED = 'a'.repeat(64);
/** Punto Banco stakes from plain numbers, empty spots as 0. */
const pb = (stakes: Partial<Record<Side, number>>): Stakes => ({ ...NO_STAKES, ...stakes }) as Stakes;
const NOW = 1_700_000_000_000;
const CHANNEL = 'c1';
const USER = 'u1';
const guild = newGuild('g1');

/** A rich player, so limits (not chips) are what a bet meets. */
const wallet: WalletRecord = {
  guildId: 'g1',
  userId: USER,
  balanceCents: (1_000_000 * 100) as Cents,
  lastDailyAt: null,
};

const tableWith = (limits: Limits, stakes: Stakes = NO_STAKES): TableRecord => {
  const table = newTable(guild, CHANNEL, SEED);
  const seated = stakeOn(stakes, 'player') + stakeOn(stakes, 'banker') + stakeOn(stakes, 'tie') > 0;
  return { ...table, overrides: { limits }, seats: seated ? [{ userId: USER, stakes }] : [] };
};

const snapshotOf = (table: TableRecord): Snapshot => ({ guild, table, wallets: new Map([[USER, wallet]]) });

const run = (table: TableRecord, command: Command): Outcome =>
  runCommand(snapshotOf(table), command, { now: NOW, freshServerSeed: SEED });

const bet = (table: TableRecord, side: Side, amount: number): Outcome =>
  run(table, { type: 'bet', channelId: CHANNEL, userId: USER, side, amount });

/** The player's stakes once the command was accepted. */
const stakesAfter = (outcome: Outcome): Stakes | undefined =>
  outcome.ok ? outcome.changes.table?.seats.find((seat) => seat.userId === USER)?.stakes : undefined;

const expectAccepted = (outcome: Outcome, stakes: Stakes) => {
  expect(outcome.ok).toBe(true);
  expect(stakesAfter(outcome)).toEqual(stakes);
};

const expectRefused = (outcome: Outcome, code: RejectionCode, context?: Record<string, number>) => {
  expect(outcome).toMatchObject({ ok: false, code, ...(context ? { context } : {}) });
};

const tiers = Object.entries(TIERS) as [TierId, Limits][];

describe.each(tiers)('tier %s', (_id, limits) => {
  for (const side of ['player', 'banker'] as const) {
    it(`GIVEN an empty spot WHEN ${side} is bet at the minimum and the maximum THEN both are accepted`, () => {
      expectAccepted(bet(tableWith(limits), side, limits.min), { ...NO_STAKES, [side]: limits.min });
      expectAccepted(bet(tableWith(limits), side, limits.max), { ...NO_STAKES, [side]: limits.max });
    });

    it(`GIVEN an empty spot WHEN ${side} is bet one chip off either edge THEN it is refused with the limit`, () => {
      const below = bet(tableWith(limits), side, limits.min - 1);
      if (limits.min === 1) expectRefused(below, 'amount/not-positive');
      else expectRefused(below, 'bet/below-min', { min: limits.min });
      expectRefused(bet(tableWith(limits), side, limits.max + 1), 'bet/above-max', { max: limits.max });
    });

    it(`GIVEN chips already on ${side} WHEN more are stacked THEN the spot's total meets the maximum`, () => {
      const table = tableWith(limits, { ...NO_STAKES, [side]: (limits.max - 1) as Chips });
      expectAccepted(bet(table, side, 1), { ...NO_STAKES, [side]: limits.max });
      expectRefused(bet(table, side, 2), 'bet/above-max', { max: limits.max });
    });
  }

  it('GIVEN no Player or Banker bet WHEN Tie is bet alone THEN the alone minimum and the Tie maximum apply', () => {
    expectAccepted(bet(tableWith(limits), 'tie', limits.tieMinAlone), {
      ...NO_STAKES,
      tie: limits.tieMinAlone,
    });
    expectAccepted(bet(tableWith(limits), 'tie', limits.tieMax), { ...NO_STAKES, tie: limits.tieMax });
    expectRefused(bet(tableWith(limits), 'tie', limits.tieMax + 1), 'bet/tie-above-max', {
      max: limits.tieMax,
    });
    const below = bet(tableWith(limits), 'tie', limits.tieMinAlone - 1);
    if (limits.tieMinAlone === 1) expectRefused(below, 'amount/not-positive');
    else expectRefused(below, 'bet/tie-below-min-alone', { min: limits.tieMinAlone });
  });

  for (const beside of ['player', 'banker'] as const) {
    it(`GIVEN a ${beside} bet WHEN Tie is bet beside it THEN the beside minimum and the Tie maximum apply`, () => {
      const table = tableWith(limits, { ...NO_STAKES, [beside]: limits.min });
      const atMin = { ...NO_STAKES, [beside]: limits.min, tie: limits.tieMinBeside };
      expectAccepted(bet(table, 'tie', limits.tieMinBeside), atMin);
      expectAccepted(bet(table, 'tie', limits.tieMax), { ...atMin, tie: limits.tieMax });
      expectRefused(bet(table, 'tie', limits.tieMax + 1), 'bet/tie-above-max', { max: limits.tieMax });
      const below = bet(table, 'tie', limits.tieMinBeside - 1);
      if (limits.tieMinBeside === 1) expectRefused(below, 'amount/not-positive');
      else expectRefused(below, 'bet/tie-below-min-beside', { min: limits.tieMinBeside });
    });
  }

  it('GIVEN a Tie bet at the alone minimum WHEN a Player or Banker bet joins it THEN both are accepted', () => {
    const table = tableWith(limits, { ...NO_STAKES, tie: limits.tieMinAlone });
    expectAccepted(bet(table, 'banker', limits.min), {
      ...NO_STAKES,
      banker: limits.min,
      tie: limits.tieMinAlone,
    });
    expectAccepted(bet(table, 'player', limits.max), {
      ...NO_STAKES,
      player: limits.max,
      tie: limits.tieMinAlone,
    });
  });

  it('GIVEN a Tie at the maximum WHEN one more chip is stacked on it THEN it is refused at the Tie maximum', () => {
    const table = tableWith(limits, { ...NO_STAKES, banker: limits.min, tie: limits.tieMax });
    expectRefused(bet(table, 'tie', 1), 'bet/tie-above-max', { max: limits.tieMax });
  });

  it('GIVEN one player WHEN Player, Banker and Tie are each bet at their maximum THEN all three spots hold', () => {
    let table = tableWith(limits);
    for (const [side, amount] of [
      ['player', limits.max],
      ['banker', limits.max],
      ['tie', limits.tieMax],
    ] as const) {
      const outcome = bet(table, side, amount);
      expect(outcome.ok).toBe(true);
      if (outcome.ok && outcome.changes.table) table = outcome.changes.table;
    }
    expect(table.seats[0]?.stakes).toEqual({ player: limits.max, banker: limits.max, tie: limits.tieMax });
  });
});

describe('the Tie minimum beside a Player/Banker bet (docs/rules.md, limits)', () => {
  it('GIVEN the $5–500 table WHEN 1 chip goes on Tie alone THEN it is refused, but beside a Banker bet it is taken', () => {
    const limits = TIERS['5-500'];
    expectRefused(bet(tableWith(limits), 'tie', 1), 'bet/tie-below-min-alone', { min: 5 });
    expectAccepted(bet(tableWith(limits, pb({ banker: 5 })), 'tie', 1), pb({ banker: 5, tie: 1 }));
  });

  it('GIVEN the $25–1,000 table WHEN Tie is bet beside Player THEN 5 is the least accepted and 4 is refused', () => {
    const table = tableWith(TIERS['25-1000'], pb({ player: 25 }));
    expectAccepted(bet(table, 'tie', 5), pb({ player: 25, tie: 5 }));
    expectRefused(bet(table, 'tie', 4), 'bet/tie-below-min-beside', { min: 5 });
    expectRefused(bet(tableWith(TIERS['25-1000']), 'tie', 24), 'bet/tie-below-min-alone', { min: 25 });
  });

  it('GIVEN the seed-003 tiers WHEN read THEN they are exactly the table of the reference, with EZ Baccarat’s side bets', () => {
    const sideBets = (min: number, max: number) => ({
      dragon7Min: min,
      dragon7Max: max,
      panda8Min: min,
      panda8Max: max,
    });
    expect(TIERS).toEqual({
      '1-100': { min: 1, max: 100, tieMinAlone: 1, tieMinBeside: 1, tieMax: 10, ...sideBets(1, 5) },
      '5-500': { min: 5, max: 500, tieMinAlone: 5, tieMinBeside: 1, tieMax: 60, ...sideBets(1, 25) },
      '25-1000': { min: 25, max: 1000, tieMinAlone: 25, tieMinBeside: 5, tieMax: 120, ...sideBets(5, 50) },
    });
  });
});

const configure = (table: TableRecord, changes: Record<string, unknown>): Outcome =>
  run(table, { type: 'configure-table', channelId: CHANNEL, changes });

/** The table a configure command left, or a failure naming why it was refused. */
const configured = (table: TableRecord, changes: Record<string, unknown>): TableRecord => {
  const outcome = configure(table, changes);
  if (!outcome.ok || !outcome.changes.table) throw new Error(`configure refused: ${JSON.stringify(outcome)}`);
  return outcome.changes.table;
};

describe('switching tiers', () => {
  it('GIVEN the default $1–100 table WHEN switched to each tier in turn THEN each tier governs the next bet', () => {
    let table = newTable(guild, CHANNEL, SEED);
    expect(bet(table, 'banker', 1).ok).toBe(true);
    table = configured(table, { tier: '5-500' });
    expect(table.overrides.limits).toEqual(TIERS['5-500']);
    expectRefused(bet(table, 'banker', 4), 'bet/below-min', { min: 5 });
    expect(bet(table, 'banker', 500).ok).toBe(true);
    table = configured(table, { tier: '25-1000' });
    expectRefused(bet(table, 'banker', 24), 'bet/below-min', { min: 25 });
    expect(bet(table, 'banker', 1000).ok).toBe(true);
    table = configured(table, { tier: '1-100' });
    expectRefused(bet(table, 'banker', 101), 'bet/above-max', { max: 100 });
  });

  it('GIVEN a configure-table event WHEN a tier is chosen THEN the event reports the effective limits', () => {
    const outcome = configure(newTable(guild, CHANNEL, SEED), { tier: '25-1000' });
    expect(outcome.ok && outcome.events).toEqual([
      {
        type: 'table-configured',
        settings: expect.objectContaining({ limits: TIERS['25-1000'] }),
        roundRules: null,
        pending: [],
      },
    ]);
  });

  it.each([['10-1000'], [''], [5], [null], ['__proto__'], ['toString'], ['constructor']])(
    'GIVEN an unknown tier %j WHEN configured THEN it is refused and the table keeps its limits',
    (tier) => {
      const outcome = configure(newTable(guild, CHANNEL, SEED), { tier });
      expectRefused(outcome, 'settings/invalid-limits');
    },
  );
});

describe('custom limits', () => {
  const custom = { min: 2, max: 250, tieMinAlone: 3, tieMinBeside: 2, tieMax: 30 } as Limits;

  it('GIVEN valid custom limits WHEN configured THEN every edge follows them', () => {
    const table = configured(newTable(guild, CHANNEL, SEED), { limits: { ...custom, extra: 'ignored' } });
    expect(table.overrides.limits).toEqual(custom);
    expectRefused(bet(table, 'player', 1), 'bet/below-min', { min: 2 });
    expect(bet(table, 'player', 250).ok).toBe(true);
    expectRefused(bet(table, 'player', 251), 'bet/above-max', { max: 250 });
    expectRefused(bet(table, 'tie', 2), 'bet/tie-below-min-alone', { min: 3 });
    expectRefused(bet(table, 'tie', 31), 'bet/tie-above-max', { max: 30 });
    const beside = { ...table, seats: [{ userId: USER, stakes: pb({ banker: 2 }) }] };
    expectAccepted(bet(beside, 'tie', 2), pb({ banker: 2, tie: 2 }));
  });

  it('GIVEN a minimum equal to the maximum WHEN configured THEN it is accepted: exactly that stake is allowed', () => {
    const flat = { min: 50, max: 50, tieMinAlone: 10, tieMinBeside: 10, tieMax: 10 } as Limits;
    const table = configured(newTable(guild, CHANNEL, SEED), { limits: flat });
    expect(bet(table, 'banker', 50).ok).toBe(true);
    expectRefused(bet(table, 'banker', 49), 'bet/below-min');
    expectRefused(bet(table, 'banker', 51), 'bet/above-max');
  });

  const invalid: [string, unknown][] = [
    ['min above max', { ...custom, min: 251 }],
    ['Tie alone minimum above the Tie maximum', { ...custom, tieMinAlone: 31 }],
    ['Tie beside minimum above the Tie maximum', { ...custom, tieMinBeside: 31 }],
    ['a zero minimum', { ...custom, min: 0 }],
    ['a negative maximum', { ...custom, max: -250 }],
    ['a fractional minimum', { ...custom, min: 2.5 }],
    ['a numeric string', { ...custom, max: '250' }],
    ['NaN', { ...custom, tieMax: Number.NaN }],
    ['Infinity', { ...custom, max: Number.POSITIVE_INFINITY }],
    ['a figure above MAX_CHIPS', { ...custom, max: MAX_CHIPS + 1 }],
    ['a missing field', { min: 2, max: 250, tieMinAlone: 3, tieMax: 30 }],
    ['null', null],
    ['a string', '1-100'],
    ['an array', [2, 250, 3, 2, 30]],
  ];

  it.each(invalid)(
    'GIVEN %s WHEN configured THEN settings/invalid-limits and nothing changes',
    (_what, limits) => {
      const table = newTable(guild, CHANNEL, SEED);
      const snapshot = snapshotOf(table);
      const before = structuredClone(snapshot);
      const outcome = runCommand(
        snapshot,
        { type: 'configure-table', channelId: CHANNEL, changes: { limits } },
        { now: NOW, freshServerSeed: SEED },
      );
      expectRefused(outcome, 'settings/invalid-limits');
      expect(snapshot).toEqual(before);
    },
  );

  it('GIVEN the largest allowed figure WHEN used as every maximum THEN it is accepted', () => {
    const table = configured(newTable(guild, CHANNEL, SEED), {
      limits: { min: 1, max: MAX_CHIPS, tieMinAlone: 1, tieMinBeside: 1, tieMax: MAX_CHIPS },
    });
    expect(table.overrides.limits?.max).toBe(MAX_CHIPS);
  });
});
