/**
 * A card-holder whose whole stake went home at the close of betting sits the coup out: Ana holds
 * the right's cards and stakes on it, Cy, seated on the left, calls a banco there that takes all
 * the bank covers, and Ana's stake comes back. The coup is dealt without asking her, the rule plays
 * the right (drawing at 5), the right loses, and she still holds the cards: the table message marks
 * her sitting out, and the result says, in every language, that she keeps the cards and why.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale, t } from '../../../../src/discord/i18n/index.js';
import type { Cents } from '../../../../src/engine/money.js';
import { renderBanqueResult } from '../../../../src/games/banque/shell/result.js';
import { renderBanqueTableMessage } from '../../../../src/games/banque/shell/table.js';
import type { BanqueRoundCoup, BanqueTableState } from '../../../../src/games/banque/table/index.js';
import type { TableEvent } from '../../../../src/table/events.js';
import type { RoundRecord } from '../../../../src/table/state.js';
import { expectWithinDiscordLimits } from '../../../discord/discord-limits.js';
import { plain } from '../../../discord/fixtures.js';
import type { World } from '../../../table/support/world.js';
import { banqueAction as act, stackedBanqueTable, takeBank } from './stacked-banque.js';

const C = 'c1';
const START = 100_000;
const PLAYERS = ['Bea', 'Ana', 'Dan', 'Lee', 'Cy'];
const NAMES = new Map(PLAYERS.map((name) => [name, name]));

const stateOf = (world: World) => world.table(C).gameState as BanqueTableState;
const ofType = <T extends TableEvent['type']>(events: readonly TableEvent[], type: T) =>
  events.filter((e): e is Extract<TableEvent, { type: T }> => e.type === type);

/**
 * Bea banks 300. Right queue Ana, Dan; left queue Lee, Cy. Ana stakes 50 on the right, Lee 20 on
 * the left, and Cy calls banco on the left: 300, all the bank covers. The cards: the right 3 2 (5),
 * the left K 7 (7), the banker 4 3 (7); the right's third card is a K.
 */
const bancoOnTheLeft = () => {
  const { world, stack } = stackedBanqueTable({ right: ['Ana', 'Dan'], left: ['Lee', 'Cy'] });
  takeBank(world, 'Bea', 300);
  world.ok(act('Ana', { kind: 'stake', position: 'right', amount: 50 }));
  world.ok(act('Lee', { kind: 'stake', position: 'left', amount: 20 }));
  world.ok(act('Cy', { kind: 'banco', side: 'left' }));
  stack(['3S', 'KD', '4H', '2C', '7D', '3H', 'KC']);
  const dealt = world.ok({ type: 'deal', channelId: C, userId: 'Bea' });
  return { world, dealt };
};

/** The coup played to its end: Cy stands at 7 as the rule forces, Bea lets her default stand. */
const played = () => {
  const { world, dealt } = bancoOnTheLeft();
  const first = world.table(C).coup!.decision;
  world.ok({ type: 'decide', channelId: C, userId: 'Cy', choice: 'stand', step: first.step });
  const banker = world.table(C).coup!.decision;
  expect([banker.userId, banker.defaultChoice]).toEqual(['Bea', 'stand']);
  world.now = banker.deadline;
  const settled = world.ok({ type: 'decision-timeout', channelId: C, step: banker.step });
  return { world, dealt, settled };
};

const renderResult = (locale: Locale, world: World) =>
  renderBanqueResult(locale, {
    record: world.rounds.at(-1) as RoundRecord<BanqueRoundCoup>,
    names: NAMES,
    after: stateOf(world),
    shoe: { shoeNumber: 1, coupInShoe: 1, cardsLeft: 300, commitment: 'ab'.repeat(32) },
  });

describe('a card-holder whose whole stake went home', () => {
  it('GIVEN a banco on the other side that takes the whole bank WHEN betting closes THEN Ana sits the coup out: her stake is back, she holds no cards this coup, and nobody asks her to decide', () => {
    const { world, dealt } = bancoOnTheLeft();
    const [cover] = ofType(dealt.events, 'banque-cover');
    expect(cover!.cover.holders).toEqual({ right: null, left: { userId: 'Cy', by: 'banco' } });
    expect(cover!.cover.sittingOut).toEqual({ right: 'Ana', left: null });
    expect(ofType(dealt.events, 'banque-stake-refunded').map((e) => [e.userId, e.cents, e.reason])).toEqual([
      ['Ana', 5_000, 'banco-called'],
      ['Lee', 2_000, 'banco-called'],
    ]);
    expect(world.balance('Ana')).toBe(START);
    // The right at 5 was played by the rule at once: the first decision the coup waits for is Cy's.
    const pending = world.table(C).coup!.decision;
    expect([pending.userId, pending.choices]).toEqual(['Cy', ['stand']]);
    world.expectBooksBalance();
  });

  it.each(LOCALES)(
    'GIVEN the coup in play (%s) THEN the table message keeps Ana first in the right queue, marked as sitting out',
    (locale) => {
      const { world } = bancoOnTheLeft();
      const message = renderBanqueTableMessage(locale, {
        guild: world.guild,
        table: world.table(C),
        names: NAMES,
      });
      const right = plain(
        message.embeds[0]!.fields!.find(
          (f) => f.name === t(locale, 'banque.table.queue', { tableau: 'right', count: 2 }),
        )!.value,
      );
      expect(right.split('\n')).toEqual([
        `1. **Ana** — ${t(locale, 'banque.seat.holder')} · ${t(locale, 'banque.seat.sittingOut')}`,
        '2. **Dan**',
      ]);
      expectWithinDiscordLimits(message);
    },
  );

  it('GIVEN the right played by the rule loses THEN Ana still holds the cards and keeps her place, and only the banco was at risk', () => {
    const { world, settled: settledStep } = played();
    const record = world.rounds.at(-1) as RoundRecord<BanqueRoundCoup>;
    const { coup } = record.coup;
    expect(coup.results).toEqual({ right: 'lose', left: 'tie' });
    // The right drew at 5 as the rule says for a tableau nobody holds: the default, nobody's choice.
    expect(coup.decisions.map((d) => [d.hand, d.total, d.action, d.by])).toEqual([
      ['right', 5, 'draw', 'default'],
      ['left', 7, 'stand', 'rule'],
      ['banker', 7, 'stand', 'default'],
    ]);
    expect(record.coup.holders).toEqual({ right: null, left: { userId: 'Cy', by: 'banco' } });
    expect(record.coup.sittingOut).toEqual({ right: 'Ana', left: null });
    expect(stateOf(world).queues).toEqual({ right: ['Ana', 'Dan'], left: ['Lee', 'Cy'] });
    const [settled] = ofType(settledStep.events, 'banque-settled');
    expect(settled!.cardHolders).toEqual({ right: 'Ana', left: 'Lee' });
    expect(Object.fromEntries(record.results.map((r) => [r.userId, r.netCents]))).toEqual({ Bea: 0, Cy: 0 });
    expect(PLAYERS.map((name) => world.balance(name))).toEqual([START - 30_000, START, START, START, START]);
    world.expectBooksBalance();
  });

  it.each(LOCALES)(
    'GIVEN the right lost (%s) THEN the result says Ana sat out, the rule played her tableau, and she keeps the cards because her stake went home at the close of betting',
    (locale) => {
      const { world } = played();
      const message = renderResult(locale, world);
      const get = (name: string) =>
        plain(message.embeds[0]!.fields!.find((f) => f.name === t(locale, name as never))!.value);
      expect(get('banque.result.hands').split('\n')[0]).toBe(
        t(locale, 'banque.result.hand', {
          hand: t(locale, 'banque.hand.right'),
          name: null,
          cards: '3♠ 2♣ K♣',
          total: 5,
        }),
      );
      expect(get('banque.result.decisions').split('\n')[0]).toBe(
        t(locale, 'banque.decision.satOut', { name: '**Ana**', hand: 'right', total: 5, action: 'draw' }),
      );
      const next = get('banque.result.next').split('\n');
      expect(next).toEqual([
        t(locale, 'banque.result.kept', { tableau: 'right', name: '**Ana**', lost: true }),
        t(locale, 'banque.result.holder', { hand: t(locale, 'banque.hand.left'), name: '**Lee**' }),
      ]);
      // It is not the pass message: the cards stay with Ana, and nobody takes them.
      expect(next[0]).not.toBe(t(locale, 'banque.result.passed', { tableau: 'right', name: '**Dan**' }));
      expect(next[0]).toContain('**Ana**');
      expect(next[0]).not.toContain('**Dan**');
      expect(get('banque.result.returned')).toContain(
        t(locale, 'banque.result.refund', {
          name: '**Ana**',
          cents: 5_000 as Cents,
          why: t(locale, 'banque.refund.banco-called'),
        }),
      );
      expectWithinDiscordLimits(message);
    },
  );

  it('GIVEN the right lost THEN English says it in words: Ana keeps the cards, and why', () => {
    const { world } = played();
    const message = renderResult('en', world);
    const text = plain(message.embeds[0]!.fields!.map((f) => f.value).join('\n'));
    expect(text).toContain('**Ana** sat the coup out: the rule played the right tableau, which drew at 5.');
    expect(text).toContain(
      "The right tableau lost, but **Ana** keeps the cards: the card-holder's whole stake went home at the close of betting, so the rule played the tableau.",
    );
    expect(text).not.toContain('the cards pass to');
  });

  it.each(LOCALES)(
    'GIVEN the right sat out wins or ties (%s) THEN the result still says why Ana keeps the cards',
    (locale) => {
      const { world, stack } = stackedBanqueTable({ right: ['Ana', 'Dan'], left: ['Lee', 'Cy'] });
      takeBank(world, 'Bea', 300);
      world.ok(act('Ana', { kind: 'stake', position: 'right', amount: 50 }));
      world.ok(act('Cy', { kind: 'banco', side: 'left' }));
      // The right shows a natural 9, the left 7 stands, the banker 7 stands: the right wins.
      stack(['4S', 'KD', '4H', '5C', '7D', '3H']);
      world.ok({ type: 'deal', channelId: C, userId: 'Bea' });
      while (world.table(C).coup) {
        const pending = world.table(C).coup!.decision;
        expect(pending.userId).not.toBe('Ana');
        world.now = pending.deadline;
        world.ok({ type: 'decision-timeout', channelId: C, step: pending.step });
      }
      const { coup } = (world.rounds.at(-1) as RoundRecord<BanqueRoundCoup>).coup;
      expect(coup.results.right).toBe('win');
      expect(stateOf(world).queues.right).toEqual(['Ana', 'Dan']);
      const message = renderResult(locale, world);
      const next = plain(
        message.embeds[0]!.fields!.find((f) => f.name === t(locale, 'banque.result.next'))!.value,
      );
      expect(next.split('\n')[0]).toBe(
        t(locale, 'banque.result.kept', { tableau: 'right', name: '**Ana**', lost: false }),
      );
    },
  );

  /** Bea banks 200; Ana holds the right and stakes `right`, Lee holds the left and asks for 100. */
  const capped = (right: number) => {
    const { world, stack } = stackedBanqueTable({ right: ['Ana'], left: ['Lee', 'Cy'] });
    takeBank(world, 'Bea', 200);
    world.ok(act('Ana', { kind: 'stake', position: 'right', amount: right }));
    world.ok(act('Lee', { kind: 'stake', position: 'left', amount: 100 }));
    // The right K 6 stands, the left 2 2 draws a K (4), the banker 4 3 (7) stands: both lose.
    stack(['KS', '2C', '4H', '6D', '2S', '3H', 'KH']);
    const dealt = world.ok({ type: 'deal', channelId: C, userId: 'Bea' });
    const [cover] = ofType(dealt.events, 'banque-cover');
    const asked: string[] = [];
    while (world.table(C).coup) {
      const pending = world.table(C).coup!.decision;
      asked.push(pending.userId);
      world.now = pending.deadline;
      world.ok({ type: 'decision-timeout', channelId: C, step: pending.step });
    }
    const { coup } = (world.rounds.at(-1) as RoundRecord<BanqueRoundCoup>).coup;
    expect(coup.results).toEqual({ right: 'lose', left: 'lose' });
    world.expectBooksBalance();
    return { world, cover: cover!.cover, asked };
  };

  it('GIVEN the cap trims the left card-holder’s stake THEN he still holds the cards, is asked, and passes them when his tableau loses', () => {
    const { world, cover, asked } = capped(150);
    expect(cover.acceptances.map((a) => [a.userId, a.accepted, a.reason])).toEqual([
      ['Ana', 150, 'accepted'],
      ['Lee', 50, 'trimmed'],
    ]);
    expect(cover.holders.left).toEqual({ userId: 'Lee', by: 'card-holder' });
    expect(cover.sittingOut).toEqual({ right: null, left: null });
    expect(asked).toEqual(['Ana', 'Lee', 'Bea']);
    expect(stateOf(world).queues.left).toEqual(['Cy', 'Lee']);
    const next = plain(
      renderResult('en', world).embeds[0]!.fields!.find((f) => f.name === 'Cards in the next coup')!.value,
    );
    expect(next.split('\n')[1]).toBe('The left tableau lost: the cards pass to **Cy**.');
  });

  it('GIVEN the cap refuses the left card-holder’s whole stake THEN he sits the coup out, is not asked, and keeps the cards when his tableau loses', () => {
    const { world, cover, asked } = capped(195);
    expect(cover.acceptances.map((a) => [a.userId, a.accepted, a.reason])).toEqual([
      ['Ana', 195, 'accepted'],
      ['Lee', 0, 'cover-full'],
    ]);
    expect(cover.holders.left).toBeNull();
    expect(cover.sittingOut).toEqual({ right: null, left: 'Lee' });
    expect(asked).toEqual(['Ana', 'Bea']);
    expect(stateOf(world).queues.left).toEqual(['Lee', 'Cy']);
    const next = plain(
      renderResult('en', world).embeds[0]!.fields!.find((f) => f.name === 'Cards in the next coup')!.value,
    );
    expect(next.split('\n')[1]).toBe(
      "The left tableau lost, but **Lee** keeps the cards: the card-holder's whole stake went home at the close of betting, so the rule played the tableau.",
    );
  });
});
