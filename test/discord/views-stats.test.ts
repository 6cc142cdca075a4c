/**
 * The scoreboard and statistics views in every language: inside Discord's limits, no
 * missing words, the exact figures where they matter, and the picture wired to its attachment.
 */

import { describe, expect, it } from 'vitest';
import { CATALOGS, formatSignedChips, LOCALES, type Locale, t } from '../../src/discord/i18n/index.js';
import {
  renderHistory,
  renderLeaderboard,
  renderScoreboard,
  renderStats,
  scoreboardFile,
  scoreboardFileName,
  withScoreboard,
} from '../../src/discord/views/index.js';
import type { Cents } from '../../src/engine/money.js';
import { resultOfCoup, roadmaps } from '../../src/engine/roads/index.js';
import { buildShoe, DEFAULT_CUT_CARD_RESERVE, dealWholeShoe } from '../../src/engine/shoe.js';
import { renderRoundResult } from '../../src/games/punto-banco/shell/round-result.js';
import type { Leaderboard } from '../../src/store/history.js';
import type { RoundRecord } from '../../src/table/state.js';
import { statisticsOf } from '../../src/table/statistics.js';
import { allText, expectWithinDiscordLimits } from './discord-limits.js';
import { roundRecord, stackedCoup, stakes } from './fixtures.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const shoe = buildShoe({
  serverSeed: 'c'.repeat(64),
  clientSeed: 'views',
  shoeNumber: 4,
  decks: 8,
  cutCardReserve: DEFAULT_CUT_CARD_RESERVE,
});
const coups = dealWholeShoe(shoe);
const fullMaps = roadmaps(coups.map(resultOfCoup));
const emptyMaps = roadmaps([]);

const expectNoHoles = (text: string, where: string) =>
  expect(text, where).not.toMatch(/undefined|NaN|\[object /);

describe('renderScoreboard', () => {
  const file = scoreboardFile(fullMaps, 4);

  it('GIVEN a whole shoe THEN the picture is a PNG named after the shoe and its coups', () => {
    expect(file.attachment.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(file.name).toBe(scoreboardFileName(4, coups.length));
  });

  it.each(LOCALES)(
    'GIVEN a whole shoe in %s THEN the embed shows the picture, legend, summary and preview, within limits',
    (locale) => {
      for (const revealed of [false, true]) {
        const message = renderScoreboard(locale, { shoeNumber: 4, revealed, maps: fullMaps, file });
        expectWithinDiscordLimits(message, `${locale} revealed=${revealed}`);
        const [embed] = message.embeds;
        expect(embed?.image?.url).toBe(`attachment://${file.name}`);
        expect(message.files).toEqual([file]);
        const text = allText(message);
        expectNoHoles(text, locale);
        expect(text).toContain(t(locale, 'road.title', { shoe: 4 }));
        expect(text).toContain(t(locale, 'road.summary.lines', { summary: fullMaps.summary }));
        expect(text).toContain(
          t(locale, revealed ? 'road.revealed' : 'road.inPlay', { count: fullMaps.summary.coups }),
        );
        for (const name of ['Big Eye Boy', 'Small Road', 'Cockroach Pig']) expect(text).toContain(name);
      }
    },
  );

  it('GIVEN the summary THEN it counts what the shoe dealt', () => {
    const s = fullMaps.summary;
    expect(s.coups).toBe(coups.length);
    expect(s.banker + s.player + s.tie).toBe(coups.length);
    const text = allText(renderScoreboard('en', { shoeNumber: 4, revealed: false, maps: fullMaps, file }));
    expect(text).toContain(`Banker ${s.banker} · Player ${s.player} · Tie ${s.tie}`);
  });

  it.each(LOCALES)(
    'GIVEN a shoe with no coup yet in %s THEN it says the roads start with the first one',
    (locale) => {
      const empty = scoreboardFile(emptyMaps, 5);
      const message = renderScoreboard(locale, {
        shoeNumber: 5,
        revealed: false,
        maps: emptyMaps,
        file: empty,
      });
      expectWithinDiscordLimits(message, locale);
      const text = allText(message);
      expect(text).toContain(t(locale, 'road.empty'));
      expect(text).toContain(t(locale, 'road.colour.none'));
    },
  );

  it('GIVEN a round result WHEN the scoreboard goes under it THEN the embed shows it at its foot and the file travels with it', () => {
    const record = roundRecord(stackedCoup('9S', '2H', 'KD', '3C'), [
      { userId: '1', stakes: stakes(5, 0, 0) },
    ]);
    const result = renderRoundResult('en', {
      record,
      names: new Map(),
      shoe: { shoeNumber: 4, coupInShoe: 12, cardsLeft: 300, commitment: 'ab'.repeat(32) },
    });
    const withRoad = withScoreboard(result, file);
    expect(withRoad.embeds[0]).toEqual({ ...result.embeds[0], image: { url: `attachment://${file.name}` } });
    expect(withRoad.files).toEqual([file]);
    expect(result.files).toBeUndefined();
    expectWithinDiscordLimits(withRoad);
  });
});

// ---------------------------------------------------------------------------------------------

const LONG_NAME = 'A*very_long~name|that`goes>on[and]on';
const coupB = stackedCoup('2S', '9H', '3D', 'KC');
const coupP = stackedCoup('9S', '2H', 'KD', '3C');
const coupT = stackedCoup('4S', '4H', '4D', '4C');

const ledger: RoundRecord[] = Array.from({ length: 14 }, (_, i) => {
  const base = roundRecord(
    [coupB, coupP, coupT][i % 3]!,
    [
      { userId: '1', stakes: stakes(i % 2 ? 1_000_000 : 0, 25, 120) },
      { userId: '2', stakes: stakes(5, 0, 0) },
    ],
    { round: i + 1 },
  );
  return {
    ...base,
    channelId: i % 2 ? '200000000000000002' : '200000000000000003',
    dealtAt: 1_700_000_000_000 + i * 60_000,
  };
});
const stats = statisticsOf(ledger);

describe('renderStats', () => {
  it.each(LOCALES)('GIVEN a player with rounds in %s THEN every figure is shown, within limits', (locale) => {
    for (const self of [true, false]) {
      const message = renderStats(locale, { name: LONG_NAME, self, stats: stats.players.get('1') });
      expectWithinDiscordLimits(message, locale);
      const text = allText(message);
      expectNoHoles(text, locale);
      const player = stats.players.get('1')!;
      expect(text).toContain(t(locale, 'stats.wagered', { cents: player.wageredCents }));
      expect(text).toContain(t(locale, 'stats.biggestWin', { cents: player.biggestWinCents }));
      if (!self) expect(text).toContain('A\\*very\\_long\\~name\\|that\\`goes\\>on\\[and\\]on'.slice(0, 20));
    }
  });

  it('GIVEN the English answer THEN the figures read as a player expects', () => {
    const text = allText(renderStats('en', { name: 'bob', self: false, stats: stats.players.get('2') }));
    const bob = stats.players.get('2')!;
    expect(text).toContain("bob's baccarat statistics");
    expect(text).toContain(`14 rounds played: ${bob.won} won, ${bob.lost} lost, ${bob.even} even`);
    expect(text).toContain('Wagered: 70 chips');
    // Only the bets he made: he never staked on Banker.
    expect(text).not.toContain('Banker');
    expect(text).toContain('Player: 14 bets, 70 chips staked, net');
  });

  it.each(LOCALES)(
    'GIVEN rounds of EZ Baccarat, banque and chemin de fer in %s THEN each spot staked on is named as its game names it, in table order',
    (locale) => {
      const bet = (count: number, cents: number, net: number) => ({
        count,
        wageredCents: cents as Cents,
        netCents: net as Cents,
      });
      const player = stats.players.get('2')!;
      const mixed = {
        ...player,
        bets: {
          player: bet(0, 0, 0),
          banker: bet(3, 3_000, 0),
          tie: bet(0, 0, 0),
          centre: bet(1, 400, 0),
          'dragon-7': bet(1, 200, 8_000),
          punter: bet(2, 2_000, -2_000),
          right: bet(1, 1_000, 1_000),
        },
      };
      const text = allText(renderStats(locale, { name: 'x', self: true, stats: mixed }));
      expectNoHoles(text, locale);
      const lines = text.split('\n');
      const lineOf = (name: string) => lines.findIndex((line) => line.startsWith(`${name}:`));
      const names = [
        t(locale, 'side.banker'),
        t(locale, 'side.dragon-7'),
        t(locale, 'cdf.stats.punter'),
        t(locale, 'banque.stats.right'),
        t(locale, 'banque.stats.centre'),
      ];
      const at = names.map(lineOf);
      expect(
        at.every((index) => index >= 0),
        `${locale}: ${names.join(', ')}`,
      ).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(lineOf(t(locale, 'side.tie'))).toBe(-1);
      expect(text).toContain(
        t(locale, 'stats.bet', {
          spot: t(locale, 'side.dragon-7'),
          count: 1,
          cents: 200 as Cents,
          net: formatSignedChips(locale, 8_000 as Cents),
        }),
      );
    },
  );

  it.each(LOCALES)(
    'GIVEN a member who never played in %s THEN it says so, for oneself and for another',
    (locale) => {
      const mine = allText(renderStats(locale, { name: 'x', self: true, stats: undefined }));
      expect(mine).toContain(t(locale, 'stats.none.self'));
      const theirs = allText(renderStats(locale, { name: 'Zoe', self: false, stats: undefined }));
      expect(theirs).toContain(t(locale, 'stats.none.other', { name: 'Zoe' }));
    },
  );
});

describe('renderLeaderboard', () => {
  const top = Array.from({ length: 10 }, (_, i) => ({
    userId: `30000000000000001${i}`,
    rank: i + 1,
    valueCents: (1_000_000_000_00 - i * 12_345) as Cents,
    coups: 1000 + i,
  }));
  const names = new Map(
    top.slice(0, 7).map((entry, i) => [entry.userId, i === 0 ? LONG_NAME : `player ${i}`]),
  );

  it.each(LOCALES)(
    'GIVEN a full board in %s THEN ten rows and the asker’s place outside them, within limits',
    (locale) => {
      for (const by of ['chips', 'net'] as const) {
        const board: Leaderboard = {
          by,
          top,
          total: 57,
          own: { userId: '42', rank: 31, valueCents: -5_000 as Cents, coups: 3 },
        };
        const message = renderLeaderboard(locale, { board, names, askerId: '42' });
        expectWithinDiscordLimits(message, `${locale} ${by}`);
        const text = allText(message);
        expectNoHoles(text, locale);
        expect(text).toContain(t(locale, 'leaderboard.own', { name: '<@42>', rank: 31, total: 57 }));
        // Members the client does not know show as mentions (rendered by Discord, never a ping).
        expect(text).toContain(`<@${top[9]!.userId}>`);
        expect(text).toContain('player 3');
      }
    },
  );

  it.each(LOCALES)(
    'GIVEN an empty board in %s THEN it says nobody is on it, and why the asker is not',
    (locale) => {
      for (const by of ['chips', 'net'] as const) {
        const board: Leaderboard = { by, top: [], total: 0, own: undefined };
        const text = allText(
          renderLeaderboard(locale, { board, names: new Map([['7', 'Ada']]), askerId: '7' }),
        );
        expect(text).toContain(t(locale, `leaderboard.empty.${by}`));
        expect(text).toContain(t(locale, `leaderboard.own.none.${by}`, { name: 'Ada' }));
      }
    },
  );

  it('GIVEN the English net board THEN each row has the rank, name, signed net and rounds', () => {
    const board: Leaderboard = {
      by: 'net',
      top: [{ userId: '1', rank: 1, valueCents: 1250 as Cents, coups: 4 }],
      total: 1,
      own: { userId: '1', rank: 1, valueCents: 1250 as Cents, coups: 4 },
    };
    const text = allText(renderLeaderboard('en', { board, names: new Map([['1', 'Ada']]), askerId: '1' }));
    expect(text).toContain('**1.** Ada · +12.50 over 4 rounds');
    expect(text).toContain('Ada: place **1** of 1');
  });
});

describe('renderHistory', () => {
  it.each(LOCALES)('GIVEN ten big rounds in %s THEN they all show, newest first, within limits', (locale) => {
    const message = renderHistory(locale, { stats: stats.players.get('1') });
    expectWithinDiscordLimits(message, locale);
    const text = allText(message);
    expectNoHoles(text, locale);
    const heads = [...text.matchAll(/\*\*[^*\d]+ (\d+)\*\* · <#\d+>/g)].map((m) => Number(m[1]));
    expect(heads).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(text).toContain(t(locale, 'history.footer', { count: 10 }));
  });

  it('GIVEN the English history THEN an entry has the table, the shoe and coup numbers of the export, time, outcome, bets, net and balance', () => {
    const text = allText(renderHistory('en', { stats: stats.players.get('2') }));
    const last = ledger.at(-1)!;
    const seat = last.results.find((r) => r.userId === '2')!;
    expect(text).toContain(
      `**Round 14** · <#${last.channelId}> · shoe ${last.shoeNumber}, coup ${last.coupInShoe} · <t:${Math.floor(last.dealtAt / 1000)}:R>`,
    );
    expect(text).toContain('Player wins, 9 to 5 · Player 5 → **+5** · balance');
    expect(seat.netCents).toBe(500);
  });

  it.each(LOCALES)('GIVEN no rounds in %s THEN it says none were played', (locale: Locale) => {
    expect(allText(renderHistory(locale, { stats: undefined }))).toContain(CATALOGS[locale]['history.none']);
  });
});
