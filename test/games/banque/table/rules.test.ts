/**
 * Banque's table rules beyond the worked coups (banque.test.ts): the auction, the cover cap with
 * its refunds named to their owners, banco, the centre matrix in all nine result pairs with odd and
 * even stakes, a tableau nobody holds, the bank ending every way (broken, the shoe, an absent
 * banker, idle, the table closed or switched), and the deck counts banque deals from. The natural
 * 8 against a three-card 9 is B3 there; the banker's default cell by cell is the engine's
 * (test/games/banque/rules/coup.test.ts, "cell by cell over 8 totals × 11 views"), which the table only relays.
 */
import { describe, expect, it } from 'vitest';
import type { BanqueRoundCoup, BanqueTableState } from '../../../../src/games/banque/table/index.js';
import type { TableEvent } from '../../../../src/table/events.js';
import { T0, World } from '../../../table/support/world.js';
import { banqueAction as act, BANQUE_LIMITS, stackedBanqueTable, takeBank } from './stacked-banque.js';

const C = 'c1';
const START = 100_000;
const stateOf = (world: World) => world.table(C).gameState as BanqueTableState;
const stake = (who: string, position: string, amount: number) =>
  act(who, { kind: 'stake', position, amount });
const deal = (userId: string | null = null) => ({ type: 'deal' as const, channelId: C, userId });
const ofType = <T extends TableEvent['type']>(events: readonly TableEvent[], type: T) =>
  events.filter((e): e is Extract<TableEvent, { type: T }> => e.type === type);

/** Plays out whatever the coup waits for with each decision's default, by timeout. */
const playOut = (world: World) => {
  while (world.table(C).coup) {
    const { step, deadline } = world.table(C).coup!.decision;
    world.now = Math.max(world.now, deadline);
    world.ok({ type: 'decision-timeout', channelId: C, step });
  }
};

describe('the auction for the bank', () => {
  it('GIVEN three bids WHEN the deadline passes THEN the highest takes the bank, the earliest of equals first, and the others go home named', () => {
    const { world } = stackedBanqueTable({ right: ['Ann'], left: [] });
    world.ok(act('Ann', { kind: 'bid', amount: 500 }));
    const deadline = world.table(C).dealAt!;
    expect(deadline).toBe(T0 + 30_000);
    world.ok(act('Ben', { kind: 'bid', amount: 700 }));
    world.ok(act('Cat', { kind: 'bid', amount: 700 }));
    expect(world.balance('Ann')).toBe(START - 50_000);
    expect(world.table(C).escrowCents).toBe(190_000);
    world.expectBooksBalance();
    // Nobody but the table's timer resolves it, and not before its deadline.
    world.refused(deal('Ben'), 'banque/no-bank');
    world.now = deadline - 1;
    world.refused(deal(), 'decision/not-due');
    world.now = deadline;
    const taken = world.ok(deal());
    expect(ofType(taken.events, 'banque-bank-taken')[0]).toMatchObject({
      banker: 'Ben',
      bankCents: 70_000,
      maxStake: 1000,
    });
    expect(ofType(taken.events, 'banque-bid-refunded').map((e) => [e.userId, e.cents, e.reason])).toEqual([
      ['Ann', 50_000, 'outbid'],
      ['Cat', 70_000, 'outbid'],
    ]);
    expect([world.balance('Ann'), world.balance('Ben'), world.balance('Cat')]).toEqual([
      START,
      30_000,
      START,
    ]);
    expect(world.table(C).dealAt).toBeNull();
    world.expectBooksBalance();
  });

  it('GIVEN a bidder who raises THEN his first bid comes back and the raise goes to the back; a seated winner leaves his queue', () => {
    const { world } = stackedBanqueTable({ right: ['Ann'], left: [] });
    world.ok(act('Ben', { kind: 'bid', amount: 300 }));
    world.ok(act('Ann', { kind: 'bid', amount: 400 }));
    world.ok(act('Ben', { kind: 'bid', amount: 400 }));
    expect(world.balance('Ben')).toBe(START - 40_000);
    world.ok(act('Ann', { kind: 'bid', amount: 450 }));
    world.now = world.table(C).dealAt!;
    world.ok(deal());
    expect(stateOf(world)).toMatchObject({ banker: 'Ann', queues: { right: [], left: [] }, auction: null });
    world.refused(act('Cat', { kind: 'bid', amount: 300 }), 'banque/bank-running');
    world.refused(act('Ann', { kind: 'sit', side: 'left' }), 'banque/banker-cannot-play');
    world.refused(stake('Ann', 'right', 10), 'banque/banker-cannot-play');
    world.expectBooksBalance();
  });

  it('GIVEN bids outside the limits or the wallet THEN each is refused and nothing changes', () => {
    const { world } = stackedBanqueTable({ right: [], left: [] }, { bankMax: 900 });
    world.refused(act('Ann', { kind: 'bid', amount: 199 }), 'banque/bid-below-min');
    world.refused(act('Ann', { kind: 'bid', amount: 901 }), 'banque/bid-above-max');
    world.refused(act('Ann', { kind: 'bid', amount: 'lots' }), 'amount/not-whole-chips');
    world.ok({ type: 'configure-table', channelId: C, changes: { bankMax: null } });
    world.refused(act('Ann', { kind: 'bid', amount: 1001 }), 'banque/bid-above-wallet');
    expect(world.table(C).escrowCents).toBe(0);
  });
});

describe('the cover cap and its precedence', () => {
  it('GIVEN stakes beyond a bank of 200 THEN the card-holders come first, the rest in time order, and what the cap refuses goes home named', () => {
    const { world, stack } = stackedBanqueTable({ right: ['Fay', 'Ann'], left: ['Ben'] });
    takeBank(world, 'Bea', 200);
    world.refused(stake('Eve', 'right', 201), 'banque/stake-above-bank');
    world.ok(stake('Cat', 'right', 150));
    world.ok(stake('Ann', 'right', 100));
    world.ok(stake('Ben', 'left', 80));
    world.ok(stake('Dan', 'centre', 30));
    stack(['2C', 'KC', '3S', '3D', '6D', '4H', 'AS', '2H']);
    const dealt = world.ok(deal('Bea'));
    const [cover] = ofType(dealt.events, 'banque-cover');
    // Fay did not stake on her side: she passes la main, and Ann holds the right's cards.
    expect(cover!.cover).toMatchObject({
      queues: { right: ['Ann', 'Fay'], left: ['Ben'] },
      holders: { right: { userId: 'Ann', by: 'card-holder' }, left: { userId: 'Ben', by: 'card-holder' } },
      used: 200,
      stakes: { right: 120, left: 80, centre: 0 },
    });
    expect(
      ofType(dealt.events, 'banque-stake-refunded').map((e) => [e.userId, e.position, e.cents, e.reason]),
    ).toEqual([
      ['Cat', 'right', 13_000, 'trimmed'],
      ['Dan', 'centre', 3_000, 'cover-full'],
    ]);
    expect([world.balance('Cat'), world.balance('Dan')]).toEqual([START - 2_000, START]);
    world.expectBooksBalance();
    playOut(world);
    world.expectBooksBalance();
  });

  it('GIVEN two banco calls and a stake THEN the first in priority holds the cards, the rest goes home, and his coup leaves the queue as it was, as does the other card-holder who sat it out', () => {
    const { world, stack } = stackedBanqueTable({ right: ['Ann', 'Cal'], left: ['Ben', 'Dee'] });
    takeBank(world, 'Bea', 300);
    world.ok(stake('Ann', 'right', 50));
    world.ok(act('Dee', { kind: 'banco', side: 'left' }));
    world.ok(act('Cal', { kind: 'banco', side: 'left' }));
    expect(world.balance('Cal')).toBe(START - 30_000);
    // A banker natural 9: both tableaux lose at once.
    stack(['2C', '3D', '9S', '2D', '3C', 'KH']);
    const dealt = world.ok(deal());
    const [cover] = ofType(dealt.events, 'banque-cover');
    // The banco sent Ann's whole stake home: she sits the coup out, the rule plays the right.
    expect(cover!.cover.holders).toEqual({ right: null, left: { userId: 'Cal', by: 'banco' } });
    expect(cover!.cover.sittingOut).toEqual({ right: 'Ann', left: null });
    expect(ofType(dealt.events, 'banque-stake-refunded').map((e) => [e.userId, e.kind, e.reason])).toEqual([
      ['Ann', 'stake', 'banco-called'],
      ['Dee', 'banco', 'banco-behind'],
    ]);
    expect(world.table(C).coup).toBeNull();
    const round = world.rounds.at(-1)!;
    expect((round.coup as BanqueRoundCoup).coup.bankerNatural).toBe(true);
    expect(Object.fromEntries(round.results.map((r) => [r.userId, r.netCents]))).toEqual({
      Bea: 30_000,
      Cal: -30_000,
    });
    expect(round.houseTakeCents).toBe(600);
    // The banco caller's left keeps its queue; the right's card-holder sat the coup out (her stake
    // went home for the banco), so she keeps the cards although the right lost.
    expect(stateOf(world)).toMatchObject({
      bankCents: 59_400,
      queues: { right: ['Ann', 'Cal'], left: ['Ben', 'Dee'] },
    });
    world.expectBooksBalance();
  });
});

/** The centre matrix (docs/banque.md, "The bank") from the owner's side, for a stake S with h = ⌊S/2⌋: wallet change and what stays frozen. */
const MATRIX: Record<string, (S: number, h: number) => { wallet: number; frozen: number; bankNet: number }> =
  {
    'win,win': (S) => ({ wallet: S, frozen: 0, bankNet: -S }),
    'win,lose': (S) => ({ wallet: -S, frozen: S, bankNet: 0 }),
    'win,tie': (S, h) => ({ wallet: -S + 2 * h, frozen: S - h, bankNet: -h }),
    'lose,win': (S) => ({ wallet: -S, frozen: S, bankNet: 0 }),
    'lose,lose': (S) => ({ wallet: -S, frozen: 0, bankNet: S }),
    'lose,tie': (S, h) => ({ wallet: -S, frozen: S - h, bankNet: h }),
    'tie,win': (S, h) => ({ wallet: -S + 2 * h, frozen: S - h, bankNet: -h }),
    'tie,lose': (S, h) => ({ wallet: -S, frozen: S - h, bankNet: h }),
    'tie,tie': () => ({ wallet: 0, frozen: 0, bankNet: 0 }),
  };

/** Two-card hands against a banker natural 8: a natural 9 wins, a natural 8 ties, a 5 loses. */
const HAND = { win: ['9C', 'KD'], tie: ['8C', 'KC'], lose: ['2C', '3D'] } as const;

describe('the centre matrix through the table', () => {
  const cases = Object.keys(MATRIX).flatMap((pair) => [45, 60].map((S) => [pair, S] as const));
  it.each(cases)(
    'GIVEN a centre stake when the tableaux go %s with S = %i THEN the owner, the frozen item and the bank move as the matrix says',
    (pair, S) => {
      const [r, l] = pair.split(',') as ('win' | 'lose' | 'tie')[];
      const { world, stack } = stackedBanqueTable({ right: [], left: [] }, { commissionBp: 0 });
      takeBank(world, 'Bea', 1000);
      world.ok(stake('Cleo', 'centre', S));
      const right = HAND[r!];
      const left = HAND[l!];
      stack([right[0], left[0], '4S', right[1], left[1], '4H']);
      world.ok(deal('Cleo'));
      const round = world.rounds.at(-1)!;
      expect((round.coup as BanqueRoundCoup).coup.results).toEqual({ right: r, left: l });
      expect(round.commissionBp).toBe(0);
      const want = MATRIX[pair]!(S, Math.floor(S / 2));
      expect(world.balance('Cleo')! - START).toBe(want.wallet * 100);
      expect(stateOf(world).frozen).toEqual(
        want.frozen ? [{ owner: 'Cleo', amount: want.frozen, frozen: true }] : [],
      );
      expect(stateOf(world).bankCents).toBe(100_000 + want.bankNet * 100);
      expect(world.table(C).escrowCents).toBe(stateOf(world).bankCents + want.frozen * 100);
      world.expectBooksBalance();
    },
  );
});

describe('who decides', () => {
  it('GIVEN a stake on a tableau nobody sits at THEN the bot plays it by the rule (drawing at 5) and only the banker is asked', () => {
    const { world, stack } = stackedBanqueTable({ right: [], left: [] });
    takeBank(world, 'Bea', 1000);
    world.ok(stake('Eve', 'right', 50));
    stack(['2C', 'KC', '3S', '3D', '6D', '4H', 'AS']);
    world.ok(deal('Eve'));
    const pending = world.table(C).coup!;
    expect([pending.decision.userId, pending.decision.choices]).toEqual(['Bea', ['draw', 'stand']]);
    expect((pending.state as { decisions: unknown[] }).decisions).toEqual([
      expect.objectContaining({ hand: 'right', total: 5, action: 'draw', by: 'default' }),
      expect.objectContaining({ hand: 'left', total: 6, action: 'stand', by: 'rule' }),
    ]);
    world.refused({ type: 'decide', channelId: C, userId: 'Eve', choice: 'stand' }, 'decision/not-yours');
    world.ok({ type: 'decide', channelId: C, userId: 'Bea', choice: 'stand' });
    expect(world.table(C).coup).toBeNull();
    world.expectBooksBalance();
  });
});

describe('the bank ends', () => {
  it('GIVEN a frozen centre item that leaves the bank covering under the table minimum THEN the bank is broken: the item and the bank go home and the auction reopens', () => {
    const { world, stack } = stackedBanqueTable({ right: [], left: [] });
    takeBank(world, 'Bea', 200);
    world.ok(stake('Cleo', 'centre', 195));
    stack(['9C', '2C', '4S', 'KD', '3D', '4H']);
    const settled = world.ok(deal('Cleo'));
    expect(ofType(settled.events, 'banque-bank-ended')).toEqual([
      {
        type: 'banque-bank-ended',
        banker: 'Bea',
        cents: 20_000,
        reason: 'broken',
        frozenReturned: [{ owner: 'Cleo', cents: 19_500 }],
      },
    ]);
    expect([world.balance('Bea'), world.balance('Cleo'), world.table(C).escrowCents]).toEqual([
      START,
      START,
      0,
    ]);
    expect(stateOf(world)).toMatchObject({ banker: null, auction: { bids: [], deadline: null }, frozen: [] });
    world.refused(act('Cleo', { kind: 'banco', side: 'right' }), 'banque/no-bank');
    world.expectBooksBalance();
  });

  it('GIVEN a banker who lets two decisions in a row time out THEN his bank ends after the second coup', () => {
    const { world, stack } = stackedBanqueTable({ right: [], left: [] });
    takeBank(world, 'Bea', 1000);
    for (const coup of [1, 2]) {
      world.ok(stake('Eve', 'right', 50));
      stack(['2C', 'KC', '3S', '3D', '6D', '4H', 'AS', '2H']);
      const dealt = world.ok(deal('Eve'));
      expect(dealt.events.some((e) => e.type === 'decision-pending')).toBe(true);
      playOut(world);
      expect(stateOf(world).banker).toBe(coup === 1 ? 'Bea' : null);
    }
    const ended = world.rounds.length;
    expect(ended).toBe(2);
    expect(world.table(C).escrowCents).toBe(0);
    world.expectBooksBalance();
  });

  it('GIVEN tenure shoe WHEN a new shoe starts THEN the bank ends with it; with tenure session it carries on', () => {
    for (const tenure of ['shoe', 'session'] as const) {
      const { world } = stackedBanqueTable({ right: [], left: [] }, { tenure });
      takeBank(world, 'Bea', 500);
      world.ok(stake('Eve', 'left', 40));
      const started = world.ok({ type: 'new-shoe', channelId: C });
      if (tenure === 'shoe') {
        expect(ofType(started.events, 'banque-bank-ended')[0]).toMatchObject({
          reason: 'shoe-ended',
          cents: 50_000,
        });
        expect(ofType(started.events, 'banque-stake-refunded')[0]).toMatchObject({
          userId: 'Eve',
          reason: 'bank-ended',
        });
        expect([world.balance('Bea'), world.balance('Eve'), world.table(C).escrowCents]).toEqual([
          START,
          START,
          0,
        ]);
      } else {
        expect(stateOf(world)).toMatchObject({ banker: 'Bea', bankCents: 50_000 });
      }
      world.expectBooksBalance();
    }
  });

  it('GIVEN a bank with a frozen item and stakes asked for WHEN the table closes, or switches game THEN everything goes home', () => {
    for (const changes of [{ open: false }, { game: 'punto-banco' }]) {
      const { world, stack } = stackedBanqueTable({ right: [], left: [] });
      takeBank(world, 'Bea', 1000);
      world.ok(stake('Cleo', 'centre', 60));
      stack(['9C', '2C', '4S', 'KD', '3D', '4H']);
      world.ok(deal('Cleo'));
      world.ok(stake('Eve', 'right', 40));
      const closed = world.ok({ type: 'configure-table', channelId: C, changes });
      expect(ofType(closed.events, 'banque-bank-ended')[0]).toMatchObject({
        reason: 'table-closed',
        frozenReturned: [{ owner: 'Cleo', cents: 6_000 }],
      });
      expect([world.balance('Cleo'), world.balance('Eve'), world.table(C).escrowCents]).toEqual([
        START,
        START,
        0,
      ]);
      expect(world.table(C).gameState === null).toBe('game' in changes);
      world.expectBooksBalance();
    }
  });

  it('GIVEN the banker retiring mid-coup THEN he is refused; between coups he retires', () => {
    const { world, stack } = stackedBanqueTable({ right: ['Rita'], left: [] });
    takeBank(world, 'Bea', 1000);
    world.ok(stake('Rita', 'right', 50));
    stack(['2C', 'KC', '3S', '3D', '6D', '4H', 'AS', '2H']);
    world.ok(deal('Rita'));
    world.refused(act('Bea', { kind: 'retire' }), 'banque/in-play');
    world.refused(act('Rita', { kind: 'leave' }), 'banque/in-play');
    playOut(world);
    world.ok(act('Bea', { kind: 'retire' }));
    expect(world.table(C).escrowCents).toBe(0);
    world.expectBooksBalance();
  });
});

describe('the deck counts banque deals from', () => {
  it('GIVEN an 8-deck table WHEN it turns to banque THEN it takes 6 decks; 3 is allowed and 8 refused naming 6 and 3', () => {
    const world = new World();
    world.ok({ type: 'configure-table', channelId: C, changes: { game: 'banque', limits: BANQUE_LIMITS } });
    expect(world.table(C).shoe.spec.decks).toBe(6);
    expect(world.run({ type: 'configure-table', channelId: C, changes: { decks: 8 } })).toMatchObject({
      ok: false,
      code: 'settings/invalid-decks',
      context: { decks: [6, 3] },
    });
    world.ok({ type: 'configure-table', channelId: C, changes: { decks: 3 } });
    expect(world.table(C).shoe.spec.decks).toBe(3);
    world.ok({ type: 'configure-table', channelId: C, changes: { game: 'punto-banco' } });
    expect(world.table(C).shoe.spec.decks).toBe(8);
  });
});
