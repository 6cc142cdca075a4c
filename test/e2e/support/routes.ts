import { PermissionFlagsBits } from 'discord.js';
import type { CommandStore } from './commands.js';
import { HttpError, notFound, type ParsedBody } from './http.js';
import type { InteractionStore, MessageEvent } from './interactions.js';
import type { MessageStore, StoredMessage } from './messages.js';
import { MessageFlag } from './messages.js';
import { applicationJson, channelJson, guildJson, memberJson, roleJson, userJson } from './payloads.js';
import { validateMessage } from './validate.js';
import type { GuildRecord, World } from './world.js';

type Json = Record<string, unknown>;

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: ParsedBody;
}

export interface RouteResult {
  status: number;
  json?: unknown;
}

export interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** Routes a bot calls with `Authorization: Bot <token>`; interaction callbacks and webhooks carry none. */
  auth: boolean;
  handle: (ctx: RouteContext) => RouteResult;
}

export interface RouteDeps {
  world: World;
  messages: MessageStore;
  interactions: InteractionStore;
  commands: CommandStore;
  gatewayUrl: () => string;
  /** `GET /gateway/bot`'s sharding advice: the recommended shard count and identify concurrency. */
  sharding: { readonly recommendedShards: number; readonly maxConcurrency: number };
  onMessage: (event: MessageEvent, message: StoredMessage) => void;
}

const ok = (json: unknown): RouteResult => ({ status: 200, json });
const noContent: RouteResult = { status: 204 };
const asJson = (body: ParsedBody): Json =>
  typeof body.json === 'object' && body.json !== null && !Array.isArray(body.json) ? (body.json as Json) : {};

function route(method: string, template: string, auth: boolean, handle: Route['handle']): Route {
  // `:name` segments become named groups; literal segments such as `@me` must match exactly.
  const source = template
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return { method, template, pattern: new RegExp(`^${source}$`), auth, handle };
}

/** The REST routes a bot uses, answered from the fake server's state. */
export function buildRoutes(deps: RouteDeps): Route[] {
  const { world, messages, interactions, commands } = deps;

  const guild = (id: string): GuildRecord => world.guildById(id) ?? throwError(notFound('Guild', 10004));
  const channel = (id: string) => world.channels.get(id) ?? throwError(notFound('Channel', 10003));
  const checkApp = (id: string): void => {
    if (id !== world.bot.id) {
      throw new HttpError(403, 20012, 'You are not authorized to perform this action on this application');
    }
  };
  const commandGuild = (id: string): string => {
    if (!world.guildById(id)) throw new HttpError(403, 50001, 'Missing Access');
    return id;
  };
  // Channel routes cannot see ephemeral messages: they exist only for the interaction's webhook.
  const channelMessage = (channelId: string, messageId: string): StoredMessage => {
    const message = messages.require(messageId, channelId);
    if ((message.wire.flags ?? 0) & MessageFlag.Ephemeral) throw notFound('Message', 10008);
    return message;
  };
  const requirePermission = (channelId: string, needed: bigint): void => {
    const target = channel(channelId);
    const owner = target.guildId === null ? undefined : world.guildById(target.guildId);
    if (owner && (world.permissionsOf(owner, world.bot.id) & needed) !== needed) {
      throw new HttpError(403, 50013, 'Missing Permissions');
    }
  };

  const commandRoutes = (
    prefix: string,
    guildOf: (params: Record<string, string>) => string | null,
  ): Route[] => [
    route('GET', prefix, true, ({ params }) => ok(commands.list(guildOf(params)))),
    route('PUT', prefix, true, ({ params, body }) => ok(commands.put(guildOf(params), body.json))),
    route('POST', prefix, true, ({ params, body }) => {
      const { status, command } = commands.upsert(guildOf(params), asJson(body));
      return { status, json: command };
    }),
    route('GET', `${prefix}/:command`, true, ({ params }) =>
      ok(commands.get(guildOf(params), params.command ?? '')),
    ),
    route('PATCH', `${prefix}/:command`, true, ({ params, body }) =>
      ok(commands.edit(guildOf(params), params.command ?? '', asJson(body))),
    ),
    route('DELETE', `${prefix}/:command`, true, ({ params }) => {
      commands.delete(guildOf(params), params.command ?? '');
      return noContent;
    }),
  ];

  return [
    route('GET', '/gateway', false, () => ok({ url: deps.gatewayUrl() })),
    route('GET', '/gateway/bot', true, () =>
      ok({
        url: deps.gatewayUrl(),
        shards: deps.sharding.recommendedShards,
        session_start_limit: {
          total: 1000,
          remaining: 999,
          reset_after: 14_400_000,
          max_concurrency: deps.sharding.maxConcurrency,
        },
      }),
    ),
    route('GET', '/users/@me', true, () =>
      ok({ ...userJson(world.bot), verified: true, mfa_enabled: false }),
    ),
    route('GET', '/users/:user', true, ({ params }) => {
      const user = world.user(params.user ?? '') ?? throwError(notFound('User', 10013));
      return ok(userJson(user));
    }),
    route('POST', '/users/@me/channels', true, ({ body }) => {
      const recipient = String(asJson(body).recipient_id ?? '');
      if (!world.user(recipient)) throw notFound('User', 10013);
      return ok(channelJson(world, world.dmChannel(recipient)));
    }),
    route('GET', '/applications/@me', true, () => ok(applicationJson(world))),
    route('GET', '/oauth2/applications/@me', true, () => ok(applicationJson(world))),
    ...commandRoutes('/applications/:app/commands', (params) => {
      checkApp(params.app ?? '');
      return null;
    }),
    ...commandRoutes('/applications/:app/guilds/:guild/commands', (params) => {
      checkApp(params.app ?? '');
      return commandGuild(params.guild ?? '');
    }),

    route('GET', '/channels/:channel', true, ({ params }) =>
      ok(channelJson(world, channel(params.channel ?? ''))),
    ),
    route('POST', '/channels/:channel/typing', true, ({ params }) => {
      channel(params.channel ?? '');
      return noContent;
    }),
    route('GET', '/channels/:channel/messages', true, ({ params, query }) => {
      const channelId = channel(params.channel ?? '').id;
      return ok(listMessages(messages, channelId, query));
    }),
    route('POST', '/channels/:channel/messages', true, ({ params, body }) => {
      const target = channel(params.channel ?? '');
      const json = asJson(body);
      requirePermission(
        target.id,
        PermissionFlagsBits.ViewChannel |
          PermissionFlagsBits.SendMessages |
          (body.files.length > 0 ? PermissionFlagsBits.AttachFiles : 0n),
      );
      const reference = json.message_reference as Json | undefined;
      if (reference?.message_id !== undefined && !messages.get(String(reference.message_id))) {
        throw new HttpError(400, 50035, 'Invalid Form Body', {
          errors: {
            message_reference: {
              _errors: [{ code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' }],
            },
          },
        });
      }
      validateMessage(json, { creating: true, fileCount: body.files.length });
      // enforce_nonce: a second create with the same nonce from the same author returns the first
      // message and creates nothing (Discord keeps nonces for a few minutes; the fake, for ever).
      if (json.enforce_nonce === true && json.nonce !== undefined) {
        const earlier = messages
          .inChannel(target.id)
          .find(
            (stored) => stored.wire.nonce !== undefined && String(stored.wire.nonce) === String(json.nonce),
          );
        if (earlier) return ok(messages.wire(earlier));
      }
      const message = messages.create(target, json, body.files, { origin: 'channel' });
      deps.onMessage('create', message);
      return ok(messages.wire(message));
    }),
    route('GET', '/channels/:channel/messages/:message', true, ({ params }) =>
      ok(messages.wire(channelMessage(params.channel ?? '', params.message ?? ''))),
    ),
    route('PATCH', '/channels/:channel/messages/:message', true, ({ params, body }) => {
      const message = channelMessage(params.channel ?? '', params.message ?? '');
      messages.editChecked(message, asJson(body), body.files);
      deps.onMessage('update', message);
      return ok(messages.wire(message));
    }),
    route('DELETE', '/channels/:channel/messages/:message', true, ({ params }) => {
      const message = channelMessage(params.channel ?? '', params.message ?? '');
      messages.delete(message);
      deps.onMessage('delete', message);
      return noContent;
    }),

    route('GET', '/guilds/:guild', true, ({ params }) => ok(guildJson(guild(params.guild ?? '')))),
    route('GET', '/guilds/:guild/channels', true, ({ params }) =>
      ok(guild(params.guild ?? '').channels.map((record) => channelJson(world, record))),
    ),
    route('GET', '/guilds/:guild/roles', true, ({ params }) =>
      ok(guild(params.guild ?? '').roles.map(roleJson)),
    ),
    route('GET', '/guilds/:guild/members', true, ({ params, query }) => {
      const limit = Math.min(Number(query.get('limit') ?? 1), 1000);
      const after = BigInt(query.get('after') ?? 0);
      const members = [...guild(params.guild ?? '').members.values()]
        .filter((member) => BigInt(member.userId) > after)
        .sort((a, b) => (BigInt(a.userId) < BigInt(b.userId) ? -1 : 1))
        .slice(0, limit);
      return ok(members.map((member) => memberJson(world, member)));
    }),
    route('GET', '/guilds/:guild/members/search', true, ({ params, query }) => {
      const needle = (query.get('query') ?? '').toLowerCase();
      const limit = Math.min(Number(query.get('limit') ?? 1), 1000);
      const found = [...guild(params.guild ?? '').members.values()].filter((member) => {
        const user = world.user(member.userId);
        return [user?.username, user?.globalName, member.nick].some((name) =>
          name?.toLowerCase().startsWith(needle),
        );
      });
      return ok(found.slice(0, limit).map((member) => memberJson(world, member)));
    }),
    route('GET', '/guilds/:guild/members/:user', true, ({ params }) => {
      const member =
        guild(params.guild ?? '').members.get(params.user ?? '') ?? throwError(notFound('Member', 10007));
      return ok(memberJson(world, member));
    }),

    route('POST', '/interactions/:id/:token/callback', false, ({ params, query, body }) => {
      const { record, message } = interactions.callback(
        params.id ?? '',
        params.token ?? '',
        asJson(body),
        body.files,
      );
      return query.get('with_response') === 'true'
        ? ok(interactions.callbackResponse(record, message))
        : noContent;
    }),
    route('POST', '/webhooks/:app/:token', false, ({ params, query, body }) => {
      checkWebhookApp(world, params.app);
      const message = interactions.followUp(params.token ?? '', asJson(body), body.files);
      return query.get('wait') === 'false' ? noContent : ok(messages.wire(message));
    }),
    route('GET', '/webhooks/:app/:token/messages/:message', false, ({ params }) => {
      checkWebhookApp(world, params.app);
      return ok(messages.wire(interactions.webhookMessage(params.token ?? '', params.message ?? '')));
    }),
    route('PATCH', '/webhooks/:app/:token/messages/:message', false, ({ params, body }) => {
      checkWebhookApp(world, params.app);
      const message = interactions.editWebhookMessage(
        params.token ?? '',
        params.message ?? '',
        asJson(body),
        body.files,
      );
      return ok(messages.wire(message));
    }),
    route('DELETE', '/webhooks/:app/:token/messages/:message', false, ({ params }) => {
      checkWebhookApp(world, params.app);
      interactions.deleteWebhookMessage(params.token ?? '', params.message ?? '');
      return noContent;
    }),
  ];
}

function checkWebhookApp(world: World, app: string | undefined): void {
  if (app !== world.bot.id) throw notFound('Webhook', 10015);
}

function listMessages(messages: MessageStore, channelId: string, query: URLSearchParams) {
  const limit = Math.max(1, Math.min(Number(query.get('limit') ?? 50), 100));
  const before = query.get('before');
  const after = query.get('after');
  let visible = messages
    .inChannel(channelId)
    .filter((message) => !message.deleted && !((message.wire.flags ?? 0) & MessageFlag.Ephemeral))
    .sort((a, b) => (BigInt(a.wire.id) < BigInt(b.wire.id) ? 1 : -1));
  if (before) visible = visible.filter((message) => BigInt(message.wire.id) < BigInt(before));
  if (after) visible = visible.filter((message) => BigInt(message.wire.id) > BigInt(after)).reverse();
  const page = visible.slice(0, limit);
  // Discord always answers newest first.
  return (after ? page.reverse() : page).map((message) => messages.wire(message));
}

function throwError(error: HttpError): never {
  throw error;
}
