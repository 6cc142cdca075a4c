/**
 * Costs that must not grow with a server, on SQLite and on PostgreSQL: a server with 100,000
 * members (/leaderboard, and a new member's first bet) and a server with 1,000,000 stored rounds
 * (the first /stats after a restart). The big servers are seeded by writing their records straight
 * into the store in bulk (the same records the store writes: wallets, the member list, the board's
 * index, round records and each player's statistics folded from them), then the store is opened on
 * it as after a restart. The floors are SQLite's; PostgreSQL's figures are reported beside them
 * (a fresh database on SABOT_BENCH_POSTGRES_URL's server, 127.0.0.1 by default, dropped after).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { centsOf, chips as wholeChips } from '../src/engine/money.js';
import { isPuntoBancoRound } from '../src/games/punto-banco/table/game.js';
import { GameStore } from '../src/store/game-store.js';
import { keys } from '../src/store/keys.js';
import { buildRankIndex, type RankEntry } from '../src/store/rank-index.js';
import { MEMBER_PAGE, toStored } from '../src/store/server-indexes.js';
import type { Command, Outcome } from '../src/table/commands.js';
import type { RoundRecord } from '../src/table/state.js';
import { emptyStats, foldRound } from '../src/table/statistics.js';
import { type BenchRow, type BenchSection, median, percentile } from './section.js';

const MEMBERS = 100_000;
const ROUNDS = 1_000_000;
const SAMPLES = 1000;
const TABLES = 100;
const G = 'big';
const POSTGRES_URL = process.env.SABOT_BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const must = async (outcome: Promise<Outcome>): Promise<void> => {
  const done = await outcome;
  if (!done.ok) throw new Error(`bench command refused: ${done.code}`);
};

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Keyv's row for a record: its namespaced key and `{"value": …}`. */
const row = (key: string, valueJson: string): [string, string] => [`sabot:${key}`, `{"value":${valueJson}}`];

/** A store to seed and measure: its URL, a bulk writer straight into its table, and its disposal. */
interface BenchStore {
  readonly name: 'SQLite' | 'PostgreSQL';
  readonly url: string;
  /**
   * Writes rows straight into the store, thousands per statement, in one transaction. The server's
   * journal entry goes: it is applied already, and replaying it would undo the seeded records.
   */
  bulkWrite(rows: Iterable<[string, string]>): Promise<void>;
  dispose(): Promise<void>;
}

const sqliteStore = (dir: string, name: string): BenchStore => {
  const file = join(dir, `${name}.sqlite`);
  return {
    name: 'SQLite',
    url: `sqlite://${file}`,
    async bulkWrite(rows) {
      const db = new Database(file);
      const insert = db.prepare('INSERT OR REPLACE INTO keyv (key, value) VALUES (?, ?)');
      db.transaction(() => {
        db.prepare('DELETE FROM keyv WHERE key = ?').run(`sabot:${keys.journal(G)}`);
        for (const [key, value] of rows) insert.run(key, value);
      })();
      db.close();
    },
    dispose: async () => {},
  };
};

/** Runs `sql` on the PostgreSQL server's maintenance database. */
const onPostgres = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const postgresStore = async (): Promise<BenchStore> => {
  const database = `sabot_bench_${randomBytes(6).toString('hex')}`;
  await onPostgres(`CREATE DATABASE ${database}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return {
    name: 'PostgreSQL',
    url: url.toString(),
    async bulkWrite(rows) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query('DELETE FROM keyv WHERE key = $1', [`sabot:${keys.journal(G)}`]);
        let chunk: [string, string][] = [];
        const insert = async () => {
          await client.query(
            `INSERT INTO keyv (key, value) SELECT * FROM unnest($1::text[], $2::text[])
             ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
            [chunk.map(([key]) => key), chunk.map(([, value]) => value)],
          );
          chunk = [];
        };
        for (const entry of rows) {
          chunk.push(entry);
          if (chunk.length === 5000) await insert();
        }
        if (chunk.length > 0) await insert();
        await client.query('COMMIT');
      } finally {
        await client.end();
      }
    },
    dispose: () => onPostgres(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
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
/** A floor is SQLite's: on PostgreSQL the figure is reported without one. */
const floorOn = (store: BenchStore, row: BenchRow): BenchRow =>
  store.name === 'SQLite' ? row : { name: `${row.name} (no floor)`, value: row.value };

const manyMembers = async (store: BenchStore): Promise<BenchRow[]> => {
  const setup = await GameStore.open(store.url);
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
    const balanceCents = centsOf(wholeChips(Math.floor(random() * 50_000)));
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
  await store.bulkWrite(rows);

  // A restart: a fresh store on the seeded records.
  const game = await GameStore.open(store.url);
  let start = performance.now();
  await game.readLeaderboard(G, 'chips', 'm0');
  const firstBoard = performance.now() - start;
  const boards: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const asker = `m${Math.floor(random() * MEMBERS)}`;
    start = performance.now();
    const board = await game.readLeaderboard(G, i % 2 === 0 ? 'chips' : 'net', asker);
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
    await must(game.execute(G, bet));
    bets.push(performance.now() - start);
  }
  await game.close();
  const boardP99 = percentile(boards, 99);
  const betP99 = percentile(bets, 99);
  const on = store.name;
  return [
    { name: `${on}, 100,000 members: first /leaderboard after a restart`, value: ms(firstBoard) },
    { name: `${on}, 100,000 members: /leaderboard, median`, value: ms(median(boards)) },
    floorOn(store, {
      name: `${on}, 100,000 members: /leaderboard, p99`,
      value: ms(boardP99),
      floor: 'p99 < 20 ms',
      meetsFloor: boardP99 < 20,
    }),
    { name: `${on}, 100,000 members: a new member's first bet, median`, value: ms(median(bets)) },
    floorOn(store, {
      name: `${on}, 100,000 members: a new member's first bet, p99`,
      value: ms(betP99),
      floor: 'p99 < 5 ms',
      meetsFloor: betP99 < 5,
    }),
  ];
};

/** A server with 1,000,000 round records and its players' statistics; then /stats after a restart. */
const manyRounds = async (store: BenchStore): Promise<BenchRow[]> => {
  const setup = await GameStore.open(store.url);
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
  await store.bulkWrite(rounds());
  const rest: [string, string][] = [row(keys.table(G, 'c'), JSON.stringify({ ...table, round: ROUNDS + 1 }))];
  for (const player of stats.players.values())
    rest.push(row(keys.playerStats(G, player.userId), JSON.stringify(toStored(player))));
  await store.bulkWrite(rest);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  // A restart: a fresh store, and the first /stats it answers.
  const game = await GameStore.open(store.url);
  const start = performance.now();
  const ada = await game.readPlayerStats(G, 'ada');
  const firstStats = performance.now() - start;
  await game.close();
  if (ada?.coups !== ROUNDS) throw new Error(`ada played ${ada?.coups} rounds, not ${ROUNDS}`);
  return [
    { name: `${store.name}, 1,000,000 rounds: seeding the store`, value: `${seedSeconds.toFixed(1)} s` },
    floorOn(store, {
      name: `${store.name}, 1,000,000 rounds: first /stats after a restart`,
      value: ms(firstStats),
      floor: '< 100 ms',
      meetsFloor: firstStats < 100,
    }),
  ];
};

const loadAverage = (): BenchRow => {
  const [one, five, fifteen] = loadavg();
  return {
    name: 'load average (1, 5, 15 min)',
    value: `${one!.toFixed(2)} ${five!.toFixed(2)} ${fifteen!.toFixed(2)}`,
  };
};

const section: BenchSection = {
  title: 'Costs that do not grow with a server (SQLite, with its floors; PostgreSQL)',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-bench-costs-'));
    const rows: BenchRow[] = [];
    try {
      for (const make of [
        async () => sqliteStore(dir, 'members'),
        async () => sqliteStore(dir, 'rounds'),
        postgresStore,
        postgresStore,
      ]) {
        const store = await make();
        try {
          const members = rows.filter((row) => row.name.startsWith(`${store.name}, 100,000`)).length > 0;
          rows.push(...(members ? await manyRounds(store) : await manyMembers(store)), loadAverage());
        } finally {
          await store.dispose();
        }
      }
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default section;
