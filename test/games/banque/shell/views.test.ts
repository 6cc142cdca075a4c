/**
 * The baccarat banque views, in every language: the table message in each phase (the auction
 * with its bids and deadline; the bank, the maximum stake, both queues with their card-holders,
 * the stakes so far; during a coup no hidden card and whose decision it waits for), My cards with
 * the forced choice alone and the banker's free choice with what he may see, the result of the
 * spec's coup B1 (a forced stand, a forced draw, the banker's default at 5 with its score, a
 * centre item frozen whole, the cards passing after a loss), and the bank's end. The tables are
 * played by the real machine on a stacked shoe (test/games/banque/table/stacked-banque.ts).
 */

import { describe, expect, it } from 'vitest';
import { decodeCustomId } from '../../../../src/discord/custom-ids.js';
import { formatChips, LOCALES, type Locale, t } from '../../../../src/discord/i18n/index.js';
import { netAndBalance, renderRefusal } from '../../../../src/discord/views/index.js';
import type { Cents } from '../../../../src/engine/money.js';
import { CARD_BACK } from '../../../../src/games/banked/shell/shared.js';
import { renderBanqueCards } from '../../../../src/games/banque/shell/cards.js';
import { renderBanqueBankEnded, renderBanqueResult } from '../../../../src/games/banque/shell/result.js';
import { renderBanqueTableMessage } from '../../../../src/games/banque/shell/table.js';
import type { BanqueRoundCoup, BanqueTableState } from '../../../../src/games/banque/table/index.js';
import type { RoundRecord } from '../../../../src/table/state.js';
import { expectWithinDiscordLimits } from '../../../discord/discord-limits.js';
import { plain } from '../../../discord/fixtures.js';
import type { World } from '../../../table/support/world.js';
import { banqueAction as act, stackedBanqueTable, takeBank } from '../table/stacked-banque.js';

const C = 'c1';
const PLAYERS = ['Bea', 'Rita', 'Rolf', 'Lars', 'Lea', 'Cleo'];
const NAMES = new Map(PLAYERS.map((name) => [name, name]));

const render = (locale: Locale, world: World) =>
  renderBanqueTableMessage(locale, { guild: world.guild, table: world.table(C), names: NAMES });

const ids = (message: { components: unknown[] }) =>
  (message.components as { components: { custom_id: string }[] }[]).flatMap((row) =>
    row.components.map((component) => component.custom_id),
  );

const field = (message: ReturnType<typeof render>, name: string) =>
  plain(message.embeds[0]!.fields!.find((f) => f.name === name)?.value ?? '');

/** B1's table: Bea banks 1,000 with a maximum of 200; four punters and Cleo in the centre. */
const bettingTable = () => {
  const { world, stack } = stackedBanqueTable({ right: ['Rita', 'Rolf'], left: ['Lars', 'Lea'] });
  takeBank(world, 'Bea', 1000);
  world.ok(act('Bea', { kind: 'max-stake', amount: 200 }));
  world.ok(act('Rita', { kind: 'stake', position: 'right', amount: 100 }));
  world.ok(act('Rolf', { kind: 'stake', position: 'right', amount: 50 }));
  world.ok(act('Lars', { kind: 'stake', position: 'left', amount: 100 }));
  world.ok(act('Lea', { kind: 'stake', position: 'left', amount: 40 }));
  world.ok(act('Cleo', { kind: 'stake', position: 'centre', amount: 60 }));
  return { world, stack };
};

/** B1 dealt: Rita's 6 must stand, Lars's 2 must draw, Bea holds 5. */
const dealtTable = () => {
  const { world, stack } = bettingTable();
  stack(['4S', '9D', 'KS', '2H', '3C', '5H', '2C', 'QH']);
  world.ok({ type: 'deal', channelId: C, userId: 'Bea' });
  return world;
};

const decide = (world: World, userId: string, choice: string) =>
  world.ok({ type: 'decide', channelId: C, userId, choice, step: world.table(C).coup!.decision.step });

/** B1 after both card-holders answered: Rita stood at 6, Lars drew a 2; Bea at 5 is asked. */
const bankerTurn = () => {
  const world = dealtTable();
  decide(world, 'Rita', 'stand');
  decide(world, 'Lars', 'draw');
  return world;
};

describe('the banque table message', () => {
  it.each(LOCALES)('GIVEN the auction (%s) THEN the bids, the deadline and the Bid button', (locale) => {
    const { world } = stackedBanqueTable({ right: ['Rita'], left: [] });
    world.ok(act('Bea', { kind: 'bid', amount: 500 }));
    const message = render(locale, world);
    const embed = message.embeds[0]!;
    const round = world.table(C).round;
    expect(embed.title).toBe(t(locale, 'banque.table.title', { round }));
    expect(embed.description).toContain(t(locale, 'banque.table.auction', { min: 20_000 as Cents }));
    expect(embed.description).toContain(`<t:${Math.floor(world.table(C).dealAt! / 1000)}:R>`);
    expect(field(message, t(locale, 'banque.table.bids'))).toContain('**Bea**');
    expect(ids(message)).toEqual([
      `sabot1:bq-bid:${round}`,
      `sabot1:bq-sit-right:${round}`,
      `sabot1:bq-sit-left:${round}`,
      `sabot1:bq-leave:${round}`,
    ]);
    expectWithinDiscordLimits(message);
  });

  it.each(LOCALES)(
    'GIVEN betting (%s) THEN the bank, the maximum stake, both queues with their card-holders, every stake, and the stake buttons',
    (locale) => {
      const { world } = bettingTable();
      const message = render(locale, world);
      const embed = message.embeds[0]!;
      expect(embed.description).toContain(
        t(locale, 'banque.table.bank', { name: '**Bea**', bank: 100_000 as Cents }),
      );
      expect(embed.description).toContain(t(locale, 'banque.table.maxStake', { max: 20_000 as Cents }));
      const right = field(message, t(locale, 'banque.table.queue', { tableau: 'right', count: 2 }));
      expect(right.split('\n')).toEqual([`1. **Rita** — ${t(locale, 'banque.seat.holder')}`, '2. **Rolf**']);
      const stakes = field(message, t(locale, 'banque.table.stakes')).split('\n');
      expect(stakes).toHaveLength(5);
      expect(stakes[4]).toBe(
        t(locale, 'banque.table.stake', {
          name: '**Cleo**',
          position: t(locale, 'banque.position.centre'),
          amount: 6_000 as Cents,
        }),
      );
      const round = world.table(C).round;
      const kinds = ids(message).map((id) => decodeCustomId(id)?.kind);
      expect(kinds).toEqual([
        'chip',
        'bq-right',
        'bq-left',
        'bq-centre',
        'bq-banco',
        'bq-withdraw',
        'deal',
        'bq-sit-right',
        'bq-sit-left',
        'bq-leave',
      ]);
      expect(ids(message).every((id) => id.endsWith(`:${round}`))).toBe(true);
      expectWithinDiscordLimits(message);
    },
  );

  it.each(LOCALES)(
    'GIVEN a coup waiting (%s) THEN no hidden card shows, and whose decision it waits for',
    (locale) => {
      const world = dealtTable();
      const message = render(locale, world);
      // What is happening now comes first: the cards lead the description.
      const cards = plain(message.embeds[0]!.description!);
      const hidden = `${CARD_BACK} ${CARD_BACK}`;
      expect(cards.split('\n').slice(0, 3)).toEqual([
        t(locale, 'banque.table.hand', {
          hand: t(locale, 'banque.hand.right'),
          name: '**Rita**',
          cards: hidden,
        }),
        t(locale, 'banque.table.hand', {
          hand: t(locale, 'banque.hand.left'),
          name: '**Lars**',
          cards: hidden,
        }),
        t(locale, 'banque.table.hand', {
          hand: t(locale, 'banque.hand.banker'),
          name: '**Bea**',
          cards: hidden,
        }),
      ]);
      expect(cards.split('\n')[3]).toContain('**Rita**');
      expect(cards).not.toMatch(/4♠|9♦|K♠|2♥|3♣|5♥/);
      expect(ids(message)).toEqual([`sabot1:bq-cards:${world.table(C).round}`]);
    },
  );

  it.each(LOCALES)(
    'GIVEN a coup waiting (%s) THEN the cards and whose turn it is come before the stakes, and the stakes before the queues',
    (locale) => {
      const message = render(locale, dealtTable());
      const embed = message.embeds[0]!;
      const description = plain(embed.description!);
      const waiting = description.split('\n').findIndex((line) => line.includes('<t:'));
      const bank = description.indexOf(
        plain(t(locale, 'banque.table.bank', { name: '**Bea**', bank: 100_000 as Cents })),
      );
      expect(waiting).toBe(3);
      expect(bank).toBeGreaterThan(description.indexOf('<t:'));
      const names = embed.fields!.map((f) => f.name);
      expect(names.slice(0, 3)).toEqual([
        t(locale, 'banque.table.stakes'),
        t(locale, 'banque.table.queue', { tableau: 'right', count: 2 }),
        t(locale, 'banque.table.queue', { tableau: 'left', count: 2 }),
      ]);
      expectWithinDiscordLimits(message);
    },
  );

  it.each(LOCALES)(
    'GIVEN a natural 9 on the right during a coup (%s) THEN it shows, named a natural 9',
    (locale) => {
      const { world, stack } = bettingTable();
      stack(['4S', '9D', 'KS', '5C', '3C', '5H', '2C', 'QH']);
      world.ok({ type: 'deal', channelId: C, userId: 'Bea' });
      expect(world.table(C).coup).not.toBeNull();
      const description = plain(render(locale, world).embeds[0]!.description!);
      expect(description.split('\n')[0]).toBe(
        t(locale, 'banque.table.hand', {
          hand: t(locale, 'banque.hand.right'),
          name: '**Rita**',
          cards: `4♠ 5♣ · ${t(locale, 'banque.table.natural', { total: 9 })}`,
        }),
      );
      expect(t(locale, 'banque.table.natural', { total: 9 })).toMatch(/^natural(e)? 9$/);
      expect(description.split('\n')[1]).toContain(`${CARD_BACK} ${CARD_BACK}`);
    },
  );
});

describe('My cards', () => {
  it.each(LOCALES)(
    'GIVEN Rita at 6 (%s) THEN her cards and the one choice the rule allows: Stand',
    (locale) => {
      const world = dealtTable();
      const view = renderBanqueCards(locale, { table: world.table(C), userId: 'Rita', names: NAMES })!;
      const text = plain(view.embeds[0]!.description!);
      expect(text).toContain(t(locale, 'banque.cards.hand', { cards: '4♠ 2♥', total: 6 }));
      expect(text).toContain(t(locale, 'banque.cards.forced'));
      expect(text).toContain(`<t:${Math.floor(world.table(C).coup!.decision.deadline / 1000)}:R>`);
      const buttons = ids(view);
      // Her one choice, then the switch to play by the rule.
      expect(buttons.map((id) => decodeCustomId(id))).toEqual([
        { kind: 'decide', choice: 'stand', step: 1, round: world.table(C).round },
        { kind: 'rule-on', round: world.table(C).round },
      ]);
    },
  );

  it('GIVEN Lars, who does not hold the deciding hand yet THEN his cards without buttons; a spectator has none', () => {
    const world = dealtTable();
    const lars = renderBanqueCards('en', { table: world.table(C), userId: 'Lars', names: NAMES })!;
    expect(plain(lars.embeds[0]!.description!)).toContain('9♦ 3♣');
    expect(lars.components).toEqual([]);
    expect(renderBanqueCards('en', { table: world.table(C), userId: 'Cleo', names: NAMES })).toBeUndefined();
  });

  it.each(LOCALES)(
    'GIVEN Lars after his third card (%s) THEN all three cards and the total of all three',
    (locale) => {
      // Lars held 9♦ 3♣ (2) and drew 2♣: his hand is 4, not the 2 he decided on.
      const world = bankerTurn();
      const view = renderBanqueCards(locale, { table: world.table(C), userId: 'Lars', names: NAMES })!;
      const text = plain(view.embeds[0]!.description!);
      expect(text).toContain(t(locale, 'banque.cards.hand', { cards: '9♦ 3♣ 2♣', total: 4 }));
      expect(text).not.toContain(t(locale, 'banque.cards.hand', { cards: '9♦ 3♣ 2♣', total: 2 }));
    },
  );

  it.each(LOCALES)(
    'GIVEN the banker at 5 (%s) THEN what he sees of each tableau, Draw and Stand',
    (locale) => {
      const world = bankerTurn();
      const view = renderBanqueCards(locale, { table: world.table(C), userId: 'Bea', names: NAMES })!;
      const text = plain(view.embeds[0]!.description!);
      expect(text).toContain(
        t(locale, 'banque.cards.seen', {
          hand: t(locale, 'banque.hand.right'),
          what: t(locale, 'banque.cards.seenStood'),
        }),
      );
      expect(text).toContain(
        t(locale, 'banque.cards.seen', {
          hand: t(locale, 'banque.hand.left'),
          what: t(locale, 'banque.cards.seenThird', { point: 2 }),
        }),
      );
      expect(ids(view).map((id) => decodeCustomId(id)?.kind)).toEqual(['decide', 'decide', 'rule-on']);
      expect(
        ids(view.components[0] ? { components: [view.components[0]] } : view).map(
          (id) => (decodeCustomId(id) as { choice: string }).choice,
        ),
      ).toEqual(['draw', 'stand']);
    },
  );
});

describe('the banque result', () => {
  const played = () => {
    const world = bankerTurn();
    const pending = world.table(C).coup!.decision;
    world.now = pending.deadline;
    world.ok({ type: 'decision-timeout', channelId: C, step: pending.step });
    return {
      record: world.rounds.at(-1) as RoundRecord<BanqueRoundCoup>,
      after: world.table(C).gameState as BanqueTableState,
    };
  };

  it.each(LOCALES)(
    'GIVEN B1 (%s) THEN the three hands, each decision and why, both outcomes, every payout, the frozen centre, the bank after and the cards passing',
    (locale) => {
      const { record, after } = played();
      const message = renderBanqueResult(locale, {
        record,
        names: NAMES,
        after,
        shoe: { shoeNumber: 1, coupInShoe: 1, cardsLeft: 300, commitment: 'ab'.repeat(32) },
      });
      const embed = message.embeds[0]!;
      const get = (name: string) =>
        plain(embed.fields!.find((f) => f.name === t(locale, name as never))!.value);
      expect(get('banque.result.hands').split('\n')[0]).toBe(
        t(locale, 'banque.result.hand', {
          hand: t(locale, 'banque.hand.right'),
          name: '**Rita**',
          cards: '4♠ 2♥',
          total: 6,
        }),
      );
      const params = (name: string, hand: 'right' | 'left', total: number, action: 'draw' | 'stand') => ({
        name: `**${name}**`,
        hand,
        total,
        action,
      });
      const decisions = get('banque.result.decisions').split('\n');
      expect(decisions.slice(0, 2)).toEqual([
        t(locale, 'banque.decision.rule', params('Rita', 'right', 6, 'stand')),
        t(locale, 'banque.decision.rule', params('Lars', 'left', 2, 'draw')),
      ]);
      // The banker's default names its score in the reader's number format (checked in English below).
      expect(decisions[2]).toContain('**Bea**');
      expect(decisions).toHaveLength(3);
      expect(get('banque.result.outcomes').split('\n')).toEqual([
        t(locale, 'banque.outcome.win', { tableau: 'right' }),
        t(locale, 'banque.outcome.lose', { tableau: 'left' }),
      ]);
      expect(get('banque.result.stakes')).toContain(
        t(locale, 'banque.result.payout', {
          name: '**Rita**',
          position: t(locale, 'banque.position.right'),
          kind: 'stake',
          accepted: 10_000 as Cents,
          returned: 20_000 as Cents,
        }),
      );
      expect(get('banque.result.centre')).toBe(
        t(locale, 'banque.centre.item', {
          name: '**Cleo**',
          amount: 6_000 as Cents,
          wasFrozen: false,
          fate: t(locale, 'banque.centre.frozen'),
        }),
      );
      const banker = record.results.find((r) => r.userId === 'Bea')!;
      expect(get('banque.result.bank').split('\n')[0]).toBe(
        plain(
          t(locale, 'banque.result.bankerNet', { name: '**Bea**', outcome: netAndBalance(locale, banker) }),
        ),
      );
      expect(get('banque.result.bank')).toContain(
        t(locale, 'banque.result.bankAfter', { cents: 99_000 as Cents }),
      );
      expect(get('banque.result.next').split('\n')).toEqual([
        t(locale, 'banque.result.holder', { hand: t(locale, 'banque.hand.right'), name: '**Rita**' }),
        t(locale, 'banque.result.passed', { tableau: 'left', name: '**Lea**' }),
      ]);
      expectWithinDiscordLimits(message);
    },
  );

  it.each(LOCALES)(
    'GIVEN B1 (%s) THEN each punter once, with his net and his balance, as every game shows them',
    (locale) => {
      const { record, after } = played();
      const message = renderBanqueResult(locale, {
        record,
        names: NAMES,
        after,
        shoe: { shoeNumber: 1, coupInShoe: 1, cardsLeft: 300, commitment: 'ab'.repeat(32) },
      });
      const value = message.embeds[0]!.fields!.find(
        (f) => f.name === t(locale, 'banque.result.punters'),
      )!.value;
      const punters = record.results.filter((r) => r.userId !== 'Bea');
      expect(punters.map((r) => r.userId)).toEqual(['Rita', 'Rolf', 'Lars', 'Lea', 'Cleo']);
      expect(value.split('\n')).toEqual(
        punters.map((r) =>
          t(locale, 'banque.result.punter', { name: `**${r.userId}**`, outcome: netAndBalance(locale, r) }),
        ),
      );
    },
  );

  it('GIVEN B1 THEN English reads each punter’s net and balance the way Punto Banco and chemin de fer do', () => {
    const { record, after } = played();
    const message = renderBanqueResult('en', {
      record,
      names: NAMES,
      after,
      shoe: { shoeNumber: 1, coupInShoe: 1, cardsLeft: 300, commitment: 'ab'.repeat(32) },
    });
    const value = message.embeds[0]!.fields!.find((f) => f.name === 'Punters')!.value;
    const balance = (userId: string) => record.results.find((r) => r.userId === userId)!.balanceCents;
    expect(balance('Rita')).toBe(balance('Lars') + 20_000);
    expect(value).toContain(`**Rita** → **+100** · balance ${formatChips('en', balance('Rita'))}`);
    expect(value).toContain(`**Lars** → **−100** · balance ${formatChips('en', balance('Lars'))}`);
    const bank = message.embeds[0]!.fields!.find((f) => f.name === 'The bank')!.value;
    expect(bank.split('\n')[0]).toBe(
      `**Bea** (banker): **−10** · balance ${formatChips('en', balance('Bea'))}`,
    );
    // Cleo's centre stake froze whole: nothing won or lost yet.
    expect(value).toContain(`**Cleo** → **±0** · balance ${formatChips('en', balance('Cleo'))}`);
  });

  it('GIVEN the banker default THEN the result says he did not answer at 5 and drew, with the score', () => {
    const { record, after } = played();
    const message = renderBanqueResult('en', {
      record,
      names: NAMES,
      after,
      shoe: { shoeNumber: 1, coupInShoe: 1, cardsLeft: 300, commitment: 'ab'.repeat(32) },
    });
    const decisions = message.embeds[0]!.fields!.find((f) => f.name === 'Decisions')!.value;
    expect(decisions.split('\n')[2]).toBe(
      '**Bea** (banker) did not answer at 5: drew by default, weighing the stakes on each tableau (score 31,420).',
    );
  });

  it.each(LOCALES)(
    'GIVEN the bank ending (%s) THEN why, each frozen item returned, and the auction reopening',
    (locale) => {
      const message = renderBanqueBankEnded(locale, {
        banker: 'Bea',
        cents: 99_000 as Cents,
        reason: 'retired',
        frozenReturned: [{ owner: 'Cleo', cents: 6_000 as Cents }],
        names: NAMES,
      });
      expect(message.embeds[0]!.description!.split('\n')).toEqual([
        t(locale, 'banque.ended.retired', { name: '**Bea**', cents: 99_000 as Cents }),
        t(locale, 'banque.ended.frozen', { name: '**Cleo**', cents: 6_000 as Cents }),
        t(locale, 'banque.ended.auction'),
      ]);
    },
  );
});

describe('in the players’ own words', () => {
  /** The labels of the buttons a view shows. */
  const labels = (view: { components: unknown[] }) =>
    (view.components as { components: { label: string }[] }[]).flatMap((row) =>
      row.components.map((b) => b.label),
    );

  /** What the table answers `userId` asking for `choice` at the decision the coup waits for. */
  const refusedChoice = (world: World, userId: string, choice: string) => {
    const outcome = world.run({
      type: 'decide',
      channelId: C,
      userId,
      choice,
      step: world.table(C).coup!.decision.step,
    });
    if (outcome.ok) throw new Error('the choice was accepted');
    return outcome;
  };

  it.each(LOCALES)(
    'GIVEN Rita at 6, who may only stand, asking for a card (%s) THEN the refusal names the one button her prompt shows',
    (locale) => {
      const world = dealtTable();
      const rejection = refusedChoice(world, 'Rita', 'draw');
      const [button] = labels(
        renderBanqueCards(locale, { table: world.table(C), userId: 'Rita', names: NAMES })!,
      );
      expect(button).toBe(t(locale, 'cdf.button.stand'));
      const text = renderRefusal(locale, rejection);
      expect(text).toContain(button);
      expect(text).not.toMatch(/\b(draw|stand)\b/);
    },
  );

  it('GIVEN Lars at 2, who must draw, answering Stand THEN each language lists the choice by its button: Card, Kaart, Carta, Carte', () => {
    const world = dealtTable();
    world.ok({
      type: 'decide',
      channelId: C,
      userId: 'Rita',
      choice: 'stand',
      step: world.table(C).coup!.decision.step,
    });
    const rejection = refusedChoice(world, 'Lars', 'stand');
    expect(LOCALES.map((locale) => renderRefusal(locale, rejection))).toEqual([
      'Here the rule leaves you one choice: Card.',
      'Hier laat de regel je maar één keuze: Kaart.',
      'Qui la regola ti lascia una sola scelta: Carta.',
      'Aici regula îți lasă o singură alegere: Carte.',
    ]);
    for (const locale of LOCALES)
      expect(
        labels(renderBanqueCards(locale, { table: world.table(C), userId: 'Lars', names: NAMES })!),
      ).toEqual([t(locale, 'cdf.button.card'), t(locale, 'rule.button.on')]);
  });

  it('GIVEN the banker, free to choose, THEN a refusal would name his own buttons: Draw or Stand', () => {
    const rejection = {
      ok: false as const,
      code: 'decision/invalid-choice' as const,
      context: { choices: ['draw', 'stand'], kind: 'banque-default-score' },
    };
    expect(LOCALES.map((locale) => renderRefusal(locale, rejection))).toEqual([
      'Choose Draw or Stand.',
      'Kies Trekken of Passen.',
      'Scegli Carta o Sto.',
      'Alege Carte sau Stau.',
    ]);
  });

  it.each(LOCALES)(
    'GIVEN the banker at 5 whose default draws (%s) THEN his prompt says once, in words, what happens without an answer and why, and no score',
    (locale) => {
      const world = bankerTurn();
      const { deadline } = world.table(C).coup!.decision;
      const view = renderBanqueCards(locale, { table: world.table(C), userId: 'Bea', names: NAMES })!;
      const text = view.embeds[0]!.description!;
      const prompt = t(locale, 'banque.cards.bankerPrompt', {
        deadline: `<t:${Math.floor(deadline / 1000)}:T>`,
        relative: `<t:${Math.floor(deadline / 1000)}:R>`,
        draws: true,
        even: false,
      });
      expect(text.split('\n')).toContain(prompt);
      // The default's score (31,420) is the bot's arithmetic: the prompt does not show it.
      expect(text).not.toMatch(/31[.,]?420|score|punteggio|scor\b/i);
      // One sentence about the deadline, not two.
      expect(text.split(`<t:${Math.floor(deadline / 1000)}:R>`)).toHaveLength(2);
    },
  );

  it('GIVEN the banker’s prompt THEN English says which way the default goes and why, in the three cases', () => {
    const when = { deadline: '10:00', relative: 'in 20 seconds' };
    expect(t('en', 'banque.cards.bankerPrompt', { ...when, draws: true, even: false })).toBe(
      'Your decision, by 10:00 (in 20 seconds). Without an answer you draw: weighing the stakes on each tableau against what it shows, a card gains the bank more than standing.',
    );
    expect(t('en', 'banque.cards.bankerPrompt', { ...when, draws: false, even: false })).toContain(
      'Without an answer you stand: weighing the stakes on each tableau against what it shows, standing does better for the bank than a card.',
    );
    expect(t('en', 'banque.cards.bankerPrompt', { ...when, draws: false, even: true })).toContain(
      'Without an answer you stand: weighing the stakes on each tableau against what it shows, a card gains the bank nothing over standing.',
    );
  });
});
