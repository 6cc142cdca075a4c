/**
 * A banked game through the router, below Discord: stand-in interactions, the real commands,
 * buttons, forms and game service, the store on SQLite in memory with a stacked shoe, and a
 * recording channel. What banque's and chemin de fer's router tests share; each adds its own
 * command and how it finds a coup's result.
 */

import { afterEach } from 'vitest';
import { renderRefusal } from '../../../../src/discord/views/index.js';
import { CHANNEL, type FakeInteractionInput, GUILD } from '../../../discord/fake-interaction.js';
import { closeStackedShells, stackedShell } from '../../../discord/stacked-shell.js';
import type { StackedShoe } from './stacked.js';

export type { Write } from '../../../discord/stacked-shell.js';

afterEach(closeStackedShells);

/** A bot on `shoe` (the stacked shell), its table at CHANNEL switched to `game` (default limits). */
export const bankedRouter = async (shoe: StackedShoe, game: string) => {
  const { clock, channel, send, admin, reads, store, stack } = await stackedShell(shoe);
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
  await admin('game', { value: game });
  return { clock, channel, send, command, press, table, round, tableMessage, stack, store };
};

export const refusal = (code: Parameters<typeof renderRefusal>[1]) => renderRefusal('en', code);

/** The custom ids of a message's buttons, row by row. */
export const customIds = (message: { components?: unknown[] }) =>
  (message.components as { components: { custom_id: string }[] }[]).flatMap((row) =>
    row.components.map((component) => component.custom_id),
  );
