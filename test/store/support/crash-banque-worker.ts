/**
 * The banque crash test's victim: a real process playing banque on a GameStore over the store
 * (STORAGE_URL) it is given, until the test kills it with SIGKILL.
 *
 *   node .tmp/test-build/<hash>/test/store/support/crash-banque-worker.js <storage-url> <seed> <clock-base-ms>
 *   (the test build, test/support/test-build.ts; `node --import tsx` on this file runs it as well)
 *
 * It speaks the chemin de fer worker's protocol (crash-cdf-protocol.ts): `ready`, then on a line
 * on stdin it lists the timers storage remembers and fires those already due, then plays two
 * servers with two banque tables each (5 s decisions, 5 s auctions): bids and auctions resolved by
 * the table's timer, sits and leaves, stakes on right, left and centre, banco, withdrawals, the
 * maximum stake changed, retiring, bursts of stakes fired together with deals, decisions answered
 * or left to time out, the table closed and reopened, chips granted. Each command is printed
 * before it runs (`intent`) and after it resolved (`ack`): an ack is a promise that it is durable.
 */

import type { BanqueTableState } from '../../../src/games/banque/table/index.js';
import { GameStore } from '../../../src/store/game-store.js';
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
if (!url || !seedText || !baseText)
  throw new Error('usage: crash-banque-worker.ts <storage-url> <seed> <base>');
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
        game: 'banque',
        limits: { min: 10, max: 1000, tieMinAlone: 10, tieMinBeside: 5, tieMax: 120 },
        decisionSeconds: 5,
        auctionSeconds: 5,
        decks: 3,
      },
    });
    for (const [i, userId] of poolOf(c).entries())
      await run(g, {
        type: 'game-action',
        channelId: c,
        userId,
        action: { kind: 'sit', side: i % 2 === 0 ? 'right' : 'left' },
      });
  }

const act = (c: string, userId: string, action: Record<string, unknown>): Command => ({
  type: 'game-action',
  channelId: c,
  userId,
  action,
});

const POSITIONS = ['right', 'left', 'centre'] as const;
const SIDES = ['right', 'left'] as const;

/** One step of a server's play at one of its tables, chosen by where that table stands. */
const step = async (g: string): Promise<void> => {
  const c = pick(CDF_CHANNELS);
  const pool = poolOf(c);
  const table = await store.readTable(g, c);
  const state = (table?.gameState ?? null) as BanqueTableState | null;
  const u = pick(pool);
  const roll = random();
  if (roll < 0.04) {
    await run(g, { type: 'grant', userId: u, amount: between(100, 500) });
    return;
  }
  if (roll < 0.06) {
    // Closing sends home bids, the bank and its frozen items; the next step here mostly reopens.
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
        step: decision.step,
      });
    else if (roll < 0.9) await run(g, { type: 'decision-timeout', channelId: c, step: decision.step, round });
    else await run(g, act(c, u, { kind: pick(['leave', 'stake', 'retire']), position: 'right', amount: 20 }));
    return;
  }
  if (!state?.banker) {
    if (roll < 0.6) await run(g, act(c, u, { kind: 'bid', amount: between(200, 600) }));
    else if (roll < 0.9) await run(g, { type: 'deal', channelId: c, userId: null, round });
    else await run(g, act(c, u, { kind: pick(['sit', 'leave']), side: pick(SIDES) }));
    return;
  }
  const punter = pick(pool.filter((p) => p !== state.banker));
  const stake = () => act(c, punter, { kind: 'stake', position: pick(POSITIONS), amount: between(5, 150) });
  if (roll < 0.1) await run(g, act(c, punter, { kind: 'banco', side: pick(SIDES) }));
  else if (roll < 0.4) await run(g, stake());
  else if (roll < 0.45) await run(g, act(c, punter, { kind: 'withdraw' }));
  else if (roll < 0.48) await run(g, act(c, state.banker, { kind: 'max-stake', amount: between(20, 300) }));
  else if (roll < 0.51) await run(g, act(c, state.banker, { kind: 'retire' }));
  else if (roll < 0.56) await run(g, act(c, u, { kind: pick(['sit', 'leave']), side: pick(SIDES) }));
  else if (roll < 0.7) {
    // A burst: stakes fired together with two deals; one deal wins, the other is refused.
    await Promise.all([
      ...pool
        .filter((p) => p !== state.banker)
        .slice(0, between(1, 4))
        .map((p) => run(g, act(c, p, { kind: 'stake', position: pick(POSITIONS), amount: between(10, 80) }))),
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
