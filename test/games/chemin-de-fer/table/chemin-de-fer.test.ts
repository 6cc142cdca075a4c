/**
 * Chemin de fer through the table machine: the four worked coups of the rules (docs/chemin-de-fer.md,
 * C1–C4) played by commands, chip for chip — wallets, the bank in escrow, the commission as the
 * house's take, who holds the shoe next — and the refusals, each of which changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { CdfTableState } from '../../../../src/games/chemin-de-fer/table/index.js';
import type { World } from '../../../table/support/world.js';
import { gameAction, stackedCdfTable } from './stacked-cdf.js';

const C = 'c1';
const SEATS = ['Ana', 'Ben', 'Carl', 'Dora', 'Eve'];

const act = gameAction;
const stateOf = (world: World) => world.table(C).gameState as CdfTableState;

/** A chemin de fer table with the five players seated in passing order, tableMin 10, 5 %. */
const seatedTable = () => stackedCdfTable(SEATS, { decisionSeconds: 20 });

/** Each player's wallet, in cents. */
const wallets = (world: World) => Object.fromEntries(SEATS.map((name) => [name, world.balance(name)]));

/** Answers the pending decision as `who` with `choice`, checking who was asked and what they could choose. */
const answer = (world: World, who: string, choices: string[], choice: string) => {
  const pending = world.table(C).coup!.decision;
  expect([pending.userId, pending.choices]).toEqual([who, choices]);
  return world.ok({ type: 'decide', channelId: C, userId: who, choice, step: pending.step });
};

describe('the worked chemin de fer coups through the table', () => {
  it('GIVEN Ana, Ben, Carl, Dora and Eve seated at 5 % and a minimum of 10 WHEN C1 to C4 are played by commands THEN every wallet, bank, commission and holder is as the rules say', () => {
    const { world, stack } = seatedTable();
    expect(stateOf(world)).toMatchObject({ seats: SEATS, holder: 'Ana', banker: null });

    // C1: banco by seat priority; the punter wins; the shoe passes.
    world.ok(act('Ana', { kind: 'open-bank', amount: 200 }));
    world.ok(act('Carl', { kind: 'banco' }));
    world.ok(act('Ben', { kind: 'banco' }));
    expect(world.table(C).escrowCents).toBe(60_000);
    stack(['7C', '3H', 'KD', '3S']);
    const dealt1 = world.ok({ type: 'deal', channelId: C, userId: 'Ana' });
    expect(dealt1.events).toContainEqual(
      expect.objectContaining({ type: 'cdf-cover', cover: 200, handHolder: 'Ben', handBy: 'banco' }),
    );
    expect(dealt1.events).toContainEqual({
      type: 'cdf-offer-refunded',
      userId: 'Carl',
      cents: 20_000,
      reason: 'banco-called',
    });
    // The punter is prompted on his 7 too, with Stand only: the prompt leaks nothing.
    const c1 = answer(world, 'Ben', ['stand'], 'stand');
    const r1 = world.rounds.at(-1)!;
    expect(r1.outcome).toBe('player');
    expect(r1.houseTakeCents).toBe(0);
    expect(r1.results.map((r) => [r.userId, r.netCents])).toEqual([
      ['Ana', -20_000],
      ['Ben', 20_000],
    ]);
    expect(c1.events).toContainEqual({
      type: 'cdf-shoe-passed',
      from: 'Ana',
      to: 'Ben',
      reason: 'punter-won',
    });
    expect(wallets(world)).toMatchObject({ Ana: 80_000, Ben: 120_000, Carl: 100_000 });
    expect(stateOf(world)).toMatchObject({ holder: 'Ben', banker: null, bankCents: 0 });
    expect(world.table(C).escrowCents).toBe(0);
    world.expectBooksBalance();

    // C2: the banker wins; commission; the punter chooses at 5.
    world.ok(act('Ben', { kind: 'open-bank', amount: 300 }));
    world.ok(act('Dora', { kind: 'banco' }));
    stack(['2D', 'AS', '3C', '2H', '5D']);
    world.ok({ type: 'deal', channelId: C, userId: null });
    answer(world, 'Dora', ['draw', 'stand'], 'stand');
    const r2 = world.rounds.at(-1)!;
    expect(r2.outcome).toBe('banker');
    expect(r2.houseTakeCents).toBe(1_500);
    expect(r2.results.map((r) => [r.userId, r.netCents, r.commissionCents])).toEqual([
      ['Ben', 30_000, 1_500],
      ['Dora', -30_000, 0],
    ]);
    expect(r2.decisions.map((d) => [d.userId, d.kind, d.choice, d.by])).toEqual([
      ['Dora', 'punter-free-5', 'stand', 'player'],
    ]);
    expect(stateOf(world)).toMatchObject({ holder: 'Ben', banker: 'Ben', bankCents: 58_500, suivi: 'Dora' });
    expect(world.table(C).escrowCents).toBe(58_500);
    expect(wallets(world)).toMatchObject({ Ben: 90_000, Dora: 70_000 });
    world.expectBooksBalance();

    // C3: banco suivi beats seat priority; the optional cell takes its default at the deadline.
    world.ok(act('Carl', { kind: 'banco' }));
    world.ok(act('Dora', { kind: 'banco' }));
    stack(['4H', '2C', 'KS', '3D', '4C', '4D']);
    const dealt3 = world.ok({ type: 'deal', channelId: C, userId: 'Carl' });
    expect(dealt3.events).toContainEqual(
      expect.objectContaining({ type: 'cdf-cover', cover: 585, handHolder: 'Dora', handBy: 'banco-suivi' }),
    );
    answer(world, 'Dora', ['draw'], 'draw');
    const pending = world.table(C).coup!.decision;
    expect([pending.userId, pending.kind, pending.choices, pending.defaultChoice]).toEqual([
      'Ben',
      'banker-optional-5v4',
      ['draw', 'stand'],
      'draw',
    ]);
    world.refused({ type: 'decision-timeout', channelId: C, step: pending.step }, 'decision/not-due');
    world.now = pending.deadline;
    world.ok({ type: 'decision-timeout', channelId: C, step: pending.step });
    const r3 = world.rounds.at(-1)!;
    expect(r3.houseTakeCents).toBe(2_925);
    expect(r3.decisions.map((d) => [d.userId, d.choice, d.by])).toEqual([
      ['Dora', 'draw', 'player'],
      ['Ben', 'draw', 'default'],
    ]);
    expect((r3.coup as { coup: { bankerTotal: number; punterTotal: number } }).coup).toMatchObject({
      punterTotal: 8,
      bankerTotal: 9,
    });
    expect(stateOf(world)).toMatchObject({ banker: 'Ben', bankCents: 114_075, suivi: 'Dora' });
    expect(wallets(world)).toMatchObject({ Carl: 100_000, Dora: 11_500 });
    const passed = world.ok(act('Ben', { kind: 'banque-passe' }));
    expect(passed.events).toEqual([
      { type: 'cdf-bank-returned', banker: 'Ben', cents: 114_075, reason: 'banque-passe' },
      { type: 'cdf-shoe-passed', from: 'Ben', to: 'Carl', reason: 'banque-passe' },
    ]);
    expect(world.balance('Ben')).toBe(204_075);
    expect(stateOf(world)).toMatchObject({ holder: 'Carl', banker: null, bankCents: 0, suivi: null });
    world.expectBooksBalance();

    // C4: avec la table, partial stakes, natural against natural.
    world.ok(act('Carl', { kind: 'open-bank', amount: 100 }));
    world.ok(act('Eve', { kind: 'avec-la-table' }));
    world.ok(act('Dora', { kind: 'stake', amount: 40 }));
    world.ok(act('Ana', { kind: 'stake', amount: 30 }));
    stack(['9C', '4S', 'KD', '4D']);
    const dealt4 = world.ok({ type: 'deal', channelId: C, userId: 'Eve' });
    expect(dealt4.events).toContainEqual({
      type: 'cdf-offer-refunded',
      userId: 'Ana',
      cents: 2_000,
      reason: 'trimmed',
    });
    expect(dealt4.events).toContainEqual({
      type: 'cdf-shoe-passed',
      from: 'Carl',
      to: 'Dora',
      reason: 'punter-won',
    });
    const r4 = world.rounds.at(-1)!;
    expect(r4.decisions).toEqual([]);
    expect(r4.results.map((r) => [r.userId, r.stakes, r.netCents])).toEqual([
      ['Carl', {}, -10_000],
      ['Eve', { punter: 50 }, 5_000],
      ['Dora', { punter: 40 }, 4_000],
      ['Ana', { punter: 10 }, 1_000],
    ]);
    expect(stateOf(world)).toMatchObject({
      holder: 'Dora',
      banker: null,
      bankCents: 0,
      offers: [],
      cover: null,
    });

    // Every player's net over the four coups; the players lost exactly what the house took.
    expect(wallets(world)).toEqual({ Ana: 81_000, Ben: 204_075, Carl: 90_000, Dora: 15_500, Eve: 105_000 });
    expect(world.rounds.reduce((sum, r) => sum + r.houseTakeCents, 0)).toBe(4_425);
    for (const round of world.rounds) expect(round.results.reduce((sum, r) => sum + r.netCents, 0)).toBe(0);
    expect(world.table(C).escrowCents).toBe(0);
    expect(world.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4]);
    world.expectBooksBalance();
  });
});
