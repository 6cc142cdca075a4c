/**
 * The discord.js client's caches: the bot's own posts are not kept (it knows them by id), while
 * the members its name book reads stay cached as discord.js keeps them by default; idle REST
 * queues are given back within minutes.
 */
import {
  type Client,
  GuildMember,
  GuildMemberManager,
  GuildMessageManager,
  Message,
  MessageManager,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, HANDLER_SWEEP_MS } from '../../src/discord/client.js';

const clients: Client[] = [];
const client = (): Client => {
  const made = createClient({ apiUrl: undefined });
  clients.push(made);
  return made;
};

/** discord.js's cache factory, as its managers call it (its typing enumerates every manager). */
type CacheFactory = (manager: unknown, holds: unknown, exact: unknown) => Map<string, unknown>;
const cacheFor = (made: Client, kind: unknown, holds: unknown, manager = kind): Map<string, unknown> =>
  (made.options.makeCache as unknown as CacheFactory)(kind, holds, manager);

afterEach(async () => {
  for (const made of clients.splice(0)) await made.destroy();
});

describe('createClient', () => {
  it('GIVEN the bot client WHEN discord.js makes a channel message cache THEN it keeps no message', () => {
    // A server channel's manager asks for its cache as a MessageManager.
    const cache = cacheFor(client(), MessageManager, Message, GuildMessageManager);
    cache.set('1', {});
    expect(cache.size).toBe(0);
  });

  it('GIVEN the bot client WHEN discord.js makes a member cache THEN it keeps every member', () => {
    const cache = cacheFor(client(), GuildMemberManager, GuildMember);
    for (let i = 0; i < 500; i++) cache.set(String(i), {});
    expect(cache.size).toBe(500);
  });

  it('GIVEN the bot client THEN discord.js sweeps its idle per-route REST queues every minute, not hourly', () => {
    expect(client().rest.options.handlerSweepInterval).toBe(HANDLER_SWEEP_MS);
    expect(HANDLER_SWEEP_MS).toBe(60_000);
  });
});
