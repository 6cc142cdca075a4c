import type { APIGuildMember, APIRole, APIUser, GuildMemberFlags, RoleFlags, UserFlags } from 'discord.js';
import type { ChannelRecord, GuildRecord, MemberRecord, RoleRecord, UserRecord, World } from './world.js';

type Json = Record<string, unknown>;

// Wire JSON for the world's records, with every field discord.js 14 reads (it reads some without checks).

export function userJson(user: UserRecord): APIUser {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
    public_flags: 0 as UserFlags,
    flags: 0 as UserFlags,
    ...(user.bot ? { bot: true } : {}),
  };
}

export function roleJson(role: RoleRecord): APIRole {
  return {
    id: role.id,
    name: role.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions.toString(),
    managed: role.botId !== null,
    mentionable: false,
    flags: 0 as RoleFlags,
    ...(role.botId === null ? {} : { tags: { bot_id: role.botId } }),
  };
}

export interface MemberJsonOptions {
  /** Interaction members carry the user and their computed permissions; resolved members carry neither user nor deaf/mute. */
  withUser?: boolean;
  permissions?: bigint;
}

export function memberJson(
  world: World,
  member: MemberRecord,
  { withUser = true, permissions }: MemberJsonOptions = {},
): Omit<APIGuildMember, 'user'> & { user?: APIUser; permissions?: string } {
  const user = world.user(member.userId);
  return {
    ...(withUser && user ? { user: userJson(user) } : {}),
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: [...member.roles],
    joined_at: member.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
    ...(permissions === undefined ? {} : { permissions: permissions.toString() }),
  };
}

export function channelJson(world: World, channel: ChannelRecord): Json {
  if (channel.guildId === null) {
    const recipient = channel.recipientId ? world.user(channel.recipientId) : undefined;
    return {
      id: channel.id,
      type: 1,
      recipients: recipient ? [userJson(recipient)] : [],
      last_message_id: null,
      flags: 0,
    };
  }
  return {
    id: channel.id,
    type: channel.type,
    guild_id: channel.guildId,
    name: channel.name,
    position: channel.position,
    permission_overwrites: [],
    parent_id: null,
    topic: channel.topic,
    nsfw: false,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0,
  };
}

/** The guild object of `GET /guilds/{id}`. */
export function guildJson(guild: GuildRecord): Json {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: guild.ownerId,
    region: 'us-west',
    afk_channel_id: null,
    afk_timeout: 300,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: guild.roles.map(roleJson),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: guild.channels[0]?.id ?? null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    max_presences: null,
    max_members: 500_000,
    vanity_url_code: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: guild.locale,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    hub_type: null,
    incidents_data: null,
  };
}

/** The GUILD_CREATE dispatch payload: the guild plus its channels, members and empty collections. */
export function guildCreateJson(world: World, guild: GuildRecord): Json {
  return {
    ...guildJson(guild),
    joined_at: guild.members.get(world.bot.id)?.joinedAt ?? new Date().toISOString(),
    large: false,
    unavailable: false,
    member_count: guild.members.size,
    channels: guild.channels.map((channel) => channelJson(world, channel)),
    members: [...guild.members.values()].map((member) => memberJson(world, member)),
    threads: [],
    voice_states: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
    emojis: [],
    stickers: [],
  };
}

/** The application object of READY, `GET /applications/@me` and interaction owners. */
export function applicationJson(world: World): Json {
  return {
    id: world.bot.id,
    name: world.bot.username,
    icon: null,
    description: '',
    bot_public: true,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags: 0,
    team: null,
    bot: userJson(world.bot),
    owner: userJson({
      id: world.guilds[0]?.ownerId ?? world.bot.id,
      username: 'owner',
      globalName: null,
      bot: false,
    }),
    summary: '',
    integration_types_config: { '0': {}, '1': {} },
  };
}
