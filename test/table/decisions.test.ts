/**
 * The decision pause, proven with a test-only game (support/draw-or-stand.ts): a dealt coup waits
 * for one player's choice until a deadline, the wait is part of the table record, and the default
 * applies at the deadline exactly once.
 */

import { describe, expect, it } from 'vitest';
import type { Accepted, TableEvent } from '../../src/table/commands.js';
import { nextCardAt } from '../../src/table/shoes.js';
import { PROMPT_REACH_MS, type RoundRecord, RULE_PLAY_MS } from '../../src/table/state.js';
import { type DrawOrStandCoup, GAMES_WITH_DRAW_OR_STAND } from './support/draw-or-stand.js';
import { T0, World } from './support/world.js';

const C = 'c1';
const bet = (userId: string, amount: number) =>
  ({ type: 'bet', channelId: C, userId, side: 'hand', amount }) as const;
const deal = (userId: string | null) => ({ type: 'deal', channelId: C, userId }) as const;
const decide = (userId: string, choice: unknown, step?: number) =>
  ({ type: 'decide', channelId: C, userId, choice, step }) as const;
const timeout = (step: number, round?: number) =>
  ({ type: 'decision-timeout', channelId: C, step, round }) as const;

const eventOf = <K extends TableEvent['type']>(outcome: Accepted, type: K) =>
  outcome.events.find((e): e is Extract<TableEvent, { type: K }> => e.type === type);

const dealtRound = (outcome: Accepted) =>
  eventOf(outcome, 'round-dealt')?.record as RoundRecord<DrawOrStandCoup> | undefined;

/** A table dealing draw-or-stand, 20 s to decide, with u1 (first seated, so the decider) and u2 betting. */
const paused = (): World => {
  const world = new World();
  world.games = GAMES_WITH_DRAW_OR_STAND;
  world.ok({
    type: 'configure-table',
    channelId: C,
    changes: { game: 'draw-or-stand', decisionSeconds: 20 },
  });
  world.ok(bet('u1', 10));
  world.ok(bet('u2', 4));
  return world;
};

describe('a coup that waits for a decision', () => {
  it('GIVEN bets WHEN dealt THEN the coup waits for the first player, with choices, a default and a deadline in the table record', () => {
    const world = paused();
    world.now = T0 + 1_000;
    const dealt = world.ok(deal('u2'));
    const pending = {
      step: 1,
      userId: 'u1',
      kind: 'draw-or-stand',
      choices: ['draw', 'stand'],
      defaultChoice: 'stand',
      // 20 s from when his prompt reaches him.
      deadline: T0 + 1_000 + 20_000 + PROMPT_REACH_MS,
    };
    expect(eventOf(dealt, 'decision-pending')).toEqual({
      type: 'decision-pending',
      round: 1,
      decision: pending,
    });
    expect(eventOf(dealt, 'round-dealt')).toBeUndefined();
    expect(world.table().coup?.decision).toEqual(pending);
    expect(world.table().round).toBe(1);
    // The stakes stay on the table until the coup settles.
    expect(world.table().seats.map((seat) => seat.userId)).toEqual(['u1', 'u2']);
  });

  it('GIVEN a coup waiting WHEN anyone bets, clears, deals or starts a new shoe THEN round/coup-in-play and nothing changes', () => {
    const world = paused();
    world.ok(deal('u1'));
    world.refused(bet('u3', 5), 'round/coup-in-play');
    world.refused({ type: 'clear', channelId: C, userId: 'u2' }, 'round/coup-in-play');
    world.refused(deal('u1'), 'round/coup-in-play');
    world.refused({ type: 'new-shoe', channelId: C }, 'round/coup-in-play');
  });

  it('GIVEN a coup waiting WHEN someone else, a bad choice or an old step answers THEN each is refused and nothing changes', () => {
    const world = paused();
    world.ok(deal('u1'));
    world.refused(decide('u2', 'draw'), 'decision/not-yours');
    world.refused(decide('u1', 'double'), 'decision/invalid-choice');
    world.refused(decide('u1', 7), 'decision/invalid-choice');
    world.refused(decide('u1', 'draw', 2), 'decision/stale');
    world.refused(decide('u1', 'draw', 0), 'decision/stale');
  });

  it('GIVEN a coup waiting WHEN its player draws THEN the coup settles with three cards, the choice recorded as theirs', () => {
    const world = paused();
    const at = nextCardAt(world.table().shoe);
    world.ok(deal('u1'));
    const settled = world.ok(decide('u1', 'draw', 1));
    expect(eventOf(settled, 'decision-taken')?.decision).toEqual({
      userId: 'u1',
      kind: 'draw-or-stand',
      choice: 'draw',
      by: 'player',
    });
    const record = dealtRound(settled)!;
    expect(record.game).toBe('draw-or-stand');
    expect(record.coup.player).toHaveLength(2);
    expect(record.decisions).toEqual([{ userId: 'u1', kind: 'draw-or-stand', choice: 'draw', by: 'player' }]);
    expect(world.table().coup).toBeNull();
    expect(world.table().round).toBe(2);
    // Two cards dealt and one drawn: the shoe moved on by three.
    expect(world.table().shoe.position).toBe(at + 3);
    expect(world.table().shoe.coups).toBe(1);
  });

  it('GIVEN the deadline WHEN the timer fires early THEN decision/not-due; at the deadline THEN the default applies once and a second firing is stale', () => {
    const world = paused();
    world.ok(deal('u1'));
    const { deadline } = world.table().coup!.decision;
    world.now = deadline - 1;
    world.refused(timeout(1), 'decision/not-due');
    world.now = deadline;
    const settled = world.ok(timeout(1, 1));
    expect(dealtRound(settled)?.decisions).toEqual([
      { userId: 'u1', kind: 'draw-or-stand', choice: 'stand', by: 'default' },
    ]);
    expect(dealtRound(settled)?.coup.player).toHaveLength(1);
    // The same timer again (a restart re-armed it, or it fired twice): the round it was for is over.
    world.refused(timeout(1, 1), 'round/stale');
    world.refused(timeout(1), 'decision/none-pending');
    expect(world.rounds).toHaveLength(1);
  });

  it('GIVEN a settled coup THEN wins pay 1:1 less 5 % commission, and the house take is the round record’s term', () => {
    const world = paused();
    const before = { u1: world.balance('u1')!, u2: world.balance('u2')! };
    world.ok(deal('u1'));
    const record = dealtRound(world.ok(decide('u1', 'stand')))!;
    const { playerTotal, houseTotal } = record.coup;
    const won = playerTotal > houseTotal;
    const tie = playerTotal === houseTotal;
    for (const [userId, stake] of [
      ['u1', 10],
      ['u2', 4],
    ] as const) {
      const result = record.results.find((r) => r.userId === userId)!;
      const stakeCents = stake * 100;
      const commission = won ? Math.floor((stakeCents * 500 + 5000) / 10_000) : 0;
      expect(result.netCents).toBe(won ? stakeCents : tie ? 0 : -stakeCents);
      expect(result.commissionCents).toBe(commission);
      // The stake comes back with the net, less the commission.
      expect(world.balance(userId)).toBe(before[userId] + stakeCents + result.netCents - commission);
    }
    expect(record.houseTakeCents).toBe(record.results.reduce((sum, r) => sum + r.commissionCents, 0));
  });

  it('GIVEN a coup waiting WHEN an admin changes the game, limits or decision time THEN the coup finishes under the rules it was dealt with', () => {
    const world = paused();
    world.ok(deal('u1'));
    const changed = world.ok({
      type: 'configure-table',
      channelId: C,
      changes: { game: 'punto-banco', tier: '25-1000', decisionSeconds: 60 },
    });
    expect(
      eventOf(changed, 'table-configured')
        ?.pending.map((p) => p.setting)
        .sort(),
    ).toEqual(['decisionSeconds', 'game', 'limits']);
    const record = dealtRound(world.ok(decide('u1', 'stand')))!;
    expect(record.game).toBe('draw-or-stand');
    // The next round is Punto Banco at the new limits.
    world.refused({ type: 'bet', channelId: C, userId: 'u1', side: 'player', amount: 5 }, 'bet/below-min');
    world.ok({ type: 'bet', channelId: C, userId: 'u1', side: 'player', amount: 25 });
  });

  it('GIVEN a coup waiting WHEN the table closes THEN the coup is played out and paid, and the table then refuses deals', () => {
    const world = paused();
    world.ok(deal('u1'));
    world.ok({ type: 'configure-table', channelId: C, changes: { open: false } });
    expect(world.table().coup).not.toBeNull();
    world.ok(decide('u1', 'draw'));
    expect(world.rounds).toHaveLength(1);
    world.refused(bet('u1', 5), 'table/closed');
  });
});

describe('a player who plays by the rule ("jouer selon la règle")', () => {
  const byRule = (userId: string, on: boolean, round?: number) =>
    ({ type: 'play-by-rule', channelId: C, userId, on, round }) as const;

  it('GIVEN a player switched it on WHEN his decision opens THEN its deadline is RULE_PLAY_MS away, and the default taken then is recorded as by the rule', () => {
    const world = paused();
    const switched = world.ok(byRule('u1', true));
    expect(eventOf(switched, 'play-by-rule-set')).toEqual({
      type: 'play-by-rule-set',
      round: 1,
      userId: 'u1',
      on: true,
    });
    expect(world.table().byTheRule).toEqual(['u1']);
    world.now = T0 + 1_000;
    world.ok(deal('u2'));
    expect(world.table().coup?.decision.deadline).toBe(T0 + 1_000 + RULE_PLAY_MS);
    world.now = T0 + 1_000 + RULE_PLAY_MS;
    const settled = world.ok(timeout(1));
    expect(dealtRound(settled)?.decisions).toEqual([
      { userId: 'u1', kind: 'draw-or-stand', choice: 'stand', by: 'by-the-rule' },
    ]);
  });

  it('GIVEN his decision waits with 20 s left WHEN he switches it on THEN it is due RULE_PLAY_MS from now; switched off again THEN his next decision has the whole decision time', () => {
    const world = paused();
    world.ok(deal('u1'));
    const { deadline } = world.table().coup!.decision;
    world.now = T0 + 3_000;
    const switched = world.ok(byRule('u1', true, 1));
    const moved = eventOf(switched, 'play-by-rule-set')?.decision;
    expect(moved?.deadline).toBe(T0 + 3_000 + RULE_PLAY_MS);
    expect(moved?.deadline).toBeLessThan(deadline);
    expect(world.table().coup?.decision.deadline).toBe(T0 + 3_000 + RULE_PLAY_MS);
    world.ok(byRule('u1', false));
    expect(world.table().byTheRule).toEqual([]);
    // Switching off keeps the deadline already announced; the next decision has 20 s again.
    expect(world.table().coup?.decision.deadline).toBe(T0 + 3_000 + RULE_PLAY_MS);
    world.now = T0 + 3_000 + RULE_PLAY_MS;
    const settled = world.ok(timeout(1));
    expect(dealtRound(settled)?.decisions[0]?.by).toBe('default');
  });

  it('GIVEN another player switches it on while the coup waits for u1 THEN u1’s deadline stays; a stale round is refused', () => {
    const world = paused();
    world.ok(deal('u1'));
    const { deadline } = world.table().coup!.decision;
    const switched = world.ok(byRule('u2', true));
    expect(eventOf(switched, 'play-by-rule-set')?.decision).toBeUndefined();
    expect(world.table().coup?.decision.deadline).toBe(deadline);
    world.refused(byRule('u2', false, 7), 'round/stale');
    expect(world.table().byTheRule).toEqual(['u2']);
  });

  it('GIVEN he switched it on twice THEN he is listed once', () => {
    const world = paused();
    world.ok(byRule('u1', true));
    world.ok(byRule('u1', true));
    expect(world.table().byTheRule).toEqual(['u1']);
  });
});
