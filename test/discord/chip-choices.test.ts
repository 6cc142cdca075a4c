/**
 * A player's chip value outlives the process: picked in one bot process (real SQLite file), it is
 * what the Player button bets in the next one, at that table only; everyone else still bets the
 * table minimum.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Interaction } from 'discord.js';
import { afterAll, describe, expect, it } from 'vitest';
import { ChipChoices, chipMetaName } from '../../src/discord/chip-choices.js';
import { t } from '../../src/discord/i18n/index.js';
import type { Cents, Chips } from '../../src/engine/money.js';
import type { Logger } from '../../src/log.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import {
  ALICE,
  BOB,
  CHANNEL,
  FakeInteraction,
  type FakeInteractionInput,
  GUILD,
} from './fake-interaction.js';
import { FakeScheduler } from './fake-scheduler.js';
import { bootShell } from './shell-harness.js';

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const dir = mkdtempSync(join(tmpdir(), 'sabot-chips-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const writer = {
  send: async () => 'm1',
  edit: async () => {},
  delete: async () => {},
};

/** One bot process on the SQLite file: its own store, shell and router. */
const boot = async (file: string) => {
  const clock = new FakeScheduler(Date.UTC(2026, 0, 1));
  const store = await GameStore.open(`sqlite://${file}`, { ...systemDeps, now: () => clock.now() });
  const { router, game, messages } = bootShell({ store, clock, writer, log: quiet });
  const send = async (input: FakeInteractionInput) => {
    const interaction = new FakeInteraction(input);
    await router.handle(interaction as unknown as Interaction);
    return interaction;
  };
  const stop = async () => {
    await game.stop();
    messages.close();
    await store.close();
  };
  return { store, send, stop };
};

describe('a chip value across a restart', () => {
  it('GIVEN Bob picks 25 WHEN the bot restarts THEN his Player button bets 25 and Alice’s the table minimum', async () => {
    const file = join(dir, 'chips.sqlite');
    const first = await boot(file);
    const chip = await first.send({ kind: 'select', customId: 'sabot1:chip:1', values: ['25'], userId: BOB });
    expect(chip.shown).toMatchObject({
      ephemeral: true,
      content: t('en', 'chip.chosen', { cents: 2500 as Cents }),
    });
    await first.stop();

    const second = await boot(file);
    await second.send({ kind: 'button', customId: 'sabot1:bet:player:1', userId: BOB });
    await second.send({ kind: 'button', customId: 'sabot1:bet:player:1', userId: ALICE });
    const seats = (await second.store.readTable(GUILD, CHANNEL))?.seats ?? [];
    expect(seats.find((s) => s.userId === BOB)?.stakes).toEqual({ player: 25, banker: 0, tie: 0 });
    expect(seats.find((s) => s.userId === ALICE)?.stakes).toEqual({ player: 1, banker: 0, tie: 0 });
    await second.stop();
  });
});

describe('ChipChoices', () => {
  const table = { guildId: 'g1', channelId: 'c1' };

  it('GIVEN a stored value from an older process THEN it is read once, per player and table', async () => {
    const stored = new Map<string, unknown>([[chipMetaName('g1', 'c1', 'u1'), 50]]);
    let reads = 0;
    const meta = {
      getMeta: async <T>(name: string) => {
        reads += 1;
        return stored.get(name) as T | undefined;
      },
      setMeta: async (name: string, value: unknown) => void stored.set(name, value),
    };
    const chips = new ChipChoices(meta, quiet);
    expect(await chips.get(table, 'u1', 1 as Chips)).toBe(50);
    expect(await chips.get(table, 'u1', 1 as Chips)).toBe(50);
    expect(await chips.get({ guildId: 'g1', channelId: 'c2' }, 'u1', 5 as Chips)).toBe(5);
    expect(await chips.get(table, 'u2', 2 as Chips)).toBe(2);
    expect(reads).toBe(3);
    expect(await chips.set(table, 'u2', '10')).toBe(10);
    expect(stored.get(chipMetaName('g1', 'c1', 'u2'))).toBe(10);
    expect(await chips.get(table, 'u2', 2 as Chips)).toBe(10);
  });

  it('GIVEN a value that is not a positive whole number THEN nothing is stored; a malformed record reads as the minimum', async () => {
    const stored = new Map<string, unknown>([[chipMetaName('g1', 'c1', 'u1'), 'lots']]);
    const meta = {
      getMeta: async <T>(name: string) => stored.get(name) as T | undefined,
      setMeta: async (name: string, value: unknown) => void stored.set(name, value),
    };
    const chips = new ChipChoices(meta, quiet);
    for (const bad of ['0', '-5', '2.5', 'x', '', 0, 1.5, null])
      expect(await chips.set(table, 'u9', bad)).toBeUndefined();
    expect(stored.has(chipMetaName('g1', 'c1', 'u9'))).toBe(false);
    expect(await chips.get(table, 'u1', 3 as Chips)).toBe(3);
  });

  it('GIVEN storage that fails THEN the choice still holds for this process and the failure is logged, not thrown', async () => {
    const warnings: string[] = [];
    const log: Logger = { ...quiet, warn: (message) => void warnings.push(message) };
    const meta = {
      getMeta: async () => Promise.reject(new Error('down')),
      setMeta: async () => Promise.reject(new Error('down')),
    };
    const chips = new ChipChoices(meta, log);
    expect(await chips.get(table, 'u1', 4 as Chips)).toBe(4);
    expect(await chips.set(table, 'u1', 20)).toBe(20);
    expect(await chips.get(table, 'u1', 4 as Chips)).toBe(20);
    expect(warnings).toEqual(['could not read a chip value', 'could not save a chip value']);
  });
});
