/**
 * The discord.js client: the Guilds intent only (slash commands and components arrive whatever
 * the intents), mentions off by default, no message cache, and an optional API base for
 * Discord-compatible servers (discord.js appends /v10 itself).
 */
import { Client, GatewayIntentBits, Options, type RESTOptions } from 'discord.js';
import type { ShardPlan } from '../shards.js';
import type { ChannelWriter } from './table-messages.js';
import type { NameBook } from './vocabulary.js';

export interface ClientConfig {
  readonly apiUrl: string | undefined;
}

/** How often discord.js drops its idle per-route queues (it sweeps hourly unless told). */
export const HANDLER_SWEEP_MS = 60_000;

/** REST options shared by the client and the standalone deploy script. */
export const restOptions = (config: ClientConfig): Partial<RESTOptions> =>
  config.apiUrl ? { api: config.apiUrl } : {};

/**
 * Nothing the bot posts pings anyone unless a message asks for it explicitly. The same object is
 * the client's option and the API field (`allowed_mentions`) of the answers the responder builds;
 * an empty `parse` list has the same meaning in both.
 */
export const NO_PINGS = { parse: [] as never[] };

/** A client for the plan's shards (a process runs one shard; without a plan, discord.js's default). */
export const createClient = (config: ClientConfig, plan?: ShardPlan): Client =>
  new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(plan ? { shards: [...plan.ids], shardCount: plan.count } : {}),
    rest: {
      ...restOptions(config),
      // discord.js keeps a rate-limit queue per route and channel (a post, an edit, a delete in each
      // table's channel), sweeping idle ones hourly by default: here a table the bot stopped writing
      // to gives its queues back within two minutes. A queue waiting out a rate limit is never swept.
      handlerSweepInterval: HANDLER_SWEEP_MS,
    },
    allowedMentions: NO_PINGS,
    // discord.js keeps up to 200 messages per channel by default, here the bot's own posts (each
    // table message and result, with its embeds and components): a few per table, for every table
    // ever played, never read back. The bot knows its messages by id (channel-memory.ts) and edits
    // or deletes them by id, and a clicked message arrives with its interaction, so none is cached.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
  });

/** Channel writes through discord.js (which also waits out 429s on its own queue). */
export const channelWriter = (client: Client): ChannelWriter => {
  const sendable = async (channelId: string) => {
    const channel = await client.channels.fetch(channelId);
    // 50001 (Missing Access): TableMessages stops writing to a channel it cannot post in.
    if (!channel?.isSendable())
      throw Object.assign(new Error(`channel ${channelId} is not sendable`), { code: 50001 });
    return channel;
  };
  return {
    async send(channelId, message) {
      return (await (await sendable(channelId)).send(message)).id;
    },
    async edit(channelId, messageId, message) {
      await (await sendable(channelId)).messages.edit(messageId, message);
    },
    async delete(channelId, messageId) {
      await (await sendable(channelId)).messages.delete(messageId);
    },
  };
};

/** Display names from discord.js's cache (members arrive with every interaction); unknown ones stay out. */
export const nameBook =
  (client: Client): NameBook =>
  (guildId, userIds) => {
    const members = client.guilds.cache.get(guildId)?.members.cache;
    const names = new Map<string, string>();
    for (const id of userIds) {
      const name = members?.get(id)?.displayName ?? client.users.cache.get(id)?.displayName;
      if (name !== undefined) names.set(id, name);
    }
    return names;
  };
