/**
 * Crash safety of chemin de fer with real processes: a worker (support/crash-cdf-worker.ts) plays
 * chemin de fer on a store (an SQLite file, a PostgreSQL and a Redis database) and is killed with SIGKILL at random moments (while offers are
 * placed, while a coup waits for a decision, while one settles, while a passed bank is offered as
 * la suite), each new worker picking up the same store as a restarted bot would. After every kill
 * the test completes any interrupted commit (the journal's `recover`) and checks (the shared kit,
 * support/banked-crash-checks.ts):
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
import { describe, expect, it } from 'vitest';
import type { CdfTableState } from '../../src/games/chemin-de-fer/table/index.js';
import { BACKENDS, storesFor } from './support/backends.js';
import { runBankedKills } from './support/banked-crash-checks.js';

const WORKER = 'test/store/support/crash-cdf-worker.ts';
/** SQLite's kills; fewer on the server backends, whose workers start more slowly. */
const KILLS_ON = { sqlite: 30, postgres: 20, redis: 20 } as const;
const FULL_CHECK_EVERY = 15;

for (const backend of BACKENDS) {
  describe(backend, () => {
    const fresh = storesFor(backend);
    const KILLS = KILLS_ON[backend];

    it(`GIVEN chemin de fer played by a worker killed with SIGKILL ${KILLS} times WHEN the store is reopened after each kill THEN the ledger balances with the banks in escrow, every acknowledged action is still there, no coup is dealt twice, and the timers resume at the same times`, async () => {
      const { killsWithAcks, rounds, reached } = await runBankedKills({
        label: `chemin de fer crash test on ${backend}`,
        script: WORKER,
        url: (await fresh()).url,
        kills: KILLS,
        fullCheckEvery: FULL_CHECK_EVERY,
        game: {
          // Chemin de fer's own state: a passed bank offered as la suite.
          extra: ['suiteAtKill'],
          stored(table, count) {
            if ((table.gameState as CdfTableState | null)?.suite) count('suiteAtKill');
          },
        },
      });
      // The kills landed in running play: coups settled, and tables caught mid-coup, with a bank open
      // and with la suite on offer; restarts found the timers they left.
      expect(killsWithAcks).toBeGreaterThan(KILLS / 3);
      expect(rounds).toBeGreaterThan(KILLS / 3);
      expect(reached.pausedAtKill).toBeGreaterThan(KILLS / 12);
      expect(reached.bankAtKill).toBeGreaterThan(KILLS / 12);
      expect(reached.suiteAtKill).toBeGreaterThan(0);
      expect(reached.timersCompared).toBeGreaterThan(KILLS / 2);
      expect(reached.tablesCompared).toBeGreaterThan(KILLS);
      expect(reached.walletsCompared).toBeGreaterThan(KILLS * 3);
    }, 240_000);
  });
}
