/**
 * The banque crash test's victim: a real process playing banque on a GameStore over the store
 * (STORAGE_URL) it is given, until the test kills it with SIGKILL.
 *
 *   node .tmp/test-build/<hash>/test/store/support/crash-banque-worker.js <storage-url> <seed> <clock-base-ms>
 *   (the test build, test/support/test-build.ts; `node --import tsx` on this file runs it as well)
 *
 * It speaks the chemin de fer worker's protocol (crash-cdf-protocol.ts) through the shared kit
 * (banked-worker-kit.ts): `ready`, then on a line on stdin it lists the timers storage remembers
 * and fires those already due, then plays two servers with two banque tables each (5 s
 * decisions, 5 s auctions): bids and auctions resolved by the table's timer, sits and leaves,
 * stakes on right, left and centre, banco, withdrawals, the maximum stake changed, retiring,
 * bursts of stakes fired together with deals, decisions answered or left to time out, the table
 * closed and reopened, chips granted.
 */

import type { BanqueTableState } from '../../../src/games/banque/table/index.js';
import { act, playForever, setUpTables, startBankedWorker, stepper } from './banked-worker-kit.js';

const worker = await startBankedWorker('crash-banque-worker.ts');
const { random, pick, between, run } = worker;

const POSITIONS = ['right', 'left', 'centre'] as const;
const SIDES = ['right', 'left'] as const;

await setUpTables(
  worker,
  {
    game: 'banque',
    limits: { min: 10, max: 1000, tieMinAlone: 10, tieMinBeside: 5, tieMax: 120 },
    decisionSeconds: 5,
    auctionSeconds: 5,
    decks: 3,
  },
  // Banque seats its players on two sides of the table.
  (i) => ({ kind: 'sit', side: i % 2 === 0 ? 'right' : 'left' }),
);

await playForever(
  stepper(worker, {
    decideNamesStep: true,
    duringCoup: ({ c, u }) =>
      act(c, u, { kind: pick(['leave', 'stake', 'retire']), position: 'right', amount: 20 }),
    async play({ g, c, pool, table, u, roll, round }) {
      const state = (table?.gameState ?? null) as BanqueTableState | null;
      if (!state?.banker) {
        if (roll < 0.6) await run(g, act(c, u, { kind: 'bid', amount: between(200, 600) }));
        else if (roll < 0.9) await run(g, { type: 'deal', channelId: c, userId: null, round });
        else await run(g, act(c, u, { kind: pick(['sit', 'leave']), side: pick(SIDES) }));
        return;
      }
      const punter = pick(pool.filter((p) => p !== state.banker));
      const stake = () =>
        act(c, punter, { kind: 'stake', position: pick(POSITIONS), amount: between(5, 150) });
      if (roll < 0.1) await run(g, act(c, punter, { kind: 'banco', side: pick(SIDES) }));
      else if (roll < 0.4) await run(g, stake());
      else if (roll < 0.45) await run(g, act(c, punter, { kind: 'withdraw' }));
      else if (roll < 0.48)
        await run(g, act(c, state.banker, { kind: 'max-stake', amount: between(20, 300) }));
      else if (roll < 0.51) await run(g, act(c, state.banker, { kind: 'retire' }));
      else if (roll < 0.56) await run(g, act(c, u, { kind: pick(['sit', 'leave']), side: pick(SIDES) }));
      else if (roll < 0.7) {
        // A burst: stakes fired together with two deals; one deal wins, the other is refused.
        await Promise.all([
          ...pool
            .filter((p) => p !== state.banker)
            .slice(0, between(1, 4))
            .map((p) =>
              run(g, act(c, p, { kind: 'stake', position: pick(POSITIONS), amount: between(10, 80) })),
            ),
          run(g, { type: 'deal', channelId: c, userId: null, round }),
          run(g, { type: 'deal', channelId: c, userId: state.banker, round }),
        ]);
      } else
        await run(g, { type: 'deal', channelId: c, userId: random() < 0.5 ? null : state.banker, round });
    },
  }),
);
