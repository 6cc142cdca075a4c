import type { APIApplicationCommand, APIApplicationCommandOption } from 'discord.js';
import { HttpError, notFound } from './http.js';
import type { SnowflakeFactory } from './snowflake.js';
import type { CommandRegistry } from './types.js';
import { validateCommands } from './validate-commands.js';

type Json = Record<string, unknown>;

/** Registered application commands, global and per guild, as Discord stores them. */
export class CommandStore {
  #global: APIApplicationCommand[] = [];
  readonly #guild = new Map<string, APIApplicationCommand[]>();
  #putCount = 0;
  readonly #ids: SnowflakeFactory;
  readonly #applicationId: string;

  constructor(ids: SnowflakeFactory, applicationId: string) {
    this.#ids = ids;
    this.#applicationId = applicationId;
  }

  list(guildId: string | null): APIApplicationCommand[] {
    return structuredClone(guildId === null ? this.#global : (this.#guild.get(guildId) ?? []));
  }

  /** Bulk overwrite. Commands keep their id when a command of the same type and name existed. */
  put(guildId: string | null, body: unknown): APIApplicationCommand[] {
    if (!Array.isArray(body)) throw new HttpError(400, 50035, 'Invalid Form Body: expected an array');
    validateCommands(body);
    const previous = guildId === null ? this.#global : (this.#guild.get(guildId) ?? []);
    const next = body.map((raw: Json) => {
      const same = previous.find((command) => command.name === raw.name && command.type === (raw.type ?? 1));
      return this.#build(guildId, raw, same);
    });
    this.#store(guildId, next);
    this.#putCount += 1;
    return structuredClone(next);
  }

  /** `POST`: creates, or overwrites the command with the same name (Discord answers 200 then, 201 when new). */
  upsert(guildId: string | null, raw: Json): { status: number; command: APIApplicationCommand } {
    validateCommands([raw]);
    const current = this.list(guildId);
    const index = current.findIndex(
      (command) => command.name === raw.name && command.type === (raw.type ?? 1),
    );
    const command = this.#build(guildId, raw, current[index]);
    if (index === -1) current.push(command);
    else current[index] = command;
    this.#store(guildId, current);
    return { status: index === -1 ? 201 : 200, command: structuredClone(command) };
  }

  get(guildId: string | null, id: string): APIApplicationCommand {
    const command = this.list(guildId).find((candidate) => candidate.id === id);
    if (!command) throw notFound('application command', 10063);
    return command;
  }

  edit(guildId: string | null, id: string, patch: Json): APIApplicationCommand {
    const current = this.list(guildId);
    const index = current.findIndex((command) => command.id === id);
    const existing = current[index];
    if (!existing) throw notFound('application command', 10063);
    const merged = { ...existing, ...patch } as Json;
    validateCommands([merged]);
    const command = this.#build(guildId, merged, existing);
    current[index] = command;
    this.#store(guildId, current);
    return structuredClone(command);
  }

  delete(guildId: string | null, id: string): void {
    const current = this.list(guildId);
    if (!current.some((command) => command.id === id)) throw notFound('application command', 10063);
    this.#store(
      guildId,
      current.filter((command) => command.id !== id),
    );
  }

  /** The chat-input command a user would invoke by name in a guild: guild commands shadow global ones. */
  find(name: string, guildId: string | null): APIApplicationCommand | undefined {
    const isChatInput = (command: APIApplicationCommand) => command.name === name && command.type === 1;
    return (
      (guildId === null ? undefined : this.#guild.get(guildId)?.find(isChatInput)) ??
      this.#global.find(isChatInput)
    );
  }

  snapshot(): CommandRegistry {
    return {
      global: structuredClone(this.#global),
      guild: new Map([...this.#guild].map(([guildId, commands]) => [guildId, structuredClone(commands)])),
      putCount: this.#putCount,
    };
  }

  #store(guildId: string | null, commands: APIApplicationCommand[]): void {
    if (guildId === null) this.#global = commands;
    else this.#guild.set(guildId, commands);
  }

  #build(
    guildId: string | null,
    raw: Json,
    existing: APIApplicationCommand | undefined,
  ): APIApplicationCommand {
    const type = Number(raw.type ?? 1);
    const permissions = raw.default_member_permissions;
    return {
      id: existing?.id ?? this.#ids.next(),
      application_id: this.#applicationId,
      version: this.#ids.next(),
      type,
      name: String(raw.name),
      name_localizations: (raw.name_localizations as Record<string, string> | undefined) ?? null,
      description: type === 1 ? String(raw.description ?? '') : '',
      description_localizations:
        (raw.description_localizations as Record<string, string> | undefined) ?? null,
      ...(Array.isArray(raw.options)
        ? { options: structuredClone(raw.options as APIApplicationCommandOption[]) }
        : {}),
      default_member_permissions:
        permissions === undefined || permissions === null ? null : String(permissions),
      dm_permission: raw.dm_permission === undefined ? true : Boolean(raw.dm_permission),
      contexts: (raw.contexts as APIApplicationCommand['contexts']) ?? null,
      integration_types: (raw.integration_types as APIApplicationCommand['integration_types']) ?? [0],
      nsfw: raw.nsfw === true,
      ...(guildId === null ? {} : { guild_id: guildId }),
    } as APIApplicationCommand;
  }
}
