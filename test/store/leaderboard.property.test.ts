/**
 * The chips leaderboard's index through the real store (SQLite), with more members than the index
 * keeps in its top list: after random grants and takes (members climbing into the top, falling out
 * of it, ties), every answer equals a ranking of every wallet read one by one, and the index
 * records agree with the wallets (auditIndexes). A member falling out of the top must let the next
 * one in, also when so many fell that the index had to rebuild its top list. Commands queued
 * together run as one batch that shares one index writer per board: the boards read in the middle
 * of such a batch, and after it, are those of the commands queued before them.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { GameStore } from '../../src/store/game-store.js';
import { auditIndexes } from '../../src/store/index-audit.js';
import { LEADERBOARD_SIZE, TOP_KEEP } from '../../src/store/rank-index.js';
import { openStorage } from '../../src/store/storage.js';
import type { Command } from '../../src/table/commands.js';
import { rankings } from '../../src/table/statistics.js';

const G = 'g1';
const MEMBERS = Array.from({ length: TOP_KEEP + 40 }, (_, i) => `u${String(i).padStart(3, '0')}`);

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.allSettled(opened.splice(0).map((close) => close()));
});

const open = async () => {
  const storage = await openStorage('sqlite://:memory:');
  const store = GameStore.over(storage);
  opened.push(() => store.close());
  return { store, kv: storage.kv };
};

/** Every wallet read one by one, ranked the way the board ranks. */
const expectedBoard = async (store: GameStore) => {
  const entries: { userId: string; value: number }[] = [];
  for (const userId of MEMBERS) {
    const wallet = await store.readWallet(G, userId);
    if (wallet) entries.push({ userId, value: wallet.balanceCents });
  }
  return rankings(entries);
};

const expectBoardRight = async (
  store: GameStore,
  kv: Parameters<typeof auditIndexes>[0],
  askers: string[],
) => {
  const expected = await expectedBoard(store);
  for (const asker of askers) {
    const board = await store.readLeaderboard(G, 'chips', asker);
    expect(board.total).toBe(expected.length);
    expect(board.top.map(({ userId, rank, valueCents }) => ({ userId, rank, value: valueCents }))).toEqual(
      expected.slice(0, LEADERBOARD_SIZE),
    );
    const own = expected.find((entry) => entry.userId === asker);
    expect(
      board.own && { userId: board.own.userId, rank: board.own.rank, value: board.own.valueCents },
    ).toEqual(own);
  }
  expect(await auditIndexes(kv, G)).toEqual([]);
};

const run = async (store: GameStore, command: Command) => store.execute(G, command);

const seed = async (store: GameStore) => {
  // Values with ties (every 50th member the same), so ranks are shared and ties are listed by id.
  for (const [i, userId] of MEMBERS.entries())
    await run(store, { type: 'grant', userId, amount: (i % 50) * 7 + 1 });
};

describe('the chips leaderboard index', () => {
  it('GIVEN more members than the top list keeps WHEN the top ones lose their chips one by one THEN each is replaced by the next, through a rebuild of the top list', async () => {
    const { store, kv } = await open();
    await seed(store);
    await expectBoardRight(store, kv, ['u000', 'u049', 'u139']);
    // Take (almost) everything from the current leader, over and over: each falls to the bottom.
    for (let i = 0; i < TOP_KEEP; i++) {
      const [leader] = (await store.readLeaderboard(G, 'chips', 'u000')).top;
      const wallet = await store.readWallet(G, leader!.userId);
      const amount = Math.floor(wallet!.balanceCents / 100) - 1;
      if (amount > 0)
        expect((await run(store, { type: 'take', userId: leader!.userId, amount })).ok).toBe(true);
      if (i % 10 === 9) await expectBoardRight(store, kv, [leader!.userId, 'u139']);
    }
    await expectBoardRight(store, kv, MEMBERS.slice(0, 20));
  }, 120_000);

  it('GIVEN random grants and takes THEN every board and every own place equals the ranking of all wallets', async () => {
    const op = fc.record({
      take: fc.boolean(),
      // Half the moves go to a few members, so the same ones climb and fall repeatedly.
      member: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: MEMBERS.length - 1 })),
      amount: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 100, max: 2000 })),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 30, maxLength: 120 }), async (ops) => {
        const { store, kv } = await open();
        await seed(store);
        for (const [i, { take, member, amount }] of ops.entries()) {
          const userId = MEMBERS[member]!;
          // A take larger than the wallet is refused and changes nothing: also a case to keep.
          await run(store, { type: take ? 'take' : 'grant', userId, amount });
          if (i % 30 === 29) await expectBoardRight(store, kv, [userId]);
        }
        await expectBoardRight(store, kv, [MEMBERS[0]!, MEMBERS[4]!, MEMBERS.at(-1)!]);
        await store.close();
      }),
      { numRuns: 8 },
    );
  }, 240_000);

  it('GIVEN waves of grants, takes and leaderboard reads queued together (each wave one batch, sharing one index writer) THEN each read shows the board after exactly the commands queued before it, and the index records agree with the wallets', async () => {
    const op = fc.oneof(
      fc.record({
        take: fc.boolean(),
        member: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: MEMBERS.length - 1 })),
        amount: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 100, max: 2000 })),
      }),
      fc.record({ asker: fc.integer({ min: 0, max: MEMBERS.length - 1 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 2, maxLength: 30 }), { minLength: 1, maxLength: 6 }),
        async (waves) => {
          const { store, kv } = await open();
          await seed(store);
          // The model: every balance, moved in the order the commands were queued.
          const balances = new Map<string, number>();
          for (const userId of MEMBERS)
            balances.set(userId, (await store.readWallet(G, userId))!.balanceCents);
          const ranked = () => rankings([...balances].map(([userId, value]) => ({ userId, value })));
          for (const wave of waves) {
            const expected: ReturnType<typeof rankings>[] = [];
            const answers: Promise<unknown>[] = [];
            for (const step of wave) {
              if ('asker' in step) {
                expected.push(ranked());
                answers.push(store.readLeaderboard(G, 'chips', MEMBERS[step.asker]!));
                continue;
              }
              const userId = MEMBERS[step.member]!;
              const cents = step.amount * 100;
              const balance = balances.get(userId)!;
              if (!step.take) balances.set(userId, balance + cents);
              else if (balance >= cents) balances.set(userId, balance - cents);
              answers.push(run(store, { type: step.take ? 'take' : 'grant', userId, amount: step.amount }));
            }
            const boards = (await Promise.all(answers)).filter(
              (answer): answer is Awaited<ReturnType<GameStore['readLeaderboard']>> =>
                (answer as { by?: unknown }).by === 'chips',
            );
            boards.forEach((board, i) => {
              expect(board.total).toBe(expected[i]!.length);
              expect(
                board.top.map(({ userId, rank, valueCents }) => ({ userId, rank, value: valueCents })),
              ).toEqual(expected[i]!.slice(0, LEADERBOARD_SIZE));
            });
          }
          await expectBoardRight(store, kv, [MEMBERS[0]!, MEMBERS[4]!, MEMBERS.at(-1)!]);
          for (const [userId, value] of balances)
            expect((await store.readWallet(G, userId))!.balanceCents).toBe(value);
          await store.close();
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});
