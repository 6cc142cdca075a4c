import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import type { SnowflakeFactory } from './snowflake.js';
import type {
  ChannelInfo,
  ChannelSeed,
  GuildSeed,
  MemberInfo,
  MemberSeed,
  PermissionsInput,
  RoleInfo,
} from './types.js';

/** What `@everyone` may do in a freshly created server. */
export const DEFAULT_EVERYONE_PERMISSIONS =
  PermissionFlagsBits.CreateInstantInvite |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.Stream |
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.Connect |
  PermissionFlagsBits.Speak |
  PermissionFlagsBits.UseVAD |
  PermissionFlagsBits.ChangeNickname |
  PermissionFlagsBits.UseApplicationCommands |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.CreatePrivateThreads |
  PermissionFlagsBits.UseExternalStickers |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.SendVoiceMessages |
  PermissionFlagsBits.SendPolls;

export const ALL_PERMISSIONS: bigint = PermissionsBitField.All;

export interface UserRecord {
  id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
}

export interface RoleRecord extends RoleInfo {
  position: number;
  /** Set on the bot's managed role. */
  botId: string | null;
}

export interface ChannelRecord extends ChannelInfo {
  position: number;
  topic: string | null;
  /** For DM channels: the user at the other end. */
  recipientId: string | null;
}

export interface MemberRecord {
  userId: string;
  roles: string[];
  nick: string | null;
  joinedAt: string;
  permissionsOverride: bigint | null;
}

export interface GuildRecord {
  id: string;
  name: string;
  locale: string;
  ownerId: string;
  roles: RoleRecord[];
  channels: ChannelRecord[];
  members: Map<string, MemberRecord>;
}

export function toPermissions(input: PermissionsInput): bigint {
  return typeof input === 'bigint' ? input : BigInt(input);
}

/** The simulated Discord: users, guilds, channels and members, with ids minted at start-up. */
export class World {
  readonly bot: UserRecord;
  readonly users = new Map<string, UserRecord>();
  readonly guilds: GuildRecord[] = [];
  readonly channels = new Map<string, ChannelRecord>();
  // Looked up on every interaction and REST call: a map, so hundreds of guilds cost nothing.
  readonly #guildsById = new Map<string, GuildRecord>();
  readonly #ids: SnowflakeFactory;

  constructor(ids: SnowflakeFactory, botId: string, botUsername: string, seeds: readonly GuildSeed[]) {
    this.#ids = ids;
    this.bot = { id: botId, username: botUsername, globalName: null, bot: true };
    this.users.set(botId, this.bot);
    for (const seed of seeds) this.#addGuild(seed);
  }

  guildById(id: string): GuildRecord | undefined {
    return this.#guildsById.get(id);
  }

  user(id: string): UserRecord | undefined {
    return this.users.get(id);
  }

  /** The bot's DM channel with a user, created on first use as Discord does. */
  dmChannel(userId: string): ChannelRecord {
    for (const channel of this.channels.values()) {
      if (channel.recipientId === userId) return channel;
    }
    const channel: ChannelRecord = {
      id: this.#ids.next(),
      name: '',
      type: 1,
      guildId: null,
      position: 0,
      topic: null,
      recipientId: userId,
    };
    this.channels.set(channel.id, channel);
    return channel;
  }

  /** Permissions as Discord computes them for `member.permissions` (channel overwrites are not modelled). */
  permissionsOf(guild: GuildRecord, userId: string): bigint {
    const member = guild.members.get(userId);
    if (member?.permissionsOverride != null) return member.permissionsOverride;
    if (userId === guild.ownerId) return ALL_PERMISSIONS;
    let permissions = guild.roles[0]?.permissions ?? 0n;
    for (const roleId of member?.roles ?? []) {
      permissions |= guild.roles.find((role) => role.id === roleId)?.permissions ?? 0n;
    }
    return permissions & PermissionFlagsBits.Administrator ? ALL_PERMISSIONS : permissions;
  }

  memberInfo(guild: GuildRecord, member: MemberRecord): MemberInfo {
    const user = this.users.get(member.userId);
    return {
      id: member.userId,
      username: user?.username ?? '',
      roles: [...member.roles],
      permissions: this.permissionsOf(guild, member.userId),
    };
  }

  #addGuild(seed: GuildSeed): void {
    const id =
      seed.id ?? (seed.shard ? this.#ids.nextOnShard(seed.shard.id, seed.shard.count) : this.#ids.next());
    const everyone: RoleRecord = {
      id,
      name: '@everyone',
      permissions:
        seed.everyonePermissions === undefined
          ? DEFAULT_EVERYONE_PERMISSIONS
          : toPermissions(seed.everyonePermissions),
      position: 0,
      botId: null,
    };
    const guild: GuildRecord = {
      id,
      name: seed.name,
      locale: seed.locale ?? 'en-US',
      ownerId: seed.ownerId ?? this.#ids.next(),
      roles: [everyone],
      channels: [],
      members: new Map(),
    };
    this.guilds.push(guild);
    this.#guildsById.set(id, guild);
    for (const role of seed.roles ?? []) {
      this.#addRole(
        guild,
        role.name,
        role.id,
        role.permissions === undefined ? 0n : toPermissions(role.permissions),
      );
    }
    seed.channels.forEach((channel, position) => {
      this.#addChannel(guild, channel, position);
    });
    for (const member of seed.members) this.#addMember(guild, member);

    // The bot is a member too (discord.js reads `guild.members.me`); explicit permissions get a managed
    // role, which is how Discord grants a bot the permissions of its invite.
    const botRoles: string[] = [];
    if (seed.botPermissions !== undefined) {
      const role = this.#addRole(guild, this.bot.username, undefined, toPermissions(seed.botPermissions));
      role.botId = this.bot.id;
      botRoles.push(role.id);
    }
    guild.members.set(this.bot.id, {
      userId: this.bot.id,
      roles: botRoles,
      nick: null,
      joinedAt: new Date().toISOString(),
      permissionsOverride: null,
    });
  }

  #addRole(guild: GuildRecord, name: string, id: string | undefined, permissions: bigint): RoleRecord {
    const role: RoleRecord = {
      id: id ?? this.#ids.next(),
      name,
      permissions,
      position: guild.roles.length,
      botId: null,
    };
    guild.roles.push(role);
    return role;
  }

  #addChannel(guild: GuildRecord, seed: ChannelSeed, position: number): void {
    const channel: ChannelRecord = {
      id: seed.id ?? this.#ids.next(),
      name: seed.name,
      type: seed.type ?? 0,
      guildId: guild.id,
      position,
      topic: seed.topic ?? null,
      recipientId: null,
    };
    guild.channels.push(channel);
    this.channels.set(channel.id, channel);
  }

  #addMember(guild: GuildRecord, seed: MemberSeed): void {
    const id = seed.id ?? this.#ids.next();
    // The same user may be seeded into several guilds; they stay one user.
    if (!this.users.has(id)) {
      this.users.set(id, {
        id,
        username: seed.username,
        globalName: seed.globalName ?? null,
        bot: seed.bot ?? false,
      });
    }
    const roles = (seed.roles ?? []).map(
      (ref) =>
        guild.roles.find((role) => role.id === ref || role.name === ref)?.id ??
        this.#addRole(guild, ref, undefined, 0n).id,
    );
    guild.members.set(id, {
      userId: id,
      roles,
      nick: seed.nick ?? null,
      joinedAt: new Date().toISOString(),
      permissionsOverride: seed.permissions === undefined ? null : toPermissions(seed.permissions),
    });
  }
}

/** Test-facing view of a guild: its generated ids, found by name, id or index. */
export class GuildHandle {
  readonly id: string;
  readonly name: string;
  readonly locale: string;
  readonly ownerId: string;
  readonly channels: readonly ChannelInfo[];
  readonly roles: readonly RoleInfo[];
  /** The seeded members (the bot's own membership is not listed). */
  readonly members: readonly MemberInfo[];

  constructor(world: World, guild: GuildRecord) {
    this.id = guild.id;
    this.name = guild.name;
    this.locale = guild.locale;
    this.ownerId = guild.ownerId;
    this.channels = guild.channels.map(({ id, name, type, guildId }) => ({ id, name, type, guildId }));
    this.roles = guild.roles.map(({ id, name, permissions }) => ({ id, name, permissions }));
    this.members = [...guild.members.values()]
      .filter((member) => member.userId !== world.bot.id)
      .map((member) => world.memberInfo(guild, member));
  }

  channel(ref: string | number = 0): ChannelInfo {
    return pick(this.channels, ref, (channel) => channel.name, `channel in guild ${this.name}`);
  }

  member(ref: string | number = 0): MemberInfo {
    return pick(this.members, ref, (member) => member.username, `member of guild ${this.name}`);
  }

  role(ref: string | number): RoleInfo {
    return pick(this.roles, ref, (role) => role.name, `role in guild ${this.name}`);
  }
}

function pick<T extends { id: string }>(
  items: readonly T[],
  ref: string | number,
  nameOf: (item: T) => string,
  what: string,
): T {
  const found =
    typeof ref === 'number' ? items[ref] : items.find((item) => item.id === ref || nameOf(item) === ref);
  if (!found) {
    const known = items.map((item) => `${nameOf(item)} (${item.id})`).join(', ') || 'none';
    throw new Error(`No ${what} matches ${JSON.stringify(ref)}; known: ${known}`);
  }
  return found;
}
