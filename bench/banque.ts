/**
 * Banque on SQLite: how fast a coup of 14 stakes is settled durably through GameStore (journal
 * commit included), on a fresh temporary file in WAL mode, as the bot runs it. Fourteen seated
 * punters (seven in each queue, the card-holders among them) stake on right, left and centre
 * against one banker; the coup is dealt, every decision it waits for is answered (even coups) or
 * left to its deadline (odd coups: the default applies), and the coup settles. Decisions are
 * answered at once: the figures are the bot's own time, not a player's thinking time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BanqueTableState } from '../src/games/banque/table/index.js';
import { GameStore, systemDeps } from '../src/store/game-store.js';
import type { Accepted, Command, Outcome } from '../src/table/commands.js';
import { type BenchSection, median, percentile } from './section.js';

const G = 'g';
const C = 'c';
const BANKER = 'banker';
const PUNTERS = Array.from({ length: 14 }, (_, i) => `p${i + 1}`);
const POSITIONS = ['right', 'left', 'centre'] as const;
const COUPS = 300;
const WARM_UP = 20;
/** tableMin 10, tableMax (the banker's maximum stake) 1000: the bank minimum is 200. */
const LIMITS = { min: 10, max: 1000, tieMinAlone: 10, tieMinBeside: 5, tieMax: 120 };
/** Deep enough that 14 stakes of at most 45 never break it, so coups follow each other. */
const BANK = 100_000;

const must = async (outcome: Promise<Outcome>): Promise<Accepted> => {
  const done = await outcome;
  if (!done.ok) throw new Error(`bench command refused: ${done.code}`);
  return done;
};

const act = (userId: string, action: Record<string, unknown>): Command => ({
  type: 'game-action',
  channelId: C,
  userId,
  action,
});

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The table's own clock, moved by hand: auctions and decision deadlines come without waiting. */
let clock = Date.now();

/** A banque table on a fresh file: 14 punters seated, seven a side, everyone rich. */
const freshTable = async (dir: string): Promise<GameStore> => {
  const store = await GameStore.open(`sqlite://${join(dir, 'banque.sqlite')}`, {
    ...systemDeps,
    now: () => clock,
  });
  await must(
    store.execute(G, {
      type: 'configure-table',
      channelId: C,
      changes: { game: 'banque', limits: LIMITS, decisionSeconds: 20 },
    }),
  );
  for (const userId of [BANKER, ...PUNTERS])
    await must(store.execute(G, { type: 'grant', userId, amount: 1_000_000 }));
  for (const [i, userId] of PUNTERS.entries())
    await must(store.execute(G, act(userId, { kind: 'sit', side: i % 2 === 0 ? 'right' : 'left' })));
  return store;
};

/** The banker bids alone and the auction's deadline passes: his bank runs (again, after a shoe ends). */
const takeBank = async (store: GameStore): Promise<void> => {
  const bid = await must(store.execute(G, act(BANKER, { kind: 'bid', amount: BANK })));
  clock = Math.max(clock, bid.changes.table!.dealAt!);
  await must(store.execute(G, { type: 'deal', channelId: C, userId: null }));
};

interface CoupTimes {
  /** From the deal to the commit that settled the coup, every decision in between. */
  readonly settlement: number;
  /** The one command whose commit settled the coup (the deal, a decision or a timeout). */
  readonly settlingCommand: number;
  /** From the first stake placed to the settled commit. */
  readonly whole: number;
  readonly decisions: number;
}

/** One coup: 14 stakes placed at once, the deal, its decisions answered or timed out, settled. */
const playCoup = async (store: GameStore, n: number): Promise<CoupTimes> => {
  const state = (await store.readTable(G, C))?.gameState as BanqueTableState | null;
  if (!state?.banker) await takeBank(store);
  // Stakes of 10 to 45, so the cover cap (bank 100,000) accepts every one.
  const start = performance.now();
  await Promise.all(
    PUNTERS.map((userId, i) =>
      must(
        store.execute(
          G,
          act(userId, { kind: 'stake', position: POSITIONS[(i + n) % 3], amount: 10 + ((i + n) % 8) * 5 }),
        ),
      ),
    ),
  );
  const dealt = performance.now();
  let sent = dealt;
  let outcome = await must(store.execute(G, { type: 'deal', channelId: C, userId: null }));
  let decisions = 0;
  for (let pending = outcome.changes.table?.coup?.decision; pending; ) {
    decisions++;
    sent = performance.now();
    if (n % 2 === 0) {
      const choice = pending.choices[n % pending.choices.length]!;
      outcome = await must(
        store.execute(G, {
          type: 'decide',
          channelId: C,
          userId: pending.userId,
          choice,
          step: pending.step,
        }),
      );
    } else {
      clock = Math.max(clock, pending.deadline);
      outcome = await must(store.execute(G, { type: 'decision-timeout', channelId: C, step: pending.step }));
    }
    pending = outcome.changes.table?.coup?.decision;
  }
  const settled = performance.now();
  if (!outcome.events.some((e) => e.type === 'banque-settled'))
    throw new Error('bench coup ended without settling');
  return { settlement: settled - dealt, settlingCommand: settled - sent, whole: settled - start, decisions };
};

const section: BenchSection = {
  title: 'Banque on SQLite',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'sabot-bench-'));
    try {
      const store = await freshTable(dir);
      for (let n = 0; n < WARM_UP; n++) await playCoup(store, n);
      const coups: CoupTimes[] = [];
      for (let n = 0; n < COUPS; n++) coups.push(await playCoup(store, n));
      await store.close();
      const settlement = coups.map((c) => c.settlement);
      const whole = coups.map((c) => c.whole);
      // The floor is the settlement a player waits for: from the last action of the coup (the
      // deal, a decision or a timeout) to the commit that settled its 14 stakes durably. From the
      // deal on, a coup also waits for its players' decisions, each its own commit, seconds apart
      // at a real table: that sum is reported beside it, without a floor.
      const settling = coups.map((c) => c.settlingCommand);
      const p99 = percentile(settling, 99);
      const decisions = coups.reduce((sum, c) => sum + c.decisions, 0) / coups.length;
      return [
        { name: `coups of 14 stakes played`, value: `${COUPS}` },
        { name: 'decisions per coup (answered or timed out), mean', value: decisions.toFixed(2) },
        { name: 'last action → settled commit, median', value: ms(median(settling)) },
        {
          name: 'last action → settled commit, p99',
          value: ms(p99),
          floor: 'p99 < 10 ms',
          meetsFloor: p99 < 10,
        },
        { name: 'deal → settled commit (decisions included), median', value: ms(median(settlement)) },
        { name: 'deal → settled commit (decisions included), p99', value: ms(percentile(settlement, 99)) },
        { name: 'whole coup (14 stakes → settled), median', value: ms(median(whole)) },
        { name: 'whole coup (14 stakes → settled), p99', value: ms(percentile(whole, 99)) },
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default section;
