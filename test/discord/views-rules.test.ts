/** The rules view: drawn from the same data the engine deals by. */
import { describe, expect, it } from 'vitest';
import { LOCALES, t } from '../../src/discord/i18n/index.js';
import { RULES_TOPICS, renderRules } from '../../src/discord/views/index.js';
import { BANKER_DRAWS } from '../../src/engine/tableau.js';
import { bankerTable } from '../../src/games/punto-banco/shell/rules.js';
import { TIERS } from '../../src/games/tiers.js';
import { DEFAULT_GUILD_SETTINGS } from '../../src/table/state.js';
import { allText, expectWithinDiscordLimits } from './discord-limits.js';

describe('renderRules', () => {
  const settings = DEFAULT_GUILD_SETTINGS.tableDefaults;

  it.each(LOCALES)('GIVEN %s THEN the third-card table matches BANKER_DRAWS cell by cell', (locale) => {
    const draw = t(locale, 'rules.third-card.draw');
    const stand = t(locale, 'rules.third-card.stand');
    const rows = new Map<number, string[]>();
    for (const line of bankerTable(locale).split('\n')) {
      const match = /^\s*(\d) │ (.+)$/.exec(line);
      if (match) rows.set(Number(match[1]), match[2]!.split(' '));
    }
    expect([...rows.keys()]).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    for (const [total, row] of BANKER_DRAWS.entries())
      for (const [point, draws] of row.entries())
        expect(rows.get(total)?.[point], `${total}/${point}`).toBe(draws ? draw : stand);
    expect(renderRules(locale, 'third-card', settings).embeds[0]?.description).toContain(bankerTable(locale));
  });

  it('GIVEN the Dutch third-card topic THEN it uses the casino guide’s D/S and passen/trekken', () => {
    const text = allText(renderRules('nl', 'third-card', settings));
    expect(text).toContain('**D** = trekken, **S** = passen');
    expect(text).toContain('     3 │ D D D D D D D D S D');
  });

  it.each(LOCALES)('GIVEN %s THEN every topic renders within Discord’s limits', (locale) => {
    for (const topic of RULES_TOPICS) {
      const message = renderRules(locale, topic, settings);
      expect(message.embeds[0]?.title, topic).toBeTruthy();
      expect(message.embeds[0]?.description, topic).toBeTruthy();
      expectWithinDiscordLimits(message, `${locale} ${topic}`);
    }
  });

  it('GIVEN a table on the 25–1,000 tier THEN the limits topic lists its five figures', () => {
    const text = allText(renderRules('en', 'limits', { ...settings, limits: TIERS['25-1000'] }));
    for (const line of [
      'Player or Banker: **25 chips**',
      'Player or Banker: **1,000 chips**',
      'on its own: **25 chips**',
      'Banker bet: **5 chips**',
      'Maximum Tie bet: **120 chips**',
    ])
      expect(text).toContain(line);
  });

  it('GIVEN the payouts topic THEN both games are explained and this table’s is named', () => {
    const text = allText(
      renderRules('it', 'payouts', {
        ...settings,
        gameOptions: { 'punto-banco': { variant: 'punto-2000' } },
      }),
    );
    expect(text).toContain('Banco: 19 a 20');
    expect(text).toContain('**con 6** paga 1 a 2');
    expect(text).toContain('A questo tavolo si gioca a **Punto 2000**.');
  });

  it('GIVEN the fairness topic THEN it tells how to verify with npm run verify', () => {
    for (const locale of LOCALES)
      expect(allText(renderRules(locale, 'fairness', settings))).toContain('npm run verify');
  });

  it('GIVEN the fairness topic and a verifier page THEN step 4 sends players to the page, the command line kept for developers', () => {
    const verifyUrl = 'https://sabot.example/verify/';
    for (const locale of LOCALES) {
      const text = allText(renderRules(locale, 'fairness', settings, { verifyUrl }));
      const step4 = text.split('\n').find((line) => line.startsWith('4. '));
      expect(step4).toContain(`](${verifyUrl})`);
      expect(step4).toContain('/fair export');
      expect(step4).toContain('SHA-256');
      expect(text.split('\n').filter((line) => /^\d\. /.test(line))).toHaveLength(4);
    }
  });
});
