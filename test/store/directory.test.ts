/**
 * The store's directory (the servers stored, the servers a restart must look at) over a store two
 * processes share, on every backend: two stores, each with its own connection and leases as two
 * processes have, serve different servers at the same moment. Every server's entry must survive
 * the other's writes (one shared record per list would lose them), and a process whose lease
 * was taken must not change the new owner's entry.
 */
import { describe, expect, it } from 'vitest';
import { ServerDirectory } from '../../src/store/directory.js';
import { GameStore, type StoreDeps } from '../../src/store/game-store.js';
import { ServerLeases, ServerOwnedElsewhereError } from '../../src/store/ownership.js';
import { openStorage } from '../../src/store/storage.js';
import type { Command } from '../../src/table/commands.js';
import { BACKENDS, storesFor } from './support/backends.js';

const NOW = Date.UTC(2026, 1, 2);
const deps: StoreDeps = { now: () => NOW, newServerSeed: () => 'd'.repeat(64) };
const PER_STORE = 12;

const must = async (store: GameStore, guildId: string, command: Command) => {
  const outcome = await store.execute(guildId, command);
  if (!outcome.ok) throw new Error(`${command.type} on ${guildId} refused: ${outcome.code}`);
};

/** A server whose table's betting timer is armed: listed for the next start. */
const armTimer = async (store: GameStore, guildId: string) => {
  await must(store, guildId, { type: 'configure-table', channelId: 'c', changes: { timerSeconds: 30 } });
  await must(store, guildId, { type: 'bet', channelId: 'c', userId: 'u1', side: 'banker', amount: 5 });
};

/** The timer's deal and its result posted: the server needs nothing at the next start. */
const settle = async (store: GameStore, guildId: string) => {
  await must(store, guildId, { type: 'deal', channelId: 'c', userId: null });
  await store.markPosted(guildId, 'c', 1);
  await must(store, guildId, { type: 'configure-table', channelId: 'c', changes: { timerSeconds: 0 } });
};

const servers = (prefix: string, from = 0) =>
  Array.from({ length: PER_STORE }, (_, i) => `${prefix}${from + i}`);

describe.each(BACKENDS)('the directory shared by two processes on %s', (backend) => {
  const freshStore = storesFor(backend);

  it('GIVEN two stores serving different servers at once WHEN both list and unlist servers concurrently THEN no entry of either is lost', async () => {
    const { url } = await freshStore();
    const [a, b] = await Promise.all([GameStore.open(url, deps), GameStore.open(url, deps)]);
    const first = { a: servers('a'), b: servers('b') };
    await Promise.all([...first.a.map((g) => armTimer(a, g)), ...first.b.map((g) => armTimer(b, g))]);
    // Then A's servers are dealt and unlisted while B lists twelve more.
    const more = servers('b', PER_STORE);
    await Promise.all([...first.a.map((g) => settle(a, g)), ...more.map((g) => armTimer(b, g))]);
    await Promise.all([a.close(), b.close()]);

    const storage = await openStorage(url);
    const directory = new ServerDirectory(storage.kv, storage.fencing);
    const stored = [...(await directory.list('servers')).keys()].sort();
    expect(stored).toEqual([...first.a, ...first.b, ...more].sort());
    const listed = await directory.list<readonly string[]>('attention');
    expect([...listed.keys()].sort()).toEqual([...first.b, ...more].sort());
    expect([...listed.values()].every((channels) => channels.join() === 'c')).toBe(true);
    await storage.close();

    // And a restart finds every armed timer from the directory.
    const restarted = await GameStore.open(url, deps);
    const timers = await restarted.pendingTimers();
    expect(timers.map((timer) => timer.guildId).sort()).toEqual([...first.b, ...more].sort());
    await restarted.close();
  });

  it('GIVEN a process whose lease on a server was taken WHEN it writes the server entry THEN it is refused and the new owner entry stands', async () => {
    const { url } = await freshStore();
    const [old, owner] = await Promise.all([openStorage(url), openStorage(url)]);
    const oldLeases = ServerLeases.over(old.kv, old.fencing)!;
    await oldLeases.ensure('g');
    const staleToken = oldLeases.tokenOf('g')!;
    await oldLeases.releaseAll();
    const ownerLeases = ServerLeases.over(owner.kv, owner.fencing)!;
    await ownerLeases.ensure('g');
    await new ServerDirectory(owner.kv, owner.fencing, ownerLeases).put('attention', 'g', ['c']);

    // The old process still believes it holds the lease, with the token it had.
    const believes = { tokenOf: () => staleToken, lost: () => {} } as unknown as ServerLeases;
    const stale = new ServerDirectory(old.kv, old.fencing, believes);
    await expect(stale.put('attention', 'g', ['x'])).rejects.toBeInstanceOf(ServerOwnedElsewhereError);
    await stale.remove('attention', 'g');
    expect(await new ServerDirectory(old.kv, old.fencing).get('attention', 'g')).toEqual(['c']);
    await Promise.all([ownerLeases.releaseAll(), old.close(), owner.close()]);
  });
});
