/**
 * /odds at a Punto Banco table in every language: the exact figures of each variant, both sets of
 * figures (unseen cards and full shoe), inside Discord's limits, no missing words.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, t } from '../../../../src/discord/i18n/index.js';
import { percentText } from '../../../../src/discord/views/percent.js';
import { compositionOfShoe, unseenComposition } from '../../../../src/engine/odds.js';
import { buildShoe, DEFAULT_CUT_CARD_RESERVE } from '../../../../src/engine/shoe.js';
import { exactOdds } from '../../../../src/games/punto-banco/rules/odds.js';
import { renderOdds } from '../../../../src/games/punto-banco/shell/odds-view.js';
import { allText, expectWithinDiscordLimits } from '../../../discord/discord-limits.js';

const shoe = buildShoe({
  serverSeed: 'c'.repeat(64),
  clientSeed: 'views',
  shoeNumber: 4,
  decks: 8,
  cutCardReserve: DEFAULT_CUT_CARD_RESERVE,
});

const expectNoHoles = (text: string, where: string) =>
  expect(text, where).not.toMatch(/undefined|NaN|\[object /);

describe('renderOdds', () => {
  const full = exactOdds(compositionOfShoe(8));
  const midway = exactOdds(unseenComposition(shoe, shoe.firstCoupAt + 200));
  const input = { shoeNumber: 4, nextCoup: 38, variant: 'punto-banco' as const, unseen: midway, full };

  it('GIVEN a full 8-deck shoe THEN the published figures appear, to four decimals', () => {
    const text = allText(renderOdds('en', { ...input, unseen: full }));
    expect(text).toContain('Banker: **45.8597%** (full shoe 45.8597%)');
    expect(text).toContain('Player: **44.6247%**');
    expect(text).toContain('Tie: **9.5156%**');
    // House edges of Punto Banco: Banker 1.0579%, Player 1.2351%, Tie 14.3596%.
    expect(text).toContain('Banker: **1.0579%**');
    expect(text).toContain('Player: **1.2351%**');
    expect(text).toContain('Tie: **14.3596%**');
    expect(text).not.toContain(t('en', 'odds.favourable'));
  });

  it('GIVEN Punto 2000 THEN the Banker edge is the Punto 2000 one', () => {
    const text = allText(renderOdds('en', { ...input, unseen: full, variant: 'punto-2000' }));
    expect(text).toContain('Banker: **1.4581%**');
    expect(text).toContain(t('en', 'odds.edges', { variant: 'punto-2000' }));
  });

  it.each(LOCALES)(
    'GIVEN a shoe mid-way in %s THEN both sets of figures, the counts and the cards seen are shown, within limits',
    (locale) => {
      const message = renderOdds(locale, input);
      expectWithinDiscordLimits(message, locale);
      const text = allText(message);
      expectNoHoles(text, locale);
      expect(text).toContain(percentText(locale, midway.probabilities.banker));
      expect(text).toContain(percentText(locale, full.probabilities.banker));
      expect(text).toContain(midway.composition.join(','));
      const unseen = midway.composition.reduce((a, b) => a + b, 0);
      expect(unseen).toBe(416 - 1 - 200);
      expect(text).toContain(t(locale, 'odds.explain', { unseen, seen: 416 - unseen }));
    },
  );

  it.each(LOCALES)(
    'GIVEN a shoe not yet dealt in %s THEN the figures are the full shoe’s and the text says no card has been shown, within limits',
    (locale) => {
      const message = renderOdds(locale, { ...input, nextCoup: 1, unseen: full });
      expectWithinDiscordLimits(message, locale);
      const text = allText(message);
      expectNoHoles(text, locale);
      expect(text).toContain(t(locale, 'odds.explain', { unseen: 416, seen: 0 }));
      if (locale === 'en') expect(text).toContain('416 cards in the shoe: none has been shown yet');
    },
  );

  it('GIVEN the reader’s notation THEN percentages use their decimal mark and spacing', () => {
    const banker = full.probabilities.banker;
    expect(percentText('en', banker)).toBe('45.8597%');
    expect(percentText('nl', banker)).toBe('45,8597%');
    expect(percentText('it', banker)).toBe('45,8597%');
    expect(percentText('ro', banker)).toBe('45,8597\u00a0%');
  });

  it('GIVEN a shoe of nothing but tens THEN the Tie edge is negative (−800%) and the note says the bet favours the players', () => {
    const ties = exactOdds([40, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const text = allText(renderOdds('en', { ...input, unseen: ties }));
    expect(text).toContain('Tie: **100.0000%**');
    expect(text).toContain('Tie: **−800.0000%**');
    expect(text).toContain(t('en', 'odds.favourable'));
  });
});
