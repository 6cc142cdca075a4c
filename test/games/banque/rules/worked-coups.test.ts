/**
 * The five worked banque coups of the rules (docs/banque.md), played through the engine chip for
 * chip: one bank of Bea's from B1 to B5, the stakes accepted in precedence order, the cards and every
 * decision with who took it, the banker's default score, each tableau's result, the centre items
 * frozen, half-frozen and resolved, the commission on the banker's net, the bank after each coup,
 * the cards passing after a loss, and the bank ending with the frozen chips going home. Money is
 * conserved at every step: wallets + chips on the table + the bank + the house never change.
 */
import { describe, expect, it } from 'vitest';
import { type Cents, cents, centsOf, chips } from '../../../../src/engine/money.js';
import {
  type BancoCall,
  type BanqueCover,
  type BanqueQueues,
  type BanqueRequest,
  type BanqueSettlement,
  closeBanqueBetting,
  endBank,
  isBankBroken,
  passCards,
  settleBanqueCoup,
} from '../../../../src/games/banque/rules/bank.js';
import type { CentreItem } from '../../../../src/games/banque/rules/centre.js';
import {
  type BanqueCoup,
  type BanqueStakes,
  begin,
  decide,
} from '../../../../src/games/banque/rules/coup.js';
import { c } from '../../../support/cards.js';

const PLAYERS = ['Bea', 'Rita', 'Rolf', 'Lars', 'Lea', 'Cleo', 'Dino', 'Eve'];
const TABLE_MIN = chips(10);
const MAX_STAKE = chips(200);
const COMMISSION_BP = 200;

/** A banque table's money in cents, each player's net since the start, and its queues. */
class BanqueTable {
  readonly wallets = new Map(PLAYERS.map((name) => [name, 0]));
  /** Chips on the table: accepted stakes during a coup, frozen centre items between coups. */
  onTable = 0;
  bank = 0;
  house = 0;
  frozen: readonly CentreItem[] = [];
  queues: BanqueQueues = { right: ['Rita', 'Rolf'], left: ['Lars', 'Lea'] };

  private move(name: string, amount: number): void {
    this.wallets.set(name, this.wallets.get(name)! + amount);
  }

  total(): number {
    return [...this.wallets.values()].reduce((a, b) => a + b, 0) + this.onTable + this.bank + this.house;
  }

  takeBank(banker: string, amount: number): void {
    this.move(banker, -amount * 100);
    this.bank = amount * 100;
  }

  /** Every stake leaves its wallet when placed; at the close the cap decides and the rest goes home. */
  bet(requests: readonly BanqueRequest[], bancos: readonly BancoCall[] = []): BanqueCover {
    for (const r of [...requests, ...bancos]) {
      this.move(r.userId, -centsOf(r.amount));
      this.onTable += centsOf(r.amount);
    }
    const cover = closeBanqueBetting({
      bankCents: cents(this.bank),
      tableMin: TABLE_MIN,
      maxStake: MAX_STAKE,
      queues: this.queues,
      frozen: this.frozen,
      requests,
      bancos,
    });
    for (const a of cover.acceptances) {
      this.move(a.userId, centsOf(a.refunded));
      this.onTable -= centsOf(a.refunded);
    }
    this.queues = cover.queues;
    return cover;
  }

  settle(cover: BanqueCover, coup: BanqueCoup): BanqueSettlement {
    const settlement = settleBanqueCoup({
      bankCents: cents(this.bank),
      stakes: cover.acceptances
        .filter((a) => a.accepted > 0 && a.position !== 'centre')
        .map((a) => ({ userId: a.userId, side: a.position as 'right' | 'left', accepted: a.accepted })),
      centre: cover.centre,
      results: coup.results,
      commissionBp: COMMISSION_BP,
    });
    for (const r of settlement.returns) this.move(r.userId, r.cents);
    for (const item of settlement.centre) this.move(item.item.owner, item.toOwnerCents);
    this.onTable = settlement.frozen.reduce((sum, item) => sum + centsOf(item.amount), 0);
    this.bank = settlement.bankAfterCents;
    this.house += settlement.commissionCents;
    this.frozen = settlement.frozen;
    this.queues = passCards(this.queues, cover.holders, coup.results);
    return settlement;
  }

  end(banker: string): void {
    const ending = endBank(cents(this.bank), this.frozen);
    this.move(banker, ending.toBankerCents);
    for (const r of ending.returned) {
      this.move(r.owner, r.cents);
      this.onTable -= r.cents;
    }
    this.bank = 0;
    this.frozen = [];
  }

  net(name: string): Cents {
    return cents(this.wallets.get(name)!);
  }
}

/** Plays a coup from stacked cards, answering each prompt in turn (`undefined`: the default at the deadline). */
const play = (
  codes: readonly string[],
  stakes: BanqueStakes,
  answers: readonly ('draw' | 'stand' | undefined)[],
): BanqueCoup => {
  const cards = Uint8Array.from(codes.map(c));
  let step = begin(cards, 0, stakes);
  const left = [...answers];
  while (step.kind === 'waiting') {
    if (left.length === 0) throw new Error(`no answer for the ${step.decision.hand}`);
    const answer = left.shift();
    step = decide(cards, 0, step.state, answer ?? step.decision.defaultChoice, answer ? 'player' : 'default');
  }
  expect(left).toEqual([]);
  expect(step.cardsUsed).toBe(codes.length);
  return step.coup;
};

const stake = (userId: string, position: 'right' | 'left' | 'centre', amount: number): BanqueRequest => ({
  userId,
  position,
  amount: chips(amount),
});

/** Each decision as [hand, two-card total, action, by, score]. */
const decisionsOf = (coup: BanqueCoup) =>
  coup.decisions.map((d) => [d.hand, d.total, d.action, d.by, d.score]);
const returnsOf = (s: BanqueSettlement) => s.returns.map((r) => [r.userId, r.cents]);

describe('the worked banque coups, one bank of Bea’s from B1 to B5', () => {
  it('GIVEN Bea’s bank of 1,000, maximum 200, minimum 10, 2 % THEN every coup settles chip for chip and the bank ends even', () => {
    const table = new BanqueTable();
    const before = table.total();
    table.takeBank('Bea', 1_000);

    // B1: a whole centre stake freezes, and a card-holder passes the cards.
    const c1 = table.bet([
      stake('Rolf', 'right', 50),
      stake('Lea', 'left', 40),
      stake('Cleo', 'centre', 60),
      stake('Lars', 'left', 100),
      stake('Rita', 'right', 100),
    ]);
    expect(c1.used).toBe(350);
    expect(c1.holders).toEqual({
      right: { userId: 'Rita', by: 'card-holder' },
      left: { userId: 'Lars', by: 'card-holder' },
    });
    expect(c1.stakes).toEqual({ right: 150, left: 140, centre: 60 });
    const coup1 = play(['4S', '9D', 'KS', '2H', '3C', '5H', '2C', 'QH'], c1.stakes, [
      'stand',
      'draw',
      undefined,
    ]);
    expect([coup1.rightTotal, coup1.leftTotal, coup1.bankerTotal]).toEqual([6, 4, 5]);
    expect(decisionsOf(coup1)).toEqual([
      ['right', 6, 'stand', 'rule', null],
      ['left', 2, 'draw', 'rule', null],
      ['banker', 5, 'draw', 'default', 31_420],
    ]);
    expect(coup1.results).toEqual({ right: 'win', left: 'lose' });
    const s1 = table.settle(c1, coup1);
    expect(returnsOf(s1)).toEqual([
      ['Rolf', 10_000],
      ['Lea', 0],
      ['Lars', 0],
      ['Rita', 20_000],
    ]);
    expect(s1.frozen).toEqual([{ owner: 'Cleo', amount: 60, frozen: true }]);
    expect([s1.bankerNetCents, s1.commissionCents, s1.bankAfterCents]).toEqual([-1_000, 0, 99_000]);
    expect(table.queues).toEqual({ right: ['Rita', 'Rolf'], left: ['Lea', 'Lars'] });
    expect(table.total()).toBe(before);

    // B2: the frozen centre resolves (W, W).
    const c2 = table.bet([stake('Rita', 'right', 100), stake('Lea', 'left', 50), stake('Eve', 'right', 30)]);
    expect(c2.used).toBe(240);
    expect(c2.stakes).toEqual({ right: 130, left: 50, centre: 60 });
    expect(c2.centre).toEqual([{ owner: 'Cleo', amount: 60, frozen: true }]);
    const coup2 = play(['2S', '7H', '7S', '2D', 'KC', '9C', '3H'], c2.stakes, ['draw', 'stand', undefined]);
    expect(decisionsOf(coup2)).toEqual([
      ['right', 4, 'draw', 'rule', null],
      ['left', 7, 'stand', 'rule', null],
      ['banker', 6, 'stand', 'default', -23_200],
    ]);
    expect(coup2.results).toEqual({ right: 'win', left: 'win' });
    const s2 = table.settle(c2, coup2);
    expect(s2.centre.map((i) => [i.item.owner, i.toOwnerCents, i.outcome.frozen])).toEqual([
      ['Cleo', 12_000, 0],
    ]);
    expect([s2.bankerNetCents, s2.commissionCents, s2.bankAfterCents]).toEqual([-24_000, 0, 75_000]);
    expect(s2.frozen).toEqual([]);
    expect(table.total()).toBe(before);

    // B3: a natural 8 beats a three-card 9.
    const c3 = table.bet([
      stake('Rita', 'right', 60),
      stake('Lea', 'left', 80),
      stake('Lars', 'left', 20),
      stake('Dino', 'centre', 45),
    ]);
    expect(c3.used).toBe(205);
    const coup3 = play(['5D', '4C', '2H', '3S', 'KD', '4S', '7C', '3H'], c3.stakes, ['draw', undefined]);
    expect(decisionsOf(coup3)).toEqual([
      ['left', 4, 'draw', 'rule', null],
      ['banker', 6, 'draw', 'default', 245 * 9],
    ]);
    expect([coup3.rightTotal, coup3.leftTotal, coup3.bankerTotal]).toEqual([8, 1, 9]);
    expect(coup3.results).toEqual({ right: 'win', left: 'lose' });
    const s3 = table.settle(c3, coup3);
    expect(s3.frozen).toEqual([{ owner: 'Dino', amount: 45, frozen: true }]);
    expect([s3.bankerNetCents, s3.commissionCents, s3.bankAfterCents]).toEqual([4_000, 80, 78_920]);
    expect(table.queues.left).toEqual(['Lars', 'Lea']);
    expect(table.total()).toBe(before);

    // B4: a half-frozen odd stake (W, T), and a free choice at 5.
    const c4 = table.bet([stake('Rita', 'right', 100), stake('Lars', 'left', 50)]);
    expect(c4.used).toBe(195);
    expect(c4.holders.left).toEqual({ userId: 'Lars', by: 'card-holder' });
    const coup4 = play(['KH', '3H', '4D', '7C', '2S', 'AH', 'TS'], c4.stakes, ['stand', 'stand', undefined]);
    expect(decisionsOf(coup4)).toEqual([
      ['right', 7, 'stand', 'rule', null],
      ['left', 5, 'stand', 'player', null],
      ['banker', 5, 'draw', 'default', (245 + 145) * 126],
    ]);
    expect(coup4.results).toEqual({ right: 'win', left: 'tie' });
    const s4 = table.settle(c4, coup4);
    expect(s4.centre.map((i) => [i.item.owner, i.outcome, i.toOwnerCents])).toEqual([
      ['Dino', { returned: 22, won: 22, lost: 0, frozen: 23 }, 4_400],
    ]);
    expect([s4.bankerNetCents, s4.commissionCents, s4.bankAfterCents]).toEqual([-12_200, 0, 66_720]);
    expect(table.total()).toBe(before);

    // B5: (L, T) on an odd frozen item; a timeout at 5; then the bank ends.
    const c5 = table.bet([stake('Rita', 'right', 100), stake('Lars', 'left', 50)]);
    expect(c5.stakes).toEqual({ right: 100, left: 50, centre: 23 });
    const coup5 = play(['2C', '8C', 'QS', '3D', '8D', '6S', 'JC'], c5.stakes, [
      undefined,
      'stand',
      undefined,
    ]);
    expect(decisionsOf(coup5)).toEqual([
      ['right', 5, 'draw', 'default', null],
      ['left', 6, 'stand', 'rule', null],
      ['banker', 6, 'stand', 'default', -23_508],
    ]);
    expect(coup5.results).toEqual({ right: 'lose', left: 'tie' });
    const s5 = table.settle(c5, coup5);
    expect(s5.centre.map((i) => [i.item.owner, i.outcome])).toEqual([
      ['Dino', { returned: 0, won: 0, lost: 11, frozen: 12 }],
    ]);
    expect([s5.bankerNetCents, s5.commissionCents, s5.bankAfterCents]).toEqual([11_100, 222, 77_598]);
    expect(table.queues.right).toEqual(['Rolf', 'Rita']);
    expect(isBankBroken(cents(table.bank), table.frozen, TABLE_MIN)).toBe(false);
    expect(table.total()).toBe(before);

    // Bea retires: Dino's frozen 12 goes home, Bea takes back 775.98.
    table.end('Bea');
    expect(table.onTable).toBe(0);
    expect(PLAYERS.map((name) => [name, table.net(name)])).toEqual([
      ['Bea', -22_402],
      ['Rita', 26_000],
      ['Rolf', 5_000],
      ['Lars', -12_000],
      ['Lea', -7_000],
      ['Cleo', 6_000],
      ['Dino', 1_100],
      ['Eve', 3_000],
    ]);
    const punters = PLAYERS.filter((name) => name !== 'Bea').reduce((sum, name) => sum + table.net(name), 0);
    expect(punters).toBe(22_100);
    expect(table.house).toBe(302);
    expect(table.total()).toBe(before);
  });
});
