/**
 * Random walks over a banque table dealt from real shoes: bids and auctions resolved early and on
 * time, sits and leaves, stakes on every position and their withdrawal, banco, maximum stakes,
 * deals, answers from the right and the wrong player, early and late timeouts (and the absences
 * they mark), retiring, new shoes, the table closed, reopened and switched to Punto Banco and
 * back. After every step the books balance from the records alone, the escrow equals what the
 * game's state holds (frozen centre items included), the bank covers its frozen items, and every
 * coup settles once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BanqueTableState } from '../../../../src/games/banque/table/index.js';
import type { Command } from '../../../../src/table/commands.js';
import { T0, World } from '../../../table/support/world.js';
import { dealCommand, decisionCommand, type WalkPlayers, walk } from '../../banked/support/walk.js';
import { BANQUE_LIMITS } from './stacked-banque.js';

const C = 'c1';
const USERS = ['u1', 'u2', 'u3', 'u4', 'u5'];
/** Sits, stakes and banks, but never answers a decision: it times out. */
const AWAY = 'u5';

const PLAYERS: WalkPlayers = { channelId: C, users: USERS, away: AWAY, decideNamesStep: true };

type Step =
  | { kind: 'act'; u: number; action: string; amount: number; where: number }
  | { kind: 'deal'; u: number | 'banker' | 'timer' }
  | { kind: 'decide'; u: number | 'decider'; choice: 'draw' | 'stand' }
  | { kind: 'timeout'; early: boolean }
  | { kind: 'auction-timer'; early: boolean }
  /**
   * Moves play on: a bid when the auction is empty (from any player, the one who never answers
   * included, so that banks lost to absence come up), its timer, stakes, or the deal.
   */
  | { kind: 'push'; amount: number; where: number; bidder: number }
  | { kind: 'new-shoe' }
  | { kind: 'admin'; change: keyof typeof ADMIN };

const ADMIN = {
  close: { open: false },
  reopen: { open: true },
  'punto-banco': { game: 'punto-banco' },
  banque: { game: 'banque' },
  'tenure-shoe': { tenure: 'shoe' },
  'tenure-session': { tenure: 'session' },
} as const;

const ACTIONS = [
  'bid',
  'sit',
  'sit',
  'leave',
  'stake',
  'stake',
  'stake',
  'banco',
  'withdraw',
  'max-stake',
  'retire',
];
const POSITIONS = ['right', 'left', 'centre', 'middle'];

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 14,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      u: fc.nat(4),
      action: fc.constantFrom(...ACTIONS),
      amount: fc.constantFrom(5, 10, 25, 45, 60, 100, 199, 250, 400, 2000),
      where: fc.nat(3),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('deal' as const),
      u: fc.oneof(fc.nat(4), fc.constant('banker' as const), fc.constant('timer' as const)),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      u: fc.oneof(fc.nat(4), fc.constant('decider' as const), fc.constant('decider' as const)),
      choice: fc.constantFrom('draw' as const, 'stand' as const),
    }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('timeout' as const), early: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('auction-timer' as const), early: fc.boolean() }) },
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('push' as const),
      amount: fc.constantFrom(10, 30, 45, 60, 100, 200),
      where: fc.nat(2),
      bidder: fc.nat(USERS.length - 1),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'new-shoe' as const }) },
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
          'banque',
          'banque',
          'tenure-shoe',
          'tenure-session',
        ] as const),
      ),
    }),
  },
);

const action = (userId: string, body: Record<string, unknown>): Command => ({
  type: 'game-action',
  channelId: C,
  userId,
  action: body,
});

const commandOf = (world: World, step: Step): Command => {
  const table = world.tables.get(C);
  const state = table?.gameState as BanqueTableState | null;
  switch (step.kind) {
    case 'act': {
      const userId =
        step.action === 'retire' || step.action === 'max-stake'
          ? (state?.banker ?? USERS[step.u]!)
          : USERS[step.u]!;
      const side = step.where % 2 === 0 ? 'right' : 'left';
      return action(userId, {
        kind: step.action,
        amount: step.amount,
        side: step.where === 3 ? 'up' : side,
        position: POSITIONS[step.where],
      });
    }
    case 'deal':
      return dealCommand(world, step, PLAYERS);
    case 'decide':
    case 'timeout':
      return decisionCommand(world, step, PLAYERS);
    case 'auction-timer': {
      const deadline = state?.auction?.deadline;
      if (deadline != null && !step.early) world.now = Math.max(world.now, deadline);
      return { type: 'deal', channelId: C, userId: null };
    }
    case 'push': {
      if (table?.coup) {
        const pending = table.coup.decision;
        return {
          type: 'decide',
          channelId: C,
          userId: pending.userId,
          choice: pending.defaultChoice,
          step: pending.step,
        };
      }
      if (!state?.banker) {
        const deadline = state?.auction?.deadline;
        if (deadline == null)
          return action(USERS[step.bidder]!, { kind: 'bid', amount: 200 + step.amount * 3 });
        world.now = Math.max(world.now, deadline);
        return { type: 'deal', channelId: C, userId: null };
      }
      if (state.requests.length < 3) {
        const punters = USERS.filter((u) => u !== state.banker);
        return action(punters[(step.amount + state.requests.length) % punters.length]!, {
          kind: 'stake',
          position: POSITIONS[step.where],
          amount: step.amount,
        });
      }
      return { type: 'deal', channelId: C, userId: state.banker };
    }
    case 'new-shoe':
      return { type: 'new-shoe', channelId: C };
    case 'admin':
      return { type: 'configure-table', channelId: C, changes: ADMIN[step.change] };
  }
};

/** What the state holds for each player, counted here on its own from the state's parts. */
const heldFor = (state: BanqueTableState | null): Map<string, number> => {
  const held = new Map<string, number>();
  const add = (userId: string, cents: number) => held.set(userId, (held.get(userId) ?? 0) + cents);
  for (const bid of state?.auction?.bids ?? []) add(bid.userId, bid.amount * 100);
  if (state && state.bankCents > 0) add(state.banker ?? 'nobody', state.bankCents);
  for (const request of state?.requests ?? []) add(request.userId, request.amount * 100);
  for (const banco of state?.bancos ?? []) add(banco.userId, banco.amount * 100);
  for (const item of state?.frozen ?? []) add(item.owner, item.amount * 100);
  for (const acceptance of state?.cover?.acceptances ?? []) add(acceptance.userId, acceptance.accepted * 100);
  return held;
};

describe('banque under random play', () => {
  it('GIVEN random bids, seats, stakes, bancos, deals, decisions and timeouts WHEN every step runs THEN the books balance from the records, each player’s wallet and chips on the table move by his net in the coups settled, the escrow is what the state holds, and each coup settles once', () => {
    const reached = { coups: 0, decisions: 0, frozen: 0, banco: 0, capRefunds: 0, ends: new Set<string>() };
    fc.assert(
      fc.property(fc.nat(8), fc.array(stepArb, { minLength: 60, maxLength: 400 }), (shoes, steps) => {
        const world = new World();
        world.now = T0;
        for (let i = 0; i < shoes; i++) world.ok({ type: 'new-shoe', channelId: C });
        world.ok({
          type: 'configure-table',
          channelId: C,
          changes: { game: 'banque', limits: BANQUE_LIMITS, decks: 3 },
        });
        for (const [i, user] of USERS.slice(0, 4).entries())
          world.ok(action(user, { kind: 'sit', side: i % 2 === 0 ? 'right' : 'left' }));
        walk(world, steps, {
          channelId: C,
          commandOf,
          heldFor,
          reached(event) {
            if (event.type === 'round-dealt') reached.coups++;
            if (event.type === 'decision-taken') reached.decisions++;
            if (event.type === 'banque-settled')
              reached.frozen += event.centre.filter((c) => c.frozenAfter > 0).length;
            if (event.type === 'banque-cover' && event.cover.holders.right?.by === 'banco') reached.banco++;
            if (event.type === 'banque-cover' && event.cover.holders.left?.by === 'banco') reached.banco++;
            if (
              event.type === 'banque-stake-refunded' &&
              (event.reason === 'trimmed' || event.reason === 'cover-full')
            )
              reached.capRefunds++;
            if (event.type === 'banque-bank-ended') reached.ends.add(event.reason);
          },
          invariants(state) {
            const frozen = state.frozen.reduce((s, i) => s + i.amount, 0);
            // The bank covers its frozen items, and the coup in play on top of them.
            const inPlay = (state.cover?.acceptances ?? []).reduce((s, a) => s + a.accepted, 0);
            expect(Math.floor(state.bankCents / 100)).toBeGreaterThanOrEqual(frozen + inPlay);
            if (state.banker !== null) {
              expect([...state.queues.right, ...state.queues.left]).not.toContain(state.banker);
              expect(state.auction).toBeNull();
            }
            const seated = [...state.queues.right, ...state.queues.left];
            expect(new Set(seated).size).toBe(seated.length);
          },
        });
      }),
      { numRuns: 200 },
    );
    expect(reached.coups).toBeGreaterThan(150);
    expect(reached.decisions).toBeGreaterThan(150);
    expect(reached.frozen).toBeGreaterThan(10);
    expect(reached.banco).toBeGreaterThan(3);
    expect(reached.capRefunds).toBeGreaterThan(3);
    expect([...reached.ends].sort()).toEqual(
      expect.arrayContaining(['absent', 'retired', 'shoe-ended', 'table-closed']),
    );
  });
});
