/**
 * A decision the bot played by the rule at its player's request reads as his way of playing, in
 * every language, never as "did not answer"; a default he did not ask for still reads as one.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, t } from '../../../src/discord/i18n/index.js';
import { playedByTheRule } from '../../../src/games/banked/shell/result.js';
import type { BanqueDecision } from '../../../src/games/banque/rules/coup.js';
import { banqueDecisionLine } from '../../../src/games/banque/shell/result.js';
import type { BanqueRoundCoup } from '../../../src/games/banque/table/index.js';
import type { CdfDecision } from '../../../src/games/chemin-de-fer/rules/coup.js';
import { cdfDecisionLine } from '../../../src/games/chemin-de-fer/shell/result.js';
import type { CdfRoundCoup } from '../../../src/games/chemin-de-fer/table/coup.js';

const names = new Map([
  ['ana', 'Ana'],
  ['bea', 'Bea'],
]);
const ruled = playedByTheRule([
  { userId: 'ana', kind: 'draw-or-stand', choice: 'draw', by: 'by-the-rule' },
  { userId: 'bea', kind: 'draw-or-stand', choice: 'stand', by: 'default' },
]);

describe('decisions played by the rule', () => {
  it('GIVEN the round record THEN only the players the bot played for at their request are listed', () => {
    expect([...ruled]).toEqual(['ana']);
  });

  it.each(LOCALES)(
    'GIVEN a chemin de fer punter playing by the rule at 5 (%s) THEN his line says so',
    (locale) => {
      const played = { handHolder: 'ana', banker: 'bea' } as unknown as CdfRoundCoup;
      const decision = {
        hand: 'punter',
        total: 5,
        action: 'draw',
        by: 'default',
        rule: 'punter-free-5',
      } as CdfDecision;
      const params = { name: '**Ana**', role: 'punter', total: 5, against: null, action: 'draw' } as const;
      expect(cdfDecisionLine(locale, played, decision, names, ruled)).toBe(
        t(locale, 'cdf.decision.byTheRule', params),
      );
      expect(cdfDecisionLine(locale, played, decision, names)).toBe(
        t(locale, 'cdf.decision.default', params),
      );
    },
  );

  it.each(LOCALES)(
    'GIVEN a banque card-holder playing by the rule at 5 (%s) THEN his line says so',
    (locale) => {
      const played = { banker: 'bea', holders: { right: { userId: 'ana' } } } as unknown as BanqueRoundCoup;
      const decision = { hand: 'right', total: 5, action: 'draw', by: 'default' } as BanqueDecision;
      const params = { name: '**Ana**', hand: 'right', total: 5, action: 'draw' } as const;
      expect(banqueDecisionLine(locale, played, decision, names, ruled)).toBe(
        t(locale, 'banque.decision.byTheRule', params),
      );
      expect(banqueDecisionLine(locale, played, decision, names)).toBe(
        t(locale, 'banque.decision.default', params),
      );
    },
  );
});
