/**
 * Costs that must not grow with a server, on SQLite: a server with 100,000 members (/leaderboard,
 * and a new member's first bet) and a server with 1,000,000 stored rounds (the first /stats after a
 * restart). The big servers are seeded by writing their records straight into the file in bulk
 * (the same records the store writes: wallets, the member list, the board's index, round records
 * and each player's statistics folded from them), then the store is opened on it as after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sqlite3 from 'sqlite3';
import { GameStore } from '../src/store/game-store.js';
import { keys } from '../src/store/keys.js';
import { buildRankIndex, type RankEntry } from '../src/store/rank-index.js';
import { MEMBER_PAGE, toStored } from '../src/store/server-indexes.js';
import type { Command, Outcome } from '../src/table/commands.js';
import { isPuntoBancoRound, type RoundRecord } from '../src/table/state.js';
import { emptyStats, foldRound } from '../src/table/statistics.js';
import { type BenchRow, type BenchSection, median, percentile } from './section.js';

const MEMBERS = 100_000;
const ROUNDS = 1_000_000;
const SAMPLES = 1000;
const TABLES = 100;
const G = 'big';

const must = async (outcome: Promise<Outcome>): Promise<void> => {
  const done = await outcome;
  if (!done.ok) throw new Error(`bench command refused: ${done.code}`);
};

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Keyv's row for a record: its namespaced key and `{"value": …}`. */
const row = (key: string, valueJson: string): [string, string] => [`sabot:${key}`, `{"value":${valueJson}}`];

/**
 * Writes rows straight into the file, thousands per statement, in one transaction. The server's
 * journal entry goes: it is applied already, and replaying it would undo the seeded records.
 */
const bulkWrite = async (file: string, rows: Iterable<[string, string]>): Promise<void> => {
  const db = new sqlite3.Database(file);
  const run = (sql: string, ...params: unknown[]) =>
    new Promise<void>((resolve, reject) =>
      db.run(sql, params, (error) => (error ? reject(error) : resolve())),
    );
  await run('BEGIN');
  await run('DELETE FROM keyv WHERE key = ?', `sabot:${keys.journal(G)}`);
  let chunk: [string, string][] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    await run(
      `INSERT OR REPLACE INTO keyv (key, value)
       SELECT json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]') FROM json_each(?) AS j`,
      JSON.stringify(chunk),
    );
    chunk = [];
  };
  for (const entry of rows) {
    chunk.push(entry);
    if (chunk.length === 5000) await flush();
  }
  await flush();
  await run('COMMIT');
  await new Promise<void>((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));
};

/** A deterministic stream of numbers, so every run seeds the same server. */
const stream = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
};

/** 100,000 members with wallets, their list and the chips board; then /leaderboard and first bets. */
const manyMembers = async (dir: string): Promise<BenchRow[]> => {
  const file = join(dir, 'members.sqlite');
  const setup = await GameStore.open(`sqlite://${file}`);
  for (let t = 0; t < TABLES; t++)
    await must(setup.execute(G, { type: 'configure-table', channelId: `t${t}`, changes: { open: true } }));
  const guild = await setup.readGuild(G);
  await setup.close();

  const random = stream(12);
  const chips: RankEntry[] = [];
  const rows: [string, string][] = [];
  let issued = 0;
  for (let i = 0; i < MEMBERS; i++) {
    const userId = `m${i}`;
    const balanceCents = 100 * Math.floor(random() * 50_000);
    issued += balanceCents;
    chips.push([userId, balanceCents]);
    rows.push(
      row(keys.wallet(G, userId), JSON.stringify({ guildId: G, userId, balanceCents, lastDailyAt: null })),
    );
  }
  for (let page = 0; page * MEMBER_PAGE < MEMBERS; page++)
    rows.push(
      row(
        keys.memberPage(G, page),
        JSON.stringify(chips.slice(page * MEMBER_PAGE, (page + 1) * MEMBER_PAGE).map(([id]) => id)),
      ),
    );
  rows.push(row(keys.memberCount(G), String(MEMBERS)));
  const { head, buckets } = buildRankIndex(chips);
  rows.push(row(keys.rankHead(G, 'chips'), JSON.stringify(head)));
  for (const [bucket, record] of buckets)
    rows.push(row(keys.rankBucket(G, 'chips', bucket), JSON.stringify(record)));
  rows.push(row(keys.guild(G), JSON.stringify({ ...guild, issuedCents: guild.issuedCents + issued })));
  await bulkWrite(file, rows);

  // A restart: a fresh store on the file.
  const store = await GameStore.open(`sqlite://${file}`);
  let start = performance.now();
  await store.readLeaderboard(G, 'chips', 'm0');
  const firstBoard = performance.now() - start;
  const boards: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const asker = `m${Math.floor(random() * MEMBERS)}`;
    start = performance.now();
    const board = await store.readLeaderboard(G, i % 2 === 0 ? 'chips' : 'net', asker);
    boards.push(performance.now() - start);
    if (board.by === 'chips' && board.total < MEMBERS) throw new Error('the board lost members');
  }
  const bets: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const bet: Command = {
      type: 'bet',
      channelId: `t${i % TABLES}`,
      userId: `new${i}`,
      side: 'banker',
      amount: 1,
    };
    start = performance.now();
    await must(store.execute(G, bet));
    bets.push(performance.now() - start);
  }
  await store.close();
  const boardP99 = percentile(boards, 99);
  const betP99 = percentile(bets, 99);
  return [
    { name: '100,000 members: first /leaderboard after a restart', value: ms(firstBoard) },
    { name: '100,000 members: /leaderboard, median', value: ms(median(boards)) },
    {
      name: '100,000 members: /leaderboard, p99',
      value: ms(boardP99),
      floor: 'p99 < 20 ms',
      meetsFloor: boardP99 < 20,
    },
    { name: "100,000 members: a new member's first bet, median", value: ms(median(bets)) },
    {
      name: "100,000 members: a new member's first bet, p99",
      value: ms(betP99),
      floor: 'p99 < 5 ms',
      meetsFloor: betP99 < 5,
    },
  ];
};

/** A server with 1,000,000 round records and its players' statistics; then /stats after a restart. */
const manyRounds = async (dir: string): Promise<BenchRow[]> => {
  const file = join(dir, 'rounds.sqlite');
  const setup = await GameStore.open(`sqlite://${file}`);
  await must(setup.execute(G, { type: 'bet', channelId: 'c', userId: 'ada', side: 'banker', amount: 5 }));
  await must(setup.execute(G, { type: 'bet', channelId: 'c', userId: 'bo', side: 'player', amount: 5 }));
  await must(setup.execute(G, { type: 'deal', channelId: 'c', userId: 'ada' }));
  const first = (await setup.readRound(G, 'c', 1)) as RoundRecord;
  const table = (await setup.readTable(G, 'c'))!;
  await setup.close();
  if (!isPuntoBancoRound(first)) throw new Error('the bench round is not Punto Banco');

  // Rounds 2 … ROUNDS: the first round's record under each number (the cards do not matter here).
  const [before, after] = JSON.stringify({ ...first, round: -1 }).split('"round":-1');
  if (after === undefined) throw new Error('round number not found in the record');
  const stats = emptyStats();
  foldRound(stats, first);
  function* rounds(): Generator<[string, string]> {
    for (let round = 2; round <= ROUNDS; round++) {
      foldRound(stats, { ...first, round });
      yield row(keys.round(G, 'c', round), `${before}"round":${round}${after}`);
    }
  }
  const seedStart = performance.now();
  await bulkWrite(file, rounds());
  const rest: [string, string][] = [row(keys.table(G, 'c'), JSON.stringify({ ...table, round: ROUNDS + 1 }))];
  for (const player of stats.players.values())
    rest.push(row(keys.playerStats(G, player.userId), JSON.stringify(toStored(player))));
  await bulkWrite(file, rest);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  // A restart: a fresh store, and the first /stats it answers.
  const store = await GameStore.open(`sqlite://${file}`);
  const start = performance.now();
  const ada = await store.readPlayerStats(G, 'ada');
  const firstStats = performance.now() - start;
  await store.close();
  if (ada?.coups !== ROUNDS) throw new Error(`ada played ${ada?.coups} rounds, not ${ROUNDS}`);
  return [
    { name: '1,000,000 rounds: seeding the file', value: `${seedSeconds.toFixed(1)} s` },
    {
      name: '1,000,000 rounds: first /stats after a restart',
      value: ms(firstStats),
      floor: '< 100 ms',
      meetsFloor: firstStats < 100,
    },
  ];
};

const section: BenchSection = {
  title: 'Costs that do not grow with a server (SQLite)',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-bench-costs-'));
    try {
      const rows = [...(await manyMembers(dir)), ...(await manyRounds(dir))];
      const [one, five, fifteen] = loadavg();
      rows.push({
        name: 'load average (1, 5, 15 min)',
        value: `${one!.toFixed(2)} ${five!.toFixed(2)} ${fifteen!.toFixed(2)}`,
      });
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default section;
