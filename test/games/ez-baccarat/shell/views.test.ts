/**
 * EZ Baccarat's face on Punto Banco's views: five betting buttons on the table message, its
 * payouts and side-bet limits, and a result naming the Banker push and the side bet that paid.
 */

import { describe, expect, it } from 'vitest';
import { decodeCustomId } from '../../../../src/discord/custom-ids.js';
import { LOCALES } from '../../../../src/discord/i18n/index.js';
import { renderRules } from '../../../../src/discord/views/index.js';
import type { Cents, Chips } from '../../../../src/engine/money.js';
import { EZ_BACCARAT } from '../../../../src/games/ez-baccarat/rules/bets.js';
import { EZ_FACE } from '../../../../src/games/ez-baccarat/shell/face.js';
import { ezBaccarat } from '../../../../src/games/ez-baccarat/table/game.js';
import { renderRoundResult } from '../../../../src/games/punto-banco/shell/round-result.js';
import { renderTableMessage } from '../../../../src/games/punto-banco/shell/table-message.js';
import { shellOf } from '../../../../src/games/shells.js';
import { limitsOf } from '../../../../src/table/game.js';
import type { Stakes } from '../../../../src/table/limits.js';
import { DEFAULT_GUILD_SETTINGS, type RoundRecord, seatCents } from '../../../../src/table/state.js';
import { allText, expectWithinDiscordLimits } from '../../../discord/discord-limits.js';
import { guildAndTable, roundRecord, stackedCoup } from '../../../discord/fixtures.js';

const names = new Map([['1', 'Ada']]);
const shoe = { shoeNumber: 1, coupInShoe: 3, cardsLeft: 400, commitment: 'ab'.padEnd(64, '0') };
const STAKES = { banker: 10, 'dragon-7': 2 } as unknown as Stakes;

/** An EZ round settled by the game's own module, from a starting wallet of 1,000 chips. */
const ezRecord = (codes: string[]): RoundRecord => {
  const coup = stackedCoup(...codes);
  const base = roundRecord(coup, []);
  const [settled] = ezBaccarat.settle(coup, [{ userId: '1', stakes: STAKES }], {
    ...DEFAULT_GUILD_SETTINGS.tableDefaults,
    game: EZ_BACCARAT,
  });
  const staked = seatCents({ userId: '1', stakes: STAKES });
  const paid = Object.values(settled!.returns).reduce((sum, cents) => sum + cents, 0);
  return {
    ...base,
    game: EZ_BACCARAT,
    commissionBp: 0,
    results: [
      {
        userId: '1',
        stakes: STAKES,
        returns: settled!.returns,
        netCents: (paid - staked) as Cents,
        commissionCents: 0 as Cents,
        balanceCents: (100_000 - staked + paid) as Cents,
      },
    ],
  };
};

describe('the table message', () => {
  const { guild, table } = guildAndTable();
  const seated = { ...table, seats: [{ userId: '1', stakes: STAKES }] };

  it('GIVEN an EZ table THEN it names the game, the side-bet limits and payouts, and offers five spots', () => {
    const message = renderTableMessage('en', {
      guild,
      table: seated,
      settings: { ...guild.settings.tableDefaults, game: EZ_BACCARAT },
      names,
      face: EZ_FACE,
    });
    const text = allText(message);
    expect(text).toContain('**EZ Baccarat · 8 decks**');
    expect(text).toContain('Dragon 7 1 to 5 · Panda 8 1 to 5');
    expect(text).toContain('Dragon 7 40:1 · Panda 8 25:1');
    expect(text).toContain('**Ada** — Banker 10 · Dragon 7 2');
    const buttons = message.components[1]?.components ?? [];
    const spots = buttons.map((button) => decodeCustomId((button as { custom_id: string }).custom_id));
    expect(spots.map((action) => (action?.kind === 'bet' ? action.side : undefined))).toEqual([
      'player',
      'banker',
      'tie',
      'dragon-7',
      'panda-8',
    ]);
  });

  it.each(LOCALES)('GIVEN an EZ table in %s THEN the message fits Discord', (locale) => {
    const message = renderTableMessage(locale, { guild, table: seated, names, face: EZ_FACE });
    expectWithinDiscordLimits(message, locale);
  });
});

describe('the result', () => {
  it('GIVEN a Dragon 7 THEN the result names it, the Banker push and the 40:1, and the seat’s net', () => {
    // Player 3+3 = 6 stands; Banker 2+2 = 4 draws a 3: 7 on three cards.
    const record = ezRecord(['3S', '2S', '3H', '2H', '3D']);
    const text = allText(renderRoundResult('en', { record, names, shoe, face: EZ_FACE }));
    expect(text).toContain('Dragon 7: the Banker wins with three cards totalling 7. Banker bets push');
    expect(text).toContain('**Ada** · Banker 10 · Dragon 7 2');
    // Banker pushed (10 back), Dragon 7 2 × 41 = 82 back: 92 for 12 staked.
    expect(text).toContain('**+80** · balance 1,080');
    expect(text).not.toContain('commission');
  });

  it('GIVEN a plain Banker win THEN Banker pays even money without commission', () => {
    const record = ezRecord(['3S', '4S', '3H', '3D']);
    const text = allText(renderRoundResult('en', { record, names, shoe, face: EZ_FACE }));
    expect(text).toContain('Banker bets pay 1 to 1, no commission (EZ Baccarat).');
    expect(text).toContain('**+8** · balance 1,008');
  });
});

describe('the shell', () => {
  it('GIVEN EZ Baccarat THEN shellOf finds its part: its chip answer, its stakes, its limits', () => {
    const shell = shellOf(EZ_BACCARAT);
    expect(shell.game).toBe(ezBaccarat);
    expect(shell.chipChosen('en', 500 as Cents)).toContain('Dragon 7 or Panda 8');
    expect(shell.stakesText('en', STAKES)).toBe('Banker 10 · Dragon 7 2');
    expect(limitsOf(shell.game)).toContain('panda8Max');
  });

  it('GIVEN /rules payouts and limits at an EZ Baccarat table THEN payouts explains the game’s bets, limits gives the table’s main limits and then its side bets’ own; its cards are Punto Banco’s', () => {
    const { guild } = guildAndTable();
    const settings = {
      ...guild.settings.tableDefaults,
      game: EZ_BACCARAT,
      limits: { ...guild.settings.tableDefaults.limits, dragon7Max: 7 as Chips },
    };
    const payouts = allText(renderRules('en', 'payouts', settings));
    expect(payouts).toContain('**Dragon 7**: 40 to 1');
    expect(payouts).not.toContain('at this table');
    const limits = allText(renderRules('en', 'limits', settings));
    expect(limits).toContain('Limits at this table');
    expect(limits).toContain('Maximum bet on Player or Banker: **100 chips**');
    expect(limits).toContain('Maximum Tie bet');
    expect(limits.indexOf('Maximum Tie bet')).toBeLessThan(limits.indexOf('Dragon 7 at this table'));
    expect(limits).toContain('Dragon 7 at this table: **1 chip** to **7 chips**');
    expect(limits).toContain('Panda 8 at this table');
    // In every language the limits topic holds both the main limits and the side bets'.
    for (const locale of LOCALES) {
      const text = allText(renderRules(locale, 'limits', settings));
      expect(text).toContain('Dragon 7');
      expect(text).toContain('Panda 8');
      const houseLimits = renderRules(locale, 'limits', { ...settings, game: 'punto-banco' });
      expect(text).toContain(houseLimits.embeds[0]?.description as string);
    }
    expect(allText(renderRules('en', 'third-card', settings))).toEqual(
      allText(renderRules('en', 'third-card', { ...settings, game: 'punto-banco' })),
    );
  });
});
