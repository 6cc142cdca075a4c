/**
 * The real bot process against the fake Discord, for what the ledger and the shoe tell the players:
 * /road (the scoreboard picture and summary), /odds (checked against the odds CLI), /stats,
 * /leaderboard, /history, and the scoreboard under results (`/table road-under-results`). One bot
 * for the file; each scenario has its own channel and players. Every figure shown is compared with
 * the round records in storage or with another command's answer, never with a hard-coded outcome.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { type RoundRecord, seatCents } from '../../src/table/state.js';
import {
  type BotWorld,
  EPHEMERAL,
  Player,
  STARTING_CENTS,
  useBotWorld,
  withStorage,
} from './support/bot-harness.js';
import { REPO_ROOT } from './support/bot-process.js';
import type { RecordedMessage } from './support/fake-discord.js';

const run = promisify(execFile);

const CHANNELS = ['road', 'odds', 'toggle'] as const;
type Channel = (typeof CHANNELS)[number];

/** Rounds dealt at the road table: more than the ten /history keeps. */
const ROAD_ROUNDS = 12;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let world: BotWorld;

useBotWorld({ channels: [...CHANNELS], players: 6 }, (started) => {
  world = started;
});

const channel = (name: Channel) => world.guild.channel(name).id;
/** Player `n` (1-based; member 0 is the admin) at a channel. */
const player = (n: number, at: Channel) => new Player(world, world.guild.member(n).id, channel(at));
const admin = (at: Channel) => new Player(world, world.guild.member(0).id, channel(at));
const userName = (userId: string) => {
  const index = Array.from({ length: 7 }, (_, i) => world.guild.member(i).id).indexOf(userId);
  return index === 0 ? 'admin' : `p${index}`;
};

const isPrivate = (message: { flags?: number }) => ((message.flags ?? 0) & EPHEMERAL) === EPHEMERAL;
const expectPrivate = (message: { flags?: number }) => expect(isPrivate(message)).toBe(true);
const expectPublic = (message: { flags?: number }) => expect(isPrivate(message)).toBe(false);
const onlyEmbed = (message: RecordedMessage): APIEmbed => {
  expect(message.embeds).toHaveLength(1);
  return message.embeds[0]!;
};
const field = (embed: APIEmbed, name: string): string => {
  const found = embed.fields?.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${JSON.stringify(name)} in ${JSON.stringify(embed)}`);
  return found.value;
};

/** `1,012.50` → 101250. */
const chipText = (text: string): number => Math.round(Number(text.replace(/,/g, '')) * 100);
/** A signed net as shown: `+9.50`, `−10` (true minus), `±0`. */
const signedCents = (text: string): number => {
  if (text === '±0') return 0;
  const match = /^([+−])([\d,]+(?:\.\d\d)?)$/.exec(text);
  if (!match) throw new Error(`not a signed chip figure: ${JSON.stringify(text)}`);
  return (match[1] === '−' ? -1 : 1) * chipText(match[2]!);
};

/** Every round record of the server (all its tables), from storage. */
const allRecords = (): Promise<RoundRecord[]> =>
  withStorage(world, async (db) => {
    const records: RoundRecord[] = [];
    for (const name of CHANNELS) {
      const table = await db.table(channel(name));
      for (let round = 1; round < (table?.round ?? 1); round++) {
        const record = await db.round(channel(name), round);
        if (!record) throw new Error(`round ${round} of #${name} has no record`);
        records.push(record);
      }
    }
    return records;
  });

const seatsOf = (records: readonly RoundRecord[], userId: string) =>
  records.flatMap((record) => record.results.filter((result) => result.userId === userId));
const netOf = (records: readonly RoundRecord[], userId: string) =>
  seatsOf(records, userId).reduce((sum, seat) => sum + seat.netCents, 0);

/** `value` (a fraction `n/d`) × 100, rounded half away from zero to `digits` decimals, as text. */
const percentOfFraction = (fraction: string, digits: number): string => {
  const [n, d] = fraction.split('/').map((part) => BigInt(part)) as [bigint, bigint];
  const negative = n < 0n !== d < 0n && n !== 0n;
  const num = (n < 0n ? -n : n) * 100n * 10n ** BigInt(digits);
  const den = d < 0n ? -d : d;
  let scaled = num / den;
  if (2n * (num % den) >= den) scaled += 1n;
  const text = scaled.toString().padStart(digits + 1, '0');
  return `${negative && scaled !== 0n ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
};

interface CliOdds {
  cards: number;
  probabilities: Record<'banker' | 'player' | 'tie', { fraction: string }>;
  houseEdges: Record<string, Record<'banker' | 'player' | 'tie', { houseEdgePercent: string }>>;
}

/** Runs the odds CLI on these counts, as the /odds footer invites to. */
const cliOdds = async (counts: string): Promise<CliOdds> => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/odds.ts', '--counts', counts], {
    cwd: REPO_ROOT,
  });
  return JSON.parse(stdout) as CliOdds;
};

/** `Side: **45.8597%** (full shoe …)` lines of an /odds field, as signed decimal strings. */
const percentLines = (text: string): Record<string, string> =>
  Object.fromEntries(
    [...text.matchAll(/^(Banker|Player|Tie): \*\*(−?[\d.]+)%\*\* \(full shoe (−?[\d.]+)%\)$/gm)].map((m) => [
      m[1]!.toLowerCase(),
      m[2]!.replace('−', '-'),
    ]),
  );

/** Checks an /odds reply against the CLI run on its own footer counts; returns the unseen card count. */
const checkOddsAgainstCli = async (reply: RecordedMessage): Promise<number> => {
  expectPrivate(reply);
  const embed = onlyEmbed(reply);
  const counts = /0 to 9: (\d+(?:,\d+){9})\./.exec(embed.footer?.text ?? '')?.[1];
  expect(counts, embed.footer?.text).toBeDefined();
  expect(embed.footer?.text).toContain(`npm run odds -- --counts ${counts}`);
  const unseen = counts!.split(',').reduce((sum, count) => sum + Number(count), 0);
  // Before a shoe's first deal no card has been shown: the text says so instead.
  expect(embed.description).toContain(
    unseen === 416
      ? 'the 416 cards in the shoe: none has been shown yet'
      : `the ${unseen} cards you have not seen`,
  );

  const cli = await cliOdds(counts!);
  expect(cli.cards).toBe(unseen);
  const shown = percentLines(field(embed, 'Who wins the next coup'));
  expect(Object.keys(shown).sort()).toEqual(['banker', 'player', 'tie']);
  for (const side of ['banker', 'player', 'tie'] as const)
    expect(shown[side], side).toBe(percentOfFraction(cli.probabilities[side].fraction, 4));
  // The CLI prints house edges to 6 digits; the embed's 4 must be that figure rounded.
  const edges = percentLines(field(embed, 'House edge · Punto Banco'));
  for (const side of ['banker', 'player', 'tie'] as const) {
    const cliEdge = Number(cli.houseEdges['punto-banco']![side].houseEdgePercent);
    expect(Math.abs(Number(edges[side]) - cliEdge), side).toBeLessThanOrEqual(0.0000505);
  }
  return unseen;
};

describe('scoreboard, odds and the ledger views against the real bot', () => {
  it('GIVEN a dealt shoe WHEN /road is used THEN it answers privately with one PNG and a summary that matches the round records; an unknown shoe is refused', async () => {
    const p1 = player(1, 'road');
    const p2 = player(2, 'road');
    const dealtOutcomes: string[] = [];
    for (let round = 1; round <= ROAD_ROUNDS; round++) {
      expect((await p1.bet('player', 10)).content).toContain('You bet 10 chips');
      expect((await p1.bet('tie', 2)).content).toContain('You bet 2 chips');
      expect((await p2.bet('banker', 15)).content).toContain('You bet 15 chips');
      const dealt = await (round % 2 ? p1 : p2).deal();
      expectPublic(dealt);
      const title = onlyEmbed(dealt).title ?? '';
      expect(title).toMatch(new RegExp(`^Round ${round} · `));
      // The table does not show the scoreboard under results unless asked to.
      expect(dealt.files).toEqual([]);
      dealtOutcomes.push(title);
    }

    const records = await allRecords();
    const road = records.filter((record) => record.channelId === channel('road'));
    expect(road.map((record) => record.round)).toEqual(Array.from({ length: ROAD_ROUNDS }, (_, i) => i + 1));
    expect(new Set(road.map((record) => record.shoeNumber))).toEqual(new Set([1]));
    // Each result title names the outcome the record holds.
    for (const [i, record] of road.entries()) {
      const word = { player: 'Player', banker: 'Banker', tie: 'Tie' }[record.outcome];
      expect(dealtOutcomes[i]).toContain(word);
    }

    // Private unless the player shares it with public:true.
    const reply = await p2.slash('road').reply();
    expect(isPrivate(reply)).toBe(true);
    const embed = onlyEmbed(reply);
    expect(embed.title).toBe('Scoreboard · shoe 1');
    expect(reply.files).toHaveLength(1);
    const file = reply.files[0]!;
    expect(file.name).toBe(`scoreboard-shoe-1-coup-${ROAD_ROUNDS}.png`);
    expect(file.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(file.bytes.length).toBeGreaterThan(PNG_SIGNATURE.length + 100);
    expect(embed.image?.url).toBe(`attachment://${file.name}`);
    expect(reply.attachments.map((attachment) => attachment.filename)).toEqual([file.name]);
    expect(embed.footer?.text).toBe(`Shoe in play · ${ROAD_ROUNDS} coups dealt`);

    const summary = field(embed, 'Shoe so far');
    const match =
      /^(\d+) coups?: Banker (\d+) · Player (\d+) · Tie (\d+)\nNaturals (\d+) · Banker pairs (\d+) · Player pairs (\d+)$/.exec(
        summary,
      );
    expect(match, summary).not.toBeNull();
    const [coups, banker, playerWins, tie, naturals, bankerPairs, playerPairs] = match!.slice(1).map(Number);
    const count = (predicate: (record: RoundRecord) => boolean) => road.filter(predicate).length;
    // A pair: the first two cards of a hand share a rank (card % 13).
    const pair = (hand: readonly number[]) => hand.length >= 2 && hand[0]! % 13 === hand[1]! % 13;
    expect({ coups, banker, playerWins, tie, naturals, bankerPairs, playerPairs }).toEqual({
      coups: ROAD_ROUNDS,
      banker: count((r) => r.outcome === 'banker'),
      playerWins: count((r) => r.outcome === 'player'),
      tie: count((r) => r.outcome === 'tie'),
      naturals: count((r) => r.coup.natural),
      bankerPairs: count((r) => pair(r.coup.banker)),
      playerPairs: count((r) => pair(r.coup.player)),
    });
    expect(field(embed, 'Next coup').split('\n')).toHaveLength(3);

    const unknown = await p1.slash('road', { shoe: 99 }).reply();
    expectPrivate(unknown);
    expect(unknown.content).toContain('This table has no revealed shoe number 99.');
    expect(unknown.files).toEqual([]);
    // The shoe in play by its own number is the same board, shared with public:true.
    const byNumber = await p1.slash('road', { shoe: 1, public: true }).reply();
    expectPublic(byNumber);
    expect(field(onlyEmbed(byNumber), 'Shoe so far')).toBe(summary);
  });

  it('GIVEN a fresh table and a dealt one WHEN /odds is used THEN the private figures are the odds CLI figures for the counts in its footer', async () => {
    const p3 = player(3, 'odds');
    // A first bet opens the table (and its shoe) without dealing.
    await p3.bet('banker', 5);
    const fresh = await p3.slash('odds').reply();
    expect(onlyEmbed(fresh).title).toBe('Odds of the next coup · shoe 1, coup 1');
    // 8 decks of 416 cards, none shown yet: the burn card turns up with the first deal.
    expect(await checkOddsAgainstCli(fresh)).toBe(416);

    // At the dealt table, the burn card turned up and every card of every coup are seen.
    const dealt = await player(1, 'road').slash('odds').reply();
    expect(onlyEmbed(dealt).title).toBe(`Odds of the next coup · shoe 1, coup ${ROAD_ROUNDS + 1}`);
    const road = (await allRecords()).filter((record) => record.channelId === channel('road'));
    const cardsDealt = road.reduce((sum, record) => sum + record.coup.cards.length, 0);
    expect(await checkOddsAgainstCli(dealt)).toBe(415 - cardsDealt);
  }, 60_000);

  it('GIVEN players with rounds WHEN /stats is used THEN the net is the sum of their round records; a member who never played has none', async () => {
    const records = await allRecords();
    for (const [n, viewer, member] of [
      [1, 1, undefined],
      [2, 1, 2],
    ] as const) {
      const subject = world.guild.member(n).id;
      const reply = await player(viewer, 'road')
        .slash('stats', member ? { member: world.guild.member(member).id } : {})
        .reply();
      expectPrivate(reply);
      const embed = onlyEmbed(reply);
      expect(embed.title).toBe(member ? `p${n}'s baccarat statistics` : 'Your baccarat statistics');
      const overall = field(embed, 'Overall');
      const seats = seatsOf(records, subject);
      expect(seats).toHaveLength(ROAD_ROUNDS);
      const net = /Net result: \*\*([^*]+)\*\*/.exec(overall)?.[1];
      expect(net, overall).toBeDefined();
      expect(signedCents(net!)).toBe(netOf(records, subject));
      const played = /^(\d+) rounds? played: (\d+) won, (\d+) lost, (\d+) even$/m.exec(overall);
      expect(played?.slice(1).map(Number)).toEqual([
        seats.length,
        seats.filter((seat) => seat.netCents > 0).length,
        seats.filter((seat) => seat.netCents < 0).length,
        seats.filter((seat) => seat.netCents === 0).length,
      ]);
      const wagered = seats.reduce((sum, s) => sum + seatCents(s), 0);
      expect(chipText(/^Wagered: ([\d,.]+) chips?$/m.exec(overall)?.[1] ?? 'NaN')).toBe(wagered);
    }

    const never = await player(4, 'road').slash('stats').reply();
    expectPrivate(never);
    expect(onlyEmbed(never).description).toBe(
      'You have not played a round on this server yet. Place a bet to start your record.',
    );
    const other = await player(1, 'road')
      .slash('stats', { member: world.guild.member(4).id })
      .reply();
    expectPrivate(other);
    expect(onlyEmbed(other).description).toBe('p4 has not played a round on this server yet.');
  });

  it('GIVEN more than ten rounds WHEN /history is used THEN it privately lists the last ten, newest first, as the records say', async () => {
    const p1 = player(1, 'road');
    const reply = await p1.slash('history').reply();
    expectPrivate(reply);
    const embed = onlyEmbed(reply);
    expect(embed.title).toBe('Your last rounds');
    const entries = (embed.description ?? '').split('\n\n');
    expect(entries).toHaveLength(10);
    expect(embed.footer?.text).toBe('Newest first · 10 rounds shown');
    const records = await allRecords();
    const mine = records
      .filter((record) => record.results.some((result) => result.userId === p1.userId))
      .sort((a, b) => b.dealtAt - a.dealtAt || b.round - a.round);
    const rounds = entries.map((entry) => Number(/^\*\*Round (\d+)\*\*/.exec(entry)?.[1]));
    expect(rounds[0]).toBe(ROAD_ROUNDS);
    expect(rounds).toEqual(mine.slice(0, 10).map((record) => record.round));
    for (const [i, entry] of entries.entries()) {
      const record = mine[i]!;
      const seat = record.results.find((result) => result.userId === p1.userId)!;
      expect(entry).toContain(`<#${record.channelId}>`);
      const shown = /→ \*\*([^*]+)\*\* · balance ([\d,.]+)$/.exec(entry);
      expect(shown, entry).not.toBeNull();
      expect(signedCents(shown![1]!)).toBe(seat.netCents);
      expect(chipText(shown![2]!)).toBe(seat.balanceCents);
    }
    // The newest entry's balance is the wallet now.
    expect(await p1.balanceCents()).toBe(mine[0]!.results.find((r) => r.userId === p1.userId)!.balanceCents);
  });

  it('GIVEN players with wallets WHEN /leaderboard is used THEN it ranks their /balance by chips, their records by net, and shows the caller’s place', async () => {
    const holders = [1, 2, 3].map((n) => player(n, 'road'));
    const balances = new Map<string, number>();
    for (const p of holders) balances.set(userName(p.userId), await p.balanceCents());

    const byChips = await holders[0]!.slash('leaderboard').reply();
    expectPublic(byChips);
    const chipsEmbed = onlyEmbed(byChips);
    expect(chipsEmbed.title).toBe('Leaderboard · most chips');
    const chipRows = [
      ...(chipsEmbed.description ?? '').matchAll(/^\*\*(\d+)\.\*\* (\S+) · ([\d,.]+) chips?$/gm),
    ].map((m) => ({ rank: Number(m[1]), name: m[2]!, cents: chipText(m[3]!) }));
    // Exactly the members with a wallet (the admin and p4 never got chips), each at their /balance.
    expect(new Map(chipRows.map((row) => [row.name, row.cents]))).toEqual(balances);
    expect(chipRows).toHaveLength(balances.size);
    const expectRanked = (rows: { rank: number; cents: number }[]) => {
      for (const [i, row] of rows.entries()) {
        const previous = rows[i - 1];
        if (!previous) expect(row.rank).toBe(1);
        else {
          expect(row.cents).toBeLessThanOrEqual(previous.cents);
          expect(row.rank).toBe(row.cents === previous.cents ? previous.rank : i + 1);
        }
      }
    };
    expectRanked(chipRows);
    const ownChips = chipRows.find((row) => row.name === 'p1')!;
    expect(chipsEmbed.description).toContain(`p1: place **${ownChips.rank}** of ${chipRows.length}`);

    const records = await allRecords();
    const byNet = await holders[1]!.slash('leaderboard', { by: 'net' }).reply();
    expectPublic(byNet);
    const netEmbed = onlyEmbed(byNet);
    expect(netEmbed.title).toBe('Leaderboard · best net result');
    const netRows = [
      ...(netEmbed.description ?? '').matchAll(/^\*\*(\d+)\.\*\* (\S+) · (\S+) over (\d+) rounds?$/gm),
    ].map((m) => ({ rank: Number(m[1]), name: m[2]!, cents: signedCents(m[3]!), coups: Number(m[4]) }));
    const players = [...new Set(records.flatMap((record) => record.results.map((result) => result.userId)))];
    expect(netRows.map((row) => row.name).sort()).toEqual(players.map(userName).sort());
    for (const row of netRows) {
      const userId = players.find((id) => userName(id) === row.name)!;
      expect(row.cents, row.name).toBe(netOf(records, userId));
      expect(row.coups, row.name).toBe(seatsOf(records, userId).length);
    }
    expectRanked(netRows);
    const ownNet = netRows.find((row) => row.name === 'p2')!;
    expect(netEmbed.description).toContain(`p2: place **${ownNet.rank}** of ${netRows.length}`);

    // A member without chips is told so.
    const outsider = await player(4, 'road').slash('leaderboard').reply();
    expect(onlyEmbed(outsider).description).toContain('p4 has no chips here yet');
  });

  it('GIVEN road-under-results on WHEN a round is dealt THEN its result carries the scoreboard PNG; off THEN the next result has none', async () => {
    const p5 = player(5, 'toggle');
    const on = await admin('toggle').slash('table', { state: 'on' }, 'road-under-results').reply();
    expectPrivate(on);
    expect(JSON.stringify(on.embeds)).toContain('On: every result carries the scoreboard of the shoe');
    const stored = await withStorage(world, (db) => db.table(channel('toggle')));
    expect(stored?.overrides.roadUnderResults).toBe(true);

    await p5.bet('player', 10);
    const first = await p5.deal();
    expectPublic(first);
    const firstEmbed = onlyEmbed(first);
    expect(firstEmbed.title).toMatch(/^Round 1 · /);
    expect(first.files).toHaveLength(1);
    const file = first.files[0]!;
    expect(file.name).toBe('scoreboard-shoe-1-coup-1.png');
    expect(file.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(firstEmbed.image?.url).toBe(`attachment://${file.name}`);

    const off = await admin('toggle').slash('table', { state: 'off' }, 'road-under-results').reply();
    expectPrivate(off);
    expect(JSON.stringify(off.embeds)).toContain('Off: /road shows it on request');

    await p5.bet('player', 10);
    const second = await p5.deal();
    expectPublic(second);
    const secondEmbed = onlyEmbed(second);
    expect(secondEmbed.title).toMatch(/^Round 2 · /);
    expect(second.files).toEqual([]);
    expect(second.attachments).toEqual([]);
    expect(secondEmbed.image).toBeUndefined();
    const records = await withStorage(world, (db) => db.round(channel('toggle'), 2));
    expect(records?.results.map((result) => result.userId)).toEqual([p5.userId]);
  });

  it('keeps every wallet where the ledger says', async () => {
    const audit = await withStorage(world, (db) => db.audit());
    expect(audit.balanced, JSON.stringify(audit)).toBe(true);
    const records = await allRecords();
    for (const n of [1, 2, 5]) {
      const p = player(n, 'road');
      expect(await p.balanceCents()).toBe(STARTING_CENTS + netOf(records, p.userId));
    }
  });
});
