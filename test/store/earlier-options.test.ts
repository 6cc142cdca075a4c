/**
 * Settings stored before games had options of their own kept Punto Banco's variant among the
 * shared settings (`variant` in the server's table defaults, a table's own settings and its open
 * round's rules) and in every round record. Such records, written to real SQLite as they were,
 * load with the variant under Punto Banco's options: tables keep dealing the variant their admins
 * chose, the round in play is paid by the rules it opened with, and old results still read right.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { roundOptions } from '../../src/games/punto-banco/table/settings.js';
import { BUILT_IN_GAMES } from '../../src/games/registry.js';
import { GameStore, type StoreDeps } from '../../src/store/game-store.js';
import { keys } from '../../src/store/keys.js';
import { openStorage } from '../../src/store/storage.js';
import type { Command } from '../../src/table/commands.js';
import { guildWithEarlierOptions, withEarlierOptions } from '../../src/table/earlier-options.js';
import type { GuildRecord, RoundRecord, TableRecord, TableSettings } from '../../src/table/state.js';
import { effectiveSettings } from '../../src/table/state.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-earlier-options-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const deps: StoreDeps = { now: () => Date.UTC(2026, 1, 2), newServerSeed: () => 'e'.repeat(64) };
const G = 'g';

const must = async (store: GameStore, command: Command) => {
  const outcome = await store.execute(G, command);
  if (!outcome.ok) throw new Error(`${command.type} refused: ${outcome.code}`);
  return outcome;
};

/** Rewrites a stored record as an earlier version wrote it. */
const rewrite = async <T>(url: string, key: string, earlier: (stored: T) => unknown) => {
  const storage = await openStorage(url);
  const stored = await storage.kv.get<T>(key);
  if (stored === undefined) throw new Error(`nothing stored under ${key}`);
  await storage.kv.set(key, earlier(stored));
  await storage.close();
};

/** Settings as an earlier version stored them: the variant beside the shared settings. */
const withVariantBeside = <S extends { gameOptions?: unknown }>(settings: S, variant: string) => {
  const { gameOptions: _, ...shared } = settings;
  return { ...shared, variant };
};

describe('settings stored before games had options of their own', () => {
  it('GIVEN server defaults, a table and its open round stored with the variant beside the shared settings THEN they load as Punto Banco options and every round is paid by its own', async () => {
    const url = `sqlite://${join(dir, 'earlier.sqlite')}`;
    let store = GameStore.over(await openStorage(url), deps);
    for (const channelId of ['c1', 'c2'])
      await must(store, { type: 'configure-table', channelId, changes: { timerSeconds: 0 } });
    await must(store, { type: 'configure-table', channelId: 'c1', changes: { variant: 'punto-2000' } });
    await must(store, { type: 'bet', channelId: 'c1', userId: 'u1', side: 'banker', amount: 10 });
    await store.close();

    // As an earlier version wrote them: the server deals Punto 2000 by default, c1 overrides it
    // with Punto Banco, and c1's open round was opened under Punto 2000.
    await rewrite<GuildRecord>(url, keys.guild(G), (guild) => ({
      ...guild,
      settings: {
        ...guild.settings,
        tableDefaults: withVariantBeside(guild.settings.tableDefaults, 'punto-2000'),
      },
    }));
    await rewrite<TableRecord>(url, keys.table(G, 'c1'), (table) => ({
      ...table,
      overrides: withVariantBeside(table.overrides, 'punto-banco'),
      roundRules: table.roundRules && withVariantBeside(table.roundRules, 'punto-2000'),
    }));

    store = GameStore.over(await openStorage(url), deps);
    const guild = await store.readGuild(G);
    expect(guild.settings.tableDefaults.gameOptions).toEqual({ 'punto-banco': { variant: 'punto-2000' } });
    expect(guild.settings.tableDefaults).not.toHaveProperty('variant');
    const c1 = (await store.readTable(G, 'c1'))!;
    expect(c1.overrides).toEqual({
      timerSeconds: 0,
      gameOptions: { 'punto-banco': { variant: 'punto-banco' } },
    });
    expect(c1.roundRules?.gameOptions).toEqual({ 'punto-banco': { variant: 'punto-2000' } });

    // c1's open round is paid as it opened (Punto 2000, no commission); its next by its own
    // setting (Punto Banco); c2 follows the server's default (Punto 2000).
    const dealt = async (channelId: string) => {
      const outcome = await must(store, { type: 'deal', channelId, userId: 'u1' });
      const event = outcome.events.find((e) => e.type === 'round-dealt');
      if (event?.type !== 'round-dealt') throw new Error('no round dealt');
      return event.record;
    };
    const open = await dealt('c1');
    expect([roundOptions(open).variant, open.commissionBp]).toEqual(['punto-2000', 0]);
    await must(store, { type: 'bet', channelId: 'c1', userId: 'u1', side: 'banker', amount: 10 });
    const next = await dealt('c1');
    expect([roundOptions(next).variant, next.commissionBp]).toEqual(['punto-banco', 500]);
    await must(store, { type: 'bet', channelId: 'c2', userId: 'u1', side: 'banker', amount: 10 });
    const other = await dealt('c2');
    expect([roundOptions(other).variant, other.commissionBp]).toEqual(['punto-2000', 0]);
    expect(
      effectiveSettings(await store.readGuild(G), (await store.readTable(G, 'c2'))!).gameOptions,
    ).toEqual({
      'punto-banco': { variant: 'punto-2000' },
    });
    await store.close();
  });

  it('GIVEN a round record written with the variant beside its fields THEN its result reads by that variant', () => {
    const earlier = { game: 'punto-banco', variant: 'punto-2000' } as unknown as RoundRecord<unknown>;
    expect(roundOptions(earlier)).toEqual({ variant: 'punto-2000' });
    const now = { game: 'punto-banco', gameOptions: { variant: 'punto-2000' } } as RoundRecord<unknown>;
    expect(roundOptions(now)).toEqual({ variant: 'punto-2000' });
    expect(roundOptions({ game: 'punto-banco' } as RoundRecord<unknown>)).toEqual({ variant: 'punto-banco' });
  });

  it('GIVEN settings with options already under the game THEN those win, and settings with nothing earlier are left as they are', () => {
    const both = { variant: 'punto-2000', gameOptions: { 'punto-banco': { variant: 'punto-banco' } } };
    expect(withEarlierOptions(both, BUILT_IN_GAMES)).toEqual({
      gameOptions: { 'punto-banco': { variant: 'punto-banco' } },
    });
    const today: Partial<TableSettings> = { timerSeconds: 0 };
    expect(withEarlierOptions(today, BUILT_IN_GAMES)).toBe(today);
    // A value no version wrote is dropped: the table deals the game's default.
    expect(withEarlierOptions({ variant: 'baccara' } as Partial<TableSettings>, BUILT_IN_GAMES)).toEqual({});
    const guild = {
      guildId: G,
      settings: { tableDefaults: { game: 'punto-banco' } },
    } as unknown as GuildRecord;
    expect(guildWithEarlierOptions(guild, BUILT_IN_GAMES)).toBe(guild);
  });
});
