/**
 * Banque's bank rule by rule: the auction and the maximum stake, card-holders and la main passed,
 * the cap with frozen items first and the card-holders' precedence, banco with its priority and
 * what it voids, settlement with the commission on the banker's net (Art. 62's three cases), the
 * cards passing, the bank broken and ended. Then property walks over real shoes: money conserved
 * every coup, the bank never overdrawn and always above its frozen items, refunds and acceptances
 * adding up to what was asked, and every frozen item going home exactly once when the bank ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents, centsOf, chips } from '../../../../src/engine/money.js';
import { buildShoe, isShoeOver } from '../../../../src/engine/shoe.js';
import {
  auctionWinner,
  type BancoCall,
  type BanqueBetting,
  type BanqueQueues,
  type BanqueRequest,
  bancoAmount,
  bidProblem,
  closeBanqueBetting,
  endBank,
  isBankBroken,
  maxStakeProblem,
  passCards,
  settleBanqueCoup,
} from '../../../../src/games/banque/rules/bank.js';
import type { CentreItem } from '../../../../src/games/banque/rules/centre.js';
import { begin, decide } from '../../../../src/games/banque/rules/coup.js';

const stake = (userId: string, position: 'right' | 'left' | 'centre', amount: number): BanqueRequest => ({
  userId,
  position,
  amount: chips(amount),
});
const frozenItem = (owner: string, amount: number): CentreItem => ({
  owner,
  amount: chips(amount),
  frozen: true,
});

const betting = (over: Partial<BanqueBetting>): BanqueBetting => ({
  bankCents: cents(100_000),
  tableMin: chips(10),
  maxStake: chips(200),
  queues: { right: ['Rita', 'Rolf'], left: ['Lars', 'Lea'] },
  frozen: [],
  requests: [],
  bancos: [],
  ...over,
});
const taken = (cover: ReturnType<typeof closeBanqueBetting>) =>
  cover.acceptances.map((a) => [a.userId, a.kind, a.position, a.accepted, a.refunded, a.reason]);

describe('the auction and the maximum stake', () => {
  it('GIVEN bids THEN the highest takes the bank and equal bids go to the earliest; no bid, no bank', () => {
    const bids = [
      { userId: 'Ana', amount: chips(500) },
      { userId: 'Bea', amount: chips(1_000) },
      { userId: 'Cleo', amount: chips(1_000) },
      { userId: 'Dino', amount: chips(900) },
    ];
    expect(auctionWinner(bids)).toEqual({ userId: 'Bea', amount: 1_000 });
    expect(auctionWinner([])).toBeNull();
  });

  it('GIVEN a bid below the bank minimum, above its maximum or above the wallet THEN each is named', () => {
    const limits = { bankMin: chips(200), bankMax: chips(5_000) };
    expect(bidProblem(chips(199), limits, cents(1_000_000))).toBe('bank/below-min');
    expect(bidProblem(chips(5_001), limits, cents(1_000_000))).toBe('bank/above-max');
    expect(bidProblem(chips(1_000), limits, cents(99_999))).toBe('bank/above-wallet');
    expect(bidProblem(chips(1_000), { bankMin: chips(200), bankMax: null }, cents(100_000))).toBeUndefined();
  });

  it('GIVEN a maximum stake THEN it lies within the table’s limits, and an open bank has none', () => {
    const limits = { tableMin: chips(10), tableMax: chips(1_000), openBank: false };
    expect(maxStakeProblem(chips(200), limits)).toBeUndefined();
    expect(maxStakeProblem(chips(9), limits)).toBe('bet/below-min');
    expect(maxStakeProblem(chips(1_001), limits)).toBe('bet/above-max');
    expect(maxStakeProblem(chips(200), { ...limits, openBank: true })).toBe('banque/open-bank');
  });
});

describe('card-holders', () => {
  it('GIVEN punters ahead of the first who staked on his own side THEN they pass la main to the back, in order', () => {
    const cover = closeBanqueBetting(
      betting({
        queues: { right: ['Ann', 'Bob', 'Cid', 'Dan'], left: ['Lars'] },
        // Ann stakes on the left only, which does not make her the right's card-holder.
        requests: [stake('Ann', 'left', 20), stake('Cid', 'right', 30), stake('Bob', 'centre', 10)],
      }),
    );
    expect(cover.queues.right).toEqual(['Cid', 'Dan', 'Ann', 'Bob']);
    expect(cover.holders.right).toEqual({ userId: 'Cid', by: 'card-holder' });
  });

  it('GIVEN a queue where nobody staked on its side THEN it has no card-holder and stays as it was', () => {
    const cover = closeBanqueBetting(
      betting({ requests: [stake('Rita', 'right', 50), stake('Eve', 'left', 50)] }),
    );
    expect(cover.holders).toEqual({ right: { userId: 'Rita', by: 'card-holder' }, left: null });
    expect(cover.queues.left).toEqual(['Lars', 'Lea']);
  });
});

describe('the cap and the order of acceptance', () => {
  it('GIVEN more asked than the bank covers THEN frozen items count first, then the card-holders, then the rest by time', () => {
    const cover = closeBanqueBetting(
      betting({
        bankCents: cents(30_099),
        frozen: [frozenItem('Dino', 45)],
        requests: [
          stake('Eve', 'right', 200),
          stake('Cleo', 'centre', 50),
          stake('Lea', 'left', 15),
          stake('Lars', 'left', 100),
          stake('Rita', 'right', 80),
        ],
      }),
    );
    // Cap 300: Dino 45, Rita 80, Lars 100, then Eve 75 of 200; Cleo's 50 and Lea's 15 find nothing left.
    expect(taken(cover)).toEqual([
      ['Eve', 'stake', 'right', 75, 125, 'trimmed'],
      ['Cleo', 'stake', 'centre', 0, 50, 'cover-full'],
      ['Lea', 'stake', 'left', 0, 15, 'cover-full'],
      ['Lars', 'stake', 'left', 100, 0, 'accepted'],
      ['Rita', 'stake', 'right', 80, 0, 'accepted'],
    ]);
    expect(cover.used).toBe(300);
    expect(cover.stakes).toEqual({ right: 155, left: 100, centre: 45 });
    expect(cover.centre).toEqual([frozenItem('Dino', 45)]);
  });

  it('GIVEN a remainder under the table minimum THEN the stake is refunded whole, and a later smaller one may still fit', () => {
    const cover = closeBanqueBetting(
      betting({
        bankCents: cents(10_000),
        requests: [stake('Rita', 'right', 95), stake('Eve', 'left', 50), stake('Cleo', 'centre', 10)],
      }),
    );
    expect(taken(cover).map(([who, , , accepted, refunded]) => [who, accepted, refunded])).toEqual([
      ['Rita', 95, 0],
      ['Eve', 0, 50],
      ['Cleo', 0, 10],
    ]);
  });

  it('GIVEN a card-holder whose own stake the cap refuses whole THEN he sits the coup out and keeps the cards; one it only trims still holds them', () => {
    // Cap 120: Dino's frozen 45 first, then Rita's right stake trimmed to 75; Lars's left stake
    // finds nothing left and goes home whole.
    const cover = closeBanqueBetting(
      betting({
        bankCents: cents(12_000),
        frozen: [frozenItem('Dino', 45)],
        requests: [stake('Rita', 'right', 100), stake('Lars', 'left', 50), stake('Lars', 'centre', 10)],
      }),
    );
    expect(taken(cover)).toEqual([
      ['Rita', 'stake', 'right', 75, 25, 'trimmed'],
      ['Lars', 'stake', 'left', 0, 50, 'cover-full'],
      ['Lars', 'stake', 'centre', 0, 10, 'cover-full'],
    ]);
    expect(cover.holders).toEqual({ right: { userId: 'Rita', by: 'card-holder' }, left: null });
    expect(cover.sittingOut).toEqual({ right: null, left: 'Lars' });
    // Both tableaux lose: Rita played hers and passes the cards, Lars sat out and keeps them.
    expect(passCards(cover.queues, cover.holders, { right: 'lose', left: 'lose' })).toEqual({
      right: ['Rolf', 'Rita'],
      left: ['Lars', 'Lea'],
    });
  });

  it('GIVEN only frozen items THEN the coup is dealt; with nothing at all it is idle', () => {
    expect(closeBanqueBetting(betting({ frozen: [frozenItem('Dino', 12)] })).idle).toBe(false);
    expect(closeBanqueBetting(betting({})).idle).toBe(true);
  });

  it('GIVEN a stake outside the limits, two on one position, a banco of the wrong amount or a punter in both queues THEN it is a programming error', () => {
    expect(() => closeBanqueBetting(betting({ requests: [stake('Eve', 'right', 9)] }))).toThrow(RangeError);
    expect(() => closeBanqueBetting(betting({ requests: [stake('Eve', 'right', 201)] }))).toThrow(RangeError);
    expect(() =>
      closeBanqueBetting(betting({ requests: [stake('Eve', 'right', 20), stake('Eve', 'right', 30)] })),
    ).toThrow(RangeError);
    expect(() =>
      closeBanqueBetting(betting({ bancos: [{ userId: 'Rolf', side: 'right', amount: chips(999) }] })),
    ).toThrow(RangeError);
    expect(() =>
      closeBanqueBetting(betting({ queues: { right: ['Rita'], left: ['Lars', 'Rita'] } })),
    ).toThrow(/sits twice/);
  });

  it('GIVEN an open bank THEN no maximum applies', () => {
    const cover = closeBanqueBetting(betting({ maxStake: null, requests: [stake('Rita', 'right', 900)] }));
    expect(cover.used).toBe(900);
  });
});

describe('banco', () => {
  const call = (userId: string, side: 'right' | 'left', frozen: readonly CentreItem[] = []): BancoCall => ({
    userId,
    side,
    amount: bancoAmount(cents(100_050), frozen),
  });

  it('GIVEN several callers THEN the right card-holder comes first, then the left, then the right queue and the left queue front to back', () => {
    const queues = { right: ['Rita', 'Rolf', 'Rudi'], left: ['Lars', 'Lea'] };
    const requests = [stake('Rita', 'right', 50), stake('Lars', 'left', 50)];
    const winner = (...calls: BancoCall[]) =>
      closeBanqueBetting(betting({ bankCents: cents(100_050), queues, requests, bancos: calls })).holders;
    expect(winner(call('Lea', 'left'), call('Lars', 'left'), call('Rita', 'right')).right).toEqual({
      userId: 'Rita',
      by: 'banco',
    });
    expect(winner(call('Lea', 'right'), call('Rudi', 'left'), call('Lars', 'left')).left).toEqual({
      userId: 'Lars',
      by: 'banco',
    });
    expect(winner(call('Lea', 'right'), call('Rudi', 'left'), call('Rolf', 'left')).left).toEqual({
      userId: 'Rolf',
      by: 'banco',
    });
    expect(winner(call('Lea', 'right'), call('Rudi', 'left')).left).toEqual({ userId: 'Rudi', by: 'banco' });
  });

  it('GIVEN a banco THEN it takes the bank less the frozen items, every other stake goes home, the caller holds the cards while the card-holder keeps his place, and the other card-holder sits out and keeps his', () => {
    const frozen = [frozenItem('Dino', 50)];
    const cover = closeBanqueBetting(
      betting({
        bankCents: cents(100_050),
        frozen,
        requests: [stake('Rita', 'right', 100), stake('Lars', 'left', 80), stake('Rolf', 'centre', 20)],
        bancos: [call('Rolf', 'right', frozen)],
      }),
    );
    expect(taken(cover)).toEqual([
      ['Rita', 'stake', 'right', 0, 100, 'banco-called'],
      ['Lars', 'stake', 'left', 0, 80, 'banco-called'],
      ['Rolf', 'stake', 'centre', 0, 20, 'banco-called'],
      ['Rolf', 'banco', 'right', 950, 0, 'accepted'],
    ]);
    expect(cover.used).toBe(1_000);
    expect(cover.stakes).toEqual({ right: 950, left: 0, centre: 50 });
    // Lars's whole stake went home for the banco on the right: he sits the coup out.
    expect(cover.holders).toEqual({ right: { userId: 'Rolf', by: 'banco' }, left: null });
    expect(cover.sittingOut).toEqual({ right: null, left: 'Lars' });
    expect(cover.queues.right).toEqual(['Rita', 'Rolf']);
    // The right lost with Rolf holding by banco: the queue stays; the left lost with Lars sitting
    // out: he keeps the cards.
    expect(passCards(cover.queues, cover.holders, { right: 'lose', left: 'lose' })).toEqual({
      right: ['Rita', 'Rolf'],
      left: ['Lars', 'Lea'],
    });
  });

  it('GIVEN a card-holder calling the other side, an unseated caller, or too little bank left THEN the banco is void and stakes are taken as usual', () => {
    const requests = [stake('Rita', 'right', 100)];
    const cover = closeBanqueBetting(
      betting({
        bankCents: cents(100_050),
        requests,
        bancos: [call('Rita', 'left'), call('Eve', 'right')],
      }),
    );
    expect(taken(cover).slice(1)).toEqual([
      ['Rita', 'banco', 'left', 0, 1_000, 'not-your-side'],
      ['Eve', 'banco', 'right', 0, 1_000, 'not-seated'],
    ]);
    expect(cover.acceptances[0]).toMatchObject({ accepted: 100, reason: 'accepted' });
    const frozen = [frozenItem('Dino', 995)];
    const thin = closeBanqueBetting(
      betting({ bankCents: cents(100_050), frozen, bancos: [call('Rolf', 'right', frozen)] }),
    );
    expect(thin.acceptances[0]).toMatchObject({ offered: 5, accepted: 0, refunded: 5, reason: 'banco-void' });
    expect(thin.holders.right).toBeNull();
  });
});

describe('settlement and commission on the banker’s net', () => {
  const settle = (results: { right: 'win' | 'lose' | 'tie'; left: 'win' | 'lose' | 'tie' }, bp = 125) =>
    settleBanqueCoup({
      bankCents: cents(100_000),
      stakes: [
        { userId: 'Rita', side: 'right', accepted: chips(100) },
        { userId: 'Lars', side: 'left', accepted: chips(60) },
      ],
      centre: [],
      results,
      commissionBp: bp,
    });

  it('GIVEN the banker wins both tableaux THEN the commission falls on all the stakes', () => {
    expect(settle({ right: 'lose', left: 'lose' })).toMatchObject({
      bankerNetCents: 16_000,
      commissionCents: 200,
    });
  });
  it('GIVEN he wins one and loses the other THEN it falls on the difference, or nothing when he is down', () => {
    expect(settle({ right: 'lose', left: 'win' })).toMatchObject({
      bankerNetCents: 4_000,
      commissionCents: 50,
    });
    expect(settle({ right: 'win', left: 'lose' })).toMatchObject({
      bankerNetCents: -4_000,
      commissionCents: 0,
    });
  });
  it('GIVEN he wins one and ties the other THEN it falls on the winning tableau’s stakes; half a cent rounds up', () => {
    const s = settle({ right: 'tie', left: 'lose' });
    expect(s).toMatchObject({ bankerNetCents: 6_000, commissionCents: 75, bankAfterCents: 105_925 });
    expect(s.returns).toEqual([
      { userId: 'Rita', side: 'right', cents: 10_000 },
      { userId: 'Lars', side: 'left', cents: 0 },
    ]);
    // 2 % of 1 chip is 2 cents; 1.25 % of 1 chip is 1.25, rounded to 1; of 2 chips 2.5, rounded up to 3.
    const one = (amount: number, bp: number) =>
      settleBanqueCoup({
        bankCents: cents(10_000),
        stakes: [{ userId: 'Eve', side: 'left', accepted: chips(amount) }],
        centre: [],
        results: { right: 'tie', left: 'lose' },
        commissionBp: bp,
      }).commissionCents;
    expect([one(1, 200), one(1, 125), one(2, 125), one(7, 0)]).toEqual([2, 1, 3, 0]);
  });
  it('GIVEN stakes above what the bank covers THEN settling refuses', () => {
    expect(() =>
      settleBanqueCoup({
        bankCents: cents(5_099),
        stakes: [{ userId: 'Eve', side: 'left', accepted: chips(40) }],
        centre: [frozenItem('Dino', 11)],
        results: { right: 'win', left: 'win' },
        commissionBp: 200,
      }),
    ).toThrow(RangeError);
  });
});

describe('after the coup', () => {
  const holders = {
    right: { userId: 'Rita', by: 'card-holder' as const },
    left: { userId: 'Lars', by: 'card-holder' as const },
  };
  it('GIVEN a loss THEN the card-holder goes to the back; a win or a tie keeps the cards; a queue of one stays', () => {
    const queues = { right: ['Rita', 'Rolf', 'Rudi'], left: ['Lars'] };
    expect(passCards(queues, holders, { right: 'lose', left: 'lose' })).toEqual({
      right: ['Rolf', 'Rudi', 'Rita'],
      left: ['Lars'],
    });
    expect(passCards(queues, holders, { right: 'win', left: 'tie' })).toEqual(queues);
    expect(passCards(queues, { right: null, left: null }, { right: 'lose', left: 'lose' })).toEqual(queues);
  });

  it('GIVEN a bank whose cover beyond its frozen items is under the table minimum THEN it is broken', () => {
    expect(isBankBroken(cents(5_999), [frozenItem('Dino', 50)], chips(10))).toBe(true);
    expect(isBankBroken(cents(6_000), [frozenItem('Dino', 50)], chips(10))).toBe(false);
  });

  it('GIVEN the bank ends THEN its cents go to the banker and each frozen item whole to its owner', () => {
    expect(endBank(cents(77_598), [frozenItem('Dino', 12), frozenItem('Dino', 7)])).toEqual({
      toBankerCents: 77_598,
      returned: [
        { owner: 'Dino', cents: 1_200 },
        { owner: 'Dino', cents: 700 },
      ],
    });
  });
});

// ── Property walks: a whole bank over a real shoe, with random stakes, bancos and decisions ──

const PUNTERS = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'];
const RIGHT_QUEUE = ['p0', 'p1'];
const LEFT_QUEUE = ['p2', 'p3'];

const coupPlan = fc.record({
  requests: fc.uniqueArray(
    fc.record({
      who: fc.constantFrom(...PUNTERS),
      position: fc.constantFrom('right' as const, 'left' as const, 'centre' as const),
      amount: fc.integer({ min: 10, max: 120 }),
    }),
    { selector: (r) => `${r.who}/${r.position}`, maxLength: 8 },
  ),
  banco: fc.option(
    fc.record({ who: fc.constantFrom(...PUNTERS), side: fc.constantFrom('right' as const, 'left' as const) }),
    {
      freq: 6,
    },
  ),
  answers: fc.array(fc.constantFrom('draw' as const, 'stand' as const, 'timeout' as const), {
    minLength: 3,
    maxLength: 3,
  }),
});

describe('properties over whole banks', () => {
  it('GIVEN random stakes, bancos, choices and timeouts over a real shoe THEN every coup conserves money, the bank stays above its frozen items, and the frozen items go home once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 200, max: 3_000 }),
        fc.constantFrom(0, 125, 200, 500),
        fc.array(coupPlan, { minLength: 1, maxLength: 40 }),
        (shoeNumber, bankChips, commissionBp, plans) => {
          const shoe = buildShoe({
            serverSeed: 'ab'.repeat(32),
            clientSeed: 'banque:walk',
            shoeNumber,
            decks: 6,
            cutCardReserve: 16,
          });
          const wallets = new Map<string, number>([
            ['banker', -bankChips * 100],
            ...PUNTERS.map((p) => [p, 0] as const),
          ]);
          const move = (who: string, amount: number) => wallets.set(who, wallets.get(who)! + amount);
          let bank = bankChips * 100;
          let house = 0;
          let onTable = 0;
          let frozen: readonly CentreItem[] = [];
          let queues: BanqueQueues = { right: RIGHT_QUEUE, left: LEFT_QUEUE };
          const total = () => [...wallets.values()].reduce((a, b) => a + b, 0) + bank + house + onTable;
          let at = shoe.firstCoupAt;
          for (const plan of plans) {
            if (isShoeOver(shoe, at) || isBankBroken(cents(bank), frozen, chips(10))) break;
            const requests = plan.requests.map((r) => stake(r.who, r.position, r.amount));
            const bancos: BancoCall[] =
              plan.banco === null
                ? []
                : [
                    {
                      userId: plan.banco.who,
                      side: plan.banco.side,
                      amount: bancoAmount(cents(bank), frozen),
                    },
                  ];
            for (const r of [...requests, ...bancos]) {
              move(r.userId, -centsOf(r.amount));
              onTable += centsOf(r.amount);
            }
            const cover = closeBanqueBetting({
              bankCents: cents(bank),
              tableMin: chips(10),
              maxStake: chips(120),
              queues,
              frozen,
              requests,
              bancos,
            });
            for (const a of cover.acceptances) {
              // Refunds and acceptances add up to what was asked.
              expect(a.accepted + a.refunded).toBe(a.offered);
              move(a.userId, centsOf(a.refunded));
              onTable -= centsOf(a.refunded);
            }
            // No order of acceptance overdraws the bank; card-holders are served first.
            expect(cover.used).toBeLessThanOrEqual(Math.floor(bank / 100));
            for (const side of ['right', 'left'] as const) {
              const holder = cover.holders[side];
              if (
                holder?.by !== 'card-holder' ||
                cover.acceptances.some((a) => a.kind === 'banco' && a.accepted > 0)
              )
                continue;
              const own = cover.acceptances.find((a) => a.userId === holder.userId && a.position === side)!;
              const frozenAndFirst = frozen.reduce((s, i) => s + i.amount, 0) + (side === 'left' ? 120 : 0);
              if (Math.floor(bank / 100) - frozenAndFirst >= own.offered)
                expect(own.accepted).toBe(own.offered);
            }
            queues = cover.queues;
            if (cover.idle) continue;
            let step = begin(shoe.cards, at, cover.stakes);
            let k = 0;
            while (step.kind === 'waiting') {
              const answer = plan.answers[k++ % 3]!;
              const { choices, defaultChoice } = step.decision;
              const choice = answer === 'timeout' || !choices.includes(answer) ? defaultChoice : answer;
              step = decide(shoe.cards, at, step.state, choice, answer === 'timeout' ? 'default' : 'player');
            }
            at += step.cardsUsed;
            const settled = settleBanqueCoup({
              bankCents: cents(bank),
              stakes: cover.acceptances
                .filter((a) => a.accepted > 0 && a.position !== 'centre')
                .map((a) => ({
                  userId: a.userId,
                  side: a.position as 'right' | 'left',
                  accepted: a.accepted,
                })),
              centre: cover.centre,
              results: step.coup.results,
              commissionBp,
            });
            const before = total();
            for (const r of settled.returns) move(r.userId, r.cents);
            for (const c of settled.centre) move(c.item.owner, c.toOwnerCents);
            onTable = settled.frozen.reduce((s, i) => s + centsOf(i.amount), 0);
            bank = settled.bankAfterCents;
            house += settled.commissionCents;
            frozen = settled.frozen;
            queues = passCards(queues, cover.holders, step.coup.results);
            expect(total()).toBe(before);
            expect(total()).toBe(0);
            expect(bank).toBeGreaterThanOrEqual(0);
            expect(Math.floor(bank / 100)).toBeGreaterThanOrEqual(frozen.reduce((s, i) => s + i.amount, 0));
            expect([...queues.right, ...queues.left].sort()).toEqual([...RIGHT_QUEUE, ...LEFT_QUEUE].sort());
          }
          const owed = new Map<string, number>();
          for (const item of frozen) owed.set(item.owner, (owed.get(item.owner) ?? 0) + centsOf(item.amount));
          const ending = endBank(cents(bank), frozen);
          move('banker', ending.toBankerCents);
          const back = new Map<string, number>();
          for (const r of ending.returned) {
            move(r.owner, r.cents);
            back.set(r.owner, (back.get(r.owner) ?? 0) + r.cents);
          }
          expect(back).toEqual(owed);
          onTable = 0;
          bank = 0;
          expect(total()).toBe(0);
          const net = (who: string) => wallets.get(who)! as Cents;
          expect(PUNTERS.reduce((s, p) => s + net(p), 0) + net('banker') + house).toBe(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
