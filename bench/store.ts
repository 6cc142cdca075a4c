/**
 * The ledger: how fast bets and deals become durable through GameStore (journal commit and lease
 * fencing included), each figure on a fresh store: by default an SQLite file in WAL mode, as the
 * bot runs it; BENCH_STORAGE=postgres or redis runs the same on the machine's PostgreSQL (a fresh
 * database whose commits wait for the disk, as the server's default has it) or Redis (a leased
 * logical database) — see test/store/support/fresh-store.ts for the servers and how to point
 * elsewhere. Besides commands per second it counts the commits they took (the store's observer,
 * as /metrics does): with group commit, commits per second is what sizes a shared store.
 */

import { GameStore, systemDeps } from '../src/store/game-store.js';
import { type StoreObserver, unobserved } from '../src/store/observer.js';
import type { Command, Outcome } from '../src/table/commands.js';
import { BACKENDS, type Backend, freshStore as freshBackend } from '../test/store/support/fresh-store.js';
import { type BenchRow, type BenchSection, median, percentile } from './section.js';

const backend = (process.env.BENCH_STORAGE ?? 'sqlite') as Backend;
if (!BACKENDS.includes(backend))
  throw new Error(`BENCH_STORAGE must be one of ${BACKENDS.join(', ')} (got "${backend}")`);
const BACKEND_NAMES: Record<Backend, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL', redis: 'Redis' };

/** Counts the commits made while it is on. */
class CommitCounter implements StoreObserver {
  commits = 0;
  commitStarted() {
    return () => {
      this.commits++;
    };
  }
  storageFailed = unobserved.storageFailed;
  ownershipChanged = unobserved.ownershipChanged;
}

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

/** A fresh store, with `tables` tables of wide limits and rich players; closing it disposes of it. */
const freshStore = async (tables: readonly [string, string][]) => {
  const fresh = await freshBackend(backend, { waitForDisk: true });
  const counter = new CommitCounter();
  const store = await GameStore.open(fresh.url, { ...systemDeps, observer: counter });
  for (const [guildId, channelId] of tables) {
    await must(store.execute(guildId, { type: 'configure-table', channelId, changes: { limits: WIDE } }));
    for (const userId of players(channelId))
      await must(store.execute(guildId, { type: 'grant', userId, amount: 1_000_000 }));
  }
  return {
    store,
    counter,
    close: async () => {
      await store.close();
      await fresh.dispose();
    },
  };
};

const ms = (value: number) => `${value.toFixed(2)} ms`;
const perSecond = (count: number, elapsedMs: number) => (count * 1000) / elapsedMs;

/** Latency of one durable bet at a time, then the throughput of one table kept busy. */
const oneTable = async (): Promise<BenchRow[]> => {
  const { store, counter, close } = await freshStore([['g', 'c']]);
  const seats = players('c');
  for (let i = 0; i < WARM_UP; i++) await must(store.execute('g', oneChip('c', seats[i % PLAYERS]!)));
  const samples: number[] = [];
  for (let i = 0; i < BET_SAMPLES; i++) {
    const start = performance.now();
    await must(store.execute('g', oneChip('c', seats[i % PLAYERS]!)));
    samples.push(performance.now() - start);
  }
  // Throughput: every player's bet fired together, wave after wave (the server's queue orders them).
  const commitsBefore = counter.commits;
  const start = performance.now();
  for (let wave = 0; wave < BET_SAMPLES / PLAYERS; wave++)
    await Promise.all(seats.map((userId) => must(store.execute('g', oneChip('c', userId)))));
  const elapsed = performance.now() - start;
  const bets = Math.floor(BET_SAMPLES / PLAYERS) * PLAYERS;
  const commits = counter.commits - commitsBefore;
  await close();
  const p99 = percentile(samples, 99);
  return [
    { name: 'bet, median latency', value: ms(median(samples)) },
    { name: 'bet, p99 latency', value: ms(p99), floor: 'p99 < 10 ms', meetsFloor: p99 < 10 },
    { name: 'bets/s, one table', value: `${perSecond(bets, elapsed).toFixed(0)}/s` },
    {
      name: 'commits/s, one table (bets per commit)',
      value: `${perSecond(commits, elapsed).toFixed(0)}/s (${(bets / commits).toFixed(1)})`,
    },
  ];
};

/** 100 tables in 10 servers, one bet on every table fired at once, in waves. */
const hundredTables = async (): Promise<BenchRow[]> => {
  const tables: [string, string][] = [];
  for (let g = 1; g <= 10; g++) for (let c = 1; c <= 10; c++) tables.push([`g${g}`, `g${g}c${c}`]);
  const { store, counter, close } = await freshStore(tables);
  const wave = (n: number) =>
    Promise.all(tables.map(([g, c]) => must(store.execute(g, oneChip(c, players(c)[n % PLAYERS]!)))));
  for (let n = 0; n < 3; n++) await wave(n);
  const commitsBefore = counter.commits;
  const start = performance.now();
  for (let n = 0; n < WAVES; n++) await wave(n);
  const elapsed = performance.now() - start;
  const commits = counter.commits - commitsBefore;
  await close();
  return [
    {
      name: 'bets/s, 100 tables in 10 servers',
      value: `${perSecond(WAVES * tables.length, elapsed).toFixed(0)}/s`,
    },
    {
      name: 'commits/s, 100 tables in 10 servers (bets per commit)',
      value: `${perSecond(commits, elapsed).toFixed(0)}/s (${((WAVES * tables.length) / commits).toFixed(1)})`,
    },
  ];
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
const fullRounds = async (): Promise<BenchRow[]> => {
  const { store, close } = await freshStore([['g', 'c']]);
  const deals: number[] = [];
  for (let i = 0; i < 20; i++) await playRound(store, 'g', 'c');
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) deals.push(await playRound(store, 'g', 'c'));
  const rate = perSecond(ROUNDS, performance.now() - start);
  await close();

  const tables: [string, string][] = Array.from({ length: 10 }, (_, i) => [`g${i + 1}`, `g${i + 1}c`]);
  const { store: many, counter, close: closeMany } = await freshStore(tables);
  const perTable = ROUNDS / tables.length;
  const commitsBefore = counter.commits;
  const manyStart = performance.now();
  await Promise.all(
    tables.map(async ([g, c]) => {
      for (let i = 0; i < perTable; i++) await playRound(many, g, c);
    }),
  );
  const manyElapsed = performance.now() - manyStart;
  const manyRate = perSecond(ROUNDS, manyElapsed);
  const manyCommits = counter.commits - commitsBefore;
  await closeMany();
  return [
    {
      name: 'rounds of 14 players (14 bets + deal)/s, one table',
      value: `${rate.toFixed(0)}/s`,
      floor: '≥ 100/s',
      meetsFloor: rate >= 100,
    },
    { name: 'rounds of 14 players/s, 10 tables in 10 servers', value: `${manyRate.toFixed(0)}/s` },
    {
      name: 'commits/s, 10 tables in 10 servers (commits per round)',
      value: `${perSecond(manyCommits, manyElapsed).toFixed(0)}/s (${(manyCommits / ROUNDS).toFixed(1)})`,
    },
    { name: 'deal of 14 seats, median latency', value: ms(median(deals)) },
    { name: 'deal of 14 seats, p99 latency', value: ms(percentile(deals, 99)) },
  ];
};

const section: BenchSection = {
  title: `Ledger on ${BACKEND_NAMES[backend]}`,
  async run() {
    return [...(await oneTable()), ...(await hundredTables()), ...(await fullRounds())];
  },
};

export default section;
