/**
 * The chemin de fer crash test's victim: a real process playing chemin de fer on a GameStore over
 * the store (STORAGE_URL) it is given, until the test kills it with SIGKILL.
 *
 *   node .tmp/test-build/<hash>/test/store/support/crash-cdf-worker.js <storage-url> <seed> <clock-base-ms>
 *   (the test build, test/support/test-build.ts; `node --import tsx` on this file runs it as well)
 *
 * It loads its modules, prints `ready`, and touches the store only once it reads a line on stdin.
 * Then, as a restarted bot does, it lists the timers storage remembers (`timers`, for the test to
 * compare) and fires those already due; then it plays two servers with two chemin de fer tables
 * each (la suite on, 5 s decisions): banks opened, declined and passed, la suite taken and
 * declined, banco, avec la table, stakes and their withdrawal, bursts of offers fired together,
 * deals, decisions answered or left to time out, the table closed and reopened, chips granted.
 * Its clock runs 40 times faster than the wall clock from `clock-base-ms`, the same for every
 * worker, so deadlines fall due within a worker's short life and stay in the past after it.
 * Each command is printed before it runs (`intent`) and after it resolved (`ack`, with the table,
 * wallets and round records it committed): an ack is a promise that the command is durable.
 */

import type { CdfTableState } from '../../../src/games/chemin-de-fer/table/index.js';
import { GameStore } from '../../../src/store/game-store.js';
import { preloadDriver } from '../../../src/store/storage.js';
import type { Command, Outcome } from '../../../src/table/commands.js';
import {
  CDF_CHANNELS,
  CDF_GUILDS,
  type CdfAckLine,
  type CdfIntentLine,
  type CdfWorkerLine,
  CLOCK_SPEED,
  poolOf,
} from './crash-cdf-protocol.js';
import { print, printed } from './worker-output.js';

const [url, seedText, baseText] = process.argv.slice(2);
if (!url || !seedText || !baseText) throw new Error('usage: crash-cdf-worker.ts <storage-url> <seed> <base>');
const base = Number(baseText);

// mulberry32, as in crash-worker.ts: a failing run replays from the seed the test printed.
let seed = Number(seedText) >>> 0;
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const emit = (line: CdfWorkerLine) => print(line);
const now = () => base + (Date.now() - base) * CLOCK_SPEED;

// The driver is loaded before `ready`: the test counts a worker's start-up as spare time.
await preloadDriver(url);
emit({ t: 'ready' });
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));

const store = await GameStore.open(url, {
  now,
  newServerSeed: () => Array.from({ length: 64 }, () => Math.floor(random() * 16).toString(16)).join(''),
});
emit({ t: 'open' });

let nextId = 0;
const run = async (g: string, command: Command): Promise<Outcome> => {
  const id = ++nextId;
  const intent: CdfIntentLine = {
    t: 'intent',
    id,
    g,
    op: command.type,
    ...('channelId' in command ? { c: command.channelId } : {}),
    ...('userId' in command && command.userId !== null ? { u: command.userId } : {}),
  };
  // In the pipe before the command can commit: see worker-output.ts.
  await printed(intent);
  let outcome: Outcome;
  try {
    outcome = await store.execute(g, command);
  } catch (error) {
    process.stderr.write(`execute threw: ${String(error)}\n`);
    process.exit(2);
  }
  const ack: CdfAckLine = outcome.ok
    ? {
        t: 'ack',
        id,
        ok: true,
        ...(outcome.changes.table ? { table: outcome.changes.table } : {}),
        wallets: outcome.changes.wallets.map((w) => [w.userId, w.balanceCents]),
        rounds: outcome.changes.rounds,
      }
    : { t: 'ack', id, ok: false, code: outcome.code };
  emit(ack);
  return outcome;
};

// A restarted bot first re-arms what storage remembers: the test compares the list, and the
// timers already due fire now (a decision's default, la suite's resolution).
const timers = await store.pendingTimers();
emit({ t: 'timers', timers });
for (const timer of timers) {
  if (timer.at > now()) continue;
  await run(
    timer.guildId,
    timer.kind === 'decision'
      ? { type: 'decision-timeout', channelId: timer.channelId, round: timer.round, step: timer.step }
      : { type: 'deal', channelId: timer.channelId, userId: null, round: timer.round },
  );
}

for (const g of CDF_GUILDS)
  for (const c of CDF_CHANNELS) {
    await run(g, {
      type: 'configure-table',
      channelId: c,
      changes: {
        game: 'chemin-de-fer',
        limits: { min: 10, max: 1000, tieMinAlone: 10, tieMinBeside: 5, tieMax: 120 },
        decisionSeconds: 5,
        suite: true,
        bankMax: 2000,
      },
    });
    for (const userId of poolOf(c))
      await run(g, { type: 'game-action', channelId: c, userId, action: { kind: 'sit' } });
  }

const act = (c: string, userId: string, kind: string, amount?: number): Command => ({
  type: 'game-action',
  channelId: c,
  userId,
  action: amount === undefined ? { kind } : { kind, amount },
});

/** One step of a server's play at one of its tables, chosen by where that table stands. */
const step = async (g: string): Promise<void> => {
  const c = pick(CDF_CHANNELS);
  const pool = poolOf(c);
  const table = await store.readTable(g, c);
  const state = (table?.gameState ?? null) as CdfTableState | null;
  const u = pick(pool);
  const roll = random();
  if (roll < 0.04) {
    await run(g, { type: 'grant', userId: u, amount: between(100, 500) });
    return;
  }
  if (roll < 0.06) {
    // Closing with a bank open sends it home; the next step here mostly reopens.
    await run(g, { type: 'configure-table', channelId: c, changes: { open: false } });
    return;
  }
  if (table?.overrides.open === false && roll < 0.6) {
    await run(g, { type: 'configure-table', channelId: c, changes: { open: true } });
    return;
  }
  const round = table?.round ?? 1;
  const coup = table?.coup;
  if (coup) {
    const { decision } = coup;
    if (roll < 0.55)
      await run(g, {
        type: 'decide',
        channelId: c,
        userId: decision.userId,
        choice: pick(decision.choices),
        round,
      });
    else if (roll < 0.9) await run(g, { type: 'decision-timeout', channelId: c, step: decision.step, round });
    else await run(g, act(c, u, pick(['leave', 'stake', 'banque-passe']), 20));
    return;
  }
  if (state?.suite) {
    if (roll < 0.4) await run(g, act(c, pick(state.suite.order), 'take-suite'));
    else if (roll < 0.65) await run(g, act(c, pick(state.suite.order), 'decline-suite'));
    else await run(g, { type: 'deal', channelId: c, userId: null, round });
    return;
  }
  if (!state?.banker) {
    const holder = state?.holder ?? u;
    if (roll < 0.75) await run(g, act(c, holder, 'open-bank', between(100, 400)));
    else if (roll < 0.85) await run(g, act(c, holder, 'decline'));
    else await run(g, act(c, u, pick(['sit', 'leave'])));
    return;
  }
  const punter = pick(pool.filter((p) => p !== state.banker));
  if (roll < 0.2) await run(g, act(c, punter, 'banco'));
  else if (roll < 0.3) await run(g, act(c, punter, 'avec-la-table'));
  else if (roll < 0.5) await run(g, act(c, punter, 'stake', between(5, 150)));
  else if (roll < 0.55) await run(g, act(c, punter, 'withdraw'));
  else if (roll < 0.62) await run(g, act(c, state.banker, 'banque-passe'));
  else if (roll < 0.66) await run(g, act(c, u, pick(['sit', 'leave'])));
  else if (roll < 0.78) {
    // A burst: offers fired together with two deals; one deal wins, the other is refused.
    await Promise.all([
      ...pool
        .filter((p) => p !== state.banker)
        .slice(0, between(1, 4))
        .map((p) => run(g, act(c, p, pick(['stake', 'banco', 'avec-la-table']), between(10, 80)))),
      run(g, { type: 'deal', channelId: c, userId: null, round }),
      run(g, { type: 'deal', channelId: c, userId: state.banker, round }),
    ]);
  } else await run(g, { type: 'deal', channelId: c, userId: random() < 0.5 ? null : state.banker, round });
};

await Promise.all(
  CDF_GUILDS.map(async (g) => {
    for (;;) await step(g);
  }),
);
