/**
 * The ledger's conservation law inside the pure core: every accepted change set must satisfy
 *   Δ wallets + Δ chips on tables + Δ banks in escrow = Δ issued − Δ taken + net of rounds − house take,
 * and one that does not is a bug that never reaches storage. Wallets open by an explicit event.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cents, centsOf } from '../../src/engine/money.js';
import { auditGuild } from '../../src/store/audit.js';
import { GameStore } from '../../src/store/game-store.js';
import { keys } from '../../src/store/keys.js';
import { openStorage } from '../../src/store/storage.js';
import { Draft } from '../../src/table/draft.js';
import type { Game, GameRegistry } from '../../src/table/game.js';
import { BUILT_IN_GAMES } from '../../src/table/games/index.js';
import { assertConserved, LedgerImbalanceError, movementOf } from '../../src/table/ledger.js';
import { newGuild, newTable } from '../../src/table/machine.js';
import type { GuildRecord, TableRecord, WalletRecord } from '../../src/table/state.js';
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
