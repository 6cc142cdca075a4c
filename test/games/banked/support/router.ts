/**
 * A banked game through the router, below Discord: stand-in interactions, the real commands,
 * buttons, forms and game service, the store on SQLite in memory with a stacked shoe, and a
 * recording channel. What banque's and chemin de fer's router tests share; each adds its own
 * command and how it finds a coup's result.
 */

import type { BaseMessageOptions, Interaction, MessageCreateOptions } from 'discord.js';
import { afterEach } from 'vitest';
import { renderRefusal } from '../../../../src/discord/views/index.js';
import type { Logger } from '../../../../src/log.js';
import { GameStore, systemDeps } from '../../../../src/store/game-store.js';
import {
  CHANNEL,
  FakeInteraction,
  type FakeInteractionInput,
  GUILD,
} from '../../../discord/fake-interaction.js';
import { FakeScheduler } from '../../../discord/fake-scheduler.js';
import { bootShell } from '../../../discord/shell-harness.js';
import type { StackedShoe } from './stacked.js';

export type Write = { kind: 'send' | 'edit' | 'delete'; messageId: string; message: MessageCreateOptions };

const stores: GameStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

/** A bot on `shoe`, its table at CHANNEL switched to `game` (default limits). */
export const bankedRouter = async (shoe: StackedShoe, game: string) => {
  const clock = new FakeScheduler(Date.UTC(2026, 0, 1));
  const store = await GameStore.open('sqlite://:memory:', {
    ...systemDeps,
    now: () => clock.now(),
    games: shoe.games,
  });
  stores.push(store);
  const channel: Write[] = [];
  let next = 1;
  const writer = {
    send: async (_channelId: string, message: MessageCreateOptions) => {
      const messageId = `m${next++}`;
      channel.push({ kind: 'send', messageId, message });
      return messageId;
    },
    edit: async (_channelId: string, messageId: string, message: BaseMessageOptions) => {
      channel.push({ kind: 'edit', messageId, message });
    },
    delete: async (_channelId: string, messageId: string) => {
      channel.push({ kind: 'delete', messageId, message: {} });
    },
  };
  const log: Logger = { debug() {}, info() {}, warn() {}, error() {} };
  const { router, reads } = bootShell({ store, clock, writer, log });
  const send = async (input: FakeInteractionInput) => {
    const interaction = new FakeInteraction(input);
    await router.handle(interaction as unknown as Interaction);
    return interaction;
  };
  /** `/<commandName> <subcommand>` by `userId`. */
  const command =
    (commandName: string) =>
    (userId: string, subcommand: string, options: FakeInteractionInput['options'] = {}) =>
      send({ kind: 'command', commandName, subcommand, userId, options });
  const press = (userId: string, customId: string) => send({ kind: 'button', userId, customId });
  const table = async () =>
    (await reads.table({ guildId: GUILD, channelId: CHANNEL, guildLocale: 'en' })).table!;
  const round = async () => (await table()).round;
  const tableMessage = async () => (await reads.tableMessage(GUILD, CHANNEL))!;
  await send({
    kind: 'command',
    commandName: 'table',
    subcommand: 'game',
    admin: true,
    options: { value: game },
  });
  return { clock, channel, send, command, press, table, round, tableMessage, stack: shoe.stack, store };
};

export const refusal = (code: Parameters<typeof renderRefusal>[1]) => renderRefusal('en', code);

/** The custom ids of a message's buttons, row by row. */
export const customIds = (message: { components?: unknown[] }) =>
  (message.components as { components: { custom_id: string }[] }[]).flatMap((row) =>
    row.components.map((component) => component.custom_id),
  );
