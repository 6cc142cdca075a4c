/**
 * Random walks over a chemin de fer table dealt from real shoes: sits, leaves, banks opened and
 * declined, la banque passe, offers of every kind and their withdrawal, deals, answers from the
 * right and the wrong player, early and late timeouts. After every step the books balance from
 * the records alone, the escrow equals what the game's state holds, and every coup settles once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/table/commands.js';
import type { CdfTableState } from '../../src/table/games/chemin-de-fer/index.js';
import { CDF_LIMITS } from './support/stacked-cdf.js';
import { T0, World } from './support/world.js';

const C = 'c1';
const USERS = ['u1', 'u2', 'u3', 'u4'];

type Step =
  | { kind: 'act'; u: number | 'holder'; action: string; amount: number }
  | { kind: 'deal'; u: number | 'banker' | 'timer' }
  | { kind: 'decide'; u: number | 'decider'; choice: 'draw' | 'stand' }
  | { kind: 'timeout'; early: boolean };

const ACTIONS = [
  'sit',
  'sit',
  'leave',
  'open-bank',
  'open-bank',
  'decline',
  'banque-passe',
  'banco',
  'avec-la-table',
  'stake',
  'stake',
  'withdraw',
];

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      u: fc.oneof(fc.nat(3), fc.constant('holder' as const)),
      action: fc.constantFrom(...ACTIONS),
      amount: fc.constantFrom(5, 10, 40, 100, 150, 300, 900, 2000),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deal' as const),
      u: fc.oneof(
        fc.nat(3),
        fc.constant('banker' as const),
        fc.constant('banker' as const),
        fc.constant('timer' as const),
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      u: fc.oneof(fc.nat(3), fc.constant('decider' as const), fc.constant('decider' as const)),
      choice: fc.constantFrom('draw' as const, 'stand' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('timeout' as const), early: fc.boolean() }) },
);

const commandOf = (world: World, step: Step): Command => {
  const table = world.tables.get(C);
  const state = table?.gameState as CdfTableState | null;
  switch (step.kind) {
    case 'act': {
      // The holder of the shoe mostly opens a bank; anyone else does anything.
      const holder = step.u === 'holder' ? state?.holder : undefined;
      if (holder && !state?.banker && step.action !== 'decline' && step.action !== 'leave')
        return {
          type: 'game-action',
          channelId: C,
          userId: holder,
          action: { kind: 'open-bank', amount: step.amount },
        };
      return {
        type: 'game-action',
        channelId: C,
        userId: holder ?? USERS[step.u === 'holder' ? 0 : step.u]!,
        action: { kind: step.action, amount: step.amount },
      };
    }
    case 'deal':
      return {
        type: 'deal',
        channelId: C,
        userId:
          step.u === 'timer' ? null : step.u === 'banker' ? (state?.banker ?? USERS[0]!) : USERS[step.u]!,
      };
    case 'decide': {
      const pending = table?.coup?.decision;
      return {
        type: 'decide',
        channelId: C,
        userId: step.u === 'decider' ? (pending?.userId ?? USERS[0]!) : USERS[step.u]!,
        choice: step.choice,
      };
    }
    case 'timeout': {
      const pending = table?.coup?.decision;
      if (!pending) return { type: 'decision-timeout', channelId: C, step: 1 };
      world.now = step.early
        ? Math.min(world.now, pending.deadline - 1)
        : Math.max(world.now, pending.deadline);
      return { type: 'decision-timeout', channelId: C, step: pending.step };
    }
  }
};

describe('chemin de fer under random play', () => {
  it('GIVEN random sits, banks, offers, deals and decisions WHEN every step runs THEN the books balance from the records, the escrow is what the state holds, and each coup settles once', () => {
    const reached = { coups: 0, bankerWins: 0, shoePassed: 0, decisions: 0 };
    fc.assert(
      fc.property(fc.nat(12), fc.array(stepArb, { minLength: 20, maxLength: 200 }), (shoes, steps) => {
        const world = new World();
        world.now = T0;
        // A few shoes started and revealed first, so the walks deal from different cards.
        for (let i = 0; i < shoes; i++) world.ok({ type: 'new-shoe', channelId: C });
        world.ok({
          type: 'configure-table',
          channelId: C,
          changes: {
            game: 'chemin-de-fer',
            limits: CDF_LIMITS,
            bankMax: 1500,
          },
        });
        for (const user of USERS)
          world.ok({ type: 'game-action', channelId: C, userId: user, action: { kind: 'sit' } });
        for (const step of steps) {
          const before = world.table(C);
          const outcome = world.run(commandOf(world, step));
          const after = world.table(C);
          if (!outcome.ok) expect(after).toEqual(before);
          else
            for (const event of outcome.events) {
              if (event.type === 'round-dealt') reached.coups++;
              if (event.type === 'round-dealt' && event.record.outcome === 'banker') reached.bankerWins++;
              if (event.type === 'cdf-shoe-passed' && event.reason === 'punter-won') reached.shoePassed++;
              if (event.type === 'decision-taken') reached.decisions++;
            }
          const state = after.gameState as CdfTableState | null;
          if (state) {
            const held =
              state.bankCents +
              state.offers.reduce((sum, o) => sum + o.amount * 100, 0) +
              (state.cover?.cover ?? 0) * 100;
            expect(after.escrowCents).toBe(held);
            expect(state.bankCents).toBeGreaterThanOrEqual(0);
            expect(state.bankCents).toBeLessThanOrEqual(150_000);
            // A coup is in play exactly while the bank has accepted a cover.
            expect(after.coup !== null).toBe(state.cover !== null);
          }
          for (const wallet of world.wallets.values()) expect(wallet.balanceCents).toBeGreaterThanOrEqual(0);
          world.expectBooksBalance();
          // Each settled coup: the punters' nets and the banker's sum to zero before commission.
          for (const round of world.rounds) expect(round.results.reduce((s, r) => s + r.netCents, 0)).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
    expect(reached.coups).toBeGreaterThan(80);
    expect(reached.bankerWins).toBeGreaterThan(30);
    expect(reached.shoePassed).toBeGreaterThan(30);
    expect(reached.decisions).toBeGreaterThan(40);
  });
});
