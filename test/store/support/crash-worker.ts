/**
 * The crash test's victim: a real process running an endless random workload on a GameStore over
 * the store (STORAGE_URL) it is given, until the test kills it with SIGKILL.
 *
 *   node .tmp/test-build/<hash>/test/store/support/crash-worker.js <storage-url> <seed>
 *   (the test build, test/support/test-build.ts; `node --import tsx` on this file runs it as well)
 *
 * It loads its modules, prints `ready`, and touches the store only once it reads a line on stdin,
 * so the test can start the next worker while the current one is still running. Then it runs
 * two servers' command streams at once (bets, clears, rebets, deals (often, and often with a
 * full table), daily claims, grants, takes, new shoes, seeds, and bursts fired without awaiting)
 * and prints one line before each command (`intent`) and one after it resolved (`ack`): an ack
 * is a promise that the command is durable. A command runs only once its intent is in the pipe
 * (worker-output.ts), so the test hears of every command that may have changed the store.
 */
import { GameStore } from '../../../src/store/game-store.js';
import { preloadDriver } from '../../../src/store/storage.js';
import type { Command, Outcome } from '../../../src/table/commands.js';
import { stakeOn } from '../../../src/table/limits.js';
import type { RoundRecord } from '../../../src/table/state.js';
import { type AckLine, type IntentLine, type Op, summarize, type WorkerLine } from './crash-protocol.js';
import { print, printed } from './worker-output.js';

const GUILDS = ['g1', 'g2'] as const;
const CHANNELS = ['c1', 'c2', 'c3'] as const;
const USERS = Array.from({ length: 20 }, (_, i) => `u${i + 1}`);

const [url, seedText] = process.argv.slice(2);
if (!url || !seedText) throw new Error('usage: crash-worker.ts <storage-url> <seed>');

// mulberry32: a seeded stream, so a failing run can be replayed from the seed the test printed.
let state = Number(seedText) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const shuffled = <T>(items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);

const emit = (line: WorkerLine) => print(line);

const ackOf = (id: number, outcome: Outcome): AckLine => {
  if (!outcome.ok) return { t: 'ack', id, ok: false, code: outcome.code };
  let ack: AckLine = { t: 'ack', id, ok: true };
  for (const event of outcome.events) {
    if (event.type === 'bet-placed' || event.type === 'bets-repeated') {
      const on = (side: string) => stakeOn(event.stakes, side);
      ack = { ...ack, seat: [on('player'), on('banker'), on('tie')], bal: event.balanceCents };
    } else if (event.type === 'bets-cleared') ack = { ...ack, seat: [0, 0, 0], bal: event.balanceCents };
    else if (event.type === 'wallet-changed') ack = { ...ack, bal: event.balanceCents };
    else if (event.type === 'round-dealt') ack = { ...ack, deal: summarize(event.record as RoundRecord) };
    else if (event.type === 'shoe-revealed') ack = { ...ack, archived: event.archive.spec.shoeNumber };
  }
  return ack;
};

// The driver is loaded before `ready`: the test counts a worker's start-up as spare time.
await preloadDriver(url);
emit({ t: 'ready' });
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));

const store = await GameStore.open(url);
emit({ t: 'open' });

/** The round each table has open, as far as this worker knows: every command names it. */
const rounds = new Map<string, number>();
const roundOf = (g: string, c: string) => rounds.get(`${g}:${c}`) ?? 1;
const refresh = async (g: string, c: string) =>
  rounds.set(`${g}:${c}`, (await store.readTable(g, c))?.round ?? 1);
for (const g of GUILDS) for (const c of CHANNELS) await refresh(g, c);

let nextId = 0;
const run = async (g: string, command: Command): Promise<Outcome> => {
  const id = ++nextId;
  const intent: IntentLine = {
    t: 'intent',
    id,
    g,
    op: command.type === 'set-client-seed' ? 'seed' : (command.type as Op),
    ...('channelId' in command ? { c: command.channelId } : {}),
    ...('userId' in command ? { u: command.userId } : {}),
    ...('round' in command && command.round !== undefined ? { r: command.round } : {}),
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
  emit(ackOf(id, outcome));
  if ('channelId' in command) {
    const dealt = outcome.ok && outcome.events.find((e) => e.type === 'round-dealt');
    if (dealt && dealt.type === 'round-dealt')
      rounds.set(`${g}:${command.channelId}`, dealt.record.round + 1);
    if (!outcome.ok && outcome.code === 'round/stale') await refresh(g, command.channelId);
  }
  return outcome;
};

const side = () => pick(['player', 'banker', 'tie'] as const);
const bet = (g: string, c: string, userId: string): Command => ({
  type: 'bet',
  channelId: c,
  userId,
  side: side(),
  amount: between(1, 10),
  round: roundOf(g, c),
});
const deal = (g: string, c: string, userId: string | null): Command => ({
  type: 'deal',
  channelId: c,
  userId,
  round: roundOf(g, c),
});

/** One step of a server's stream. Deals are frequent, and often settle a crowded table. */
const step = async (g: string): Promise<void> => {
  const c = pick(CHANNELS);
  const u = pick(USERS);
  const roll = random();
  if (roll < 0.25) await run(g, bet(g, c, u));
  else if (roll < 0.31) await run(g, { type: 'rebet', channelId: c, userId: u, round: roundOf(g, c) });
  else if (roll < 0.36) await run(g, { type: 'clear', channelId: c, userId: u, round: roundOf(g, c) });
  else if (roll < 0.54) await run(g, deal(g, c, random() < 0.5 ? null : u));
  else if (roll < 0.69) {
    // A crowded round: up to 14 players bet at once, then the timer deals it.
    await Promise.all(
      shuffled(USERS)
        .slice(0, between(6, 14))
        .map((userId) => run(g, bet(g, c, userId))),
    );
    await run(g, deal(g, c, null));
  } else if (roll < 0.75) {
    // A burst: deals and bets for the same round fired together; one deal wins, the rest are stale.
    const players = shuffled(USERS).slice(0, 4);
    const commands = shuffled<Command>([
      deal(g, c, null),
      deal(g, c, players[0]!),
      deal(g, c, null),
      ...players.map((userId) => bet(g, c, userId)),
      { type: 'clear', channelId: c, userId: players[1]!, round: roundOf(g, c) },
    ]);
    await Promise.all(commands.map((command) => run(g, command)));
  } else if (roll < 0.8) await run(g, { type: 'daily', userId: u });
  else if (roll < 0.87) await run(g, { type: 'grant', userId: u, amount: between(1, 50) });
  else if (roll < 0.92) await run(g, { type: 'take', userId: u, amount: between(1, 300) });
  else if (roll < 0.95) await run(g, { type: 'new-shoe', channelId: c });
  else if (roll < 0.97)
    await run(g, { type: 'set-client-seed', channelId: c, seed: `seed ${between(1, 99)}` });
  else
    await run(g, {
      type: 'bet',
      channelId: c,
      userId: u,
      side: pick(['banker', 'dragon']),
      amount: pick([0, -3, 2.5, 'x', 1e12]),
    });
};

await Promise.all(
  GUILDS.map(async (g) => {
    for (;;) await step(g);
  }),
);
