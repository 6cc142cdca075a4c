/**
 * Crash safety of banque with real processes: a worker (support/crash-banque-worker.ts) plays
 * banque on a SQLite file and is killed with SIGKILL at random moments (during an auction, while
 * stakes are placed, while a coup waits for a decision, while one settles), each new worker picking
 * up the same file as a restarted bot would. The checks are chemin de fer's, in the shared kit
 * (support/banked-crash-checks.ts): after every kill
 * the test completes any interrupted commit (the journal's `recover`) and checks:
 *   - the ledger invariant, bids, banks, stakes and frozen centre items in escrow included, and that no round is
 *     missing (`auditGuild`, from storage alone);
 *   - every acknowledged round record exists exactly as acknowledged, and no round is ever
 *     acknowledged twice (no coup dealt twice);
 *   - every acknowledged table is still the table, unless a command in flight at the kill may have
 *     moved it; even then a coup waiting for a decision only moves on: the same step keeps the
 *     same deadline;
 *   - every acknowledged balance is still the balance, unless a later command may have moved it;
 *   - the next worker finds exactly the timers the stored tables ask for (a decision's deadline,
 *     an auction's), with the same times.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { BanqueTableState } from '../../src/games/banque/table/index.js';
import type { TableRecord } from '../../src/table/state.js';
import { runBankedKills } from './support/banked-crash-checks.js';

const WORKER = 'test/store/support/crash-banque-worker.ts';
const KILLS = 30;
const FULL_CHECK_EVERY = 10;

const dir = mkdtempSync(join(tmpdir(), 'sabot-crash-banque-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'crash-banque.sqlite');

const banqueOf = (table: TableRecord) => table.gameState as BanqueTableState | null;

it(`GIVEN banque played by a worker killed with SIGKILL ${KILLS} times WHEN the file is reopened after each kill THEN the ledger balances with the banks and frozen centre items in escrow, every acknowledged action is still there, no coup is dealt twice, and the timers resume at the same times`, async () => {
  const { killsWithAcks, rounds, reached } = await runBankedKills({
    label: 'banque crash test',
    script: WORKER,
    url: `sqlite://${file}`,
    kills: KILLS,
    fullCheckEvery: FULL_CHECK_EVERY,
    game: {
      // Banque's own states: a bank auctioned, and centre items frozen while the banker retires.
      extra: ['auctionAtKill', 'frozenAtKill', 'frozenAcked'],
      acked(table, count) {
        if (banqueOf(table)?.frozen?.length) count('frozenAcked');
      },
      stored(table, count) {
        const state = banqueOf(table);
        if (state?.auction?.bids.length) count('auctionAtKill');
        if (state?.frozen.length) count('frozenAtKill');
      },
    },
  });
  // The kills landed in running play: coups settled, and tables caught mid-coup, with a bank open
  // during an auction and with centre items frozen; restarts found the timers they left.
  expect(killsWithAcks).toBeGreaterThan(KILLS / 3);
  expect(rounds).toBeGreaterThan(15);
  expect(reached.pausedAtKill).toBeGreaterThan(3);
  expect(reached.bankAtKill).toBeGreaterThan(3);
  expect(reached.auctionAtKill).toBeGreaterThan(0);
  expect(reached.frozenAcked).toBeGreaterThan(0);
  expect(reached.timersCompared).toBeGreaterThan(KILLS / 2);
  expect(reached.tablesCompared).toBeGreaterThan(KILLS);
  expect(reached.walletsCompared).toBeGreaterThan(KILLS * 3);
}, 240_000);
