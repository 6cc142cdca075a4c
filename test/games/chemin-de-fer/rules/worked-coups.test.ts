/**
 * The four worked chemin de fer coups of the rules (docs/chemin-de-fer.md), played through the
 * engine chip for chip: the offers accepted, who plays the hand, the cards and every decision, the
 * commission, the bank after the coup and where the shoe goes. One table carries its wallets from
 * coup to coup, and every coup conserves money: wallets + bank + house never change.
 */
import { describe, expect, it } from 'vitest';
import { type Cents, type Chips, cents, centsOf, chips } from '../../../../src/engine/money.js';
import {
  acceptOffers,
  type CdfCover,
  type CdfOffer,
  type CdfSettlement,
  nextHolder,
  offerAmount,
  priorityFrom,
  settleCdfCoup,
} from '../../../../src/games/chemin-de-fer/rules/bank.js';
import { begin, type CdfCoup, decide } from '../../../../src/games/chemin-de-fer/rules/coup.js';
import { c } from '../../../support/cards.js';

const SEATS = ['Ana', 'Ben', 'Carl', 'Dora', 'Eve'];
const TABLE_MIN = chips(10);
const COMMISSION_BP = 500;

/** A table's money in cents: each player's net since the start, the bank in play, the house's take. */
class Table {
  readonly wallets = new Map(SEATS.map((name) => [name, 0]));
  bank = 0;
  house = 0;
  banker = '';

  private move(name: string, amount: number): void {
    this.wallets.set(name, this.wallets.get(name)! + amount);
  }

  /** Everything the table holds; the same before and after every step. */
  total(): number {
    return [...this.wallets.values()].reduce((a, b) => a + b, 0) + this.bank + this.house;
  }

  open(banker: string, amount: Chips): void {
    this.banker = banker;
    this.move(banker, -centsOf(amount));
    this.bank = centsOf(amount);
  }

  /** Escrows every offer, then accepts them against the bank and refunds the rest. */
  bet(offers: readonly CdfOffer[], suivi: string | null): CdfCover {
    for (const offer of offers) this.move(offer.userId, -centsOf(offer.amount));
    const cover = acceptOffers({
      bankCents: cents(this.bank),
      tableMin: TABLE_MIN,
      priority: priorityFrom(SEATS, this.banker),
      suivi,
      offers,
    });
    for (const a of cover.acceptances) this.move(a.userId, centsOf(a.refunded));
    return cover;
  }

  settle(cover: CdfCover, coup: CdfCoup): CdfSettlement {
    const settlement = settleCdfCoup({
      bankCents: cents(this.bank),
      stakes: cover.acceptances.filter((a) => a.accepted > 0),
      outcome: coup.outcome,
      handHolder: cover.handHolder,
      commissionBp: COMMISSION_BP,
      bankMax: null,
    });
    const paid = settlement.returns.reduce((sum, r) => sum + r.cents, 0);
    for (const r of settlement.returns) this.move(r.userId, r.cents);
    // The bank takes the stakes in and pays the returns, the commission and the banker's share out.
    this.bank += centsOf(cover.cover) - paid - settlement.commissionCents - settlement.toBankerCents;
    expect(this.bank).toBe(settlement.bankAfterCents);
    this.house += settlement.commissionCents;
    this.move(this.banker, settlement.toBankerCents);
    return settlement;
  }

  /** La banque passe: the bank goes back to the banker. */
  pass(): void {
    this.move(this.banker, this.bank);
    this.bank = 0;
  }

  net(name: string): Cents {
    return cents(this.wallets.get(name)!);
  }
}

/** Plays a coup from stacked cards, answering each prompt in turn (`undefined`: the default at the deadline). */
const play = (codes: readonly string[], answers: readonly ('draw' | 'stand' | undefined)[]): CdfCoup => {
  const cards = Uint8Array.from(codes.map(c));
  let step = begin(cards, 0);
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

const banco = (userId: string, bank: number): CdfOffer => ({
  userId,
  kind: 'banco',
  amount: offerAmount('banco', cents(bank)),
});

describe('the worked chemin de fer coups, one table from C1 to C4', () => {
  it('GIVEN Ana, Ben, Carl, Dora and Eve at 5 % and a minimum of 10 THEN every coup settles chip for chip', () => {
    const table = new Table();
    const before = table.total();

    // C1: banco by seat priority; the punter wins; the shoe passes.
    table.open('Ana', chips(200));
    const c1 = table.bet([banco('Carl', table.bank), banco('Ben', table.bank)], null);
    expect(c1).toMatchObject({ cover: 200, handHolder: 'Ben', handBy: 'banco' });
    expect(c1.acceptances.find((a) => a.userId === 'Carl')).toMatchObject({
      accepted: 0,
      refunded: 200,
      reason: 'banco-called',
    });
    const coup1 = play(['7C', '3H', 'KD', '3S'], ['stand']);
    expect(coup1).toMatchObject({ punterTotal: 7, bankerTotal: 6, outcome: 'punter' });
    expect(coup1.decisions.map((d) => [d.hand, d.action, d.rule, d.by])).toEqual([
      ['punter', 'stand', 'punter-stands-6-7', 'rule'],
      ['banker', 'stand', 'banker-stands-6-7-punter-stood', 'rule'],
    ]);
    const s1 = table.settle(c1, coup1);
    expect(s1).toMatchObject({ shoePasses: true, commissionCents: 0, bankAfterCents: 0, toBankerCents: 0 });
    expect([table.net('Ben'), table.net('Ana')]).toEqual([20_000, -20_000]);
    expect(nextHolder(SEATS, 'Ana')).toBe('Ben');
    expect(table.total()).toBe(before);

    // C2: the banker wins; commission; the punter chooses at 5.
    table.open('Ben', chips(300));
    const c2 = table.bet([banco('Dora', table.bank)], null);
    expect(c2).toMatchObject({ cover: 300, handHolder: 'Dora', handBy: 'banco' });
    const coup2 = play(['2D', 'AS', '3C', '2H', '5D'], ['stand']);
    expect(coup2).toMatchObject({ punterTotal: 5, bankerTotal: 8, outcome: 'banker' });
    expect(coup2.decisions.map((d) => [d.hand, d.total, d.action, d.rule, d.by])).toEqual([
      ['punter', 5, 'stand', 'punter-free-5', 'player'],
      ['banker', 3, 'draw', 'banker-draws-0-5-punter-stood', 'rule'],
    ]);
    const s2 = table.settle(c2, coup2);
    expect(s2).toMatchObject({
      commissionCents: 1_500,
      bankAfterCents: 58_500,
      shoePasses: false,
      suivi: 'Dora',
    });
    expect(table.net('Dora')).toBe(-30_000);
    expect(table.net('Ben') + table.bank - 20_000).toBe(28_500); // Ben +285 on C2
    expect(table.total()).toBe(before);

    // C3: banco suivi beats seat priority; the optional cell takes its default.
    const c3 = table.bet([banco('Carl', table.bank), banco('Dora', table.bank)], s2.suivi);
    expect(c3).toMatchObject({ cover: 585, handHolder: 'Dora', handBy: 'banco-suivi' });
    expect(c3.acceptances.find((a) => a.userId === 'Carl')).toMatchObject({
      refunded: 585,
      reason: 'banco-called',
    });
    const coup3 = play(['4H', '2C', 'KS', '3D', '4C', '4D'], ['draw', undefined]);
    expect(coup3).toMatchObject({ punterTotal: 8, bankerTotal: 9, natural: false, outcome: 'banker' });
    expect(coup3.decisions.map((d) => [d.hand, d.total, d.punterThird, d.action, d.rule, d.by])).toEqual([
      ['punter', 4, null, 'draw', 'punter-draws-0-4', 'rule'],
      ['banker', 5, 4, 'draw', 'banker-optional-5v4', 'default'],
    ]);
    const s3 = table.settle(c3, coup3);
    expect(s3).toMatchObject({ commissionCents: 2_925, bankAfterCents: 114_075, suivi: 'Dora' });
    table.pass();
    expect(table.net('Ben')).toBe(20_000 - 30_000 + 114_075);
    expect(table.net('Dora')).toBe(-30_000 - 58_500);
    expect(nextHolder(SEATS, 'Ben')).toBe('Carl');
    expect(table.total()).toBe(before);

    // C4: avec la table, partial stakes, natural against natural.
    table.open('Carl', chips(100));
    expect(offerAmount('avec-la-table', cents(table.bank))).toBe(50);
    const c4 = table.bet(
      [
        { userId: 'Eve', kind: 'avec-la-table', amount: chips(50) },
        { userId: 'Dora', kind: 'stake', amount: chips(40) },
        { userId: 'Ana', kind: 'stake', amount: chips(30) },
      ],
      null,
    );
    expect(c4).toMatchObject({ cover: 100, handHolder: 'Eve', handBy: 'avec-la-table' });
    expect(c4.acceptances.map((a) => [a.userId, a.accepted, a.refunded, a.reason])).toEqual([
      ['Eve', 50, 0, 'accepted'],
      ['Dora', 40, 0, 'accepted'],
      ['Ana', 10, 20, 'trimmed'],
    ]);
    const coup4 = play(['9C', '4S', 'KD', '4D'], []);
    expect(coup4).toMatchObject({
      punterTotal: 9,
      bankerTotal: 8,
      natural: true,
      decisions: [],
      outcome: 'punter',
    });
    const s4 = table.settle(c4, coup4);
    expect(s4).toMatchObject({ shoePasses: true, bankAfterCents: 0, toBankerCents: 0, commissionCents: 0 });
    expect(s4.returns).toEqual([
      { userId: 'Eve', cents: 10_000 },
      { userId: 'Dora', cents: 8_000 },
      { userId: 'Ana', cents: 2_000 },
    ]);
    expect(nextHolder(SEATS, 'Carl')).toBe('Dora');

    // Every player's net over the four coups; the players lost what the house took.
    expect(SEATS.map((name) => [name, table.net(name)])).toEqual([
      ['Ana', -19_000],
      ['Ben', 104_075],
      ['Carl', -10_000],
      ['Dora', -84_500],
      ['Eve', 5_000],
    ]);
    expect([...table.wallets.values()].reduce((a, b) => a + b, 0)).toBe(-4_425);
    expect(table.house).toBe(4_425);
    expect(table.bank).toBe(0);
  });
});
