/**
 * The chemin de fer views, in every language: the table message in each phase (its lines, its
 * buttons and their round-carrying ids, no hidden card on it), My cards with the prompt the rule
 * allows, the private confirmations, and a settled coup with both third cards, a default at the
 * deadline, partial stakes, a refund, the commission, the bank after the coup and the shoe.
 * The tables are played by the real machine on a stacked shoe (test/games/chemin-de-fer/table/stacked-cdf.ts).
 */

import { describe, expect, it } from 'vitest';
import { decodeCustomId } from '../../../../src/discord/custom-ids.js';
import { formatChips, LOCALES, type Locale, t } from '../../../../src/discord/i18n/index.js';
import { roundResult } from '../../../../src/discord/round-results.js';
import type { Cents } from '../../../../src/engine/money.js';
import { CARD_BACK, commissionText } from '../../../../src/games/banked/shell/shared.js';
import { renderCdfCards } from '../../../../src/games/chemin-de-fer/shell/cards.js';
import { renderCdfDone } from '../../../../src/games/chemin-de-fer/shell/replies.js';
import { renderCdfResult } from '../../../../src/games/chemin-de-fer/shell/result.js';
import { renderCdfTableMessage } from '../../../../src/games/chemin-de-fer/shell/table.js';
import type { CdfRoundCoup } from '../../../../src/games/chemin-de-fer/table/index.js';
import { cdfRulesOf, cdfStateOf } from '../../../../src/games/chemin-de-fer/table/state.js';
import type { Logger } from '../../../../src/log.js';
import type { RoundRecord } from '../../../../src/table/state.js';
import { expectWithinDiscordLimits } from '../../../discord/discord-limits.js';
import { plain } from '../../../discord/fixtures.js';
import { gameAction, stackedCdfTable } from '../table/stacked-cdf.js';

const NAMES = new Map([
  ['Ana', 'Ana'],
  ['Ben', 'Ben'],
  ['Carl', 'Carl'],
  ['Dora', 'Dora'],
  ['Eve', 'Eve'],
]);
const SEATS = ['Ana', 'Ben', 'Carl', 'Dora', 'Eve'];

/** C4's table: Ana and Ben pass the shoe, Carl opens 100; Eve avec la table, Dora 40, Ana 30. */
const bettingTable = () => {
  const { world, stack } = stackedCdfTable(SEATS);
  world.ok(gameAction('Ana', { kind: 'decline' }));
  world.ok(gameAction('Ben', { kind: 'decline' }));
  world.ok(gameAction('Carl', { kind: 'open-bank', amount: 100 }));
  world.ok(gameAction('Eve', { kind: 'avec-la-table' }));
  world.ok(gameAction('Dora', { kind: 'stake', amount: 40 }));
  world.ok(gameAction('Ana', { kind: 'stake', amount: 30 }));
  return { world, stack };
};

/** C3's cards against Carl's bank: Eve holds 4 and must draw; Carl holds 5 against a 4. */
const C3 = ['4H', '2C', 'KS', '3D', '4C', '4D'];

const render = (locale: Locale, world: ReturnType<typeof bettingTable>['world']) =>
  renderCdfTableMessage(locale, { guild: world.guild, table: world.table(), names: NAMES });

const ids = (message: { components: unknown[] }) =>
  (message.components as { components: { custom_id: string }[] }[]).flatMap((row) =>
    row.components.map((component) => component.custom_id),
  );

describe('the chemin de fer table message', () => {
  it.each(LOCALES)('GIVEN nobody seated (%s) THEN it says how to sit, with the Sit down button', (locale) => {
    const { world } = stackedCdfTable([]);
    const message = render(locale, world);
    const round = world.table().round;
    expect(message.embeds[0]!.title).toBe(t(locale, 'cdf.table.title', { round }));
    expect(message.embeds[0]!.description).toContain(t(locale, 'cdf.table.empty'));
    expect(ids(message)).toEqual([`sabot1:cdf-sit:${round}`]);
    expectWithinDiscordLimits(message);
  });

  it.each(LOCALES)(
    'GIVEN the shoe offered (%s) THEN the holder, the seats in passing order, Open bank and Pass',
    (locale) => {
      const { world } = stackedCdfTable(SEATS);
      world.ok(gameAction('Ana', { kind: 'decline' }));
      const message = render(locale, world);
      const embed = message.embeds[0]!;
      expect(embed.description).toContain(
        t(locale, 'cdf.table.offered', { name: '**Ben**', min: 10_000 as Cents }),
      );
      expect(embed.fields![0]!.value.split('\n')).toEqual([
        '1. **Ana**',
        `2. **Ben** — ${t(locale, 'cdf.seat.holder')}`,
        '3. **Carl**',
        '4. **Dora**',
        '5. **Eve**',
      ]);
      const round = world.table().round;
      expect(ids(message)).toEqual(
        ['cdf-open', 'cdf-decline', 'cdf-sit', 'cdf-leave'].map((k) => `sabot1:${k}:${round}`),
      );
      for (const id of ids(message)) expect(decodeCustomId(id)).toMatchObject({ round });
      expectWithinDiscordLimits(message);
    },
  );

  it.each(LOCALES)(
    'GIVEN offers against the bank (%s) THEN they show in priority order with the cover so far and who plays the hand',
    (locale) => {
      const { world } = bettingTable();
      const message = render(locale, world);
      const embed = message.embeds[0]!;
      expect(embed.description).toContain(
        t(locale, 'cdf.table.bank', { name: '**Carl**', bank: 10_000 as Cents }),
      );
      expect(embed.description).toContain(t(locale, 'cdf.table.howTo'));
      const offers = embed.fields![1]!;
      expect(offers.name).toBe(t(locale, 'cdf.table.offers'));
      const kind = (k: 'stake' | 'avec-la-table') => t(locale, `cdf.kind.${k}`);
      expect(offers.value.split('\n')).toEqual([
        // Avec la table first, then the stakes from Carl's right: Dora, Eve, Ana, Ben.
        t(locale, 'cdf.offer.accepted', {
          name: '**Eve**',
          kind: kind('avec-la-table'),
          offered: 5_000 as Cents,
        }),
        t(locale, 'cdf.offer.accepted', { name: '**Dora**', kind: kind('stake'), offered: 4_000 as Cents }),
        t(locale, 'cdf.offer.trimmed', {
          name: '**Ana**',
          kind: kind('stake'),
          offered: 3_000 as Cents,
          accepted: 1_000 as Cents,
        }),
        t(locale, 'cdf.table.cover', { cover: 10_000 as Cents, cap: 10_000 as Cents, bank: 10_000 as Cents }),
        t(locale, 'cdf.table.hand', { name: '**Eve**', by: t(locale, 'cdf.handBy.avec-la-table') }),
      ]);
      const round = world.table().round;
      expect(ids(message)).toEqual(
        [
          'chip',
          'cdf-banco',
          'cdf-avec',
          'cdf-stake',
          'cdf-withdraw',
          'deal',
          'cdf-passe',
          'cdf-sit',
          'cdf-leave',
        ].map((k) => `sabot1:${k}:${round}`),
      );
      expectWithinDiscordLimits(message);
    },
  );

  it.each(LOCALES)(
    'GIVEN a coup waiting for the punter (%s) THEN the cards lead the message, every first card face down, and the wait shows its deadline',
    (locale) => {
      const { world, stack } = bettingTable();
      stack(C3);
      world.ok({ type: 'deal', channelId: 'c1', userId: 'Carl' });
      const table = world.table();
      const message = render(locale, world);
      const text = JSON.stringify(message.embeds);
      expect(text).not.toMatch(/4♥|2♣|K♠|3♦/);
      // What is happening now comes first: the cards and the wait open the description.
      const cards = message.embeds[0]!.description!.split('\n');
      expect(cards[0]).toBe(
        t(locale, 'cdf.table.punterCards', { name: '**Eve**', cards: `${CARD_BACK} ${CARD_BACK}` }),
      );
      expect(cards[1]).toBe(
        t(locale, 'cdf.table.bankerCards', { name: '**Carl**', cards: `${CARD_BACK} ${CARD_BACK}` }),
      );
      const deadline = table.coup!.decision.deadline;
      expect(cards[2]).toBe(
        t(locale, 'cdf.table.waiting', {
          name: '**Eve**',
          role: 'punter',
          when: `<t:${Math.floor(deadline / 1000)}:T> (<t:${Math.floor(deadline / 1000)}:R>)`,
        }),
      );
      expect(ids(message)).toEqual([`sabot1:cdf-cards:${table.round}`]);
      // After the punter's forced card, the third card is face up for everyone.
      world.ok({ type: 'decide', channelId: 'c1', userId: 'Eve', choice: 'draw' });
      expect(plain(render(locale, world).embeds[0]!.description!.split('\n')[0]!)).toContain(
        `${CARD_BACK} ${CARD_BACK} 4♣`,
      );
    },
  );
});

describe('la suite and absent players on the table message', () => {
  it.each(LOCALES)(
    'GIVEN a bank passed with la suite on (%s) THEN the offer, its deadline, the claims and Take la suite / No thanks',
    (locale) => {
      const { world } = stackedCdfTable(['Ana', 'Ben', 'Carl'], { suite: true });
      world.ok(gameAction('Ana', { kind: 'open-bank', amount: 200 }));
      world.ok(gameAction('Ana', { kind: 'banque-passe' }));
      const claim = world.ok(gameAction('Carl', { kind: 'take-suite' }));
      expect(renderCdfDone(locale, 'Carl', claim.events, NAMES)).toBe(
        t(locale, 'cdf.done.suiteClaim', { bank: 20_000 as Cents, balance: 80_000 as Cents }),
      );
      const message = render(locale, world);
      const embed = message.embeds[0]!;
      const deadline = Math.floor(cdfStateOf(world.table().gameState).suite!.deadline / 1000);
      expect(embed.description).toContain(
        t(locale, 'cdf.table.suite', {
          name: '**Ana**',
          bank: 20_000 as Cents,
          when: `<t:${deadline}:T> (<t:${deadline}:R>)`,
        }),
      );
      expect(embed.description).toContain(t(locale, 'cdf.table.suiteOn'));
      expect(embed.fields!.at(-1)).toMatchObject({
        name: t(locale, 'cdf.table.suiteClaims'),
        value: '**Carl**',
      });
      const round = world.table().round;
      expect(ids(message)).toEqual(
        ['cdf-suite', 'cdf-nosuite', 'cdf-withdraw', 'cdf-sit', 'cdf-leave'].map(
          (k) => `sabot1:${k}:${round}`,
        ),
      );
      // Ben, first in priority, takes it at once: nobody ahead of him is left to claim.
      const taken = world.ok(gameAction('Ben', { kind: 'take-suite' }));
      expect(renderCdfDone(locale, 'Ben', taken.events, NAMES)).toBe(
        t(locale, 'cdf.done.suiteTaken', { bank: 20_000 as Cents }),
      );
      expect(render(locale, world).embeds[0]!.description).toContain(
        t(locale, 'cdf.table.bank', { name: '**Ben**', bank: 20_000 as Cents }),
      );
      expectWithinDiscordLimits(message);
    },
  );

  it('GIVEN a banker who lets two decisions in a row time out THEN his seat shows him absent, and the result says his bank went home', () => {
    const { world, stack } = stackedCdfTable(['Ana', 'Ben']);
    world.ok(gameAction('Ana', { kind: 'open-bank', amount: 100 }));
    const coup = (cards: readonly string[]) => {
      world.ok(gameAction('Ben', { kind: 'stake', amount: 10 }));
      stack(cards);
      world.ok({ type: 'deal', channelId: 'c1', userId: 'Ben' });
      world.ok({ type: 'decide', channelId: 'c1', userId: 'Ben', choice: 'draw' });
      const { decision } = world.table().coup!;
      world.now = decision.deadline;
      world.ok({ type: 'decision-timeout', channelId: 'c1', step: decision.step });
    };
    // Twice: Ben draws at 4 a 4 (8), Ana holds 5 against a 4 and does not answer (draws a 4: 9).
    coup(['4H', '2C', 'KS', '3D', '4C', '4D']);
    coup(['4H', '2C', 'KS', '3D', '4C', '4D']);
    const after = cdfStateOf(world.table().gameState);
    expect(after.absent).toContain('Ana');
    const seats = render('en', world).embeds[0]!.fields![0]!.value;
    expect(seats).toContain(`**Ana** — 💤 ${t('en', 'cdf.seat.absent')}`);
    const message = renderCdfResult('en', {
      record: world.rounds.at(-1) as RoundRecord<CdfRoundCoup>,
      names: NAMES,
      after,
      shoe: { shoeNumber: 1, coupInShoe: 2, cardsLeft: 300, commitment: 'ab'.repeat(32) },
    });
    const next = message.embeds[0]!.fields!.find((f) => f.name === t('en', 'cdf.result.next'))!.value;
    expect(next.split('\n')).toEqual([
      t('en', 'cdf.result.absent', { name: '**Ana**' }),
      t('en', 'cdf.result.passes', { name: '**Ben**' }),
    ]);
  });
});

describe('My cards', () => {
  it.each(LOCALES)(
    'GIVEN the coup (%s) THEN each hand sees only its own cards, and the prompt offers what the rule allows',
    (locale) => {
      const { world, stack } = bettingTable();
      stack(C3);
      world.ok({ type: 'deal', channelId: 'c1', userId: 'Carl' });
      const table = () => world.table();
      const eve = renderCdfCards(locale, { table: table(), userId: 'Eve', names: NAMES })!;
      expect(eve.embeds[0]!.title).toBe(t(locale, 'cdf.cards.title', { role: 'punter' }));
      expect(plain(eve.embeds[0]!.description!)).toContain(
        t(locale, 'cdf.cards.hand', { cards: '4♥ K♠', total: 4 }),
      );
      expect(eve.embeds[0]!.description).toContain(t(locale, 'cdf.cards.forced'));
      expect(ids(eve)).toEqual([`sabot1:decide:draw:1:${table().round}`, `sabot1:rule-on:${table().round}`]);
      const carl = renderCdfCards(locale, { table: table(), userId: 'Carl', names: NAMES })!;
      expect(plain(carl.embeds[0]!.description!)).toContain(
        t(locale, 'cdf.cards.hand', { cards: '2♣ 3♦', total: 5 }),
      );
      expect(carl.embeds[0]!.description).toContain(t(locale, 'cdf.cards.wait', { name: '**Eve**' }));
      expect(carl.components).toEqual([]);
      expect(renderCdfCards(locale, { table: table(), userId: 'Dora', names: NAMES })).toBeUndefined();
      world.ok({ type: 'decide', channelId: 'c1', userId: 'Eve', choice: 'draw' });
      // After her third card Eve sees all three and their total (4 + 0 + 4 = 8), not the two she decided on.
      const drawn = renderCdfCards(locale, { table: table(), userId: 'Eve', names: NAMES })!;
      expect(plain(drawn.embeds[0]!.description!)).toContain(
        t(locale, 'cdf.cards.hand', { cards: '4♥ K♠ 4♣', total: 8 }),
      );
      const prompt = renderCdfCards(locale, { table: table(), userId: 'Carl', names: NAMES })!;
      expect(plain(prompt.embeds[0]!.description!)).toContain(
        t(locale, 'cdf.cards.punterThird', { card: '4♣ (4)' }),
      );
      expect(prompt.components[0]!.components.map((c) => ('label' in c ? c.label : ''))).toEqual([
        t(locale, 'cdf.button.draw'),
        t(locale, 'cdf.button.stand'),
      ]);
      expect(ids(prompt)).toEqual([
        `sabot1:decide:draw:2:${table().round}`,
        `sabot1:decide:stand:2:${table().round}`,
        `sabot1:rule-on:${table().round}`,
      ]);
    },
  );

  it('GIVEN the punter at 5 THEN Card and Stand; at 6 only Stand', () => {
    for (const [cards, labels] of [
      [
        ['2D', 'AS', '3C', '2H', '5D'],
        ['Card', 'Stand'],
      ],
      [['4D', 'AS', '2C', '2H', '5D'], ['Stand']],
    ] as const) {
      const { world, stack } = bettingTable();
      stack(cards);
      world.ok({ type: 'deal', channelId: 'c1', userId: 'Carl' });
      const eve = renderCdfCards('en', { table: world.table(), userId: 'Eve', names: NAMES })!;
      expect(eve.components[0]!.components.map((c) => ('label' in c ? c.label : ''))).toEqual(labels);
    }
  });
});

describe('the private confirmations', () => {
  it.each(LOCALES)('GIVEN each action (%s) THEN the player reads what the table did', (locale) => {
    const { world } = stackedCdfTable(['Ana', 'Ben']);
    const done = (userId: string, action: unknown) =>
      renderCdfDone(locale, userId, world.ok(gameAction(userId, action)).events, NAMES);
    expect(done('Carl', { kind: 'sit' })).toBe(t(locale, 'cdf.done.sit', { seat: 3 }));
    expect(done('Ana', { kind: 'decline' })).toBe(t(locale, 'cdf.done.decline', { name: '**Ben**' }));
    expect(done('Ben', { kind: 'open-bank', amount: 100 })).toBe(
      t(locale, 'cdf.done.open', { bank: 10_000 as Cents, balance: 90_000 as Cents }),
    );
    expect(done('Carl', { kind: 'banco' })).toBe(
      t(locale, 'cdf.done.offer', {
        kind: t(locale, 'cdf.kind.banco'),
        amount: 10_000 as Cents,
        balance: 90_000 as Cents,
      }),
    );
    expect(done('Carl', { kind: 'withdraw' })).toBe(
      t(locale, 'cdf.done.withdraw', { cents: 10_000 as Cents }),
    );
    expect(done('Ben', { kind: 'banque-passe' })).toBe(
      t(locale, 'cdf.done.passe', { cents: 10_000 as Cents }),
    );
    expect(done('Ana', { kind: 'leave' })).toBe(t(locale, 'cdf.done.leave'));
  });
});

describe('the result of a coup', () => {
  /** C4's offers, C3's cards: Eve draws (forced), Carl does not answer at 5 against a 4 and draws by default. */
  const played = () => {
    const { world, stack } = bettingTable();
    stack(C3);
    world.ok({ type: 'deal', channelId: 'c1', userId: 'Carl' });
    world.ok({ type: 'decide', channelId: 'c1', userId: 'Eve', choice: 'draw' });
    const { coup } = world.table();
    world.now = coup!.decision.deadline;
    world.ok({ type: 'decision-timeout', channelId: 'c1', step: coup!.decision.step });
    const record = world.rounds.at(-1) as RoundRecord<CdfRoundCoup>;
    return { world, record, after: cdfStateOf(world.table().gameState) };
  };

  it.each(LOCALES)(
    'GIVEN both third cards and a default (%s) THEN both hands, each decision and why, stakes, commission, bank and shoe',
    (locale) => {
      const { record, after } = played();
      const message = renderCdfResult(locale, {
        record,
        names: NAMES,
        after,
        shoe: { shoeNumber: 1, coupInShoe: 1, cardsLeft: 300, commitment: 'ab'.repeat(32) },
      });
      const embed = message.embeds[0]!;
      expect(embed.title).toBe(
        t(locale, 'cdf.result.title', {
          round: 1,
          outcome: t(locale, 'cdf.outcome.banker', { punter: 8, banker: 9 }),
        }),
      );
      const field = (name: string) => plain(embed.fields!.find((f) => f.name === name)!.value);
      expect(field(t(locale, 'cdf.result.punter', { total: 8, natural: false }))).toBe('**Eve**\n4♥ K♠ 4♣');
      expect(field(t(locale, 'cdf.result.banker', { total: 9, natural: false }))).toBe('**Carl**\n2♣ 3♦ 4♦');
      expect(field(t(locale, 'cdf.result.decisions')).split('\n')).toEqual([
        t(locale, 'cdf.decision.rule', {
          name: '**Eve**',
          role: 'punter',
          total: 4,
          against: null,
          action: 'draw',
          why: t(locale, 'cdf.why.punter-draws-0-4'),
        }),
        t(locale, 'cdf.decision.default', {
          name: '**Carl**',
          role: 'banker',
          total: 5,
          against: 4,
          action: 'draw',
        }),
      ]);
      const stakes = field(t(locale, 'cdf.result.stakes'));
      expect(stakes).toContain(
        t(locale, 'cdf.result.returned', {
          name: '**Ana**',
          cents: 2_000 as Cents,
          why: t(locale, 'cdf.refund.trimmed'),
        }),
      );
      expect(stakes).toContain('**Eve** · ');
      const bank = field(t(locale, 'cdf.result.bank'));
      // The cover was 100; 5 % commission is 5; the bank grows from 100 to 195.
      expect(bank).toContain(
        t(locale, 'cdf.result.commission', { rate: commissionText(locale, 500), cents: 500 as Cents }),
      );
      expect(bank).toContain(t(locale, 'cdf.result.bankAfter', { cents: 19_500 as Cents }));
      expect(field(t(locale, 'cdf.result.next'))).toBe(t(locale, 'cdf.result.keeps', { name: '**Carl**' }));
      expectWithinDiscordLimits(message);
    },
  );

  it('GIVEN the punter wins THEN the bank goes back to the banker and the shoe passes to the next seat', () => {
    const { world, stack } = bettingTable();
    // C1's cards: the punter 7 stands (forced), the banker 6 stands.
    stack(['7C', '3H', 'KD', '3S']);
    world.ok({ type: 'deal', channelId: 'c1', userId: 'Carl' });
    world.ok({ type: 'decide', channelId: 'c1', userId: 'Eve', choice: 'stand' });
    const record = world.rounds.at(-1) as RoundRecord<CdfRoundCoup>;
    const message = renderCdfResult('en', {
      record,
      names: NAMES,
      after: cdfStateOf(world.table().gameState),
      shoe: { shoeNumber: 1, coupInShoe: 1, cardsLeft: 300, commitment: 'ab'.repeat(32) },
    });
    const text = JSON.stringify(message.embeds);
    expect(message.embeds[0]!.title).toBe('Coup 1 · Punter wins, 7 to 6');
    expect(text).toContain(t('en', 'cdf.result.passes', { name: '**Dora**' }));
    expect(text).toContain(t('en', 'cdf.result.paidOut', { name: '**Carl**', cents: 0 as Cents }));
    expect(text).toContain('**Eve** · 50 chips → **+50**');
    // Net and balance read as in Punto Banco and banque: the shared `result.net`, a bare figure.
    const eve = record.results.find((r) => r.userId === 'Eve')!;
    expect(text).toContain(`**Eve** · 50 chips → **+50** · balance ${formatChips('en', eve.balanceCents)}`);
    expect(text).not.toMatch(/balance [\d,.]+ chips/);
  });

  it('GIVEN a bank above the maximum after the coup THEN the garage goes back to the banker', () => {
    const { world, stack } = stackedCdfTable(['Ana', 'Ben'], { bankMax: 150 });
    world.ok(gameAction('Ana', { kind: 'open-bank', amount: 100 }));
    world.ok(gameAction('Ben', { kind: 'banco' }));
    stack(['2D', 'AS', '3C', '2H', '5D']);
    world.ok({ type: 'deal', channelId: 'c1', userId: 'Ben' });
    world.ok({ type: 'decide', channelId: 'c1', userId: 'Ben', choice: 'stand' });
    const record = world.rounds.at(-1) as RoundRecord<CdfRoundCoup>;
    const message = renderCdfResult('en', {
      record,
      names: NAMES,
      after: cdfStateOf(world.table().gameState),
      shoe: { shoeNumber: 1, coupInShoe: 1, cardsLeft: 300, commitment: 'ab'.repeat(32) },
    });
    const text = JSON.stringify(message.embeds);
    // 100 + 100 − 5 = 195; 150 stays, 45 goes home.
    expect(text).toContain(t('en', 'cdf.result.commission', { rate: '5%', cents: 500 as Cents }));
    expect(text).toContain(t('en', 'cdf.result.bankAfter', { cents: 15_000 as Cents }));
    expect(text).toContain(t('en', 'cdf.result.garage', { name: '**Ana**', cents: 4_500 as Cents }));
  });
});

describe('a chemin de fer result posted from its record', () => {
  it('GIVEN the commission lowered while the coup was out WHEN its result is posted THEN it names the rate the coup was paid at, not the table’s new one', async () => {
    const { world, stack } = stackedCdfTable(['Ana', 'Ben']);
    world.ok(gameAction('Ana', { kind: 'open-bank', amount: 100 }));
    world.ok(gameAction('Ben', { kind: 'banco' }));
    stack(['2D', 'AS', '3C', '2H', '5D']);
    world.ok({ type: 'deal', channelId: 'c1', userId: 'Ben' });
    world.ok({ type: 'configure-table', channelId: 'c1', changes: { commissionBp: 250 } });
    const settled = world.ok({ type: 'decide', channelId: 'c1', userId: 'Ben', choice: 'stand' });
    const record = settled.changes.rounds[0] as RoundRecord<CdfRoundCoup>;
    // Ana's bank won Ben's 100 at the 5 % it was dealt under; her next coup plays at 2.5 %.
    expect([record.commissionBp, record.houseTakeCents]).toEqual([500, 500]);
    expect(cdfRulesOf(world.table().roundRules!).commissionBp).toBe(250);
    const log: Logger = { debug() {}, info() {}, warn() {}, error() {} };
    const message = await roundResult(
      {
        reads: {
          names: () => NAMES,
          table: async () => ({ guild: world.guild, table: world.table() }) as never,
        },
        log,
      },
      { guildId: 'g1', channelId: 'c1', guildLocale: 'en' },
      record,
      settled.changes,
    );
    const text = JSON.stringify(message.embeds);
    expect(text).toContain(t('en', 'cdf.result.commission', { rate: '5%', cents: 500 as Cents }));
    expect(text).not.toContain('2.5%');
  });
});
