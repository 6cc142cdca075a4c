/**
 * Banque through the table machine: the five worked coups of docs/banque.md (B1–B5) played by
 * commands, chip for chip — wallets, the bank in escrow, frozen centre items, the commission as
 * the house's take, who holds the cards next — then the banker retiring.
 */
import { describe, expect, it } from 'vitest';
import type { BanqueRoundCoup, BanqueTableState } from '../../../../src/games/banque/table/index.js';
import type { TableEvent } from '../../../../src/table/events.js';
import type { World } from '../../../table/support/world.js';
import { banqueAction as act, stackedBanqueTable, takeBank } from './stacked-banque.js';

const C = 'c1';
const PLAYERS = ['Bea', 'Rita', 'Rolf', 'Lars', 'Lea', 'Cleo', 'Dino', 'Eve'];

const stateOf = (world: World) => world.table(C).gameState as BanqueTableState;
const wallets = (world: World) => Object.fromEntries(PLAYERS.map((name) => [name, world.balance(name)]));

/** Answers the pending decision as `who` with `choice`, checking who was asked and what they could choose. */
const answer = (world: World, who: string, choices: string[], choice: string) => {
  const pending = world.table(C).coup!.decision;
  expect([pending.userId, pending.choices]).toEqual([who, choices]);
  return world.ok({ type: 'decide', channelId: C, userId: who, choice, step: pending.step });
};

/** Lets the pending decision time out, checking whose it was and the default it applies. */
const timeOut = (world: World, who: string, defaultChoice: string) => {
  const pending = world.table(C).coup!.decision;
  expect([pending.userId, pending.defaultChoice]).toEqual([who, defaultChoice]);
  world.now = pending.deadline;
  return world.ok({ type: 'decision-timeout', channelId: C, step: pending.step });
};

const stake = (who: string, position: string, amount: number) =>
  act(who, { kind: 'stake', position, amount });

const settledOf = (events: readonly TableEvent[]) =>
  events.find((e): e is Extract<TableEvent, { type: 'banque-settled' }> => e.type === 'banque-settled')!;

const netsOf = (world: World) =>
  Object.fromEntries(world.rounds.at(-1)!.results.map((r) => [r.userId, r.netCents]));

describe('the worked banque coups through the table', () => {
  it('GIVEN Bea banking 1,000 with a maximum of 200 WHEN B1 to B5 are played by commands and Bea retires THEN every wallet, frozen item, commission and card-holder is as the rules say', () => {
    const { world, stack } = stackedBanqueTable({ right: ['Rita', 'Rolf'], left: ['Lars', 'Lea'] });
    takeBank(world, 'Bea', 1000);
    world.ok(act('Bea', { kind: 'max-stake', amount: 200 }));
    expect(stateOf(world)).toMatchObject({ banker: 'Bea', bankCents: 100_000, maxStake: 200 });
    expect(world.table(C).escrowCents).toBe(100_000);
    world.expectBooksBalance();

    // B1: a whole centre stake freezes; the left card-holder passes the cards.
    world.ok(stake('Rita', 'right', 100));
    world.ok(stake('Rolf', 'right', 50));
    world.ok(stake('Lars', 'left', 100));
    world.ok(stake('Lea', 'left', 40));
    world.ok(stake('Cleo', 'centre', 60));
    stack(['4S', '9D', 'KS', '2H', '3C', '5H', '2C', 'QH']);
    const dealt1 = world.ok({ type: 'deal', channelId: C, userId: 'Bea' });
    const cover1 = dealt1.events.find((e) => e.type === 'banque-cover');
    expect(cover1).toMatchObject({
      cover: {
        used: 350,
        stakes: { right: 150, left: 140, centre: 60 },
        holders: {
          right: { userId: 'Rita', by: 'card-holder' },
          left: { userId: 'Lars', by: 'card-holder' },
        },
      },
    });
    // Forced choices are still prompted, with the one button the rule allows (the prompt leaks nothing).
    answer(world, 'Rita', ['stand'], 'stand');
    answer(world, 'Lars', ['draw'], 'draw');
    const b1 = timeOut(world, 'Bea', 'draw');
    const r1 = world.rounds.at(-1)!;
    expect((r1.coup as BanqueRoundCoup).coup.decisions.map((d) => [d.hand, d.action, d.by, d.score])).toEqual(
      [
        ['right', 'stand', 'rule', null],
        ['left', 'draw', 'rule', null],
        ['banker', 'draw', 'default', 31_420],
      ],
    );
    expect((r1.coup as BanqueRoundCoup).coup.results).toEqual({ right: 'win', left: 'lose' });
    expect(netsOf(world)).toEqual({
      Bea: -1_000,
      Rita: 10_000,
      Rolf: 5_000,
      Lars: -10_000,
      Lea: -4_000,
      Cleo: 0,
    });
    expect(r1.houseTakeCents).toBe(0);
    const settled1 = settledOf(b1.events);
    expect(settled1.centre).toEqual([
      {
        item: { owner: 'Cleo', amount: 60, frozen: false },
        outcome: { returned: 0, won: 0, lost: 0, frozen: 60 },
        toOwnerCents: 0,
        frozenAfter: 60,
      },
    ]);
    expect(settled1.cardHolders).toEqual({ right: 'Rita', left: 'Lea' });
    expect(stateOf(world)).toMatchObject({
      bankCents: 99_000,
      frozen: [{ owner: 'Cleo', amount: 60, frozen: true }],
      queues: { right: ['Rita', 'Rolf'], left: ['Lea', 'Lars'] },
    });
    expect(wallets(world)).toMatchObject({
      Bea: 0,
      Rita: 110_000,
      Rolf: 105_000,
      Lars: 90_000,
      Lea: 96_000,
      Cleo: 94_000,
    });
    expect(world.table(C).escrowCents).toBe(99_000 + 6_000);
    world.expectBooksBalance();

    // B2: the frozen centre resolves (W, W); an unseated punter stakes.
    world.ok(stake('Rita', 'right', 100));
    world.ok(stake('Lea', 'left', 50));
    world.ok(stake('Eve', 'right', 30));
    stack(['2S', '7H', '7S', '2D', 'KC', '9C', '3H']);
    const dealt2 = world.ok({ type: 'deal', channelId: C, userId: null });
    expect(dealt2.events.find((e) => e.type === 'banque-cover')).toMatchObject({ cover: { used: 240 } });
    answer(world, 'Rita', ['draw'], 'draw');
    answer(world, 'Lea', ['stand'], 'stand');
    const pending2 = world.table(C).coup!.decision;
    expect([pending2.userId, pending2.choices, pending2.defaultChoice]).toEqual([
      'Bea',
      ['draw', 'stand'],
      'stand',
    ]);
    const b2 = answer(world, 'Bea', ['draw', 'stand'], 'stand');
    expect(netsOf(world)).toEqual({ Bea: -24_000, Rita: 10_000, Eve: 3_000, Lea: 5_000, Cleo: 6_000 });
    expect(settledOf(b2.events).centre[0]).toMatchObject({ toOwnerCents: 12_000, frozenAfter: 0 });
    expect(stateOf(world)).toMatchObject({ bankCents: 75_000, frozen: [] });
    expect(wallets(world)).toMatchObject({ Rita: 120_000, Eve: 103_000, Lea: 101_000, Cleo: 106_000 });
    world.expectBooksBalance();

    // B3: a natural 8 beats a three-card 9; commission on the banker's net.
    world.ok(stake('Rita', 'right', 60));
    world.ok(stake('Lea', 'left', 80));
    world.ok(stake('Lars', 'left', 20));
    world.ok(stake('Dino', 'centre', 45));
    stack(['5D', '4C', '2H', '3S', 'KD', '4S', '7C', '3H']);
    world.ok({ type: 'deal', channelId: C, userId: 'Dino' });
    // The right tableau's natural is shown at once: Lea decides first.
    answer(world, 'Lea', ['draw'], 'draw');
    const b3 = answer(world, 'Bea', ['draw', 'stand'], 'draw');
    const coup3 = (world.rounds.at(-1)!.coup as BanqueRoundCoup).coup;
    expect([coup3.rightTotal, coup3.right.length, coup3.bankerTotal, coup3.banker.length]).toEqual([
      8, 2, 9, 3,
    ]);
    expect(coup3.results).toEqual({ right: 'win', left: 'lose' });
    expect(netsOf(world)).toEqual({ Bea: 4_000, Rita: 6_000, Lea: -8_000, Lars: -2_000, Dino: 0 });
    expect(world.rounds.at(-1)!.houseTakeCents).toBe(80);
    expect(settledOf(b3.events)).toMatchObject({ commissionCents: 80, bankAfterCents: 78_920 });
    expect(stateOf(world)).toMatchObject({
      bankCents: 78_920,
      frozen: [{ owner: 'Dino', amount: 45, frozen: true }],
      queues: { left: ['Lars', 'Lea'] },
    });
    world.expectBooksBalance();

    // B4: a half-frozen odd stake (W, T); Lars chooses at 5.
    world.ok(stake('Rita', 'right', 100));
    world.ok(stake('Lars', 'left', 50));
    stack(['KH', '3H', '4D', '7C', '2S', 'AH', 'TS']);
    world.ok({ type: 'deal', channelId: C, userId: 'Rita' });
    answer(world, 'Rita', ['stand'], 'stand');
    answer(world, 'Lars', ['draw', 'stand'], 'stand');
    const b4 = answer(world, 'Bea', ['draw', 'stand'], 'draw');
    expect(netsOf(world)).toEqual({ Bea: -12_200, Rita: 10_000, Lars: 0, Dino: 2_200 });
    expect(settledOf(b4.events).centre[0]).toMatchObject({
      outcome: { returned: 22, won: 22, lost: 0, frozen: 23 },
      toOwnerCents: 4_400,
      frozenAfter: 23,
    });
    expect(stateOf(world)).toMatchObject({ bankCents: 66_720, frozen: [{ owner: 'Dino', amount: 23 }] });
    world.expectBooksBalance();

    // B5: (L, T) on the odd frozen item; Rita times out at 5 and draws; the right passes the cards.
    world.ok(stake('Rita', 'right', 100));
    world.ok(stake('Lars', 'left', 50));
    stack(['2C', '8C', 'QS', '3D', '8D', '6S', 'JC']);
    world.ok({ type: 'deal', channelId: C, userId: 'Lars' });
    timeOut(world, 'Rita', 'draw');
    answer(world, 'Lars', ['stand'], 'stand');
    const b5 = timeOut(world, 'Bea', 'stand');
    const r5 = world.rounds.at(-1)!;
    expect(r5.decisions.map((d) => [d.userId, d.choice, d.by])).toEqual([
      ['Rita', 'draw', 'default'],
      ['Lars', 'stand', 'player'],
      ['Bea', 'stand', 'default'],
    ]);
    expect((r5.coup as BanqueRoundCoup).coup.decisions[0]).toMatchObject({
      hand: 'right',
      total: 5,
      by: 'default',
    });
    expect(netsOf(world)).toEqual({ Bea: 11_100, Rita: -10_000, Lars: 0, Dino: -1_100 });
    expect(r5.houseTakeCents).toBe(222);
    expect(settledOf(b5.events)).toMatchObject({
      commissionCents: 222,
      bankAfterCents: 77_598,
      cardHolders: { right: 'Rolf', left: 'Lars' },
    });
    expect(stateOf(world)).toMatchObject({
      bankCents: 77_598,
      frozen: [{ owner: 'Dino', amount: 12 }],
      queues: { right: ['Rolf', 'Rita'], left: ['Lars', 'Lea'] },
    });
    world.expectBooksBalance();

    // Bea retires between coups: Dino's frozen 12 comes home, Bea takes back 775.98.
    const retired = world.ok(act('Bea', { kind: 'retire' }));
    expect(retired.events).toContainEqual({
      type: 'banque-bank-ended',
      banker: 'Bea',
      cents: 77_598,
      reason: 'retired',
      frozenReturned: [{ owner: 'Dino', cents: 1_200 }],
    });
    expect(world.table(C).escrowCents).toBe(0);
    expect(stateOf(world)).toMatchObject({ banker: null, auction: { bids: [] }, frozen: [] });
    // The check of the rules: players' nets sum to +221, Bea −224.02, the house 3.02.
    const start = 100_000;
    const players = PLAYERS.filter((name) => name !== 'Bea');
    const playersNet = players.reduce((sum, name) => sum + (world.balance(name) ?? start) - start, 0);
    expect(playersNet).toBe(22_100);
    expect(world.balance('Bea')! - start).toBe(-22_402);
    expect(world.rounds.reduce((sum, r) => sum + r.houseTakeCents, 0)).toBe(302);
    world.expectBooksBalance();
  });
});
