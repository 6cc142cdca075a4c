/**
 * Slash-command registration, only when the definitions changed: Discord limits how many commands
 * an application may create a day. The SHA-256 of what would be sent (the definitions, the
 * application and the target server) is kept in storage; a different hash, or `force`, means one
 * bulk `PUT` that replaces the whole set.
 */
import { createHash } from 'node:crypto';
import { Routes } from 'discord.js';
import type { MetaStore } from '../store/game-store.js';

export type { MetaStore };

/** The part of discord.js's REST client this needs. */
export interface CommandRest {
  put(route: `/${string}`, options: { body: unknown }): Promise<unknown>;
}

export const COMMANDS_HASH_META = 'commands-hash';

export interface RegisterOptions {
  readonly rest: CommandRest;
  readonly meta: MetaStore;
  readonly applicationId: string;
  /** Registers to this one server (instant); otherwise globally. */
  readonly guildId?: string | undefined;
  /** The command definitions as JSON (each builder's `toJSON()`). */
  readonly body: readonly unknown[];
  readonly force?: boolean;
}

export const commandsRoute = (applicationId: string, guildId?: string): `/${string}` =>
  guildId
    ? Routes.applicationGuildCommands(applicationId, guildId)
    : Routes.applicationCommands(applicationId);

export const commandsHash = (
  applicationId: string,
  guildId: string | undefined,
  body: readonly unknown[],
): string =>
  createHash('sha256')
    .update(JSON.stringify({ applicationId, guildId: guildId ?? null, body }))
    .digest('hex');

/** Registers the commands if they changed (or when forced); says which happened. */
export const registerCommands = async (options: RegisterOptions): Promise<'registered' | 'unchanged'> => {
  const { rest, meta, applicationId, guildId, body } = options;
  const hash = commandsHash(applicationId, guildId, body);
  if (!options.force && (await meta.getMeta<string>(COMMANDS_HASH_META)) === hash) return 'unchanged';
  await rest.put(commandsRoute(applicationId, guildId), { body });
  await meta.setMeta(COMMANDS_HASH_META, hash);
  return 'registered';
};
