/**
 * Banque refusals at the table: each bad input is a typed code, and each leaves every record as it
 * was (World.refused compares the whole world before and after). Withdrawing, lowering the
 * maximum and replacing a stake are accepted, and move exactly what they say.
 */
import { describe, expect, it } from 'vitest';
import type { BanqueTableState } from '../../../../src/games/banque/table/index.js';
import { banqueAction as act, stackedBanqueTable, takeBank } from './stacked-banque.js';

const C = 'c1';
const START = 100_000;
const stake = (who: string, position: unknown, amount: unknown) =>
  act(who, { kind: 'stake', position, amount });

const table = (changes: Record<string, unknown> = {}) =>
  stackedBanqueTable({ right: ['Rita', 'Rolf'], left: ['Lars'] }, changes);

describe('banque refusals change nothing', () => {
  it('GIVEN the auction open WHEN players stake, seat twice or act as a banker THEN each is refused with its code', () => {
    const { world } = table();
    world.refused(stake('Eve', 'right', 20), 'banque/no-bank');
    world.refused(act('Rita', { kind: 'banco', side: 'right' }), 'banque/no-bank');
    world.refused(act('Rita', { kind: 'sit', side: 'left' }), 'banque/already-seated');
    world.refused(act('Rita', { kind: 'sit', side: 'right' }), 'banque/already-seated');
    world.refused(act('Eve', { kind: 'sit', side: 'up' }), 'banque/unknown-side');
    world.refused(act('Eve', { kind: 'leave' }), 'banque/not-seated');
    world.refused(act('Rita', { kind: 'retire' }), 'banque/not-banker');
    world.refused(act('Rita', { kind: 'max-stake', amount: 100 }), 'banque/not-banker');
    world.refused(act('Rita', { kind: 'withdraw' }), 'banque/nothing-to-withdraw');
    world.refused(act('Rita', { kind: 'double-down' }), 'game/invalid-action');
    world.refused(act('Rita', 'sit'), 'game/invalid-action');
    world.refused({ type: 'deal', channelId: C, userId: 'Rita' }, 'banque/no-bank');
    world.refused(
      { type: 'bet', channelId: C, userId: 'Rita', side: 'player', amount: 10 },
      'bet/unknown-side',
    );
  });

  it('GIVEN a bank with a maximum of 100 WHEN stakes break a limit or a wallet THEN each is refused with the figure it broke', () => {
    const { world } = table();
    takeBank(world, 'Bea', 300);
    world.ok(act('Bea', { kind: 'max-stake', amount: 100 }));
    world.refused(stake('Eve', 'middle', 20), 'banque/unknown-position');
    world.refused(stake('Eve', 'right', 2.5), 'amount/not-whole-chips');
    expect(world.run(stake('Eve', 'right', 9))).toMatchObject({
      code: 'banque/stake-below-min',
      context: { min: 10 },
    });
    expect(world.run(stake('Eve', 'right', 101))).toMatchObject({
      code: 'banque/stake-above-max',
      context: { max: 100 },
    });
    world.refused(stake('Bea', 'right', 20), 'banque/banker-cannot-play');
    world.refused(act('Bea', { kind: 'sit', side: 'right' }), 'banque/banker-cannot-play');
    world.refused(act('Eve', { kind: 'banco', side: 'right' }), 'banque/not-seated');
    world.refused(act('Rita', { kind: 'banco', side: 'centre' }), 'banque/unknown-side');
    expect(world.run(act('Bea', { kind: 'max-stake', amount: 5 }))).toMatchObject({
      code: 'banque/max-stake-out-of-range',
      context: { min: 10, max: 1000 },
    });
    world.refused(act('Bea', { kind: 'max-stake', amount: 1001 }), 'banque/max-stake-out-of-range');
    world.refused(act('Eve', { kind: 'bid', amount: 300 }), 'banque/bank-running');
    world.refused({ type: 'deal', channelId: C, userId: 'Bea' }, 'round/no-bets');
    world.ok(act('Rita', { kind: 'banco', side: 'right' }));
    world.refused(act('Rita', { kind: 'banco', side: 'left' }), 'banque/already-banco');
    world.refused({ type: 'deal', channelId: C, userId: 'Eve' }, 'round/not-a-player');
    // A wallet that cannot pay the stake.
    world.ok(stake('Eve', 'right', 10));
    world.ok({ type: 'take', userId: 'Eve', amount: 985 });
    expect(world.run(stake('Eve', 'left', 10))).toMatchObject({
      code: 'bet/not-enough-chips',
      context: { balance: 500, needed: 1_000 },
    });
  });

  it('GIVEN a seated punter whose wallet cannot pay a banco THEN the refusal says what he can stake instead, if anything', () => {
    const { world } = table();
    takeBank(world, 'Bea', 300);
    world.ok(act('Bea', { kind: 'max-stake', amount: 100 }));
    // Rita keeps 50 chips: the banco is the bank's 300, a stake of up to 50 is hers to choose.
    world.ok({ type: 'take', userId: 'Rita', amount: 950 });
    expect(world.run(act('Rita', { kind: 'banco', side: 'right' }))).toMatchObject({
      code: 'bet/banco-above-wallet',
      context: { balance: 5_000, needed: 30_000, kind: 'banco', avec: null, stakeUpTo: 50 },
    });
    world.refused(act('Rita', { kind: 'banco', side: 'right' }), 'bet/banco-above-wallet');
    // Rolf keeps 250: the maximum stake (100) bounds what he may stake instead.
    world.ok({ type: 'take', userId: 'Rolf', amount: 750 });
    expect(world.run(act('Rolf', { kind: 'banco', side: 'right' }))).toMatchObject({
      context: { balance: 25_000, stakeUpTo: 100 },
    });
    // Under the table minimum, no stake either.
    world.ok({ type: 'take', userId: 'Rita', amount: 45 });
    expect(world.run(act('Rita', { kind: 'banco', side: 'right' }))).toMatchObject({
      code: 'bet/banco-above-wallet',
      context: { balance: 500, stakeUpTo: null },
    });
  });

  it('GIVEN an open bank or banco switched off THEN the maximum stake and banco are refused', () => {
    const { world } = table({ openBank: true, bancoAllowed: false });
    takeBank(world, 'Bea', 300);
    expect((world.table(C).gameState as BanqueTableState).maxStake).toBeNull();
    world.refused(act('Bea', { kind: 'max-stake', amount: 100 }), 'banque/open-bank');
    world.refused(act('Rita', { kind: 'banco', side: 'right' }), 'banque/banco-off');
    // No maximum: only the bank's cover limits a stake.
    world.ok(stake('Eve', 'right', 300));
    world.refused(stake('Eve', 'left', 301), 'banque/stake-above-bank');
  });

  it('GIVEN a coup waiting for a decision WHEN anyone acts out of turn THEN each is refused', () => {
    const { world, stack } = table();
    takeBank(world, 'Bea', 1000);
    world.ok(stake('Rita', 'right', 50));
    world.ok(stake('Lars', 'left', 50));
    const round = world.table(C).round;
    // R 2C 3D = 5 (free), L KC 6D = 6 (stand), B 3S 4H = 7.
    stack(['2C', 'KC', '3S', '3D', '6D', '4H', 'AS', '2H']);
    world.ok({ type: 'deal', channelId: C, userId: 'Bea' });
    const { step } = world.table(C).coup!.decision;
    world.refused(
      { type: 'decide', channelId: C, userId: 'Lars', choice: 'stand', step },
      'decision/not-yours',
    );
    world.refused(
      { type: 'decide', channelId: C, userId: 'Bea', choice: 'stand', step },
      'decision/not-yours',
    );
    world.refused(
      { type: 'decide', channelId: C, userId: 'Rita', choice: 'stand', step: step + 1 },
      'decision/stale',
    );
    world.refused(
      { type: 'decide', channelId: C, userId: 'Rita', choice: 'hit', step },
      'decision/invalid-choice',
    );
    world.refused({ type: 'decision-timeout', channelId: C, step }, 'decision/not-due');
    world.refused(stake('Eve', 'right', 20), 'round/coup-in-play');
    world.refused(act('Bea', { kind: 'retire' }), 'banque/in-play');
    world.refused(act('Bea', { kind: 'max-stake', amount: 100 }), 'round/coup-in-play');
    world.refused(act('Rita', { kind: 'leave' }), 'banque/in-play');
    world.refused(act('Rita', { kind: 'withdraw' }), 'round/coup-in-play');
    world.refused({ type: 'deal', channelId: C, userId: 'Bea' }, 'round/coup-in-play');
    world.ok({ type: 'decide', channelId: C, userId: 'Rita', choice: 'stand', step });
    // Lars at 6 is offered Stand only.
    const left = world.table(C).coup!.decision;
    world.refused(
      { type: 'decide', channelId: C, userId: 'Lars', choice: 'draw', step: left.step },
      'decision/invalid-choice',
    );
    world.ok({ type: 'decide', channelId: C, userId: 'Lars', choice: 'stand', step: left.step });
    const banker = world.table(C).coup!.decision;
    world.ok({ type: 'decide', channelId: C, userId: 'Bea', choice: 'stand', step: banker.step });
    // A button drawn for the settled round is stale.
    world.refused({ type: 'decide', channelId: C, round, userId: 'Bea', choice: 'stand' }, 'round/stale');
    // A punter who is not a card-holder may leave between coups; the banker is not in a queue.
    world.ok(act('Rolf', { kind: 'leave' }));
    world.refused(act('Bea', { kind: 'leave' }), 'banque/not-seated');
  });

  it('GIVEN bad banque settings THEN each is refused', () => {
    const { world } = table();
    for (const [changes, code] of [
      [{ bankMin: 500, bankMax: 300 }, 'settings/invalid-bank'],
      [{ commissionBp: 501 }, 'settings/invalid-bank'],
      [{ tenure: 'forever' }, 'settings/invalid-bank'],
      [{ openBank: 'yes' }, 'settings/invalid-switch'],
      [{ auctionSeconds: 2 }, 'settings/invalid-auction-time'],
      [{ decks: 8 }, 'settings/invalid-decks'],
    ] as const)
      world.refused({ type: 'configure-table', channelId: C, changes }, code);
  });
});

describe('taking back and changing stakes', () => {
  it('GIVEN stakes asked for WHEN one is replaced, one withdrawn and the maximum lowered THEN exactly those chips come home', () => {
    const { world } = table();
    takeBank(world, 'Bea', 1000);
    world.ok(stake('Eve', 'right', 100));
    world.ok(stake('Eve', 'right', 60));
    world.ok(stake('Eve', 'centre', 40));
    world.ok(stake('Rita', 'right', 90));
    world.ok(act('Rolf', { kind: 'banco', side: 'left' }));
    expect(world.balance('Eve')).toBe(START - 10_000);
    expect(world.balance('Rolf')).toBe(0);
    const withdrawn = world.ok(act('Eve', { kind: 'withdraw', position: 'centre' }));
    expect(withdrawn.events).toEqual([
      {
        type: 'banque-stake-refunded',
        userId: 'Eve',
        position: 'centre',
        kind: 'stake',
        cents: 4_000,
        reason: 'withdrawn',
      },
    ]);
    const lowered = world.ok(act('Bea', { kind: 'max-stake', amount: 80 }));
    expect(lowered.events).toContainEqual({
      type: 'banque-stake-refunded',
      userId: 'Rita',
      position: 'right',
      kind: 'stake',
      cents: 9_000,
      reason: 'max-stake',
    });
    // Leaving the queue takes his banco home (a banco needs a seat).
    world.ok(act('Rolf', { kind: 'leave' }));
    expect([world.balance('Eve'), world.balance('Rita'), world.balance('Rolf')]).toEqual([
      START - 6_000,
      START,
      START,
    ]);
    expect((world.table(C).gameState as BanqueTableState).requests).toEqual([
      { userId: 'Eve', position: 'right', amount: 60 },
    ]);
    world.expectBooksBalance();
  });
});
