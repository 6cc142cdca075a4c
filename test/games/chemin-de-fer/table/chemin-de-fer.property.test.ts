/**
 * Random walks over a chemin de fer table dealt from real shoes: sits, leaves, banks opened and
 * declined, la banque passe, offers of every kind and their withdrawal, la suite taken, declined
 * and timed out, deals, answers from the right and the wrong player, early and late timeouts (and
 * the absences they mark), the table closed, reopened and switched to Punto Banco and back. After
 * every step the books balance from the records alone, the escrow equals what the game's state
 * holds, and every coup settles once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CdfTableState } from '../../../../src/games/chemin-de-fer/table/index.js';
import type { Command } from '../../../../src/table/commands.js';
import { T0, World } from '../../../table/support/world.js';
import { dealCommand, decisionCommand, type WalkPlayers, walk } from '../../banked/support/walk.js';
import { CDF_LIMITS } from './stacked-cdf.js';

const C = 'c1';
const USERS = ['u1', 'u2', 'u3', 'u4'];
const AWAY = 'u4';

const PLAYERS: WalkPlayers = { channelId: C, users: USERS, away: AWAY, decideNamesStep: false };

type Step =
  | { kind: 'act'; u: number | 'holder'; action: string; amount: number }
  | { kind: 'deal'; u: number | 'banker' | 'timer' }
  | { kind: 'decide'; u: number | 'decider'; choice: 'draw' | 'stand' }
  | { kind: 'timeout'; early: boolean }
  | { kind: 'suite-timer'; early: boolean }
  /** Moves play on: the next seat calls banco on an open bank, or the banker deals the offers. */
  | { kind: 'push' }
  /** The banker says la banque passe. */
  | { kind: 'pass' }
  | { kind: 'admin'; change: keyof typeof ADMIN };

/** What an admin changes mid-walk. */
const ADMIN = {
  close: { open: false },
  reopen: { open: true },
  'punto-banco': { game: 'punto-banco' },
  'chemin-de-fer': { game: 'chemin-de-fer' },
  'suite-on': { suite: true },
  'suite-off': { suite: false },
} as const;

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
  'take-suite',
  'take-suite',
  'decline-suite',
];

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 16,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      u: fc.oneof(fc.nat(3), fc.constant('holder' as const)),
      action: fc.constantFrom(...ACTIONS),
      amount: fc.constantFrom(5, 10, 40, 100, 150, 300, 900, 2000),
    }),
  },
  {
    weight: 6,
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
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      u: fc.oneof(fc.nat(3), fc.constant('decider' as const), fc.constant('decider' as const)),
      choice: fc.constantFrom('draw' as const, 'stand' as const),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('timeout' as const), early: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('suite-timer' as const), early: fc.boolean() }) },
  { weight: 6, arbitrary: fc.constant({ kind: 'push' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'pass' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('admin' as const),
      change: fc.constantFrom(
        ...([
          'close',
          'reopen',
          'reopen',
          'punto-banco',
          'chemin-de-fer',
          'chemin-de-fer',
          'suite-on',
          'suite-off',
        ] as const),
      ),
    }),
  },
);

const commandOf = (world: World, step: Step): Command => {
  const table = world.tables.get(C);
  const state = table?.gameState as CdfTableState | null;
  switch (step.kind) {
    case 'act': {
      // The holder of the shoe mostly opens a bank; anyone else does anything.
      // With la suite on offer, "holder" means one of those it is offered to.
      const offered = state?.suite?.order;
      if (step.u === 'holder' && offered && step.action.endsWith('-suite'))
        return {
          type: 'game-action',
          channelId: C,
          userId: offered[step.amount % offered.length]!,
          action: { kind: step.action },
        };
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
      return dealCommand(world, step, PLAYERS);
    case 'decide':
    case 'timeout':
      return decisionCommand(world, step, PLAYERS);
    case 'suite-timer': {
      // The table's timer at la suite's deadline (or, early, a clock running ahead).
      const deadline = state?.suite?.deadline;
      if (deadline !== undefined && !step.early) world.now = Math.max(world.now, deadline);
      return { type: 'deal', channelId: C, userId: null };
    }
    case 'pass':
      return {
        type: 'game-action',
        channelId: C,
        userId: state?.banker ?? USERS[0]!,
        action: { kind: 'banque-passe' },
      };
    case 'push': {
      const banker = state?.banker;
      if (!banker || !state || state.offers.length > 0)
        return { type: 'deal', channelId: C, userId: banker ?? null };
      const next = state.seats[(state.seats.indexOf(banker) + 1) % state.seats.length]!;
      return { type: 'game-action', channelId: C, userId: next, action: { kind: 'banco' } };
    }
    case 'admin':
      return { type: 'configure-table', channelId: C, changes: ADMIN[step.change] };
  }
};

/** What the state holds for each player, counted here on its own from the state's parts. */
const heldFor = (state: CdfTableState | null): Map<string, number> => {
  const held = new Map<string, number>();
  const add = (userId: string, cents: number) => held.set(userId, (held.get(userId) ?? 0) + cents);
  if (state && state.bankCents > 0) add(state.banker ?? 'nobody', state.bankCents);
  for (const offer of state?.offers ?? []) add(offer.userId, offer.amount * 100);
  for (const acceptance of state?.cover?.acceptances ?? []) add(acceptance.userId, acceptance.accepted * 100);
  for (const claim of state?.suite?.claims ?? []) add(claim.userId, state!.suite!.bankCents);
  return held;
};

describe('chemin de fer under random play', () => {
  it('GIVEN random sits, banks, offers, deals and decisions WHEN every step runs THEN the books balance from the records, each player’s wallet and chips on the table move by his net in the coups settled, the escrow is what the state holds, and each coup settles once', () => {
    const reached = {
      coups: 0,
      bankerWins: 0,
      shoePassed: 0,
      decisions: 0,
      suiteTaken: 0,
      suiteDeclined: 0,
      absentMarked: 0,
      closedWithBank: 0,
    };
    fc.assert(
      fc.property(
        fc.nat(12),
        fc.boolean(),
        fc.constantFrom('scarne', 'free'),
        fc.array(stepArb, { minLength: 60, maxLength: 400 }),
        (shoes, suite, regle, steps) => {
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
              suite,
              regle,
            },
          });
          for (const user of USERS)
            world.ok({ type: 'game-action', channelId: C, userId: user, action: { kind: 'sit' } });
          walk(world, steps, {
            channelId: C,
            commandOf,
            heldFor,
            reached(event) {
              if (event.type === 'round-dealt') reached.coups++;
              if (event.type === 'round-dealt' && event.record.outcome === 'banker') reached.bankerWins++;
              if (event.type === 'cdf-shoe-passed' && event.reason === 'punter-won') reached.shoePassed++;
              if (event.type === 'decision-taken') reached.decisions++;
              if (event.type === 'cdf-shoe-passed' && event.reason === 'suite') reached.suiteTaken++;
              if (event.type === 'cdf-shoe-passed' && event.reason === 'suite-declined')
                reached.suiteDeclined++;
              if (event.type === 'cdf-bank-returned' && event.reason === 'table-closed')
                reached.closedWithBank++;
            },
            invariants(state, after, before) {
              const absentBefore = (before.gameState as CdfTableState | null)?.absent ?? [];
              if (state.absent?.some((seat) => !absentBefore.includes(seat))) reached.absentMarked++;
              // La suite waits on the table's timer, and only while nobody banks.
              if (state.suite) expect([after.dealAt, state.banker]).toEqual([state.suite.deadline, null]);
              // Nobody is marked absent without two decisions in a row left to time out.
              for (const seat of state.absent ?? []) expect(state.timeouts[seat]).toBeGreaterThanOrEqual(2);
              expect(state.bankCents).toBeGreaterThanOrEqual(0);
              expect(state.bankCents).toBeLessThanOrEqual(150_000);
            },
          });
        },
      ),
      { numRuns: 250 },
    );
    expect(reached.coups).toBeGreaterThan(80);
    expect(reached.bankerWins).toBeGreaterThan(30);
    expect(reached.shoePassed).toBeGreaterThan(30);
    expect(reached.decisions).toBeGreaterThan(40);
    expect(reached.suiteTaken).toBeGreaterThan(15);
    expect(reached.suiteDeclined).toBeGreaterThan(5);
    expect(reached.absentMarked).toBeGreaterThan(3);
    expect(reached.closedWithBank).toBeGreaterThan(5);
  });
});
