/**
 * /odds at an EZ Baccarat table, drawn by the game's shell: EZ's own bets (no commission, the
 * Banker pushed on a three-card 7, Dragon 7, Panda 8) from the unseen cards, the exact figures of
 * the game's odds, in every language; and the plain word the player-banked games give instead.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, t } from '../../../../src/discord/i18n/index.js';
import { percentText } from '../../../../src/discord/views/percent.js';
import { rational, unseenComposition } from '../../../../src/engine/odds.js';
import { EZ_BACCARAT } from '../../../../src/games/ez-baccarat/rules/bets.js';
import { ezExactOdds } from '../../../../src/games/ez-baccarat/rules/odds.js';
import { nextEzOdds } from '../../../../src/games/ez-baccarat/shell/odds.js';
import { nextCoupOdds } from '../../../../src/games/punto-banco/shell/next-coup-odds.js';
import { renderOdds } from '../../../../src/games/punto-banco/shell/odds-view.js';
import { shellOf } from '../../../../src/games/shells.js';
import { shoeOf } from '../../../../src/table/shoes.js';
import { allText, expectWithinDiscordLimits } from '../../../discord/discord-limits.js';
import { guildAndTable } from '../../../discord/fixtures.js';
import { EZ_PUBLISHED_ODDS } from '../../../support/ez-odds.js';

const { guild, table } = guildAndTable();
const settingsOf = (game: string) => ({ ...guild.settings.tableDefaults, game });
const mid = { ...table, shoe: { ...table.shoe, position: 40, coups: 6 } };

describe('/odds at an EZ Baccarat table', () => {
  it('GIVEN a full 8-deck shoe THEN it shows the published Dragon 7 and Panda 8 chances and EZ’s house edges, not Punto Banco’s', () => {
    const text = allText(shellOf(EZ_BACCARAT).odds('en', { table, settings: settingsOf(EZ_BACCARAT) }));
    const o = EZ_PUBLISHED_ODDS[8];
    const dragon = percentText('en', rational(o.dragon7, o.sequences));
    const panda = percentText('en', rational(o.panda8, o.sequences));
    expect(text).toContain(
      `Banker wins with three cards totalling 7 (Dragon 7): **${dragon}** (full shoe ${dragon})`,
    );
    expect(text).toContain(`Player wins with three cards totalling 8 (Panda 8): **${panda}**`);
    expect(text).toContain(`Banker: **${o.edges.banker}%**`);
    expect(text).toContain(`Dragon 7: **${o.edges.dragon7}%**`);
    expect(text).toContain(`Panda 8: **${o.edges.panda8}%**`);
    expect(text).toContain(t('en', 'ez.odds.push'));
    // Punto Banco's commission figures are another game's.
    const pb = allText(renderOdds('en', nextCoupOdds(table, settingsOf('punto-banco'))));
    expect(pb).toContain('Banker: **1.0579%**');
    expect(text).not.toContain('1.0579%');
  });

  it('GIVEN a shoe part dealt THEN the figures are the game’s exact odds over the unseen cards', () => {
    const input = nextEzOdds({ table: mid, settings: settingsOf(EZ_BACCARAT) });
    expect(input.nextCoup).toBe(7);
    // The cards nobody has seen: the face-down burns among them (the table's own count).
    expect(input.unseen.composition).toEqual(unseenComposition(shoeOf(mid.shoe.spec), 40));
    expect(input.unseen.composition).not.toEqual(input.full.composition);
    expect(input.unseen).toEqual(ezExactOdds(input.unseen.composition));
    expect(input.full).toEqual(ezExactOdds(input.full.composition));
  });

  it.each(LOCALES)('GIVEN %s THEN the answer is whole and within Discord’s limits', (locale) => {
    const message = shellOf(EZ_BACCARAT).odds(locale, { table: mid, settings: settingsOf(EZ_BACCARAT) });
    expectWithinDiscordLimits(message, locale);
    const text = allText(message);
    expect(text).not.toMatch(/undefined|NaN|\[object /);
    expect(text).toContain(t(locale, 'ez.odds.edges'));
    expect(text).toContain(t(locale, 'ez.odds.dragon-7'));
  });
});

describe('/odds at the player-banked games', () => {
  it.each(
    LOCALES.flatMap((locale) =>
      (['banque', 'chemin-de-fer'] as const).map((game) => [locale, game] as const),
    ),
  )(
    'GIVEN %s at a %s table THEN a plain sentence names the game and why there is no figure',
    (locale, game) => {
      const shell = shellOf(game);
      const message = shell.odds(locale, { table: mid, settings: settingsOf(game) });
      expectWithinDiscordLimits(message, locale);
      expect(allText(message)).toContain(t(locale, 'odds.none', { game: shell.gameName(locale) }));
      expect(allText(message)).not.toContain('%');
    },
  );
});
