/**
 * Random walks over a table that switches between Punto Banco and the test-only draw-or-stand
 * game (whose coups wait for a decision and pay commission): bets, clears, deals, answers from
 * the right and the wrong player, early and late timeouts, setting changes, closing the table.
 * After every step the books balance from the records alone, a paused coup is committed with a
 * deadline that never moves, and every coup settles exactly once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/table/commands.js';
import { GAMES_WITH_DRAW_OR_STAND } from './support/draw-or-stand.js';
import { T0, World } from './support/world.js';

const C = 'c1';
const USERS = ['u1', 'u2', 'u3'];

type Step =
  | { kind: 'bet'; u: number; spot: 'hand' | 'player' | 'banker' | 'tie'; amount: number }
  | { kind: 'clear'; u: number }
  | { kind: 'deal'; u: number | 'seated' }
  | { kind: 'decide'; u: number | 'decider'; choice: 'draw' | 'stand' | 'double'; stale: boolean }
  | { kind: 'timeout'; early: boolean }
  | { kind: 'game'; game: 'draw-or-stand' | 'punto-banco' }
  | { kind: 'open'; open: boolean }
  | { kind: 'wait'; ms: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      u: fc.nat(2),
      spot: fc.constantFrom(
        'hand' as const,
        'hand' as const,
        'hand' as const,
        'player' as const,
        'banker' as const,
        'tie' as const,
      ),
      amount: fc.integer({ min: 1, max: 120 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), u: fc.nat(2) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deal' as const),
      u: fc.oneof(fc.nat(2), fc.constant('seated' as const)),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      u: fc.nat(2),
      choice: fc.constantFrom(
        'draw' as const,
        'stand' as const,
        'draw' as const,
        'stand' as const,
        'double' as const,
      ),
      stale: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('timeout' as const), early: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('game' as const),
      game: fc.constantFrom('draw-or-stand' as const, 'draw-or-stand' as const, 'punto-banco' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('open' as const), open: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40_000 }) }),
  },
);

/** The command a step means at the table as it is now. */
const commandOf = (world: World, step: Step): Command | undefined => {
  const table = world.tables.get(C);
  switch (step.kind) {
    case 'bet':
      return { type: 'bet', channelId: C, userId: USERS[step.u]!, side: step.spot, amount: step.amount };
    case 'clear':
      return { type: 'clear', channelId: C, userId: USERS[step.u]! };
    case 'deal':
      return {
        type: 'deal',
        channelId: C,
        userId: step.u === 'seated' ? (table?.seats[0]?.userId ?? USERS[0]!) : USERS[step.u]!,
      };
    case 'decide': {
      const pending = table?.coup?.decision;
      return {
        type: 'decide',
        channelId: C,
        userId: step.u === 'decider' ? (pending?.userId ?? USERS[0]!) : USERS[step.u]!,
        choice: step.choice,
        ...(pending ? { step: step.stale ? pending.step + 1 : pending.step } : {}),
      };
    }
    case 'timeout': {
      const pending = table?.coup?.decision;
      if (!pending) return { type: 'decision-timeout', channelId: C, step: 1 };
      world.now = step.early
        ? Math.min(world.now, pending.deadline - 1)
        : Math.max(world.now, pending.deadline);
      return { type: 'decision-timeout', channelId: C, step: pending.step, round: table!.round };
    }
    case 'game':
      return { type: 'configure-table', channelId: C, changes: { game: step.game } };
    case 'open':
      return { type: 'configure-table', channelId: C, changes: { open: step.open } };
    case 'wait':
      world.now += step.ms;
      return undefined;
  }
};

describe('the decision pause under random play', () => {
  it('GIVEN random walks of bets, deals, answers and timeouts WHEN every step runs THEN the books balance from the records, deadlines never move, and each coup settles once', () => {
    /** How often the walks reached what they are for, over all runs. */
    const reached = { byPlayer: 0, byDefault: 0, refusedAnswers: 0 };
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 10, maxLength: 120 }), (steps) => {
        const world = new World();
        world.games = GAMES_WITH_DRAW_OR_STAND;
        world.now = T0;
        world.ok({
          type: 'configure-table',
          channelId: C,
          changes: { game: 'draw-or-stand', decisionSeconds: 20 },
        });
        for (const step of steps) {
          const before = world.tables.get(C);
          const pendingBefore = before?.coup?.decision;
          const command = commandOf(world, step);
          if (!command) continue;
          const outcome = world.run(command);
          if (outcome.ok)
            for (const event of outcome.events)
              if (event.type === 'decision-taken')
                reached[event.decision.by === 'player' ? 'byPlayer' : 'byDefault']++;
          if (!outcome.ok && command.type === 'decide' && pendingBefore) reached.refusedAnswers++;
          const after = world.table();
          // A coup waiting for a decision keeps its deadline until the decision is taken.
          if (pendingBefore && after.coup?.decision.step === pendingBefore.step)
            expect(after.coup.decision.deadline).toBe(pendingBefore.deadline);
          // A refused command changed nothing (World.run checks the snapshot; the table is the same).
          if (!outcome.ok) expect(after).toEqual(before);
          world.expectBooksBalance();
        }
      }),
      { numRuns: 600 },
    );
    // The walks reach what they are for: answers taken, defaults applied, bad answers refused.
    expect(reached.byPlayer).toBeGreaterThan(20);
    expect(reached.byDefault).toBeGreaterThan(20);
    expect(reached.refusedAnswers).toBeGreaterThan(20);
  });
});
