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
 * The start, the clock and the intent/ack lines are the shared kit's (banked-worker-kit.ts).
 */

import type { CdfTableState } from '../../../src/games/chemin-de-fer/table/index.js';
import { act as actWith, playForever, setUpTables, startBankedWorker, stepper } from './banked-worker-kit.js';

const worker = await startBankedWorker('crash-cdf-worker.ts');
const { random, pick, between, run } = worker;

const act = (c: string, userId: string, kind: string, amount?: number) =>
  actWith(c, userId, amount === undefined ? { kind } : { kind, amount });

await setUpTables(
  worker,
  {
    game: 'chemin-de-fer',
    limits: { min: 10, max: 1000, tieMinAlone: 10, tieMinBeside: 5, tieMax: 120 },
    decisionSeconds: 5,
    suite: true,
    bankMax: 2000,
  },
  // Chemin de fer has no sides: players sit in the order they come.
  () => ({ kind: 'sit' }),
);

await playForever(
  stepper(worker, {
    decideNamesStep: false,
    duringCoup: ({ c, u }) => act(c, u, pick(['leave', 'stake', 'banque-passe']), 20),
    async play({ g, c, pool, table, u, roll, round }) {
      const state = (table?.gameState ?? null) as CdfTableState | null;
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
      } else
        await run(g, { type: 'deal', channelId: c, userId: random() < 0.5 ? null : state.banker, round });
    },
  }),
);
