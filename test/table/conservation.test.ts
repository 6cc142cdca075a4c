/**
 * The ledger's conservation law inside the pure core: every accepted change set must satisfy
 *   Δ wallets + Δ chips on tables + Δ banks in escrow = Δ issued − Δ taken + net of rounds − house take,
 * every step of a player-banked game must satisfy it player by player (what moved to his wallet
 * plus what the game holds for him beyond what it held = his net less commission), and one that
 * does not is a bug that never reaches storage. Wallets open by an explicit event.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cents, centsOf } from '../../src/engine/money.js';
import { CHEMIN_DE_FER } from '../../src/games/chemin-de-fer/table/state.js';
import { BUILT_IN_GAMES } from '../../src/games/registry.js';
import { auditGuild } from '../../src/store/audit.js';
import { GameStore } from '../../src/store/game-store.js';
import { keys } from '../../src/store/keys.js';
import { openStorage } from '../../src/store/storage.js';
import { Draft } from '../../src/table/draft.js';
import type { Game, GameRegistry, WalletMove } from '../../src/table/game.js';
import {
  assertConserved,
  assertPlayersSettled,
  LedgerImbalanceError,
  movementOf,
  playerImbalance,
} from '../../src/table/ledger.js';
import { newGuild, newTable } from '../../src/table/machine.js';
import type { GuildRecord, TableRecord, WalletRecord } from '../../src/table/state.js';
import { gameAction, stackedCdfTable } from '../games/chemin-de-fer/table/stacked-cdf.js';
import { drawOrStand, GAMES_WITH_DRAW_OR_STAND } from './support/draw-or-stand.js';
import { T0, World } from './support/world.js';

const C = 'c1';
const SEED = 'c'.repeat(64);

/**
 * draw-or-stand with a floating-point bug: every seat is handed back half a cent more. The books
 * would even agree with each other, but a fraction of a cent is not money: the check refuses it.
 */
const leaky: Game = {
  ...(drawOrStand as Game),
  id: 'leaky',
  settle: (coup, seats, rules) =>
    drawOrStand.settle(coup as never, seats, rules).map((seat) => ({
      ...seat,
      returns: { hand: ((seat.returns.hand ?? 0) + 0.5) as Cents },
    })),
};
const WITH_LEAKY: GameRegistry = new Map([...GAMES_WITH_DRAW_OR_STAND, [leaky.id, leaky]]);

const guild: GuildRecord = newGuild('g1');
const wallet = (userId: string, balanceCents: number): WalletRecord => ({
  guildId: 'g1',
  userId,
  balanceCents: balanceCents as Cents,
  lastDailyAt: null,
});

describe('the conservation check', () => {
  it('GIVEN a game that pays half a cent WHEN its coup settles THEN LedgerImbalanceError, and nothing changes', () => {
    const world = new World();
    world.games = WITH_LEAKY;
    world.ok({ type: 'configure-table', channelId: C, changes: { game: 'leaky' } });
    world.ok({ type: 'bet', channelId: C, userId: 'u1', side: 'hand', amount: 5 });
    world.ok({ type: 'deal', channelId: C, userId: 'u1' });
    const before = world.dump();
    expect(() => world.run({ type: 'decide', channelId: C, userId: 'u1', choice: 'stand' })).toThrow(
      LedgerImbalanceError,
    );
    expect(world.dump()).toEqual(before);
  });

  it('GIVEN chips moved from a wallet into a bank in escrow THEN the change set balances; without the wallet leg THEN it throws', () => {
    const table: TableRecord = newTable(guild, C, SEED);
    const snapshot = { guild, table, wallets: new Map([['u1', wallet('u1', 50_000)]]) };
    const escrowed = { ...table, escrowCents: 20_000 as Cents };
    const balanced = {
      guild: undefined,
      wallets: [wallet('u1', 30_000)],
      table: escrowed,
      rounds: [],
      shoes: [],
    };
    expect(movementOf(snapshot, balanced)).toMatchObject({ wallets: -20_000, tables: 20_000 });
    expect(() => assertConserved(snapshot, balanced, 'escrow')).not.toThrow();
    expect(() => assertConserved(snapshot, { ...balanced, wallets: [] }, 'escrow')).toThrow(
      LedgerImbalanceError,
    );
  });

  it('GIVEN chips issued to a wallet with no issue recorded THEN it throws; with the issue recorded THEN it balances', () => {
    const snapshot = { guild, wallets: new Map([['u1', wallet('u1', 1_000)]]) };
    const richer = [wallet('u1', 1_500)];
    expect(() =>
      assertConserved(
        snapshot,
        { guild: undefined, table: undefined, wallets: richer, rounds: [], shoes: [] },
        'grant',
      ),
    ).toThrow(LedgerImbalanceError);
    const issued = { ...guild, issuedCents: 500 as Cents };
    expect(() =>
      assertConserved(
        snapshot,
        { guild: issued, table: undefined, wallets: richer, rounds: [], shoes: [] },
        'grant',
      ),
    ).not.toThrow();
  });
});

/** What `run` threw, or undefined. */
const thrownBy = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

/** The chemin de fer at `world`'s table with a settlement that pays `from`'s chips to `to`: its total unchanged. */
const payingTheWrongPlayer = (world: World, from: string, to: string): void => {
  const game = world.games!.get(CHEMIN_DE_FER)!;
  const banked = game.banked!;
  const misCredited: Game = {
    ...game,
    banked: {
      ...banked,
      settleCoup(...args) {
        const settled = banked.settleCoup(...args);
        return {
          ...settled,
          moves: settled.moves.map((m) => (m.userId === from ? { ...m, userId: to } : m)),
        };
      },
    },
  };
  world.games = new Map([...world.games!, [game.id, misCredited]]);
};

describe('each player’s books in a banked game', () => {
  /** Ana banks 100; Ben stakes 30 and Carl 20; the punter's natural 9 beats the bank's 7 at the deal. */
  const punterWins = () => {
    const { world, stack } = stackedCdfTable(['Ana', 'Ben', 'Carl']);
    world.ok(gameAction('Ana', { kind: 'open-bank', amount: 100 }));
    world.ok(gameAction('Ben', { kind: 'stake', amount: 30 }));
    world.ok(gameAction('Carl', { kind: 'stake', amount: 20 }));
    stack(['9C', '4S', 'KD', '3D']);
    return world;
  };

  it('GIVEN a settlement that pays every chip, but Ben’s winnings to Carl WHEN the coup settles THEN LedgerImbalanceError naming Ben, and nothing changes', () => {
    const world = punterWins();
    payingTheWrongPlayer(world, 'Ben', 'Carl');
    const before = world.dump();
    const error = thrownBy(() => world.run({ type: 'deal', channelId: C, userId: 'Ana' }));
    expect(error).toBeInstanceOf(LedgerImbalanceError);
    // Ben's 30 left the table and nothing reached his wallet; he won 30.
    expect(error).toMatchObject({
      command: 'deal',
      imbalance: { kind: 'player', userId: 'Ben', movedCents: -3_000, owedCents: 3_000 },
    });
    expect(world.dump()).toEqual(before);
  });

  it('GIVEN the same coup paid to the right players THEN it settles: each wallet moves by its net', () => {
    const world = punterWins();
    world.ok({ type: 'deal', channelId: C, userId: 'Ana' });
    expect(world.rounds.at(-1)!.results.map((r) => [r.userId, r.netCents])).toEqual([
      ['Ana', -5_000],
      ['Ben', 3_000],
      ['Carl', 2_000],
    ]);
    expect([world.balance('Ana'), world.balance('Ben'), world.balance('Carl')]).toEqual([
      95_000, 103_000, 102_000,
    ]);
    world.expectBooksBalance();
  });

  it('GIVEN a table whose escrow disagrees with what its game holds WHEN a player acts THEN LedgerImbalanceError for the escrow, named by its command', () => {
    const { world } = stackedCdfTable(['Ana', 'Ben']);
    world.ok(gameAction('Ana', { kind: 'open-bank', amount: 100 }));
    world.tables.set(C, { ...world.table(), escrowCents: (world.table().escrowCents + 1) as Cents });
    const error = thrownBy(() => world.run(gameAction('Ben', { kind: 'banco' })));
    expect(error).toBeInstanceOf(LedgerImbalanceError);
    expect(error).toMatchObject({
      command: 'game-action',
      imbalance: { kind: 'escrow', tableCents: 20_001, gameCents: 20_000 },
    });
  });

  it('GIVEN random settlements that pay each player his net less commission THEN they balance; WHEN any amount of one player’s is paid to another THEN the check names one of the two', () => {
    const player = fc.record({
      before: fc.nat(1_000_000),
      after: fc.nat(1_000_000),
      net: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      commission: fc.nat(10_000),
      parts: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(player, { minLength: 2, maxLength: 6 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 1_000_000 }),
        (players, a, b, shifted) => {
          const ids = players.map((_, i) => `p${i}`);
          const moves: WalletMove[] = players.flatMap((p, i) => {
            // What his wallet must gain: his net less commission, less what the table now holds more for him.
            const total = p.net - p.commission - (p.after - p.before);
            const share = Math.trunc(total / p.parts);
            return Array.from({ length: p.parts }, (_, k) => ({
              userId: ids[i]!,
              cents: (k === 0 ? total - share * (p.parts - 1) : share) as Cents,
            }));
          });
          const books = {
            moves,
            heldBefore: new Map(players.map((p, i) => [ids[i]!, p.before as Cents])),
            heldAfter: new Map(players.map((p, i) => [ids[i]!, p.after as Cents])),
            results: players.map((p, i) => ({
              userId: ids[i]!,
              netCents: p.net as Cents,
              commissionCents: p.commission as Cents,
            })),
          };
          expect(playerImbalance(books)).toBeUndefined();
          const from = ids[a % ids.length]!;
          const to = ids.filter((id) => id !== from)[b % (ids.length - 1)]!;
          const wrong = [
            ...moves,
            { userId: from, cents: -shifted as Cents },
            { userId: to, cents: shifted as Cents },
          ];
          expect(() => assertPlayersSettled({ ...books, moves: wrong })).toThrow(LedgerImbalanceError);
          expect([from, to]).toContain(
            (playerImbalance({ ...books, moves: wrong }) as { userId: string }).userId,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('opening a wallet', () => {
  it('GIVEN a newcomer WHEN they first bet THEN a wallet-opened event issues the starting chips, once', () => {
    const world = new World();
    const first = world.ok({ type: 'bet', channelId: C, userId: 'u1', side: 'player', amount: 5 });
    expect(first.events[0]).toEqual({ type: 'wallet-opened', userId: 'u1', startingCents: 100_000 });
    expect(world.guild.issuedCents).toBe(100_000);
    const second = world.ok({ type: 'bet', channelId: C, userId: 'u1', side: 'player', amount: 5 });
    expect(second.events.some((event) => event.type === 'wallet-opened')).toBe(false);
    expect(world.guild.issuedCents).toBe(100_000);
  });

  it('GIVEN a newcomer WHEN a command reads their wallet THEN nothing is issued and nothing is written', () => {
    const draft = new Draft({ guild, wallets: new Map() }, BUILT_IN_GAMES);
    expect(draft.wallet('u9')).toBeUndefined();
    expect(draft.accept()).toEqual({ ok: true, changes: { wallets: [], rounds: [], shoes: [] }, events: [] });
  });

  it('GIVEN a newcomer WHEN an admin takes more than the starting chips THEN refused with the starting chips as the balance (what /balance shows waiting) and no wallet opens', () => {
    const world = new World();
    expect(world.run({ type: 'take', userId: 'u9', amount: 1001 })).toMatchObject({
      ok: false,
      code: 'admin/not-enough-chips',
      context: { balance: 100_000 },
    });
    expect(world.wallets.has('u9')).toBe(false);
    expect(world.guild.issuedCents).toBe(0);
  });

  it('GIVEN a newcomer WHEN an admin takes chips THEN the wallet opens with the starting chips first and the take comes out of them', () => {
    const world = new World();
    const taken = world.ok({ type: 'take', userId: 'u9', amount: 300 });
    expect(taken.events.map((event) => event.type)).toEqual(['wallet-opened', 'wallet-changed']);
    expect(world.balance('u9')).toBe(centsOf(700 as never));
    expect(world.guild.issuedCents).toBe(100_000);
    expect(world.guild.takenCents).toBe(30_000);
  });

  it('GIVEN a newcomer WHEN an admin gives chips THEN the wallet opens first', () => {
    const world = new World();
    const given = world.ok({ type: 'grant', userId: 'u9', amount: 50 });
    expect(given.events.map((event) => event.type)).toEqual(['wallet-opened', 'wallet-changed']);
    expect(world.balance('u9')).toBe(centsOf(1050 as never));
  });
});

describe('a broken change set never reaches storage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sabot-conservation-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('GIVEN a leaky coup in a batch with good commands WHEN the batch commits THEN only the leaky command fails and the audit balances', async () => {
    const url = `sqlite://${join(dir, 'leaky.sqlite')}`;
    const store = await GameStore.open(url, { now: () => T0, newServerSeed: () => SEED, games: WITH_LEAKY });
    await store.execute('g1', { type: 'configure-table', channelId: C, changes: { game: 'leaky' } });
    await store.execute('g1', { type: 'bet', channelId: C, userId: 'u1', side: 'hand', amount: 5 });
    await store.execute('g1', { type: 'deal', channelId: C, userId: 'u1' });
    // Queued together, so they share one journal entry: the leaky decision fails alone.
    const [decided, daily] = await Promise.allSettled([
      store.execute('g1', { type: 'decide', channelId: C, userId: 'u1', choice: 'stand' }),
      store.execute('g1', { type: 'daily', userId: 'u2' }),
    ]);
    expect(decided.status).toBe('rejected');
    expect((decided as PromiseRejectedResult).reason).toBeInstanceOf(LedgerImbalanceError);
    expect(daily).toMatchObject({ status: 'fulfilled', value: { ok: true } });
    await store.close();

    const storage = await openStorage(url);
    try {
      expect(await storage.kv.get(keys.round('g1', C, 1))).toBeUndefined();
      expect((await storage.kv.get<TableRecord>(keys.table('g1', C)))?.coup).not.toBeNull();
      const audit = await auditGuild(storage.kv, 'g1');
      expect(audit.balanced).toBe(true);
      expect(audit.walletsCents).toBe(99_500 + 110_000);
    } finally {
      await storage.close();
    }
  });
});
