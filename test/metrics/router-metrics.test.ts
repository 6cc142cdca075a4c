/**
 * The router's observer, through the real router, commands and store (SQLite in memory) with
 * stand-in interactions: each interaction is counted once, under its kind and how it ended.
 */
import type { Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import type { SlashCommand } from '../../src/discord/vocabulary.js';
import type { Logger } from '../../src/log.js';
import { BotMetrics } from '../../src/metrics/metrics.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { StorageUnavailableError } from '../../src/store/storage.js';
import { FakeInteraction, type FakeInteractionInput } from '../discord/fake-interaction.js';
import { FakeScheduler } from '../discord/fake-scheduler.js';
import { bootShell } from '../discord/shell-harness.js';
import { sample, total } from '../support/prometheus.js';

const failing = (name: string, error: unknown): SlashCommand => ({
  data: { name, toJSON: () => ({ name, description: name }) },
  preconditions: ['guild-only'],
  defer: 'ephemeral',
  execute: async () => {
    throw error;
  },
});

const stores: GameStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

describe('the router, observed', () => {
  it('GIVEN a bet, a refusal, a storage outage and a bug WHEN handled THEN each is counted once as a command, under its outcome', async () => {
    const clock = new FakeScheduler(Date.UTC(2026, 0, 1));
    const metrics = new BotMetrics({ backend: 'sqlite' });
    const store = await GameStore.open('sqlite://:memory:', {
      ...systemDeps,
      now: () => clock.now(),
      observer: metrics.store,
    });
    stores.push(store);
    const log: Logger = { debug() {}, info() {}, warn() {}, error() {} };
    const { router } = bootShell({
      store,
      clock,
      log,
      writer: { send: async () => 'm1', edit: async () => {}, delete: async () => {} },
      commands: [
        ...commands,
        failing('storage-down', new StorageUnavailableError('down')),
        failing('explodes', new Error('boom')),
      ],
      observer: metrics.interactions,
    });
    const send = async (input: FakeInteractionInput) => {
      const interaction = new FakeInteraction(input);
      await router.handle(interaction as unknown as Interaction);
      return interaction;
    };

    await send({ kind: 'command', commandName: 'bet', options: { side: 'player', amount: 5 } });
    await send({ kind: 'command', commandName: 'bet', options: { side: 'player', amount: 5 } });
    // A bet in a DM: refused by a precondition.
    await send({
      kind: 'command',
      commandName: 'bet',
      guildId: null,
      options: { side: 'player', amount: 5 },
    });
    await send({ kind: 'command', commandName: 'storage-down' });
    await send({ kind: 'command', commandName: 'explodes' });

    const text = await metrics.text();
    expect(sample(text, 'sabot_interaction_seconds_count{kind="command",outcome="ok"}')).toBe(2);
    expect(sample(text, 'sabot_interaction_seconds_count{kind="command",outcome="refused"}')).toBe(1);
    expect(sample(text, 'sabot_interaction_seconds_count{kind="command",outcome="storage-error"}')).toBe(1);
    expect(sample(text, 'sabot_interaction_seconds_count{kind="command",outcome="error"}')).toBe(1);
    expect(total(text, 'sabot_interaction_seconds_count')).toBe(5);
    // Each accepted bet committed (the first also opened the wallet).
    expect(sample(text, 'sabot_commits_total{backend="sqlite"}')).toBeGreaterThanOrEqual(2);
  });
});
