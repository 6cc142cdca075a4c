/**
 * The ledger on SQLite: how fast bets and deals become durable through GameStore (journal commit
 * included), each figure on a fresh temporary file in WAL mode, as the bot runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameStore } from '../src/store/game-store.js';
import type { Command, Outcome } from '../src/table/commands.js';
import { type BenchRow, type BenchSection, median, percentile } from './section.js';

const PLAYERS = 14;
const BET_SAMPLES = 3000;
const WARM_UP = 300;
const WAVES = 40;
const ROUNDS = 300;
/** Limits wide enough that a player can keep adding one chip to the same spot. */
const WIDE = { min: 1, max: 1_000_000, tieMinAlone: 1, tieMinBeside: 1, tieMax: 1_000_000 };

const players = (prefix: string) => Array.from({ length: PLAYERS }, (_, i) => `${prefix}p${i + 1}`);

const must = async (outcome: Promise<Outcome>): Promise<void> => {
  const done = await outcome;
  if (!done.ok) throw new Error(`bench command refused: ${done.code}`);
};

const oneChip = (channelId: string, userId: string): Command => ({
  type: 'bet',
  channelId,
  userId,
  side: 'banker',
  amount: 1,
});

/** A store on a fresh file, with `tables` tables of wide limits and rich players. */
const freshStore = async (dir: string, name: string, tables: readonly [string, string][]) => {
  const store = await GameStore.open(`sqlite://${join(dir, `${name}.sqlite`)}`);
  for (const [guildId, channelId] of tables) {
    await must(store.execute(guildId, { type: 'configure-table', channelId, changes: { limits: WIDE } }));
    for (const userId of players(channelId))
      await must(store.execute(guildId, { type: 'grant', userId, amount: 1_000_000 }));
  }
  return store;
};

const ms = (value: number) => `${value.toFixed(2)} ms`;
const perSecond = (count: number, elapsedMs: number) => (count * 1000) / elapsedMs;

/** Latency of one durable bet at a time, then the throughput of one table kept busy. */
const oneTable = async (dir: string): Promise<BenchRow[]> => {
  const store = await freshStore(dir, 'one-table', [['g', 'c']]);
  const seats = players('c');
  for (let i = 0; i < WARM_UP; i++) await must(store.execute('g', oneChip('c', seats[i % PLAYERS]!)));
  const samples: number[] = [];
  for (let i = 0; i < BET_SAMPLES; i++) {
    const start = performance.now();
    await must(store.execute('g', oneChip('c', seats[i % PLAYERS]!)));
    samples.push(performance.now() - start);
  }
  // Throughput: every player's bet fired together, wave after wave (the server's queue orders them).
  const start = performance.now();
  for (let wave = 0; wave < BET_SAMPLES / PLAYERS; wave++)
    await Promise.all(seats.map((userId) => must(store.execute('g', oneChip('c', userId)))));
  const rate = perSecond(Math.floor(BET_SAMPLES / PLAYERS) * PLAYERS, performance.now() - start);
  await store.close();
  const p99 = percentile(samples, 99);
  return [
    { name: 'bet, median latency', value: ms(median(samples)) },
    { name: 'bet, p99 latency', value: ms(p99), floor: 'p99 < 10 ms', meetsFloor: p99 < 10 },
    { name: 'bets/s, one table', value: `${rate.toFixed(0)}/s` },
  ];
};

/** 100 tables in 10 servers, one bet on every table fired at once, in waves. */
const hundredTables = async (dir: string): Promise<BenchRow[]> => {
  const tables: [string, string][] = [];
  for (let g = 1; g <= 10; g++) for (let c = 1; c <= 10; c++) tables.push([`g${g}`, `g${g}c${c}`]);
  const store = await freshStore(dir, 'hundred-tables', tables);
  const wave = (n: number) =>
    Promise.all(tables.map(([g, c]) => must(store.execute(g, oneChip(c, players(c)[n % PLAYERS]!)))));
  for (let n = 0; n < 3; n++) await wave(n);
  const start = performance.now();
  for (let n = 0; n < WAVES; n++) await wave(n);
  const rate = perSecond(WAVES * tables.length, performance.now() - start);
  await store.close();
  return [{ name: 'bets/s, 100 tables in 10 servers', value: `${rate.toFixed(0)}/s` }];
};

/** One full round on a table: 14 players bet at once, then the round is dealt and all 14 are paid. */
const playRound = async (store: GameStore, guildId: string, channelId: string): Promise<number> => {
  await Promise.all(
    players(channelId).map((userId) => must(store.execute(guildId, oneChip(channelId, userId)))),
  );
  const start = performance.now();
  await must(store.execute(guildId, { type: 'deal', channelId, userId: null }));
  return performance.now() - start;
};

/** Full rounds, durably: on one table, then on 10 tables of 10 servers at once. */
const fullRounds = async (dir: string): Promise<BenchRow[]> => {
  const store = await freshStore(dir, 'rounds', [['g', 'c']]);
  const deals: number[] = [];
  for (let i = 0; i < 20; i++) await playRound(store, 'g', 'c');
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) deals.push(await playRound(store, 'g', 'c'));
  const rate = perSecond(ROUNDS, performance.now() - start);
  await store.close();

  const tables: [string, string][] = Array.from({ length: 10 }, (_, i) => [`g${i + 1}`, `g${i + 1}c`]);
  const many = await freshStore(dir, 'rounds-10', tables);
  const perTable = ROUNDS / tables.length;
  const manyStart = performance.now();
  await Promise.all(
    tables.map(async ([g, c]) => {
      for (let i = 0; i < perTable; i++) await playRound(many, g, c);
    }),
  );
  const manyRate = perSecond(ROUNDS, performance.now() - manyStart);
  await many.close();
  return [
    {
      name: 'rounds of 14 players (14 bets + deal)/s, one table',
      value: `${rate.toFixed(0)}/s`,
      floor: '≥ 100/s',
      meetsFloor: rate >= 100,
    },
    { name: 'rounds of 14 players/s, 10 tables in 10 servers', value: `${manyRate.toFixed(0)}/s` },
    { name: 'deal of 14 seats, median latency', value: ms(median(deals)) },
    { name: 'deal of 14 seats, p99 latency', value: ms(percentile(deals, 99)) },
  ];
};

const section: BenchSection = {
  title: 'Ledger on SQLite',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-bench-'));
    try {
      return [...(await oneTable(dir)), ...(await hundredTables(dir)), ...(await fullRounds(dir))];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default section;
