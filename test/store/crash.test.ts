/**
 * Crash safety with real processes: a worker (support/crash-worker.ts) runs a random workload on
 * a store and is killed with SIGKILL at random moments, scores of times, each new worker
 * picking up the same store. It runs on every backend: an SQLite file (60 kills), a PostgreSQL
 * and a Redis database (25 each). After every kill the test opens the store itself, completes any
 * interrupted commit the way a restart would (the journal's `recover`), and checks:
 *   - the ledger invariant and that no round is missing (`auditGuild`, from storage alone);
 *   - every acknowledged deal's round record exists, once, exactly as acknowledged;
 *   - every acknowledged bet, rebet and clear is reflected: the player's stakes in that round
 *     (on the table, or in the round's record once dealt) are what the last ack said;
 *   - every acknowledged balance is still the balance, unless a later command may have moved it.
 * Nothing here depends on when the kill lands: a command in flight at the kill may or may not have
 * happened, and only what it could have touched is left unchecked until a later ack pins it down.
 * That needs the test to hear of every command the worker started, however far behind it reads:
 * a worker starts a command only once its intent is in the pipe (support/worker-output.ts).
 */
import type Keyv from 'keyv';
import { describe, expect, it } from 'vitest';
import { keys } from '../../src/store/keys.js';
import type { RoundRecord, ShoeArchive, TableRecord, WalletRecord } from '../../src/table/state.js';
import { volume } from '../support/volume.js';
import { BACKENDS, storesFor } from './support/backends.js';
import { type Known, runKills } from './support/crash-harness.js';
import {
  type AckLine,
  type DealSummary,
  type IntentLine,
  type StakesTuple,
  summarize,
  type WorkerLine,
} from './support/crash-protocol.js';

const WORKER = 'test/store/support/crash-worker.ts';
/**
 * SQLite's kills; fewer on the server backends, where each new worker also loads a network driver
 * (Redis's takes about a second of CPU) and the checks go over a socket. With the other crash tests
 * (crash-cdf, crash-banque) that is 170 kills a run in the CI gate and 210 under `npm run soak`,
 * every one recovered and checked. A kill costs
 * more the longer its store has lived, since each is followed by an audit that rereads every round:
 * 200 kills on one SQLite file took 93–116 s of a run, 60 take a fraction of that.
 */
const KILLS = volume({ sqlite: 40, postgres: 15, redis: 15 }, { sqlite: 60, postgres: 25, redis: 25 });
/** Every this many kills, and after the last, every acknowledged round is read back again. */
const FULL_CHECK_EVERY = 20;
/** Room for a 2-core machine also busy with other work, still finite. */
const TIMEOUT_MS = 240_000;
const GUILDS = ['g1', 'g2'];

// ---------------------------------------------------------------------------------------------
// What the acks promise, and what a command in flight at a kill leaves uncertain.

class Promises {
  /** Stakes by `g|c|round`, then by player. */
  readonly seats = new Map<string, Map<string, Known<StakesTuple>>>();
  readonly wallets = new Map<string, Known<number>>();
  /** Acknowledged deals by `g|c|round`: a round is acknowledged once, ever. */
  readonly deals = new Map<string, DealSummary>();
  readonly archives = new Set<string>();
  /** Rounds whose stakes changed since the last check. */
  readonly dirty = new Set<string>();
  acks = 0;

  private seat(round: string, userId: string): Known<StakesTuple> {
    let players = this.seats.get(round);
    if (!players) {
      players = new Map();
      this.seats.set(round, players);
    }
    let known = players.get(userId);
    if (!known) {
      known = { value: [0, 0, 0], uncertain: false };
      players.set(userId, known);
    }
    this.dirty.add(round);
    return known;
  }

  private wallet(g: string, userId: string): Known<number> {
    let known = this.wallets.get(`${g}|${userId}`);
    if (!known) {
      known = { value: 0, uncertain: true };
      this.wallets.set(`${g}|${userId}`, known);
    }
    return known;
  }

  /** Reads one worker's lines after its death. */
  absorb(lines: readonly WorkerLine[]): void {
    const intents = new Map<number, IntentLine>();
    for (const line of lines) {
      if (line.t === 'intent') intents.set(line.id, line);
      if (line.t !== 'ack') continue;
      const intent = intents.get(line.id);
      if (!intent) throw new Error(`ack ${line.id} without an intent`);
      intents.delete(line.id);
      this.acks++;
      if (line.ok) this.acknowledged(intent, line);
    }
    // What was still in flight when the worker died may or may not have happened.
    for (const intent of intents.values()) {
      if (intent.op === 'deal')
        for (const [key, known] of this.wallets) if (key.startsWith(`${intent.g}|`)) known.uncertain = true;
      if (intent.u) this.wallet(intent.g, intent.u).uncertain = true;
      if (['bet', 'rebet', 'clear'].includes(intent.op) && intent.u)
        this.seat(`${intent.g}|${intent.c}|${intent.r}`, intent.u).uncertain = true;
    }
  }

  private acknowledged(intent: IntentLine, ack: AckLine): void {
    const { g } = intent;
    if (ack.seat && intent.u) {
      Object.assign(this.seat(`${g}|${intent.c}|${intent.r}`, intent.u), {
        value: ack.seat,
        uncertain: false,
      });
    }
    if (ack.bal !== undefined && intent.u)
      Object.assign(this.wallet(g, intent.u), { value: ack.bal, uncertain: false });
    if (ack.deal) {
      const round = `${g}|${intent.c}|${ack.deal.round}`;
      expect(this.deals.has(round), `round ${round} acknowledged twice`).toBe(false);
      this.deals.set(round, ack.deal);
      this.dirty.add(round);
      for (const [userId, , , , , balance] of ack.deal.results)
        Object.assign(this.wallet(g, userId), { value: balance, uncertain: false });
    }
    if (ack.archived !== undefined) this.archives.add(`${g}|${intent.c}|${ack.archived}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Checking the file.

/** Acknowledged rounds and stakes, for the rounds that changed (or all of them on a full check). */
const checkRounds = async (kv: Keyv, promises: Promises, full: boolean): Promise<void> => {
  const tables = new Map<string, TableRecord | undefined>();
  const rounds = full ? new Set([...promises.seats.keys(), ...promises.deals.keys()]) : promises.dirty;
  for (const key of rounds) {
    const [g, c, roundText] = key.split('|') as [string, string, string];
    const round = Number(roundText);
    if (!tables.has(`${g}|${c}`)) tables.set(`${g}|${c}`, await kv.get<TableRecord>(keys.table(g, c)));
    const table = tables.get(`${g}|${c}`);
    const open = table?.round ?? 1;
    const record = open > round ? await kv.get<RoundRecord>(keys.round(g, c, round)) : undefined;
    const acked = promises.deals.get(key);
    if (acked) {
      // An acknowledged round never disappears, and is never dealt differently.
      expect(open).toBeGreaterThan(round);
      expect(record && summarize(record)).toEqual(acked);
    }
    for (const [userId, known] of promises.seats.get(key) ?? []) {
      if (known.uncertain) continue;
      // Settled rounds keep their stakes in the record; the open round keeps them on the table.
      const stakes =
        open > round
          ? record?.results.find((r) => r.userId === userId)?.stakes
          : open === round
            ? table?.seats.find((s) => s.userId === userId)?.stakes
            : undefined;
      const found: StakesTuple = [stakes?.player ?? 0, stakes?.banker ?? 0, stakes?.tie ?? 0];
      expect(found, `${key} ${userId}`).toEqual(known.value);
    }
    // A settled round's record never changes again: once checked, only full checks reread it.
    if (open > round) promises.dirty.delete(key);
  }
};

const checkWalletsAndShoes = async (kv: Keyv, promises: Promises): Promise<void> => {
  for (const [key, known] of promises.wallets) {
    if (known.uncertain) continue;
    const [g, userId] = key.split('|') as [string, string];
    expect((await kv.get<WalletRecord>(keys.wallet(g, userId)))?.balanceCents, key).toBe(known.value);
  }
  for (const key of promises.archives) {
    const [g, c, shoe] = key.split('|') as [string, string, string];
    expect(await kv.get<ShoeArchive>(keys.shoe(g, c, Number(shoe)))).toBeDefined();
  }
};

// ---------------------------------------------------------------------------------------------

for (const backend of BACKENDS) {
  describe(backend, () => {
    const fresh = storesFor(backend);
    const kills = KILLS[backend];

    it(
      `GIVEN a worker killed with SIGKILL ${kills} times at random moments WHEN the store is reopened after each kill THEN the ledger balances and every acknowledged command is still there`,
      async () => {
        const started = performance.now();
        const promises = new Promises();
        let killsWithAcks = 0;
        const torn = await runKills<WorkerLine>({
          script: WORKER,
          url: (await fresh()).url,
          kills,
          guilds: GUILDS,
          fullCheckEvery: FULL_CHECK_EVERY,
          maxAcks: 60,
          async afterKill(worker, kv, full) {
            const before = promises.acks;
            promises.absorb(worker.lines);
            if (promises.acks > before) killsWithAcks++;
            await checkRounds(kv, promises, full);
            await checkWalletsAndShoes(kv, promises);
          },
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          `crash test on ${backend}: ${kills} kills in ${seconds} s; ${killsWithAcks} kills after acks; ${promises.acks} acks, ` +
            `${promises.deals.size} acknowledged deals; ${torn} torn commits completed by recovery`,
        );
        // The kills landed in a running workload, and rounds were settled across them.
        expect(killsWithAcks).toBeGreaterThan(kills / 3);
        expect(promises.deals.size).toBeGreaterThan(10);
      },
      TIMEOUT_MS,
    );
  });
}
