import type { APIApplicationCommandOption } from 'discord.js';
import type { CommandStore } from './commands.js';
import { channelJson, memberJson, roleJson, userJson } from './payloads.js';
import type { CommandOptionInput, PermissionsInput, SlashOptions } from './types.js';
import {
  type ChannelRecord,
  DEFAULT_EVERYONE_PERMISSIONS,
  type GuildRecord,
  toPermissions,
  type UserRecord,
  type World,
} from './world.js';

// Builders for INTERACTION_CREATE payloads. discord.js reads many fields without checking them, so every
// field listed in Discord's wire format (see fake-discord.ts) is always present. Mistakes in a test's simulated input
// (unknown user, missing component, ...) throw at once with what is known, rather than sending Discord
// something it would never send.

type Json = Record<string, unknown>;

export interface InteractionSource {
  guild: GuildRecord | null;
  channel: ChannelRecord;
  user: UserRecord;
  locale: string;
  permissions: bigint | null;
}

interface SourceInput {
  guildId?: string;
  channelId?: string;
  userId?: string;
  locale?: string;
  permissions?: PermissionsInput;
  dm?: boolean;
}

const ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

export function resolveSource(world: World, input: SourceInput): InteractionSource {
  const locale = input.locale ?? 'en-US';
  const permissions = input.permissions === undefined ? null : toPermissions(input.permissions);
  const explicitChannel = input.channelId === undefined ? undefined : world.channels.get(input.channelId);
  if (input.channelId !== undefined && !explicitChannel) {
    throw new Error(`Unknown channel ${input.channelId}`);
  }
  if (input.dm || explicitChannel?.guildId === null) {
    const userId = input.userId ?? explicitChannel?.recipientId ?? firstMember(world.guilds[0], world);
    const user = userId === undefined ? undefined : world.user(userId);
    if (!user) throw new Error(`A DM interaction needs a known userId (got ${String(userId)})`);
    return { guild: null, channel: world.dmChannel(user.id), user, locale, permissions };
  }
  const guildId = input.guildId ?? explicitChannel?.guildId ?? world.guilds[0]?.id;
  const guild = guildId === undefined ? undefined : world.guildById(guildId);
  if (!guild) throw new Error(`Unknown guild ${String(guildId)}; seed guilds in startFakeDiscord()`);
  const channel = explicitChannel ?? guild.channels[0];
  if (!channel || channel.guildId !== guild.id) {
    throw new Error(`Channel ${String(input.channelId)} is not a channel of guild ${guild.name}`);
  }
  const userId = input.userId ?? firstMember(guild, world);
  const user = userId === undefined ? undefined : world.user(userId);
  if (!user || !guild.members.has(user.id)) {
    throw new Error(`User ${String(userId)} is not a member of guild ${guild.name}`);
  }
  return { guild, channel, user, locale, permissions };
}

function firstMember(guild: GuildRecord | undefined, world: World): string | undefined {
  return [...(guild?.members.keys() ?? [])].find((id) => id !== world.bot.id);
}

/** Fields common to every interaction type. */
export function basePayload(
  world: World,
  source: InteractionSource,
  fields: { id: string; token: string; type: number },
): Json {
  const { guild, channel, user } = source;
  const base: Json = {
    ...fields,
    application_id: world.bot.id,
    version: 1,
    locale: source.locale,
    entitlements: [],
    attachment_size_limit: ATTACHMENT_SIZE_LIMIT,
    channel: channelJson(world, channel),
    channel_id: channel.id,
  };
  if (!guild) {
    return {
      ...base,
      user: userJson(user),
      context: 1,
      authorizing_integration_owners: { '1': user.id },
      app_permissions: DEFAULT_EVERYONE_PERMISSIONS.toString(),
    };
  }
  const member = guild.members.get(user.id);
  if (!member) throw new Error(`User ${user.id} is not a member of guild ${guild.name}`);
  return {
    ...base,
    guild_id: guild.id,
    guild: { id: guild.id, locale: guild.locale, features: [] },
    guild_locale: guild.locale,
    member: memberJson(world, member, {
      permissions: source.permissions ?? world.permissionsOf(guild, user.id),
    }),
    context: 0,
    authorizing_integration_owners: { '0': guild.id },
    app_permissions: world.permissionsOf(guild, world.bot.id).toString(),
  };
}

/** `data` of a chat-input command (type 2) or its autocomplete (type 4). */
export function commandData(
  world: World,
  commands: CommandStore,
  source: InteractionSource,
  options: SlashOptions,
  newId: () => string,
): Json {
  const registered = commands.find(options.name, source.guild?.id ?? null);
  const schema = registered ? optionSchema(registered.options ?? [], options, `/${options.name}`) : undefined;
  const resolved: Record<string, Json> = {};
  const leaf = (options.options ?? []).map((option) => {
    const type = option.type ?? schemaType(schema, option, `/${options.name}`) ?? inferType(option.value);
    addResolved(world, source, resolved, type, option.value);
    return { name: option.name, type, value: option.value, ...(option.focused ? { focused: true } : {}) };
  });
  let tree: Json[] = leaf;
  if (options.subcommand) tree = [{ name: options.subcommand, type: 1, options: leaf }];
  if (options.subcommandGroup) tree = [{ name: options.subcommandGroup, type: 2, options: tree }];
  return {
    id: options.commandId ?? registered?.id ?? newId(),
    name: options.name,
    type: 1,
    ...(registered?.guild_id ? { guild_id: registered.guild_id } : {}),
    options: tree,
    ...(Object.keys(resolved).length > 0 ? { resolved } : {}),
  };
}

function optionSchema(
  options: APIApplicationCommandOption[],
  input: SlashOptions,
  label: string,
): APIApplicationCommandOption[] {
  let level = options;
  for (const [name, type] of [
    [input.subcommandGroup, 2],
    [input.subcommand, 1],
  ] as const) {
    if (name === undefined) continue;
    const found = level.find((option) => option.name === name && option.type === type);
    if (!found) {
      throw new Error(`Registered command ${label} has no ${type === 1 ? 'subcommand' : 'group'} ${name}`);
    }
    level = 'options' in found && found.options ? (found.options as APIApplicationCommandOption[]) : [];
  }
  return level;
}

function schemaType(
  schema: APIApplicationCommandOption[] | undefined,
  option: CommandOptionInput,
  label: string,
): number | undefined {
  if (!schema) return undefined;
  const found = schema.find((candidate) => candidate.name === option.name);
  if (!found) {
    const known = schema.map((candidate) => candidate.name).join(', ') || 'none';
    throw new Error(`Registered command ${label} has no option ${option.name}; options: ${known}`);
  }
  return found.type;
}

function inferType(value: CommandOptionInput['value']): number {
  if (typeof value === 'boolean') return 5;
  if (typeof value === 'number') return Number.isInteger(value) ? 4 : 10;
  return 3;
}

/** Fills `resolved` for USER (6), CHANNEL (7), ROLE (8) and MENTIONABLE (9) values, as Discord does. */
export function addResolved(
  world: World,
  source: InteractionSource,
  resolved: Record<string, Json>,
  type: number,
  value: unknown,
) {
  if (type < 6 || type > 9) return;
  const id = String(value);
  const { guild } = source;
  const user = type === 6 || type === 9 ? world.user(id) : undefined;
  const role = type === 8 || type === 9 ? guild?.roles.find((candidate) => candidate.id === id) : undefined;
  const channel = type === 7 ? world.channels.get(id) : undefined;
  if (user) {
    resolved.users = { ...resolved.users, [id]: userJson(user) };
    const member = guild?.members.get(id);
    if (guild && member) {
      const json = memberJson(world, member, {
        withUser: false,
        permissions: world.permissionsOf(guild, id),
      });
      const { deaf: _deaf, mute: _mute, ...partial } = json;
      resolved.members = { ...resolved.members, [id]: partial };
    }
  } else if (role) {
    resolved.roles = { ...resolved.roles, [id]: roleJson(role) };
  } else if (channel) {
    const permissions = guild ? world.permissionsOf(guild, source.user.id).toString() : '0';
    resolved.channels = {
      ...resolved.channels,
      [id]: {
        id,
        type: channel.type,
        name: channel.name,
        permissions,
        ...(channel.guildId ? { guild_id: channel.guildId } : {}),
      },
    };
  } else {
    throw new Error(`Option value ${id} (type ${type}) names no known user, role or channel`);
  }
}
