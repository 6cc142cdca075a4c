/**
 * What the banque and chemin de fer crash tests share (crash-banque.test.ts, crash-cdf.test.ts):
 * what the workers' acks promise, checked against storage after every kill, and the kill run
 * itself. Each test keeps only its game: which of its tables' states the kills must reach.
 */
import type Keyv from 'keyv';
import { expect } from 'vitest';
import { keys } from '../../../src/store/keys.js';
import { type PendingTimer, timerOf } from '../../../src/store/pending-timers.js';
import type { RoundRecord, TableRecord, WalletRecord } from '../../../src/table/state.js';
import {
  CDF_CHANNELS,
  CDF_GUILDS,
  type CdfIntentLine,
  type CdfWorkerLine,
  poolOf,
} from './crash-cdf-protocol.js';
import { type Known, runKills } from './crash-harness.js';

const byPlace = (a: PendingTimer, b: PendingTimer) =>
  `${a.guildId}|${a.channelId}`.localeCompare(`${b.guildId}|${b.channelId}`);

/** What every banked game's kills count. */
export interface BankedReached {
  tablesCompared: number;
  walletsCompared: number;
  timersCompared: number;
  pausedAtKill: number;
  bankAtKill: number;
  settlingAtKill: number;
}

/** What a game counts beyond the shared counts: its own states, seen acknowledged or at a kill. */
export interface GameReach<Extra extends string> {
  readonly extra: readonly Extra[];
  readonly acked?: (table: TableRecord, count: (what: Extra) => void) => void;
  readonly stored: (table: TableRecord, count: (what: Extra) => void) => void;
}

/** What the acks promise, and what the kills reached. */
export class BankedPromises<Extra extends string> {
  readonly tables = new Map<string, Known<TableRecord>>();
  readonly wallets = new Map<string, Known<number>>();
  /** Acknowledged round records by `g|c|round`: a round is acknowledged once, ever. */
  readonly rounds = new Map<string, RoundRecord<unknown>>();
  readonly dirtyRounds = new Set<string>();
  /** The timers the stored tables asked for after the last kill: the next worker must find them. */
  expectedTimers: PendingTimer[] | null = null;
  acks = 0;
  readonly reached: BankedReached & Record<Extra, number>;
  private readonly count = (what: Extra) => {
    (this.reached as Record<Extra, number>)[what]++;
  };

  constructor(private readonly game: GameReach<Extra>) {
    this.reached = {
      tablesCompared: 0,
      walletsCompared: 0,
      timersCompared: 0,
      pausedAtKill: 0,
      bankAtKill: 0,
      settlingAtKill: 0,
      ...(Object.fromEntries(game.extra.map((what) => [what, 0])) as Record<Extra, number>),
    };
  }

  absorb(lines: readonly CdfWorkerLine[]): void {
    const intents = new Map<number, CdfIntentLine>();
    for (const line of lines) {
      if (line.t === 'timers') {
        // The restarted worker re-arms exactly what storage says is pending, at the same times.
        if (this.expectedTimers) {
          expect([...line.timers].sort(byPlace)).toEqual([...this.expectedTimers].sort(byPlace));
          this.reached.timersCompared++;
        }
      }
      if (line.t === 'intent') intents.set(line.id, line);
      if (line.t !== 'ack') continue;
      const intent = intents.get(line.id);
      if (!intent) throw new Error(`ack ${line.id} without an intent`);
      intents.delete(line.id);
      this.acks++;
      if (!line.ok) continue;
      if (line.table) {
        this.tables.set(`${intent.g}|${line.table.channelId}`, { value: line.table, uncertain: false });
        this.game.acked?.(line.table, this.count);
      }
      for (const [userId, balance] of line.wallets ?? [])
        this.wallets.set(`${intent.g}|${userId}`, { value: balance, uncertain: false });
      for (const record of line.rounds ?? []) {
        const key = `${intent.g}|${record.channelId}|${record.round}`;
        expect(this.rounds.has(key), `round ${key} acknowledged twice`).toBe(false);
        this.rounds.set(key, record);
        this.dirtyRounds.add(key);
      }
    }
    // What was still in flight may or may not have happened: its table and the wallets it could touch.
    for (const intent of intents.values()) {
      if (intent.c) {
        const table = this.tables.get(`${intent.g}|${intent.c}`);
        if (table) table.uncertain = true;
        if (['deal', 'decide', 'decision-timeout'].includes(intent.op)) this.reached.settlingAtKill++;
        for (const userId of poolOf(intent.c)) {
          const wallet = this.wallets.get(`${intent.g}|${userId}`);
          if (wallet) wallet.uncertain = true;
        }
      }
      const wallet = intent.u ? this.wallets.get(`${intent.g}|${intent.u}`) : undefined;
      if (wallet) wallet.uncertain = true;
    }
  }

  async check(kv: Keyv, full: boolean): Promise<void> {
    const timers: PendingTimer[] = [];
    for (const g of CDF_GUILDS)
      for (const c of CDF_CHANNELS) {
        const stored = await kv.get<TableRecord>(keys.table(g, c));
        const known = this.tables.get(`${g}|${c}`);
        if (known && !known.uncertain) {
          expect(stored, `${g}|${c}`).toEqual(known.value);
          this.reached.tablesCompared++;
        } else if (known?.value.coup && stored) {
          // A coup waiting at an acknowledged step only moves on; the same step keeps its deadline.
          const acked = known.value.coup.decision;
          const same = stored.round === known.value.round && stored.coup?.decision.step === acked.step;
          if (same) expect(stored.coup!.decision.deadline).toBe(acked.deadline);
          else
            expect(
              stored.round > known.value.round ||
                (stored.round === known.value.round && (stored.coup?.decision.step ?? 0) > acked.step),
              `${g}|${c} went back from round ${known.value.round} step ${acked.step}`,
            ).toBe(true);
        }
        if (!stored) continue;
        const timer = timerOf(stored);
        if (timer) timers.push(timer);
        const state = stored.gameState as { readonly banker?: string | null } | null;
        if (stored.coup) this.reached.pausedAtKill++;
        this.game.stored(stored, this.count);
        if (state?.banker && !stored.coup) this.reached.bankAtKill++;
      }
    this.expectedTimers = timers;
    for (const [key, known] of this.wallets) {
      if (known.uncertain) continue;
      const [g, userId] = key.split('|') as [string, string];
      expect((await kv.get<WalletRecord>(keys.wallet(g, userId)))?.balanceCents, key).toBe(known.value);
      this.reached.walletsCompared++;
    }
    const rounds = full ? [...this.rounds.keys()] : [...this.dirtyRounds];
    for (const key of rounds) {
      const [g, c, round] = key.split('|') as [string, string, string];
      expect(await kv.get(keys.round(g, c, Number(round))), key).toEqual(this.rounds.get(key));
      this.dirtyRounds.delete(key);
    }
  }
}

export interface BankedKillRun<Extra extends string> {
  /** Named in the summary line. */
  readonly label: string;
  readonly script: string;
  readonly url: string;
  readonly kills: number;
  readonly fullCheckEvery: number;
  readonly game: GameReach<Extra>;
}

/**
 * Kills a worker `kills` times, checking storage against the acks after each kill, and prints a
 * summary. A failure names the workers' seeds: each worker's choices come from its seed alone.
 */
export const runBankedKills = async <Extra extends string>(run: BankedKillRun<Extra>) => {
  const started = performance.now();
  const promises = new BankedPromises(run.game);
  let killsWithAcks = 0;
  const seeds: number[] = [];
  const torn = await runKills<CdfWorkerLine>({
    script: run.script,
    url: run.url,
    args: [String(Date.now())],
    kills: run.kills,
    guilds: CDF_GUILDS,
    fullCheckEvery: run.fullCheckEvery,
    maxAcks: 80,
    // Some kills land on a coup waiting for a decision however fast the machine runs.
    aimAt: (line) => line.t === 'ack' && Boolean(line.table?.coup),
    async afterKill(worker, kv, full) {
      const before = promises.acks;
      promises.absorb(worker.lines);
      if (promises.acks > before) killsWithAcks++;
      seeds.push(worker.seed);
      try {
        await promises.check(kv, full);
      } catch (error) {
        throw new Error(`after workers seeded ${seeds.join(', ')}: ${String(error)}`, { cause: error });
      }
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${run.label}: ${run.kills} kills in ${seconds} s; ${killsWithAcks} kills after acks; ` +
      `${promises.acks} acks, ${promises.rounds.size} acknowledged coups; ${torn} torn commits completed; ` +
      `${JSON.stringify(promises.reached)}`,
  );
  return { killsWithAcks, rounds: promises.rounds.size, reached: promises.reached };
};
