/**
 * What the banque and chemin de fer crash workers share (crash-banque-worker.ts, crash-cdf-worker.ts):
 * the seeded random choices, the clock 40 times faster than the wall clock, the store, the
 * `ready`/`open`/`timers` start a restarted bot goes through, and `run`, which prints each command
 * before it runs (`intent`) and after it resolved (`ack`, with the table, wallets and round records
 * it committed): an ack is a promise that the command is durable. The protocol is
 * crash-cdf-protocol.ts. Each worker keeps only its game: how its tables are set up and one step of play.
 */
import { GameStore } from '../../../src/store/game-store.js';
import { preloadDriver } from '../../../src/store/storage.js';
import type { Command, Outcome } from '../../../src/table/commands.js';
import type { TableRecord } from '../../../src/table/state.js';
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

export interface BankedWorker {
  readonly store: GameStore;
  readonly random: () => number;
  readonly pick: <T>(items: readonly T[]) => T;
  readonly between: (min: number, max: number) => number;
  /** Runs one command for server `g`, printing its intent before and its ack after. */
  readonly run: (g: string, command: Command) => Promise<Outcome>;
}

/** A player's game action at table `c`. */
export const act = (c: string, userId: string, action: Record<string, unknown>): Command => ({
  type: 'game-action',
  channelId: c,
  userId,
  action,
});

/**
 * Starts a worker from its command line (`<storage-url> <seed> <clock-base-ms>`): prints `ready`,
 * waits for a line on stdin, opens the store and fires the timers already due.
 */
export const startBankedWorker = async (script: string): Promise<BankedWorker> => {
  const [url, seedText, baseText] = process.argv.slice(2);
  if (!url || !seedText || !baseText) throw new Error(`usage: ${script} <storage-url> <seed> <base>`);
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
  // Every worker's clock runs from the same base, so deadlines fall due within a worker's short
  // life and stay in the past after it.
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
  // timers already due fire now (a decision's default, an auction's or la suite's resolution).
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
  return { store, random, pick, between, run };
};

/** Sets up every table of both servers: the game's settings, then each of its players sits. */
export const setUpTables = async (
  { run }: BankedWorker,
  changes: Record<string, unknown>,
  sit: (index: number) => Record<string, unknown>,
): Promise<void> => {
  for (const g of CDF_GUILDS)
    for (const c of CDF_CHANNELS) {
      await run(g, { type: 'configure-table', channelId: c, changes } as Command);
      for (const [i, userId] of poolOf(c).entries()) await run(g, act(c, userId, sit(i)));
    }
};

/** Where one step of play stands: a table of server `g`, its players, one of them, and a roll. */
export interface StepAt {
  readonly g: string;
  readonly c: string;
  readonly pool: readonly string[];
  readonly table: TableRecord | undefined;
  /** A player of the table, picked at random. */
  readonly u: string;
  readonly roll: number;
  readonly round: number;
}

export interface GameSteps {
  /**
   * Whether an answer names the step it answers: banque's does (a card-holder and a banker decide
   * in turn within one coup), chemin de fer's does not.
   */
  readonly decideNamesStep: boolean;
  /** Something a player tries while a coup waits for a decision (it is mostly refused). */
  readonly duringCoup: (at: StepAt) => Command;
  /** The game's own step when no coup is waiting. */
  readonly play: (at: StepAt) => Promise<void>;
}

/**
 * One step of a server's play at one of its tables, chosen by where that table stands: chips
 * granted, the table closed (closing sends the bank and what is in escrow home) and mostly
 * reopened, a waiting coup answered or left to time out; otherwise the game's own step.
 */
export const stepper =
  (worker: BankedWorker, steps: GameSteps) =>
  async (g: string): Promise<void> => {
    const { store, random, pick, between, run } = worker;
    const c = pick(CDF_CHANNELS);
    const pool = poolOf(c);
    const table = await store.readTable(g, c);
    const u = pick(pool);
    const roll = random();
    if (roll < 0.04) {
      await run(g, { type: 'grant', userId: u, amount: between(100, 500) });
      return;
    }
    if (roll < 0.06) {
      await run(g, { type: 'configure-table', channelId: c, changes: { open: false } });
      return;
    }
    if (table?.overrides.open === false && roll < 0.6) {
      await run(g, { type: 'configure-table', channelId: c, changes: { open: true } });
      return;
    }
    const round = table?.round ?? 1;
    const at: StepAt = { g, c, pool, table, u, roll, round };
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
          ...(steps.decideNamesStep ? { step: decision.step } : {}),
        });
      else if (roll < 0.9)
        await run(g, { type: 'decision-timeout', channelId: c, step: decision.step, round });
      else await run(g, steps.duringCoup(at));
      return;
    }
    await steps.play(at);
  };

/** Plays both servers at once until the test kills the process. */
export const playForever = async (step: (g: string) => Promise<void>): Promise<void> => {
  await Promise.all(
    CDF_GUILDS.map(async (g) => {
      for (;;) await step(g);
    }),
  );
};
