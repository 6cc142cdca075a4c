import { GatewayIntent, type GatewaySessionInfo, shardOf } from './gateway.js';
import type { MessageEvent } from './interactions.js';
import { MessageFlag, type MessageStore, type StoredMessage } from './messages.js';
import { guildCreateJson, memberJson, userJson } from './payloads.js';
import type { World } from './world.js';

// Dispatch payloads the fake gateway sends on its own (READY, GUILD_CREATE, member chunks, message
// events). Interactions are built in interaction-payloads.ts.

type Json = Record<string, unknown>;
type Shard = [number, number];

const ownsGuild = (guildId: string, [shard, count]: Shard): boolean => shardOf(guildId, count) === shard;

/** READY's `v`, `user`, `guilds`, `application` and the empty collections of a bot session. */
export function readyPayload(world: World, shard: Shard): Json {
  return {
    v: 10,
    user: { ...userJson(world.bot), verified: true, mfa_enabled: false, email: null },
    guilds: world.guilds
      .filter((guild) => ownsGuild(guild.id, shard))
      .map((guild) => ({ id: guild.id, unavailable: true })),
    // discord.js throws an uncaught TypeError without `application`.
    application: { id: world.bot.id, flags: 0 },
    private_channels: [],
    relationships: [],
    presences: [],
    guild_join_requests: [],
    geo_ordered_rtc_regions: [],
    user_settings: {},
    auth: {},
  };
}

export function guildCreates(world: World, shard: Shard): Json[] {
  return world.guilds
    .filter((guild) => ownsGuild(guild.id, shard))
    .map((guild) => guildCreateJson(world, guild));
}

/** Answers Request Guild Members (op 8) in one chunk, as Discord does for small guilds. */
export function memberChunks(world: World, request: Json): Json[] {
  const guildIds = [request.guild_id].flat().map(String);
  const query = typeof request.query === 'string' ? request.query.toLowerCase() : '';
  const userIds = request.user_ids === undefined ? undefined : [request.user_ids].flat().map(String);
  const limit = Number(request.limit ?? 0) || Number.POSITIVE_INFINITY;
  return guildIds.flatMap((guildId) => {
    const guild = world.guildById(guildId);
    if (!guild) return [];
    const members = [...guild.members.values()]
      .filter((member) => !userIds || userIds.includes(member.userId))
      .filter((member) => world.user(member.userId)?.username.toLowerCase().startsWith(query))
      .slice(0, limit);
    return [
      {
        guild_id: guildId,
        members: members.map((member) => memberJson(world, member)),
        chunk_index: 0,
        chunk_count: 1,
        ...(userIds ? { not_found: userIds.filter((id) => !guild.members.has(id)) } : {}),
        ...(request.nonce === undefined ? {} : { nonce: request.nonce }),
      },
    ];
  });
}

export interface MessageDispatch {
  t: 'MESSAGE_CREATE' | 'MESSAGE_UPDATE' | 'MESSAGE_DELETE';
  d: Json;
  /** Sessions that would receive it: the right intent, and the shard owning the guild (DMs: shard 0). */
  filter: (session: GatewaySessionInfo) => boolean;
}

/** The message event Discord sends the bot about its own message; none for ephemeral messages. */
export function messageDispatch(
  world: World,
  messages: MessageStore,
  event: MessageEvent,
  stored: StoredMessage,
): MessageDispatch | null {
  if ((stored.wire.flags ?? 0) & MessageFlag.Ephemeral) return null;
  const guildId = stored.wire.guild_id;
  const intent = guildId ? GatewayIntent.GuildMessages : GatewayIntent.DirectMessages;
  const filter = (session: GatewaySessionInfo) =>
    (session.intents & intent) !== 0 &&
    (guildId ? ownsGuild(guildId, session.shard) : session.shard[0] === 0);
  if (event === 'delete') {
    const d = {
      id: stored.wire.id,
      channel_id: stored.wire.channel_id,
      ...(guildId ? { guild_id: guildId } : {}),
    };
    return { t: 'MESSAGE_DELETE', d, filter };
  }
  const botMember = guildId ? world.guildById(guildId)?.members.get(world.bot.id) : undefined;
  const d = {
    ...messages.wire(stored),
    ...(botMember ? { member: memberJson(world, botMember, { withUser: false }) } : {}),
  };
  return { t: event === 'create' ? 'MESSAGE_CREATE' : 'MESSAGE_UPDATE', d, filter };
}
