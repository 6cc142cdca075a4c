/** /rules at a banked table: the game that table deals, in its own words, with its own options and limits. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/discord/i18n/index.js';
import { RULES_TOPIC_CHOICES, RULES_TOPICS, renderRules } from '../../src/discord/views/index.js';
import { TIERS } from '../../src/games/tiers.js';
import { DEFAULT_GUILD_SETTINGS, type TableSettings } from '../../src/table/state.js';
import { allText, expectWithinDiscordLimits } from './discord-limits.js';

const puntoBanco = DEFAULT_GUILD_SETTINGS.tableDefaults;
const at = (game: string, gameOptions?: Record<string, unknown>): TableSettings => ({
  ...puntoBanco,
  game,
  limits: TIERS['25-1000'],
  ...(gameOptions ? { gameOptions: { [game]: gameOptions } } : {}),
});

describe.each(['banque', 'chemin-de-fer'])('renderRules at a %s table', (game) => {
  it.each(LOCALES)(
    'GIVEN %s THEN the game’s own topics replace Punto Banco’s, values and fairness shared, all within Discord’s limits',
    (locale) => {
      for (const topic of RULES_TOPICS) {
        const own = renderRules(locale, topic, at(game));
        const shared = renderRules(locale, topic, { ...puntoBanco, limits: TIERS['25-1000'] });
        expectWithinDiscordLimits(own, `${game} ${locale} ${topic}`);
        if (topic === 'values' || topic === 'fairness') expect(own, topic).toEqual(shared);
        else expect(allText(own), topic).not.toEqual(allText(shared));
      }
    },
  );

  it.each(LOCALES)(
    'GIVEN %s THEN no topic speaks of Punto Banco’s Tie limits or says the table plays Punto Banco',
    (locale) => {
      const text = RULES_TOPICS.map((topic) => allText(renderRules(locale, topic, at(game)))).join('\n');
      expect(text).not.toContain('Punto 2000');
      expect(text).not.toMatch(/\*\*Punto Banco\*\*/);
      expect(text).toMatch(/banco/i);
    },
  );
});

describe("a game's own /rules topic", () => {
  it('GIVEN the topics /rules offers THEN Punto Banco’s own (Punto 2000) sits among the common ones, named in Punto Banco’s words', () => {
    expect(RULES_TOPICS).toEqual([
      'basics',
      'values',
      'third-card',
      'payouts',
      'punto-2000',
      'limits',
      'fairness',
      'roads',
    ]);
    expect(RULES_TOPIC_CHOICES.find(({ topic }) => topic === 'punto-2000')?.name).toBe(
      'cmd.rules.topic.punto-2000',
    );
  });

  it.each(['ez-baccarat', 'banque', 'chemin-de-fer'])(
    'GIVEN Punto Banco’s own topic asked at a %s table THEN the answer is that table’s basics, not Punto 2000',
    (game) => {
      for (const locale of LOCALES) {
        const asked = renderRules(locale, 'punto-2000', at(game));
        expect(asked).toEqual(renderRules(locale, 'basics', at(game)));
        expect(allText(asked)).not.toContain('Punto 2000');
      }
    },
  );
});

describe('renderRules at a banque table', () => {
  it('GIVEN the basics THEN the bank, the two tableaux, the centre and banco are told', () => {
    const text = allText(renderRules('en', 'basics', at('banque')));
    for (const word of ['**the bank**', '**right**', '**left** tableau', '**the centre**', '**Banco**'])
      expect(text).toContain(word);
  });

  it('GIVEN the drawing topic in Italian THEN it speaks the table’s words: sta, battere, the free banker', () => {
    const text = allText(renderRules('it', 'third-card', at('banque')));
    expect(text).toContain('sta con 6–7');
    expect(text).toContain('lo batte subito');
    expect(text).toContain('**Il banco è libero**');
  });

  it('GIVEN an open bank with a bank maximum and a 1.25% commission THEN limits and payouts say so', () => {
    const settings = at('banque', { openBank: true, bankMax: 5000, commissionBp: 125 });
    expect(allText(renderRules('en', 'limits', settings))).toContain('an open bank sets no maximum');
    expect(allText(renderRules('en', 'limits', settings))).toContain('to **5,000 chips**');
    expect(allText(renderRules('en', 'payouts', settings))).toContain('1.25% of the banker’s net win');
    expect(allText(renderRules('it', 'payouts', settings))).toContain('1,25%');
  });

  it('GIVEN the default options THEN the stakes run from the table minimum to its maximum, the bank from twenty table minimums without a maximum', () => {
    const text = allText(renderRules('en', 'limits', at('banque')));
    expect(text).toContain('from **25 chips** to **1,000 chips**');
    expect(text).toContain('The bank: at least **500 chips**');
  });
});

describe('renderRules at a chemin de fer table', () => {
  it('GIVEN the basics THEN banco suivi, banco, avec la table and la banque passe are told; the suite only where the table offers it', () => {
    const plain = allText(renderRules('en', 'basics', at('chemin-de-fer')));
    for (const word of ['**banco suivi**', '**banco**', '**avec la table**', '**la banque passe**'])
      expect(plain).toContain(word);
    expect(plain).not.toContain('la suite');
    expect(allText(renderRules('en', 'basics', at('chemin-de-fer', { suite: true })))).toContain(
      '**la suite**',
    );
  });

  it('GIVEN the casino règle or the free one THEN the banker’s choices are told as the table plays them', () => {
    expect(allText(renderRules('en', 'third-card', at('chemin-de-fer')))).toContain(
      'with 3 against a third card 9 and with 5 against a 4',
    );
    expect(allText(renderRules('en', 'third-card', at('chemin-de-fer', { regle: 'free' })))).toContain(
      '**free règle**',
    );
  });

  it('GIVEN the default options THEN the commission is 5% and a bank starts at ten table minimums', () => {
    expect(allText(renderRules('nl', 'payouts', at('chemin-de-fer')))).toContain('5% commissie');
    expect(allText(renderRules('en', 'limits', at('chemin-de-fer')))).toContain(
      'A bank: at least **250 chips**',
    );
  });
});
