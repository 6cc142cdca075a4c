/**
 * Crash safety of chemin de fer with real processes: a worker (support/crash-cdf-worker.ts) plays
 * chemin de fer on a store (an SQLite file, a PostgreSQL and a Redis database) and is killed with SIGKILL at random moments (while offers are
 * placed, while a coup waits for a decision, while one settles, while a passed bank is offered as
 * la suite), each new worker picking up the same store as a restarted bot would. After every kill
 * the test completes any interrupted commit (the journal's `recover`) and checks:
 *   - the ledger invariant, banks, offers and claims in escrow included, and that no round is
 *     missing (`auditGuild`, from storage alone);
 *   - every acknowledged round record exists exactly as acknowledged, and no round is ever
 *     acknowledged twice (no coup dealt twice);
 *   - every acknowledged table is still the table, unless a command in flight at the kill may have
 *     moved it; even then a coup waiting for a decision only moves on: the same step keeps the
 *     same deadline;
 *   - every acknowledged balance is still the balance, unless a later command may have moved it;
 *   - the next worker finds exactly the timers the stored tables ask for (a decision's deadline,
 *     la suite's), with the same times.
 */
import type Keyv from 'keyv';
import { describe, expect, it } from 'vitest';
import type { CdfTableState } from '../../src/games/chemin-de-fer/table/index.js';
import { keys } from '../../src/store/keys.js';
import { type PendingTimer, timerOf } from '../../src/store/pending-timers.js';
import type { RoundRecord, TableRecord, WalletRecord } from '../../src/table/state.js';
import { BACKENDS, storesFor } from './support/backends.js';
import {
  CDF_CHANNELS,
  CDF_GUILDS,
  type CdfIntentLine,
  type CdfWorkerLine,
  poolOf,
} from './support/crash-cdf-protocol.js';
import { type Known, runKills } from './support/crash-harness.js';

const WORKER = 'test/store/support/crash-cdf-worker.ts';
/** SQLite's kills; fewer on the server backends, whose workers start more slowly. */
const KILLS_ON = { sqlite: 30, postgres: 20, redis: 20 } as const;
const FULL_CHECK_EVERY = 15;

const byPlace = (a: PendingTimer, b: PendingTimer) =>
  `${a.guildId}|${a.channelId}`.localeCompare(`${b.guildId}|${b.channelId}`);

/** What the acks promise, and what the kills reached. */
class Promises {
  readonly tables = new Map<string, Known<TableRecord>>();
  readonly wallets = new Map<string, Known<number>>();
  /** Acknowledged round records by `g|c|round`: a round is acknowledged once, ever. */
  readonly rounds = new Map<string, RoundRecord<unknown>>();
  readonly dirtyRounds = new Set<string>();
  /** The timers the stored tables asked for after the last kill: the next worker must find them. */
  expectedTimers: PendingTimer[] | null = null;
  acks = 0;
  readonly reached = {
    tablesCompared: 0,
    walletsCompared: 0,
    timersCompared: 0,
    pausedAtKill: 0,
    suiteAtKill: 0,
    bankAtKill: 0,
    settlingAtKill: 0,
  };

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
      if (line.table)
        this.tables.set(`${intent.g}|${line.table.channelId}`, { value: line.table, uncertain: false });
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
        const state = stored.gameState as CdfTableState | null;
        if (stored.coup) this.reached.pausedAtKill++;
        if (state?.suite) this.reached.suiteAtKill++;
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

for (const backend of BACKENDS) {
  describe(backend, () => {
    const fresh = storesFor(backend);
    const KILLS = KILLS_ON[backend];

    it(`GIVEN chemin de fer played by a worker killed with SIGKILL ${KILLS} times WHEN the store is reopened after each kill THEN the ledger balances with the banks in escrow, every acknowledged action is still there, no coup is dealt twice, and the timers resume at the same times`, async () => {
      const started = performance.now();
      const promises = new Promises();
      let killsWithAcks = 0;
      const torn = await runKills<CdfWorkerLine>({
        script: WORKER,
        url: (await fresh()).url,
        args: [String(Date.now())],
        kills: KILLS,
        guilds: CDF_GUILDS,
        fullCheckEvery: FULL_CHECK_EVERY,
        maxAcks: 80,
        // Some kills land on a coup waiting for a decision however fast the machine runs.
        aimAt: (line) => line.t === 'ack' && Boolean(line.table?.coup),
        async afterKill(worker, kv, full) {
          const before = promises.acks;
          promises.absorb(worker.lines);
          if (promises.acks > before) killsWithAcks++;
          await promises.check(kv, full);
        },
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `chemin de fer crash test on ${backend}: ${KILLS} kills in ${seconds} s; ${killsWithAcks} kills after acks; ` +
          `${promises.acks} acks, ${promises.rounds.size} acknowledged coups; ${torn} torn commits completed; ` +
          `${JSON.stringify(promises.reached)}`,
      );
      // The kills landed in running play: coups settled, and tables caught mid-coup, with a bank open
      // and with la suite on offer; restarts found the timers they left.
      expect(killsWithAcks).toBeGreaterThan(KILLS / 3);
      expect(promises.rounds.size).toBeGreaterThan(KILLS / 3);
      expect(promises.reached.pausedAtKill).toBeGreaterThan(KILLS / 12);
      expect(promises.reached.bankAtKill).toBeGreaterThan(KILLS / 12);
      expect(promises.reached.suiteAtKill).toBeGreaterThan(0);
      expect(promises.reached.timersCompared).toBeGreaterThan(KILLS / 2);
      expect(promises.reached.tablesCompared).toBeGreaterThan(KILLS);
      expect(promises.reached.walletsCompared).toBeGreaterThan(KILLS * 3);
    }, 240_000);
  });
}
