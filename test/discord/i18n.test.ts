/**
 * The catalogs: every language has every English key with the same shape, no message is empty
 * for any parameters, command texts fit Discord's 100 characters, and amounts format exactly.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/discord/i18n/en/index.js';
import { countChips } from '../../src/discord/i18n/format.js';
import {
  CATALOGS,
  type Catalog,
  englishOf,
  formatChips,
  formatSignedChips,
  formatSignedInteger,
  formatTime,
  LOCALES,
  type Locale,
  localeOf,
  localizationsOf,
  t,
} from '../../src/discord/i18n/index.js';
import { nl } from '../../src/discord/i18n/nl/index.js';
import type { Cents } from '../../src/engine/money.js';

/** A plausible value for every parameter name the catalogs use; an unknown name fails the test. */
const SAMPLE: Readonly<Record<string, unknown>> = {
  cents: 1250,
  balance: 100_050,
  decks: '3 or 6',
  needed: 2_500,
  min: 500,
  max: 50_000,
  tieMinAlone: 500,
  tieMinBeside: 100,
  tieMax: 6_000,
  dragon7Min: 100,
  dragon7Max: 2_500,
  panda8Min: 100,
  panda8Max: 2_500,
  round: 7,
  shoe: 3,
  coup: 12,
  left: 301,
  commitment: '0123456789ab',
  total: 5,
  third: 6,
  card: '6♥',
  drawsOn: '4–7',
  player: 4,
  banker: 6,
  hand: 'banker',
  side: 'tie',
  spot: 'Dragon 7',
  variant: 'punto-2000',
  count: 8,
  seats: 14,
  name: 'Ada',
  stakes: 'Banker 10',
  net: '+9.50',
  when: '<t:1700000000:R>',
  seconds: 30,
  seed: '`my seed`',
  game: 'Punto Banco',
  outcome: 'Banker wins, 6 to 4',
  summary: { coups: 20, banker: 9, player: 8, tie: 3, naturals: 6, playerPairs: 1, bankerPairs: 2 },
  ifBanker: 'red',
  ifPlayer: 'blue',
  unseen: 402,
  seen: 14,
  now: '45.8617%',
  full: '45.8597%',
  counts: '127,32,32,32,32,32,32,32,31,32',
  won: 9,
  lost: 8,
  even: 3,
  rank: 2,
  channel: '<#200000000000000002>',
  choices: 'Card or Stand',
  settings: 'limits, variant',
  url: 'https://sabot.example/verify/',
  check: 'Check the shoe with /fair export.',
  // Chemin de fer.
  bank: 20_000,
  bankMin: 10_000,
  bankMax: null,
  seat: 3,
  kind: 'banco',
  offered: 5_000,
  accepted: 3_000,
  cover: 8_000,
  cap: 9_900,
  shown: 36,
  by: 'banco suivi',
  role: 'punter',
  cards: '🂠 🂠 4♣',
  deadline: '<t:1700000000:T>',
  relative: '<t:1700000000:R>',
  fallback: 'a card',
  punter: 5,
  natural: false,
  against: 4,
  action: 'draw',
  why: 'the règle says draw',
  stake: 4_000,
  rate: '5%',
  commission: '5%',
  suite: true,
  free: false,
  amount: 20_000,
  language: 'Nederlands',
  // Baccarat banque.
  frozen: 500,
  wasFrozen: true,
  place: 2,
  point: 7,
  score: '31,420',
  returned: 6_000,
  fate: 'lost to the bank',
  position: 'right',
  what: 'stood',
  tableau: 'left',
  draws: false,
  openBank: false,
  instead: 'stake 150 chips or less, or collect your /daily chips',
};

const sampleParams = (key: string) =>
  new Proxy(
    {},
    {
      get: (_, prop) => {
        if (typeof prop !== 'string' || !(prop in SAMPLE))
          throw new Error(`${key} reads unknown parameter ${String(prop)}`);
        return SAMPLE[prop];
      },
    },
  );

/** Every message of a catalog as text, parameterised ones filled from SAMPLE. */
const render = (catalog: Catalog): [string, string][] =>
  Object.entries(catalog).map(([key, template]) => [
    key,
    typeof template === 'function' ? (template as (p: unknown) => string)(sampleParams(key)) : template,
  ]);

describe('catalogs', () => {
  const englishKeys = Object.keys(en).sort();

  it.each(LOCALES)(
    'GIVEN the %s catalog THEN it has exactly the English keys, each of the same kind',
    (locale) => {
      const catalog = CATALOGS[locale];
      expect(Object.keys(catalog).sort()).toEqual(englishKeys);
      for (const key of englishKeys) {
        expect(typeof catalog[key as keyof Catalog], key).toBe(typeof en[key as keyof typeof en]);
      }
    },
  );

  it.each(LOCALES)('GIVEN the %s catalog THEN no message renders empty, undefined or NaN', (locale) => {
    for (const [key, text] of render(CATALOGS[locale])) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/undefined|NaN|\[object /);
    }
  });

  it('GIVEN the English areas THEN no key is defined twice (a spread would hide it)', async () => {
    const { areas } = await import('../../src/discord/i18n/en/index.js');
    const total = Object.values(areas).reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(total).toBe(englishKeys.length);
  });

  it.each(LOCALES)(
    'GIVEN the %s catalog THEN every command text fits Discord (1–100 characters)',
    (locale) => {
      for (const [key, text] of render(CATALOGS[locale]).filter(([key]) => key.startsWith('cmd.'))) {
        expect(text.length, `${locale} ${key}: ${text}`).toBeGreaterThanOrEqual(1);
        expect(text.length, `${locale} ${key}: ${text}`).toBeLessThanOrEqual(100);
      }
    },
  );

  it('GIVEN the other languages THEN they are translations, not English copies', () => {
    // Chemin de fer's French terms are used as they are in every language (docs/chemin-de-fer.md), so their
    // labels match English on purpose.
    const french = new Set([
      'cdf.kind.banco',
      'cdf.kind.avec-la-table',
      'cdf.seat.suivi',
      'cdf.handBy.banco-suivi',
      'cdf.handBy.banco',
      'cdf.handBy.avec-la-table',
      'cdf.button.banco',
      'cdf.button.avec',
      'cdf.button.passe',
      'cmd.table.game.value.chemin-de-fer',
      // EZ Baccarat and its side bets are named as the casinos print them, in every language.
      'side.dragon-7',
      'side.panda-8',
      'cmd.table.game.value.ez-baccarat',
      'cmd.rules.topic.ez-baccarat',
      'rules.ez-baccarat.title',
      // Each language is named in its own tongue (an endonym) in every catalog.
      ...LOCALES.map((locale) => `language.${locale}`),
    ]);
    const same = (locale: Locale) =>
      render(CATALOGS[locale]).filter(
        ([key, text]) => !french.has(key) && text === render(en)[englishKeys.indexOf(key)]?.[1],
      );
    for (const locale of ['nl', 'it', 'ro'] as const) {
      // Proper names (Punto Banco, Punto 2000), card letters and the corner label may match English.
      expect(same(locale).length, `${locale}: ${same(locale).map(([k]) => k)}`).toBeLessThan(12);
    }
  });

  it('GIVEN each language’s casino words (docs/rules.md) THEN each language uses them', () => {
    expect([t('nl', 'side.player'), t('nl', 'side.banker'), t('nl', 'side.tie')]).toEqual([
      'Speler',
      'Bankier',
      'Gelijkspel',
    ]);
    expect([t('it', 'side.player'), t('it', 'side.banker'), t('it', 'side.tie')]).toEqual([
      'Punto',
      'Banco',
      'Pareggio',
    ]);
    expect([t('ro', 'side.player'), t('ro', 'side.banker'), t('ro', 'side.tie')]).toEqual([
      'Jucător',
      'Bancher',
      'Egalitate',
    ]);
    // Romanian machine translations call the Banker "dealer"; the bot never does.
    expect(render(CATALOGS.ro).some(([, text]) => /dealer/i.test(text))).toBe(false);
  });
});

describe('t', () => {
  it('GIVEN a plain key and a parameterised key THEN both render in the asked language', () => {
    expect(t('en', 'button.deal')).toBe('Deal');
    expect(t('it', 'button.deal')).toBe('Gioca');
    expect(t('nl', 'table.title', { round: 12 })).toBe('Baccarat · ronde 12');
    expect(t('ro', 'chips', { cents: 2000 as Cents })).toBe('20 de jetoane');
  });

  it('GIVEN wrong keys or parameters THEN tsc refuses them (checked by npm run typecheck)', () => {
    // Never called: these lines exist for the type checker, which must reject each one.
    const typeOnly = () => {
      // @ts-expect-error: no such key
      t('en', 'no.such.key');
      // @ts-expect-error: 'table.title' needs { round }
      t('en', 'table.title');
      // @ts-expect-error: wrong parameter name
      t('en', 'table.title', { rounds: 1 });
      // @ts-expect-error: plain text takes no parameters
      t('en', 'button.deal', { round: 1 });
      const { 'button.deal': _dropped, ...missingOne } = nl;
      // @ts-expect-error: a catalog missing a key is not a Catalog
      const incomplete: Catalog = missingOne;
      return incomplete;
    };
    expect(typeOnly).toBeTypeOf('function');
  });

  it('GIVEN a key unknown at run time (a stale cast) THEN t shows the key rather than crash', () => {
    expect(t('nl', 'no.such.key' as 'button.deal')).toBe('no.such.key');
  });
});

describe('localeOf', () => {
  it.each([
    ['nl', 'nl'],
    ['it', 'it'],
    ['ro', 'ro'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['de', 'en'],
    ['pt-BR', 'en'],
    ['zh-CN', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['NL', 'nl'],
    ['ro-RO', 'ro'],
    ['constructor', 'en'],
  ] as const)('GIVEN Discord locale %s THEN the bot speaks %s', (input, expected) => {
    expect(localeOf(input)).toBe(expected);
  });
});

describe('formatChips', () => {
  const cases: Record<Locale, readonly string[]> = {
    //    0     5       195     123456789         -195     100   -5
    en: ['0', '0.05', '1.95', '1,234,567.89', '-1.95', '1', '-0.05'],
    nl: ['0', '0,05', '1,95', '1.234.567,89', '-1,95', '1', '-0,05'],
    it: ['0', '0,05', '1,95', '1.234.567,89', '-1,95', '1', '-0,05'],
    ro: ['0', '0,05', '1,95', '1.234.567,89', '-1,95', '1', '-0,05'],
  };
  const inputs = [0, 5, 195, 123_456_789, -195, 100, -5];

  it.each(LOCALES)(
    'GIVEN %s THEN amounts are exact, grouped, and show hundredths only when there are some',
    (locale) => {
      expect(inputs.map((cents) => formatChips(locale, cents as Cents))).toEqual(cases[locale]);
      expect(formatChips(locale, 123_456_700 as Cents)).toBe(locale === 'en' ? '1,234,567' : '1.234.567');
      expect(formatChips(locale, 1_000 as Cents)).toBe('10');
      expect(formatChips(locale, 123_400 as Cents)).toBe(locale === 'en' ? '1,234' : '1.234');
    },
  );

  it.each(LOCALES)(
    'GIVEN %s and any whole amount up to 100,000 chips THEN the digits are Intl’s own',
    (locale) => {
      const tag = { en: 'en-US', nl: 'nl-NL', it: 'it-IT', ro: 'ro-RO' }[locale];
      const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: 'always' });
      for (let whole = 0; whole <= 100_000; whole++) {
        const text = formatChips(locale, (whole * 100) as Cents);
        if (text !== intl.format(whole)) expect(text).toBe(intl.format(whole));
      }
    },
  );

  it('GIVEN any safe integer THEN the digits read back to exactly that many cents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.maxSafeInteger(),
        fc.boolean(),
        (locale, magnitude, negative) => {
          const cents = negative ? -magnitude : magnitude;
          const text = formatChips(locale, cents as Cents);
          const [group, decimal] = locale === 'en' ? [',', '.'] : ['.', ','];
          const [whole = '', hundredths = '00'] = text.replace('-', '').split(group).join('').split(decimal);
          expect(hundredths).toMatch(/^\d\d$/);
          expect(hundredths).not.toBe(text.includes(decimal) ? '00' : 'x');
          const back = BigInt(whole) * 100n + BigInt(hundredths);
          expect(text.startsWith('-') ? -back : back).toBe(BigInt(cents));
        },
      ),
    );
  });

  it('GIVEN a net result THEN its sign is always shown', () => {
    expect(formatSignedChips('en', 950 as Cents)).toBe('+9.50');
    expect(formatSignedChips('nl', -2_000 as Cents)).toBe('−20');
    expect(formatSignedChips('it', 0 as Cents)).toBe('±0');
  });

  it("GIVEN a negative score (the banque banker's default) THEN it prints a true minus, grouped as the language groups", () => {
    expect(formatSignedInteger('en', -31_420)).toBe('−31,420');
    expect(formatSignedInteger('nl', -31_420)).toBe('−31.420');
    expect(formatSignedInteger('it', 120)).toBe('120');
  });

  it("GIVEN each language's plural rules THEN chip nouns agree with the amount", () => {
    expect(t('en', 'chips', { cents: 100 as Cents })).toBe('1 chip');
    expect(t('en', 'chips', { cents: 250 as Cents })).toBe('2.50 chips');
    expect(t('nl', 'chips', { cents: 100 as Cents })).toBe('1 fiche');
    expect(t('nl', 'chips', { cents: 500 as Cents })).toBe('5 fiches');
    expect(t('it', 'chips', { cents: 100 as Cents })).toBe('1 gettone');
    expect(t('it', 'chips', { cents: 123_400 as Cents })).toBe('1.234 gettoni');
    expect(t('ro', 'chips', { cents: 100 as Cents })).toBe('1 jeton');
    expect(t('ro', 'chips', { cents: 500 as Cents })).toBe('5 jetoane');
    expect(t('ro', 'chips', { cents: 1_900 as Cents })).toBe('19 jetoane');
    expect(t('ro', 'chips', { cents: 2_000 as Cents })).toBe('20 de jetoane');
    expect(t('ro', 'chips', { cents: 10_100 as Cents })).toBe('101 jetoane');
    expect(t('ro', 'chips', { cents: 150 as Cents })).toBe('1,50 jetoane');
    expect(countChips('en', { other: 'chips' })(-100 as Cents)).toBe('-1 chips');
  });
});

describe('formatTime', () => {
  it('GIVEN a moment in ms THEN it becomes Discord timestamp markup, relative by default', () => {
    expect(formatTime(1_700_000_000_999)).toBe('<t:1700000000:R>');
    expect(formatTime(1_700_000_000_000, 'f')).toBe('<t:1700000000:f>');
  });
});

describe('command localizations', () => {
  it('GIVEN a command key THEN the builder gets the English text and nl/it/ro localizations', () => {
    expect(englishOf('cmd.bet')).toBe(en['cmd.bet']);
    expect(localizationsOf('cmd.bet.side.tie')).toEqual({
      nl: 'Gelijkspel (betaalt 8 tegen 1)',
      it: 'Pareggio (paga 8 a 1)',
      ro: 'Egalitate (plătește 8 la 1)',
    });
  });
});

describe('plurals and agreement (Intl.PluralRules) in every language', () => {
  const known = (locale: Locale, seen: number) => t(locale, 'odds.explain', { unseen: 400, seen });

  it.each([
    ['en', ['1 card is known', '2 cards are known', '5 cards are known', '20 cards are known']],
    ['nl', ['1 kaart is bekend', '2 kaarten zijn bekend', '5 kaarten zijn bekend', '20 kaarten zijn bekend']],
    ['it', ['1 carta è nota', '2 carte sono note', '5 carte sono note', '20 carte sono note']],
    [
      'ro',
      [
        '1 carte este cunoscută',
        '2 cărți sunt cunoscute',
        '5 cărți sunt cunoscute',
        '20 de cărți sunt cunoscute',
      ],
    ],
  ] as const)('GIVEN %s THEN the known cards agree with their count (1, 2, 5, 20)', (locale, expected) => {
    [1, 2, 5, 20].forEach((seen, i) => {
      expect(known(locale, seen)).toContain(expected[i]);
    });
  });

  it.each([
    ['en', ['1 round played: 1 won, 0 lost, 0 even', '2 rounds played', '20 rounds played']],
    ['nl', ['1 ronde gespeeld: 1 gewonnen, 0 verloren, 0 quitte', '2 rondes gespeeld', '20 rondes gespeeld']],
    ['it', ['1 colpo giocato: 1 vinto, 0 persi, 0 in parità', '2 colpi giocati', '20 colpi giocati']],
    [
      'ro',
      ['1 rundă jucată: 1 câștigată, 0 pierdute, 0 la egalitate', '2 runde jucate', '20 de runde jucate'],
    ],
  ] as const)('GIVEN %s THEN the rounds a player played agree with their count', (locale, expected) => {
    expect(t(locale, 'stats.played', { count: 1, won: 1, lost: 0, even: 0 })).toBe(expected[0]);
    expect(t(locale, 'stats.played', { count: 2, won: 1, lost: 1, even: 0 })).toContain(expected[1]);
    expect(t(locale, 'stats.played', { count: 20, won: 10, lost: 9, even: 1 })).toContain(expected[2]);
  });

  it('GIVEN seats and seconds THEN they go through the plural rules too (Romanian "de" from 20)', () => {
    expect(t('ro', 'table.bets', { count: 1, seats: 14 })).toBe('Pariuri · 1 din 14 locuri');
    expect(t('ro', 'table.bets', { count: 1, seats: 20 })).toBe('Pariuri · 1 din 20 de locuri');
    expect(t('ro', 'refusal.table/full', { seats: 20 })).toContain('Toate cele 20 de locuri sunt ocupate');
    expect(t('en', 'refusal.settings/invalid-timer', { max: 1 })).toContain('1 to 1 second;');
    expect(t('it', 'refusal.settings/invalid-decision-time', { min: 5, max: 120 })).toContain(
      'da 5 a 120 secondi',
    );
    expect(t('ro', 'refusal.settings/invalid-decision-time', { min: 5, max: 120 })).toContain(
      'între 5 și 120 de secunde',
    );
  });

  it('GIVEN an amount of chips followed by a verb THEN the verb agrees with the amount', () => {
    expect(t('en', 'cdf.done.passe', { cents: 100 as Cents })).toContain('1 chip is back');
    expect(t('en', 'cdf.done.passe', { cents: 250 as Cents })).toContain('2.50 chips are back');
    expect(t('nl', 'cdf.done.passe', { cents: 100 as Cents })).toContain('1 fiche staat weer');
    expect(t('it', 'cdf.done.passe', { cents: 100 as Cents })).toContain('1 gettone torna');
    expect(t('it', 'cdf.done.passe', { cents: 500 as Cents })).toContain('5 gettoni tornano');
    expect(t('ro', 'cdf.done.passe', { cents: 100 as Cents })).toContain('1 jeton s-a întors');
    expect(t('ro', 'cdf.done.passe', { cents: 2_000 as Cents })).toContain('20 de jetoane s-au întors');
    expect(t('nl', 'fair.revealed.body', { count: 1 })).toContain('Uit deze shoe is 1 ronde gedeeld');
    expect(t('it', 'road.inPlay', { count: 1 })).toContain('1 colpo giocato');
  });
});

/** Every message of a language as text, each parameter from SAMPLE (a name reads Ana), by key. */
const catalogTexts = (locale: Locale): [string, string][] =>
  Object.entries(CATALOGS[locale]).map(([key, template]) => [
    key,
    typeof template === 'function'
      ? (template as (p: unknown) => string)(
          new Proxy({}, { get: (_, prop) => (prop === 'name' ? 'Ana' : SAMPLE[prop as string]) }),
        )
      : template,
  ]);

describe('vocabulary', () => {
  const texts = catalogTexts;

  it('GIVEN Italian THEN the house edge is "vantaggio della casa" (never "banco") and the round is "colpo"', () => {
    for (const [key, text] of texts('it')) expect(text, key).not.toMatch(/vantaggio del banco/i);
    expect(t('it', 'odds.edges', { variant: 'punto-banco' })).toContain('Vantaggio della casa');
    expect(t('it', 'table.title', { round: 3 })).toBe('Baccarà · colpo 3');
    expect(t('it', 'result.title', { round: 3, outcome: 'x' })).toBe('Colpo 3 · x');
    for (const key of ['bet.onTable', 'pending.next-round', 'refusal.round/stale', 'history.title'] as const)
      expect(texts('it').find(([k]) => k === key)?.[1], key).not.toMatch(/\bman[oi]\b/i);
  });

  it('GIVEN Romanian THEN the round is "rundă", "mână" is only a hand, and no name is declined by hand ("lui Ana")', () => {
    for (const [key, text] of texts('ro')) expect(text, key).not.toMatch(/\blui Ana\b/);
    const rounds = [
      'table.title',
      'table.shoe',
      'odds.title',
      'odds.outcomes',
      'road.preview',
      'road.inPlay',
      'fair.clientSeed.open',
      'fair.revealed.body',
      'cmd.odds',
      'cmd.fair.seed',
    ];
    for (const [key, text] of texts('ro').filter(([k]) => rounds.includes(k as string)))
      expect(text, key).not.toMatch(/mân|mâin/i);
  });

  it('GIVEN Dutch THEN "Dezelfde inzet", and the shoe is called shoe throughout', () => {
    expect(t('nl', 'bet.repeated', { stakes: 'Bankier 10', balance: 100 as Cents })).toMatch(
      /^Dezelfde inzet/,
    );
    for (const [key, text] of texts('nl')) expect(text, key).not.toMatch(/schoen/i);
  });
});

describe('banque and chemin de fer in the players’ own words', () => {
  /** The messages of banque and chemin de fer: their commands, views, refusals and errors. */
  const texts = (locale: Locale) =>
    catalogTexts(locale).filter(([key]) =>
      /^(cmd\.(banque|chemin|table\.banque|table\.chemin)|banque\.|cdf\.|refusal\.(banque|cdf|decision)|error\.(banque|cdf|side-on|not-banque|not-cdf))/.test(
        key,
      ),
    );

  it.each([
    ['en', '22 chips paid; 23 chips stay frozen', '1 chip stays frozen', '(11 chips); 12 chips stay frozen'],
    [
      'nl',
      '22 fiches uitbetaald; 23 fiches blijven bevroren',
      '1 fiche blijft bevroren',
      '12 fiches blijven bevroren',
    ],
    [
      'it',
      '22 gettoni pagati; 23 gettoni restano congelati',
      '1 gettone resta congelato',
      '12 gettoni restano congelati',
    ],
    [
      'ro',
      '22 de jetoane plătite; 23 de jetoane rămân înghețate',
      '1 jeton rămâne înghețat',
      '12 jetoane rămân înghețate',
    ],
  ] as const)(
    'GIVEN a centre stake half won and half frozen (%s) THEN the frozen chips agree with their number (B4: 23 stay frozen)',
    (locale, b4, one, b5) => {
      expect(t(locale, 'banque.centre.halfWon', { cents: 4_400 as Cents, frozen: 2_300 as Cents })).toContain(
        b4.replace('22', '44'),
      );
      expect(t(locale, 'banque.centre.halfWon', { cents: 2_200 as Cents, frozen: 2_300 as Cents })).toContain(
        b4,
      );
      expect(t(locale, 'banque.centre.halfLost', { lost: 100 as Cents, frozen: 100 as Cents })).toContain(
        one,
      );
      expect(t(locale, 'banque.centre.halfLost', { lost: 1_100 as Cents, frozen: 1_200 as Cents })).toContain(
        b5,
      );
    },
  );

  it('GIVEN a natural in a card-holder’s hand THEN every language says equal naturals tie', () => {
    expect(t('en', 'banque.cards.natural')).toContain('equal naturals tie');
    expect(t('nl', 'banque.cards.natural')).toContain('gelijke naturals spelen gelijk');
    expect(t('it', 'banque.cards.natural')).toContain('a punti uguali è pareggio');
    expect(t('ro', 'banque.cards.natural')).toContain('la puncte egale e egalitate');
  });

  it('GIVEN the seeds’ verbs THEN Italian stands with "sta" / «sto» and shows a natural with "battere", Romanian with "a bate"', () => {
    for (const [key, text] of texts('it')) expect(text, key).not.toMatch(/\bè stat[oa]\b/);
    expect(t('it', 'banque.cards.seenStood')).toBe('sta');
    expect(t('it', 'cdf.cards.punterStood')).toBe('Il puntatore sta.');
    expect(
      t('it', 'banque.decision.player', { name: '**Eve**', hand: 'banker', total: 6, action: 'stand' }),
    ).toBe('**Eve** (banchiere) con 6 ha detto «sto».');
    expect(t('it', 'banque.cards.natural')).toMatch(/^Naturale: batti subito/);
    expect(t('it', 'banque.cards.seenNatural')).toMatch(/^ha battuto/);
    expect(t('ro', 'banque.cards.natural')).toMatch(/bați imediat/);
    expect(t('ro', 'banque.cards.seenNatural')).toMatch(/^a bătut/);
  });

  it('GIVEN the tableaux THEN each is named as the seeds name it', () => {
    expect(LOCALES.map((locale) => t(locale, 'banque.table.queue', { tableau: 'right', count: 2 }))).toEqual([
      'Right tableau · 2',
      'Rechtertableau · 2',
      'Tableau di destra · 2',
      'Tabloul din dreapta · 2',
    ]);
    expect(t('it', 'banque.outcome.lose', { tableau: 'left' })).toBe(
      'Il banco batte il tableau di sinistra.',
    );
    expect(t('ro', 'banque.outcome.tie', { tableau: 'right' })).toBe(
      'Tabloul din dreapta face egalitate cu banca: mizele se întorc.',
    );
  });

  it('GIVEN My cards THEN its title names the tableau as the table does, or the banker', () => {
    expect(LOCALES.map((locale) => t(locale, 'banque.cards.title', { hand: 'left' }))).toEqual([
      'Your cards (left tableau)',
      'Je kaarten (linkertableau)',
      'Le tue carte (tableau di sinistra)',
      'Cărțile tale (tabloul din stânga)',
    ]);
    expect(LOCALES.map((locale) => t(locale, 'banque.cards.title', { hand: 'banker' }))).toEqual([
      'Your cards (banker)',
      'Je kaarten (bankier)',
      'Le tue carte (banchiere)',
      'Cărțile tale (bancher)',
    ]);
  });

  it('GIVEN a stand THEN the answer says what was done, never an order ("Stai.")', () => {
    expect(t('it', 'cdf.done.stand')).toBe('Hai detto «sto».');
    expect(t('ro', 'cdf.done.stand')).toBe('Ai stat.');
  });

  it('GIVEN a coup THEN each language has one word for it in all three games: coup, ronde, colpo, rundă', () => {
    for (const [key, text] of catalogTexts('nl')) expect(text, key).not.toMatch(/\bcoups?\b/i);
    // Dutch calls the shoe a shoe in every game, as Punto Banco does.
    for (const [key, text] of texts('nl')) expect(text, key).not.toMatch(/\bsabot\b/);
    for (const [key, text] of catalogTexts('ro')) expect(text, key).not.toMatch(/lovitur/i);
    expect(t('nl', 'banque.table.title', { round: 3 })).toBe('Baccarat banque · ronde 3');
    expect(t('nl', 'cdf.table.title', { round: 3 })).toBe('Chemin de fer · ronde 3');
    expect(t('ro', 'banque.table.title', { round: 3 })).toBe('Baccarat banque · runda 3');
    expect(t('ro', 'cdf.table.title', { round: 3 })).toBe('Chemin de fer · runda 3');
    expect(t('it', 'banque.table.title', { round: 3 })).toBe('Baccarat banque · colpo 3');
    expect(t('it', 'cdf.table.title', { round: 3 })).toBe('Chemin de fer · colpo 3');
  });

  it.each(LOCALES)('GIVEN the auction (%s) THEN the text names the button as it is labelled', (locale) => {
    const button = t(locale, 'banque.button.bid');
    expect(t(locale, 'banque.table.auction', { min: 20_000 as Cents })).toContain(button);
    expect(t(locale, 'banque.ended.auction')).toContain(button);
  });

  it('GIVEN the phrases players read as wrong THEN each reads as a player says it', () => {
    // Italian.
    expect(
      t('it', 'banque.done.stake', {
        position: t('it', 'banque.at.centre'),
        amount: 20_000 as Cents,
        balance: 0 as Cents,
      }),
    ).toMatch(/^Puntata al centro: 200 gettoni\./);
    expect(
      t('it', 'banque.note.refund', {
        kind: 'stake',
        position: t('it', 'banque.at.right'),
        cents: 1_000 as Cents,
        why: 'x',
      }),
    ).toMatch(/^Puntata a destra: /);
    expect(t('it', 'banque.refund.banco-called')).not.toMatch(/banco.*banco/);
    expect(t('it', 'cdf.refund.banco-called')).not.toMatch(/banco.*banco/);
    expect(t('it', 'banque.ended.idle', { name: 'Eve', cents: 100 as Cents })).toMatch(
      /^Nessuna puntata per tre giri di fila:/,
    );
    expect(
      t('it', 'banque.done.bid', { amount: 100 as Cents, balance: 0 as Cents, when: 'tra 30 secondi' }),
    ).toContain('finché l’asta non si chiude');
    // Romanian.
    expect(t('ro', 'banque.table.auction', { min: 20_000 as Cents })).toMatch(/^Nu există nicio bancă\./);
    expect(
      t('ro', 'banque.done.stake', {
        position: t('ro', 'banque.at.centre'),
        amount: 20_000 as Cents,
        balance: 0 as Cents,
      }),
    ).toMatch(/^Miză în centru: /);
    expect(t('ro', 'banque.outcome.tie', { tableau: 'right' })).toContain('face egalitate cu banca');
    expect([t('ro', 'banque.button.sitRight'), t('ro', 'banque.button.sitLeft')]).toEqual([
      'Așază-te în dreapta',
      'Așază-te în stânga',
    ]);
    expect(t('ro', 'cdf.button.stand')).toBe('Stau');
    // Dutch.
    expect(t('nl', 'banque.table.auction', { min: 20_000 as Cents })).toMatch(/^Er is geen bank\./);
    expect(t('nl', 'banque.cards.title', { hand: 'left' })).toBe('Je kaarten (linkertableau)');
    expect(t('nl', 'cdf.cards.title', { role: 'punter' })).toBe('Je kaarten (speler)');
    // English: a label, not an order.
    expect(
      t('en', 'banque.done.stake', {
        position: t('en', 'banque.at.right'),
        amount: 10_000 as Cents,
        balance: 0 as Cents,
      }),
    ).toMatch(/^Your stake on the right: 100 chips\./);
  });
});
