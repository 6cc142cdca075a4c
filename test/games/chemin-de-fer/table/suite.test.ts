/**
 * Chemin de fer between the coups: la suite (a bank passed by choice offered to the seated players
 * for 15 s, the first claimant in priority order taking it), absent players (two decisions in a
 * row left to time out), and closing the table or switching its game with a bank open. Every
 * chip is accounted for after each step (World.expectBooksBalance).
 */
import { describe, expect, it } from 'vitest';
import type { CdfTableState } from '../../../../src/games/chemin-de-fer/table/index.js';
import { timerOf } from '../../../../src/store/pending-timers.js';
import { T0, type World } from '../../../table/support/world.js';
import { gameAction, stackedCdfTable } from './stacked-cdf.js';

const C = 'c1';
const act = gameAction;
const SUITE_MS = 15_000;
const stateOf = (world: World) => world.table(C).gameState as CdfTableState;
const timerDeal = { type: 'deal', channelId: C, userId: null } as const;

/** Ana, Ben, Carl and Dora seated in passing order with la suite on; Ana has opened a bank of 200. */
const bankOpen = (changes: Record<string, unknown> = {}) => {
  const table = stackedCdfTable(['Ana', 'Ben', 'Carl', 'Dora'], { suite: true, ...changes });
  table.world.ok(act('Ana', { kind: 'open-bank', amount: 200 }));
  return table;
};

/** Ana passes her bank of 200 at T0: la suite is on offer until T0 + 15 s. */
const suiteOffered = () => {
  const table = bankOpen();
  const passed = table.world.ok(act('Ana', { kind: 'banque-passe' }));
  expect(passed.events).toEqual([
    { type: 'cdf-bank-returned', banker: 'Ana', cents: 20_000, reason: 'banque-passe' },
    { type: 'timer-armed', dealAt: T0 + SUITE_MS },
  ]);
  return table;
};

describe('la suite', () => {
  it('GIVEN la suite on offer WHEN players act out of turn THEN each is refused and nothing changes', () => {
    const { world } = suiteOffered();
    expect(stateOf(world)).toMatchObject({
      holder: 'Ana',
      banker: null,
      bankCents: 0,
      suite: { from: 'Ana', bankCents: 20_000, order: ['Ben', 'Carl', 'Dora'], claims: [], declined: [] },
    });
    expect(world.balance('Ana')).toBe(100_000);
    world.refused(act('Ana', { kind: 'take-suite' }), 'cdf/not-your-turn');
    world.refused(act('Ana', { kind: 'open-bank', amount: 200 }), 'cdf/not-your-turn');
    world.refused(act('Ana', { kind: 'decline' }), 'cdf/not-your-turn');
    world.refused(act('Zed', { kind: 'take-suite' }), 'cdf/not-seated');
    world.refused(act('Ben', { kind: 'banco' }), 'cdf/no-bank');
    world.refused({ type: 'deal', channelId: C, userId: 'Ben' }, 'cdf/no-bank');
    // The timer firing early (a clock running ahead) resolves nothing.
    world.refused(timerDeal, 'decision/not-due');
    world.ok({ type: 'take', userId: 'Ben', amount: 900 });
    world.refused(act('Ben', { kind: 'take-suite' }), 'cdf/bank-above-wallet');
    world.expectBooksBalance();
  });

  it('GIVEN la suite on offer WHEN the third seat claims and the two ahead of him pass THEN the first claimant in priority takes the bank once nobody ahead of him can claim, and the other claim goes home', () => {
    const { world } = suiteOffered();
    const claimed = world.ok(act('Dora', { kind: 'take-suite' }));
    expect(claimed.events).toEqual([
      { type: 'cdf-offer-placed', userId: 'Dora', kind: 'suite', amount: 200, balanceCents: 80_000 },
    ]);
    expect(world.table(C).escrowCents).toBe(20_000);
    world.refused(act('Dora', { kind: 'take-suite' }), 'cdf/already-offered');
    // Carl claims behind Ben, who has not answered: nothing is decided yet.
    world.ok(act('Carl', { kind: 'take-suite' }));
    expect(stateOf(world).banker).toBeNull();
    const withdrawn = world.ok(act('Carl', { kind: 'withdraw' }));
    expect(withdrawn.events).toEqual([
      { type: 'cdf-offer-refunded', userId: 'Carl', cents: 20_000, reason: 'withdrawn' },
    ]);
    world.ok(act('Carl', { kind: 'take-suite' }));
    const resolved = world.run(act('Ben', { kind: 'decline-suite' }));
    expect(resolved.ok).toBe(true);
    // Carl, first in priority among the claimants, is banker now; Dora's claim went home with it.
    expect(stateOf(world)).toMatchObject({ holder: 'Carl', banker: 'Carl', bankCents: 20_000, suite: null });
    expect([world.balance('Carl'), world.balance('Dora'), world.table(C).escrowCents]).toEqual([
      80_000, 100_000, 20_000,
    ]);
    expect(world.table(C).dealAt).toBeNull();
    world.expectBooksBalance();
  });

  it('GIVEN claims behind a player who says nothing WHEN the deadline comes THEN the timer gives la suite to the first claimant, and the timer survives a restart as the table deal time', () => {
    const { world } = suiteOffered();
    world.ok(act('Dora', { kind: 'take-suite' }));
    world.ok(act('Carl', { kind: 'take-suite' }));
    expect(timerOf(world.table(C))).toMatchObject({ kind: 'betting', at: T0 + SUITE_MS });
    world.now = T0 + SUITE_MS;
    const resolved = world.ok(timerDeal);
    expect(resolved.events).toEqual([
      { type: 'cdf-offer-refunded', userId: 'Dora', cents: 20_000, reason: 'suite-lost' },
      { type: 'cdf-shoe-passed', from: 'Ana', to: 'Carl', reason: 'suite' },
      { type: 'cdf-bank-opened', banker: 'Carl', bankCents: 20_000, balanceCents: 80_000 },
    ]);
    expect(world.table(C)).toMatchObject({ dealAt: null, escrowCents: 20_000 });
    expect(timerOf(world.table(C))).toBeUndefined();
    // The bank plays on as any bank: Dora stakes against it.
    world.ok(act('Dora', { kind: 'stake', amount: 50 }));
    world.expectBooksBalance();
  });

  it('GIVEN la suite on offer WHEN nobody takes it THEN the shoe goes to the next seat: at once when all say no, else at the deadline', () => {
    const declined = suiteOffered().world;
    declined.ok(act('Ben', { kind: 'decline-suite' }));
    declined.ok(act('Carl', { kind: 'decline-suite' }));
    const last = declined.ok(act('Dora', { kind: 'decline-suite' }));
    expect(last.events).toEqual([
      { type: 'cdf-shoe-passed', from: 'Ana', to: 'Ben', reason: 'suite-declined' },
    ]);
    expect(stateOf(declined)).toMatchObject({ holder: 'Ben', banker: null, suite: null });
    expect(declined.table(C)).toMatchObject({ dealAt: null, roundRules: null });

    const silent = suiteOffered().world;
    silent.now = T0 + SUITE_MS;
    silent.ok(timerDeal);
    expect(stateOf(silent)).toMatchObject({ holder: 'Ben', suite: null });
    silent.ok(act('Ben', { kind: 'open-bank', amount: 150 }));
    silent.expectBooksBalance();
  });

  it('GIVEN a claimant WHEN he leaves THEN his claim goes home; with la suite off the bank passes at once', () => {
    const { world } = suiteOffered();
    world.ok(act('Ben', { kind: 'take-suite' }));
    // Ben is first in priority: la suite is his at once.
    expect(stateOf(world)).toMatchObject({ banker: 'Ben', suite: null });

    const other = suiteOffered().world;
    other.ok(act('Carl', { kind: 'take-suite' }));
    other.ok(act('Carl', { kind: 'leave' }));
    expect([other.balance('Carl'), other.table(C).escrowCents]).toEqual([100_000, 0]);
    other.expectBooksBalance();

    const off = bankOpen({ suite: false }).world;
    const passed = off.ok(act('Ana', { kind: 'banque-passe' }));
    expect(passed.events.at(-1)).toEqual({
      type: 'cdf-shoe-passed',
      from: 'Ana',
      to: 'Ben',
      reason: 'banque-passe',
    });
    expect(stateOf(off).suite).toBeNull();
  });
});

describe('absent players', () => {
  /** A coup the banker wins, the punter at 4 (Card only) and the banker at 7 prompted (free règle). */
  const bankerWins = ['2D', '5H', '2C', '2S', 'TD', 'AD'];

  /** Ben bancos against Ana's bank, and both let their decisions time out. */
  const timedOutCoup = (world: World, stack: (codes: readonly string[]) => void) => {
    world.ok(act('Ben', { kind: 'banco' }));
    stack(bankerWins);
    world.ok(timerDeal);
    while (world.table(C).coup) {
      world.now = world.table(C).coup!.decision.deadline;
      world.ok({ type: 'decision-timeout', channelId: C, step: world.table(C).coup!.decision.step });
    }
    return world.rounds.at(-1)!;
  };

  it('GIVEN a banker and a punter who let two decisions in a row time out THEN both are absent: the bank goes home, the shoe skips the absent punter, and his own action brings him back', () => {
    const { world, stack } = bankOpen({ suite: true, regle: 'free' });
    const first = timedOutCoup(world, stack);
    expect(first.decisions.map((d) => [d.userId, d.by])).toEqual([
      ['Ben', 'default'],
      ['Ana', 'default'],
    ]);
    expect(stateOf(world)).toMatchObject({ banker: 'Ana', absent: [], timeouts: { Ana: 1, Ben: 1 } });
    expect(stateOf(world).suivi).toBe('Ben');

    timedOutCoup(world, stack);
    const state = stateOf(world);
    expect(state.absent).toEqual(['Ana', 'Ben']);
    // Ana's bank (200 + 200 − 10 + 390 − 19.50 = 760.50) goes home; the shoe passes over Ben to Carl, no suite.
    expect(world.balance('Ana')).toBe(80_000 + 76_050);
    expect(state).toMatchObject({ banker: null, bankCents: 0, holder: 'Carl', suivi: null, suite: null });
    expect(world.table(C)).toMatchObject({ escrowCents: 0, roundRules: null });
    world.expectBooksBalance();

    world.ok(act('Carl', { kind: 'open-bank', amount: 100 }));
    world.ok(act('Ben', { kind: 'stake', amount: 20 }));
    // His mark goes; his two timeouts in a row stay counted until he answers a decision himself.
    expect(stateOf(world).absent).toEqual(['Ana']);
    expect(stateOf(world).timeouts).toEqual({ Ana: 2, Ben: 2 });
  });

  it('GIVEN a punter who timed out once WHEN he answers his next decision himself THEN the count starts again', () => {
    const { world, stack } = bankOpen({ regle: 'free' });
    timedOutCoup(world, stack);
    world.ok(act('Ben', { kind: 'banco' }));
    stack(bankerWins);
    world.ok(timerDeal);
    world.ok({ type: 'decide', channelId: C, userId: 'Ben', choice: 'draw' });
    world.ok({ type: 'decide', channelId: C, userId: 'Ana', choice: 'stand' });
    expect(stateOf(world)).toMatchObject({ banker: 'Ana', absent: [], timeouts: {} });
  });
});

describe('closing a chemin de fer table', () => {
  it('GIVEN a bank with offers WHEN the table closes THEN the bank and the offers go home, the banker keeps the shoe, and reopened he may bank again', () => {
    const { world } = bankOpen();
    world.ok(act('Ben', { kind: 'stake', amount: 50 }));
    world.ok(act('Zed', { kind: 'stake', amount: 30 }));
    const closed = world.ok({ type: 'configure-table', channelId: C, changes: { open: false } });
    expect(closed.events.slice(0, 3)).toEqual([
      { type: 'cdf-bank-returned', banker: 'Ana', cents: 20_000, reason: 'table-closed' },
      { type: 'cdf-offer-refunded', userId: 'Ben', cents: 5_000, reason: 'table-closed' },
      { type: 'cdf-offer-refunded', userId: 'Zed', cents: 3_000, reason: 'table-closed' },
    ]);
    expect(['Ana', 'Ben', 'Zed'].map((name) => world.balance(name))).toEqual([100_000, 100_000, 100_000]);
    expect(world.table(C)).toMatchObject({ escrowCents: 0, roundRules: null, dealAt: null });
    expect(stateOf(world)).toMatchObject({ holder: 'Ana', banker: null, offers: [] });
    world.refused(act('Ana', { kind: 'open-bank', amount: 200 }), 'table/closed');
    world.ok({ type: 'configure-table', channelId: C, changes: { open: true } });
    world.ok(act('Ana', { kind: 'open-bank', amount: 200 }));
    world.expectBooksBalance();
  });

  it('GIVEN la suite on offer with a claim WHEN the table closes THEN the claim goes home and the shoe moves on', () => {
    const { world } = suiteOffered();
    world.ok(act('Carl', { kind: 'take-suite' }));
    world.ok({ type: 'configure-table', channelId: C, changes: { open: false } });
    expect(stateOf(world)).toMatchObject({ suite: null, holder: 'Ben', banker: null });
    expect(world.table(C)).toMatchObject({ escrowCents: 0, dealAt: null });
    expect(world.balance('Carl')).toBe(100_000);
    world.expectBooksBalance();
  });

  it('GIVEN a bank open WHEN the table switches to Punto Banco THEN the bank goes home, the seats are cleared and Punto Banco deals from the next round', () => {
    const { world } = bankOpen();
    world.ok(act('Ben', { kind: 'banco' }));
    world.ok({ type: 'configure-table', channelId: C, changes: { game: 'punto-banco' } });
    expect(world.table(C)).toMatchObject({ escrowCents: 0, gameState: null, roundRules: null });
    expect([world.balance('Ana'), world.balance('Ben')]).toEqual([100_000, 100_000]);
    world.ok({ type: 'bet', channelId: C, userId: 'Ben', side: 'player', amount: 10 });
    world.expectBooksBalance();
  });

  it('GIVEN a coup waiting for a decision WHEN the table closes THEN the coup is played out and paid, and then the bank goes home', () => {
    const { world, stack } = bankOpen();
    world.ok(act('Ben', { kind: 'banco' }));
    stack(['2D', 'AS', '3C', '2H', '5D']);
    world.ok(timerDeal);
    world.ok({ type: 'configure-table', channelId: C, changes: { open: false } });
    expect(world.table(C).escrowCents).toBe(40_000);
    const settled = world.ok({ type: 'decide', channelId: C, userId: 'Ben', choice: 'stand' });
    // Ana won 200, less 5 %: her bank of 390 comes home with the table closed.
    expect(settled.events).toContainEqual({
      type: 'cdf-bank-returned',
      banker: 'Ana',
      cents: 39_000,
      reason: 'table-closed',
    });
    expect([world.balance('Ana'), world.table(C).escrowCents]).toEqual([80_000 + 39_000, 0]);
    expect(world.rounds).toHaveLength(1);
    world.expectBooksBalance();
  });
});
