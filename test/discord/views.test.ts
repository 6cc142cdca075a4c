/**
 * The views, rendered from real engine output: a coup dealt by dealCoup from stacked cards,
 * settled with the engine's own payouts, shown in every language within Discord's limits.
 */

import { describe, expect, it } from 'vitest';
import { LOCALES, t } from '../../src/discord/i18n/index.js';
import { cardFace, type Problem, renderError, renderRefusal } from '../../src/discord/views/index.js';
import type { Cents } from '../../src/engine/money.js';
import { MAX_CHIPS } from '../../src/table/limits.js';
import type { Rejection, RejectionCode } from '../../src/table/rejections.js';
import { MAX_SEATS } from '../../src/table/state.js';
import { c, plain, stackedCoup } from './fixtures.js';

const _names = new Map([
  ['1', 'Ada'],
  ['2', 'Bob'],
  ['3', 'Cy'],
]);
const _shoe = { shoeNumber: 2, coupInShoe: 12, cardsLeft: 301, commitment: 'ab12cd34ef56'.padEnd(64, '0') };

// Player 2♠ 2♥ = 4 draws 6♥ → 0; Banker 2♦ 3♦ = 5, Player's third card a 6: Banker 5 draws (4–7), K♣ → 5.
const _bankerDrawsOnSix = () => stackedCoup('2S', '2D', '2H', '3D', '6H', 'KC');

describe('card faces', () => {
  it('GIVEN cards THEN they read as rank and suit, the ten as 10, each suit in its text presentation', () => {
    const faces = ['AS', 'TH', 'KD', '9C'].map((code) => cardFace(c(code)));
    // U+FE0E: no client may draw the suit as an emoji (a black ♠ is unreadable in dark mode).
    expect(faces.join(' ')).toBe('A♠\uFE0E 10♥\uFE0E K♦\uFE0E 9♣\uFE0E');
    expect(plain(faces.join(' '))).toBe('A♠ 10♥ K♦ 9♣');
  });
});

describe('renderRefusal', () => {
  /** A refusal as the table would return it, from plain test figures. */
  const refusal = (code: RejectionCode, context: Record<string, unknown> = {}): Rejection =>
    ({ ok: false, code, context }) as unknown as Rejection;

  /** A context for every RejectionCode, as the table produces it; `Record` makes tsc demand every code. */
  const CONTEXTS: { [C in RejectionCode]: Record<string, unknown> } = {
    'amount/not-whole-chips': {},
    'amount/not-positive': {},
    'amount/too-large': { max: MAX_CHIPS },
    'bet/unknown-side': {},
    'bet/below-min': { min: 25 },
    'bet/above-max': { max: 1000 },
    'bet/tie-below-min-alone': { min: 25 },
    'bet/tie-below-min-beside': { min: 5 },
    'bet/tie-above-max': { max: 120 },
    'bet/side-below-min': { spot: 'dragon-7', min: 5 },
    'bet/side-above-max': { spot: 'panda-8', max: 50 },
    'bet/not-enough-chips': { balance: 1_250, needed: 2_500 },
    'bet/banco-above-wallet': { balance: 1_250, needed: 2_500, kind: 'banco', avec: 13, stakeUpTo: 12 },
    'table/closed': {},
    'table/full': { seats: MAX_SEATS },
    'table/other-game': { game: 'banque' },
    'round/stale': { round: 43 },
    'round/no-bets': {},
    'round/not-a-player': {},
    'round/nothing-to-clear': {},
    'round/nothing-to-repeat': {},
    'round/coup-in-play': {},
    'decision/none-pending': {},
    'decision/stale': {},
    'decision/not-yours': {},
    'decision/invalid-choice': { choices: ['draw', 'stand'], kind: 'punter-free-5' },
    'decision/not-due': { deadline: 1_700_000_000_000 },
    'daily/off': {},
    'settings/invalid-language': {},
    'daily/too-soon': { nextAt: 1_700_000_000_000 },
    'admin/not-enough-chips': { balance: 4_250 },
    'settings/invalid-limits': { reason: 'min-max' },
    'settings/invalid-decks': { decks: [6, 8] },
    'settings/invalid-variant': {},
    'settings/invalid-game': {},
    'settings/invalid-timer': { max: 600 },
    'settings/invalid-decision-time': { min: 5, max: 120 },
    'settings/invalid-amount': { max: MAX_CHIPS },
    'settings/invalid-switch': {},
    'fair/invalid-client-seed': {},
    'game/no-actions': {},
    'game/invalid-action': {},
    'settings/invalid-bank': {},
    'cdf/not-seated': {},
    'cdf/already-seated': {},
    'cdf/not-your-turn': {},
    'cdf/no-bank': {},
    'cdf/bank-open': {},
    'cdf/banker-cannot-bet': {},
    'cdf/banco-taken': {},
    'cdf/already-offered': {},
    'cdf/no-offer': {},
    'cdf/bank-below-min': { min: 100 },
    'cdf/bank-above-max': { max: 5000 },
    'cdf/bank-above-wallet': { balance: 12_550 },
    'cdf/stake-below-min': { min: 10 },
    'cdf/stake-above-bank': { max: 585 },
    'cdf/in-play': {},
    'settings/invalid-auction-time': { min: 5, max: 300 },
    'banque/unknown-side': {},
    'banque/unknown-position': {},
    'banque/already-seated': {},
    'banque/not-seated': {},
    'banque/banker-cannot-play': {},
    'banque/no-bank': {},
    'banque/bank-running': {},
    'banque/bid-below-min': { min: 200 },
    'banque/bid-above-max': { max: 5000 },
    'banque/bid-above-wallet': { balance: 12_550 },
    'banque/not-banker': {},
    'banque/open-bank': {},
    'banque/max-stake-out-of-range': { min: 10, max: 1000 },
    'banque/stake-below-min': { min: 10 },
    'banque/stake-above-max': { max: 200 },
    'banque/stake-above-bank': { max: 789 },
    'banque/banco-off': {},
    'banque/banco-void': { min: 10 },
    'banque/already-banco': {},
    'banque/nothing-to-withdraw': {},
    'banque/in-play': {},
  };
  const codes = Object.keys(CONTEXTS) as RejectionCode[];

  it.each(LOCALES)('GIVEN every RejectionCode THEN %s says something, never undefined or NaN', (locale) => {
    for (const code of codes) {
      const text = renderRefusal(locale, refusal(code, CONTEXTS[code]));
      expect(text.trim().length, code).toBeGreaterThan(10);
      expect(text, code).not.toMatch(/undefined|NaN|\[object /);
    }
  });

  it('GIVEN a banco the wallet cannot pay THEN each language says what the player can do instead, never to bet less', () => {
    const banco = refusal('bet/banco-above-wallet', {
      balance: 15_000,
      needed: 20_000,
      kind: 'banco',
      avec: 100,
      stakeUpTo: 150,
    });
    expect(LOCALES.map((locale) => renderRefusal(locale, banco))).toEqual([
      'A banco takes on all the bank covers, 200 chips, and you have 150 chips. Instead you can go avec la table for half of it (100 chips), stake 150 chips or less, or collect your /daily chips.',
      'Een banco speelt tegen alles wat de bank dekt, 200 fiches, en je hebt 150 fiches. Je kunt in plaats daarvan avec la table spelen voor de helft (100 fiches), 150 fiches of minder inzetten of je dagelijkse fiches ophalen met /daily.',
      'Un banco sfida tutto ciò che il banco copre, 200 gettoni, e tu hai 150 gettoni. Puoi invece andare avec la table per metà (100 gettoni), puntare al massimo 150 gettoni o ritirare i gettoni giornalieri con /daily.',
      'Un banco ia asupra sa tot ce acoperă banca, 200 de jetoane, iar tu ai 150 de jetoane. În schimb poți să joci avec la table pentru jumătate (100 de jetoane), să mizezi cel mult 150 de jetoane sau să-ți iei jetoanele zilnice cu /daily.',
    ]);
    // Banque has no avec la table; a wallet under the table minimum has only /daily left.
    expect(
      renderRefusal(
        'en',
        refusal('bet/banco-above-wallet', {
          balance: 500,
          needed: 30_000,
          kind: 'banco',
          avec: null,
          stakeUpTo: null,
        }),
      ),
    ).toBe(
      'A banco takes on all the bank covers, 300 chips, and you have 5 chips. Instead you can collect your /daily chips.',
    );
    expect(
      renderRefusal(
        'nl',
        refusal('bet/banco-above-wallet', {
          balance: 8_000,
          needed: 10_000,
          kind: 'avec-la-table',
          avec: null,
          stakeUpTo: 80,
        }),
      ),
    ).toBe(
      'Avec la table speelt tegen de helft van de bank, 100 fiches, en je hebt 80 fiches. Je kunt in plaats daarvan 80 fiches of minder inzetten of je dagelijkse fiches ophalen met /daily.',
    );
    for (const locale of LOCALES)
      expect(renderRefusal(locale, banco)).not.toContain(
        t(locale, 'refusal.bet/not-enough-chips', {
          balance: 15_000 as Cents,
          needed: 20_000 as Cents,
        }).split('. ')[1]!,
      );
  });

  it('GIVEN the context THEN the message uses it: limits as chips, balances from cents, times as timestamps', () => {
    expect(renderRefusal('en', refusal('bet/below-min', { min: 25 }))).toContain('25 chips');
    expect(renderRefusal('nl', refusal('bet/tie-above-max', { max: 120 }))).toContain('120 fiches');
    expect(renderRefusal('en', refusal('bet/not-enough-chips', { balance: 1_250, needed: 2_500 }))).toBe(
      'That costs 25 chips and you have 12.50 chips. Bet less, or collect your /daily chips.',
    );
    expect(renderRefusal('ro', refusal('admin/not-enough-chips', { balance: 4_250 }))).toContain(
      '42,50 jetoane',
    );
    expect(renderRefusal('ro', refusal('admin/not-enough-chips', { balance: 4_200 }))).toContain(
      '42 de jetoane',
    );
    expect(renderRefusal('it', refusal('daily/too-soon', { nextAt: 1_700_000_000_000 }))).toContain(
      '<t:1700000000:R>',
    );
    expect(renderRefusal('en', refusal('round/stale', { round: 43 }))).toContain('round 43 is open now');
  });

  it('GIVEN each reason for invalid limits THEN each gets its own message, and no reason a general one', () => {
    const texts = ['whole', 'min-max', 'tie-min-max', 'tier', undefined].map((reason) =>
      renderRefusal('en', refusal('settings/invalid-limits', reason ? { reason } : {})),
    );
    expect(new Set(texts).size).toBe(5);
    expect(texts[0]).toContain('1,000,000,000 chips');
  });

  it.each(LOCALES)('GIVEN every problem outside the rules THEN %s explains it', (locale) => {
    const problems: Problem[] = [
      'dm',
      'manage-guild',
      'not-your-button',
      'stale-button',
      'storage',
      'unexpected',
      'busy',
      'no-revealed-shoe',
      'no-table',
      { kind: 'shoe-not-revealed', shoe: 4 },
      { kind: 'unknown-shoe', shoe: 9 },
      'outdated-button',
    ];
    const texts = problems.map((problem) => renderError(locale, problem));
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(10);
    expect(new Set(texts).size).toBe(problems.length);
    expect(texts[9]).toContain('4');
  });
});
