/**
 * Punto Banco's table message and result, rendered from real engine output: a coup dealt by
 * dealCoup from stacked cards, settled with the engine's own payouts, shown in every language
 * within Discord's limits.
 */

import { describe, expect, it } from 'vitest';
import { decodeCustomId } from '../../../../src/discord/custom-ids.js';
import { LOCALES, t } from '../../../../src/discord/i18n/index.js';
import type { Chips } from '../../../../src/engine/money.js';
import { renderRoundResult } from '../../../../src/games/punto-banco/shell/round-result.js';
import {
  RECENT_RESULTS,
  recentStrip,
  renderTableMessage,
} from '../../../../src/games/punto-banco/shell/table-message.js';
import { type Limits, MAX_CHIPS } from '../../../../src/table/limits.js';
import {
  DEFAULT_GUILD_SETTINGS,
  effectiveSettings,
  MAX_SEATS,
  pickRoundRules,
  type TableSettings,
} from '../../../../src/table/state.js';
import { allText, expectWithinDiscordLimits } from '../../../discord/discord-limits.js';
import { guildAndTable, plain, roundRecord, stackedCoup, stakes } from '../../../discord/fixtures.js';

const names = new Map([
  ['1', 'Ada'],
  ['2', 'Bob'],
  ['3', 'Cy'],
]);
const shoe = { shoeNumber: 2, coupInShoe: 12, cardsLeft: 301, commitment: 'ab12cd34ef56'.padEnd(64, '0') };

// Player 2♠ 2♥ = 4 draws 6♥ → 0; Banker 2♦ 3♦ = 5, Player's third card a 6: Banker 5 draws (4–7), K♣ → 5.
const bankerDrawsOnSix = () => stackedCoup('2S', '2D', '2H', '3D', '6H', 'KC');
describe('renderRoundResult', () => {
  const bets = [
    { userId: '1', stakes: stakes(0, 10, 0) },
    { userId: '2', stakes: stakes(20, 0, 0) },
    { userId: '3', stakes: stakes(0, 4, 1) },
  ];

  it('GIVEN a coup where the Banker draws on the Player’s third card THEN the embed explains it card by card', () => {
    const coup = bankerDrawsOnSix();
    expect(coup.outcome).toBe('banker');
    const [embed] = renderRoundResult('en', { record: roundRecord(coup, bets), names, shoe }).embeds;
    expect(embed?.title).toBe('Round 7 · Banker wins, 5 to 0');
    // The two hands first, then the reasons, then the payout.
    const lines = plain(embed?.description ?? '').split('\n');
    expect(lines.slice(0, 3)).toEqual(['**Player · 0**  2♠ 2♥ 6♥', '**Banker · 5**  2♦ 3♦ K♣', '']);
    expect(lines.at(-1)).toBe('Banker bets pay 19 to 20 (even money less 5% commission).');
    expect(embed?.fields?.map((field) => field.name)).toEqual(['Bets']);
    expect(embed?.description).toContain('Player has 4 and draws: the Player draws on 0 to 5.');
    expect(embed?.description).toContain(
      "Banker has 5 and draws: the Player's third card is a 6 (Banker 5 draws on 4–7).",
    );
    expect(embed?.description).toContain('Banker bets pay 19 to 20');
    expect(embed?.color).toBe(0xc0392b);
  });

  it('GIVEN three players THEN each line shows the bets, the net result and the new balance', () => {
    const [embed] = renderRoundResult('en', {
      record: roundRecord(bankerDrawsOnSix(), bets),
      names,
      shoe,
    }).embeds;
    const seats = embed?.fields?.find((field) => field.name === 'Bets')?.value ?? '';
    // Banker 10 wins 9.50; Player 20 loses; Banker 4 wins 3.80 and Tie 1 loses: +2.80. The 5%
    // commission on each Banker win is its own figure.
    expect(seats).toContain('**Ada** · Banker 10 → **+9.50** · balance 1,009.50 · commission 0.50');
    expect(seats).toContain('**Bob** · Player 20 → **−20** · balance 980\n');
    expect(seats).toContain('**Cy** · Banker 4 · Tie 1 → **+2.80** · balance 1,002.80 · commission 0.20');
    expect(embed?.footer?.text).toBe('Shoe 2 · coup 12 · 301 cards left · commitment ab12cd34ef56');
  });

  it('GIVEN a natural THEN one line says so and both hands stand', () => {
    const coup = stackedCoup('8S', '2D', 'KH', '3C');
    const [embed] = renderRoundResult('en', { record: roundRecord(coup, bets), names, shoe }).embeds;
    expect(embed?.description).toContain('Player has a natural 8: both hands stand.');
    expect(embed?.description?.split('\n')[0]).toMatch(/^\*\*Player · natural 8\*\* /);
    expect(embed?.title).toBe('Round 7 · Player wins, 8 to 5');
  });

  it('GIVEN naturals on both sides THEN one sentence covers both', () => {
    const coup = stackedCoup('8S', '9D', 'KH', 'QC');
    const [embed] = renderRoundResult('en', { record: roundRecord(coup, bets), names, shoe }).embeds;
    expect(embed?.description).toContain('Both hands have a natural (Player 8, Banker 9): both stand.');
  });

  it('GIVEN a Banker on 3 and a Player third card of 8 THEN the stand is explained by the table', () => {
    // Player 2♠ 3♥ = 5 draws 8♣ → 3; Banker 2♦ A♦ = 3 stands on an 8.
    const coup = stackedCoup('2S', '2D', '3H', 'AD', '8C');
    const [embed] = renderRoundResult('en', { record: roundRecord(coup, bets), names, shoe }).embeds;
    expect(embed?.description).toContain(
      "Banker has 3 and stands: the Player's third card is an 8 (Banker 3 draws only on 0–7, 9).",
    );
  });

  it('GIVEN a Player third card worth 0 THEN the card is named', () => {
    // Player A♠ 2♥ = 3 draws Q♥ (0); Banker 2♦ 2♣ = 4 stands on a 0.
    const coup = stackedCoup('AS', '2D', '2H', '2C', 'QH');
    const [embed] = renderRoundResult('en', { record: roundRecord(coup, bets), names, shoe }).embeds;
    expect(plain(embed?.description ?? '')).toContain(
      "the Player's third card is Q♥, worth 0 (Banker 4 draws only on 2–7)",
    );
  });

  it('GIVEN Punto 2000 and a Banker win with 6 THEN the half payout is announced and paid', () => {
    // Player 4♠ A♥ = 5 draws K♥ → 5; Banker 3♦ 3♣ = 6 stands on a third card worth 0. Banker 6 beats 5.
    const coup = stackedCoup('4S', '3D', 'AH', '3C', 'KH');
    expect([coup.outcome, coup.bankerTotal]).toEqual(['banker', 6]);
    const record = roundRecord(coup, [{ userId: '1', stakes: stakes(0, 10, 0) }], { variant: 'punto-2000' });
    const [embed] = renderRoundResult('en', { record, names, shoe }).embeds;
    expect(embed?.description).toContain('Banker wins with 6: Banker bets pay 1 to 2 (Punto 2000).');
    // Punto 2000 takes no commission: the line has no commission figure.
    expect(embed?.fields?.find((f) => f.name === 'Bets')?.value).toContain('**+5** · balance 1,005');
    expect(embed?.fields?.find((f) => f.name === 'Bets')?.value).not.toContain('commission');
  });

  it('GIVEN the coup in Dutch THEN the words are the Dutch casino’s own', () => {
    const text = allText(
      renderRoundResult('nl', { record: roundRecord(bankerDrawsOnSix(), bets), names, shoe }),
    );
    expect(text).toContain('Ronde 7 · Bankier wint met 5 tegen 0');
    expect(text).toContain(
      'Bankier heeft 5 en trekt: de derde kaart van de Speler is een 6 (Bankier 5 trekt bij 4–7).',
    );
    expect(text).toContain('Speler heeft 4 en trekt');
    expect(text).toContain('saldo 1.009,50');
    const natural = allText(
      renderRoundResult('nl', {
        record: roundRecord(stackedCoup('8S', '2D', 'KH', '3C'), bets),
        names,
        shoe,
      }),
    );
    expect(natural).toContain('Speler heeft een natural 8: beide handen passen.');
  });

  it('GIVEN the coup in Italian and Romanian THEN each uses its own casino words', () => {
    const it_ = allText(
      renderRoundResult('it', { record: roundRecord(bankerDrawsOnSix(), bets), names, shoe }),
    );
    expect(it_).toContain('Il Banco ha 5 e ritira una carta: la terza carta del Punto è un 6');
    expect(it_).toContain('Vince il Banco, 5 a 0');
    const ro = allText(
      renderRoundResult('ro', { record: roundRecord(bankerDrawsOnSix(), bets), names, shoe }),
    );
    expect(ro).toContain('Bancherul are 5 și trage o carte: a treia carte a Jucătorului este un 6');
    expect(ro).toContain('Câștigă Bancherul, 5 la 0');
  });

  it.each(LOCALES)(
    'GIVEN 14 players with long names and the largest stakes THEN the %s embed fits and names everyone',
    (locale) => {
      const big = MAX_CHIPS;
      const players = Array.from({ length: MAX_SEATS }, (_, i) => ({
        userId: String(1000 + i),
        stakes: stakes(big, big, big),
      }));
      const longNames = new Map(
        players.map((p, i) => [p.userId, `*_~\`|>[${i}]${'W'.repeat(32)}`.slice(0, 32)]),
      );
      const record = roundRecord(stackedCoup('2S', '2D', '3H', 'AD', '8C'), players, {
        startCents: 9_000_000_000_000_000,
      });
      const message = renderRoundResult(locale, { record, names: longNames, shoe });
      expectWithinDiscordLimits(message, locale);
      const text = allText(message);
      for (const [i] of players.entries()) expect(text).toContain(`[${i}\\]`);
    },
  );
});

describe('renderTableMessage', () => {
  const seated = () => {
    const { guild, table } = guildAndTable();
    return {
      guild,
      table: {
        ...table,
        round: 42,
        seats: [
          { userId: '1', stakes: stakes(0, 25, 0) },
          { userId: '2', stakes: stakes(10, 0, 2) },
        ],
        dealAt: 1_700_000_030_000,
        lastStakes: { '1': stakes(0, 5, 0) },
      },
    };
  };

  it('GIVEN an open round with two players THEN the message shows the round, game, limits, bets, timer and shoe', () => {
    const { guild, table } = seated();
    const message = renderTableMessage('en', { guild, table, names });
    const [embed] = message.embeds;
    expect(embed?.title).toBe('Baccarat · round 42');
    expect(embed?.description).toContain('**Punto Banco · 8 decks**');
    expect(embed?.description).toContain('Bets 1 to 100 · Tie 1 to 10');
    expect(embed?.description).toContain('The cards come out <t:1700000030:R>.');
    expect(embed?.fields?.[0]?.name).toBe('Bets · 2 of 14 seats');
    expect(embed?.fields?.[0]?.value).toBe('**Ada** — Banker 25\n**Bob** — Player 10 · Tie 2');
    // Before the first deal nothing has been shown or burned: the whole shoe is left.
    expect(embed?.footer?.text).toBe(
      `Shoe 1 · coup 1 · 416 cards left · commitment ${table.shoe.commitment.slice(0, 12)}`,
    );
  });

  it('GIVEN a table mid-shoe THEN it shows its payouts and a strip of the last 20 results, oldest first', () => {
    const { guild, table } = seated();
    const outcomes = [...Array(22)].map((_, i) => (['player', 'banker', 'tie'] as const)[i % 3]!);
    const [embed] = renderTableMessage('en', { guild, table, names, recent: outcomes }).embeds;
    expect(embed?.description).toContain('Pays: Player 1:1 · Banker 0.95:1 · Tie 8:1');
    expect(recentStrip(outcomes)).toBe(recentStrip(outcomes.slice(2)));
    expect([...recentStrip(outcomes)]).toHaveLength(RECENT_RESULTS);
    expect(recentStrip(['banker', 'player', 'tie'])).toBe('🔴🔵🟢');
    expect(embed?.description).toContain(`Last results: ${recentStrip(outcomes)}`);
    // A fresh shoe has no strip yet.
    const [fresh] = renderTableMessage('en', { guild, table, names, recent: [] }).embeds;
    expect(fresh?.description).not.toContain('Last results');
  });

  it('GIVEN a round opened as Punto Banco WHEN the table switches to Punto 2000 THEN the message shows the round’s Punto Banco and the change as pending', () => {
    const { guild, table } = seated();
    const opened = { ...table, roundRules: pickRoundRules(effectiveSettings(guild, table)) };
    const changed = { ...opened, overrides: { gameOptions: { 'punto-banco': { variant: 'punto-2000' } } } };
    const [embed] = renderTableMessage('en', { guild, table: changed, names }).embeds;
    expect(embed?.description).toContain('**Punto Banco · 8 decks**');
    expect(embed?.description).toContain('Banker 0.95:1');
    expect(embed?.description).toContain('*From the next round: variant*');
  });

  it.each(LOCALES)('GIVEN Punto 2000 in %s THEN the payouts name the Banker six at 1:2', (locale) => {
    const { guild, table } = seated();
    const settings: TableSettings = {
      ...DEFAULT_GUILD_SETTINGS.tableDefaults,
      gameOptions: { 'punto-banco': { variant: 'punto-2000' } },
    };
    const [embed] = renderTableMessage(locale, { guild, table, settings, names }).embeds;
    expect(embed?.description).toContain(t(locale, 'table.payouts', { variant: 'punto-2000' }));
    expect(embed?.description).toMatch(/6[^\n]*1:2/);
    expect(embed?.description).not.toMatch(/0[.,]95/);
  });

  it('GIVEN the table message THEN its components mirror the casino table’s buttons, all carrying the round', () => {
    const { guild, table } = seated();
    const rows = renderTableMessage('en', { guild, table, names, selectedChips: 25 as Chips })
      .components as unknown as {
      components: {
        type: number;
        custom_id: string;
        label?: string;
        style?: number;
        options?: { value: string; default?: boolean }[];
      }[];
    }[];
    expect(rows).toHaveLength(3);
    const [chipRow, betRow, actionRow] = rows;
    expect(chipRow?.components[0]?.type).toBe(3);
    expect(chipRow?.components[0]?.options?.map((o) => o.value)).toEqual(['1', '5', '10', '25', '50', '100']);
    expect(chipRow?.components[0]?.options?.find((o) => o.default)?.value).toBe('25');
    expect(betRow?.components.map((b) => b.label)).toEqual(['Player', 'Banker', 'Tie']);
    // New shoe is not offered on the public table: admins use /table new-shoe and confirm privately.
    expect(actionRow?.components.map((b) => b.label)).toEqual(['Deal', 'Clear my bets', 'Repeat last bet']);
    const decoded = rows.flatMap((row) =>
      row.components.map((component) => decodeCustomId(component.custom_id)),
    );
    expect(decoded.map((d) => d?.kind)).toEqual(['chip', 'bet', 'bet', 'bet', 'deal', 'clear', 'rebet']);
    expect(decoded.every((d) => d?.round === 42)).toBe(true);
  });

  it('GIVEN a closed table with no bets THEN the reason is shown, and no invitation to bet nor any button it would refuse', () => {
    const { guild, table } = guildAndTable();
    const settings: TableSettings = { ...DEFAULT_GUILD_SETTINGS.tableDefaults, open: false };
    const message = renderTableMessage('en', { guild, table, settings, names });
    expect(message.embeds[0]?.description).toContain('The table is closed');
    expect(allText(message)).not.toContain(t('en', 'table.noBets'));
    expect(message.embeds[0]?.fields ?? []).toEqual([]);
    expect(message.components).toEqual([]);
  });

  it('GIVEN the Dutch locale THEN buttons and text are Dutch', () => {
    const { guild, table } = seated();
    const text = allText(renderTableMessage('nl', { guild, table, names }));
    for (const word of [
      'Speler',
      'Bankier',
      'Gelijkspel',
      'Delen',
      'Mijn inzetten wissen',
      'Vorige inzet herhalen',
      'Uitbetaling: Speler 1:1 · Bankier 0,95:1 · Gelijkspel 8:1',
      'ronde 42',
      '8 kaartspellen',
    ])
      expect(text).toContain(word);
  });

  it.each(LOCALES)(
    'GIVEN 14 seats with long names and huge stakes THEN the %s message fits Discord',
    (locale) => {
      const { guild, table } = guildAndTable();
      const limits = { min: 1, max: MAX_CHIPS, tieMinAlone: 1, tieMinBeside: 1, tieMax: MAX_CHIPS } as Limits;
      const settings: TableSettings = { ...DEFAULT_GUILD_SETTINGS.tableDefaults, limits, timerSeconds: 30 };
      const seats = Array.from({ length: MAX_SEATS }, (_, i) => ({
        userId: String(5000 + i),
        stakes: stakes(MAX_CHIPS, MAX_CHIPS, MAX_CHIPS),
      }));
      const longNames = new Map(seats.map((s, i) => [s.userId, `__${i}__${'M'.repeat(40)}`]));
      const message = renderTableMessage(locale, {
        guild,
        table: { ...table, round: Number.MAX_SAFE_INTEGER, seats, dealAt: 1_700_000_000_000 },
        settings,
        names: longNames,
        selectedChips: MAX_CHIPS,
      });
      expectWithinDiscordLimits(message, locale);
      for (const [i] of seats.entries()) expect(allText(message)).toContain(`\\_\\_${i}\\_\\_`);
    },
  );
});
