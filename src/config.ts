/**
 * The bot's settings, from the environment (and `.env` through dotenv). A missing, malformed or
 * unusable setting is ONE plain line naming the setting and the fix, and exit code 1: never JSON,
 * never a stack trace, never a secret.
 */
import dotenv from 'dotenv';
import { exitWithLine, LOG_LEVELS, type LogLevel } from './log.js';
import { MAX_SHARD_COUNT, parseShardList } from './shards.js';
import { DEFAULT_STORAGE_URL, storageUrlProblem } from './store/storage.js';

export { LOG_LEVELS, type LogLevel };

export interface Config {
  readonly token: string;
  /** Register commands to this one server instead of globally. */
  readonly guildId: string | undefined;
  readonly storageUrl: string;
  /** A Discord-compatible API base such as `http://127.0.0.1:PORT/api` (discord.js appends /v10). */
  readonly apiUrl: string | undefined;
  readonly logLevel: LogLevel;
  /** The verifier page's address (docs/verify/ on a static host), which /fair, /rules and the shoe-end notice link to. */
  readonly verifyUrl: string | undefined;
  /** How many shards the bot runs on all hosts together; unset: Discord's recommendation. */
  readonly shardCount: number | undefined;
  /** The shard ids this host runs (set only with `shardCount`); unset: every shard. */
  readonly shards: readonly number[] | undefined;
  /** Where `/metrics` and `/healthz` are served (METRICS_PORT, METRICS_HOST); unset: nowhere. */
  readonly metrics: { readonly port: number; readonly host: string } | undefined;
}

/** Scrape targets are usually scraped from another machine: every interface unless METRICS_HOST says. */
export const DEFAULT_METRICS_HOST = '0.0.0.0';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const MISSING_TOKEN = 'DISCORD_TOKEN is not set: copy .env.example to .env and paste your bot token';

/** An unset variable and an empty one (`DISCORD_GUILD_ID=` in .env) mean the same: not set. */
const setting = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/** STORAGE_URL as the bot reads it (unset or empty: the default SQLite file), checked for its shape. */
export const readStorageUrl = (env: NodeJS.ProcessEnv): string => {
  const storageUrl = setting(env, 'STORAGE_URL') ?? DEFAULT_STORAGE_URL;
  const problem = storageUrlProblem(storageUrl);
  if (problem) throw new ConfigError(problem);
  return storageUrl;
};

/** Validates the environment; throws ConfigError with a one-line message. */
export const readConfig = (env: NodeJS.ProcessEnv): Config => {
  const token = setting(env, 'DISCORD_TOKEN');
  if (!token) throw new ConfigError(MISSING_TOKEN);
  if (/\s/.test(token)) throw new ConfigError('DISCORD_TOKEN contains spaces: paste the bot token alone');

  const guildId = setting(env, 'DISCORD_GUILD_ID');
  if (guildId !== undefined && !/^\d{15,21}$/.test(guildId))
    throw new ConfigError('DISCORD_GUILD_ID must be a server id (15-21 digits), or left empty');

  const apiUrl = setting(env, 'DISCORD_API_URL')?.replace(/\/+$/, '');
  if (apiUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(apiUrl))
    throw new ConfigError(
      'DISCORD_API_URL must be an http(s) URL such as http://127.0.0.1:8080/api, or left empty',
    );

  const level = (setting(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${level}")`);

  const storageUrl = readStorageUrl(env);

  const verifyUrl = setting(env, 'VERIFY_URL');
  if (verifyUrl !== undefined && !/^https?:\/\/[^\s/]+\S*$/.test(verifyUrl))
    throw new ConfigError(
      'VERIFY_URL must be the http(s) address of the verifier page, such as https://you.github.io/sabot/verify/, or left empty',
    );

  return {
    token,
    guildId,
    storageUrl,
    apiUrl,
    logLevel: level as LogLevel,
    verifyUrl,
    ...readShards(env),
    metrics: readMetrics(env),
  };
};

/** METRICS_PORT (unset: no endpoint) and METRICS_HOST, the interface it listens on. */
const readMetrics = (env: NodeJS.ProcessEnv): Config['metrics'] => {
  const portText = setting(env, 'METRICS_PORT');
  const host = setting(env, 'METRICS_HOST');
  if (portText === undefined) {
    if (host !== undefined)
      throw new ConfigError(
        'METRICS_HOST needs METRICS_PORT: set the port to serve /metrics and /healthz on',
      );
    return undefined;
  }
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : 0;
  if (port < 1 || port > 65_535)
    throw new ConfigError(
      `METRICS_PORT must be a port number from 1 to 65535 (got "${portText}"), or left empty for no metrics endpoint`,
    );
  if (host !== undefined && /[\s/]/.test(host))
    throw new ConfigError(
      `METRICS_HOST must be an address to listen on, such as 0.0.0.0 or 127.0.0.1 (got "${host}"), or left empty for every interface`,
    );
  return { port, host: host ?? DEFAULT_METRICS_HOST };
};

/** DISCORD_SHARD_COUNT and DISCORD_SHARDS, checked together: the ids must fit the count. */
const readShards = (env: NodeJS.ProcessEnv): Pick<Config, 'shardCount' | 'shards'> => {
  const countText = setting(env, 'DISCORD_SHARD_COUNT');
  let shardCount: number | undefined;
  if (countText !== undefined) {
    shardCount = /^\d{1,6}$/.test(countText) ? Number(countText) : 0;
    if (shardCount < 1 || shardCount > MAX_SHARD_COUNT)
      throw new ConfigError(
        `DISCORD_SHARD_COUNT must be a whole number of shards from 1 to ${MAX_SHARD_COUNT} (got "${countText}"), or left empty for Discord's recommendation`,
      );
  }
  const listText = setting(env, 'DISCORD_SHARDS');
  if (listText === undefined) return { shardCount, shards: undefined };
  const shards = parseShardList(listText);
  if (!shards)
    throw new ConfigError(
      `DISCORD_SHARDS must list shard ids such as 0-7 or 8,9,10 (got "${listText}"), or be left empty to run every shard`,
    );
  // Machines that split the shards must agree on how many there are; a recommendation may change.
  if (shardCount === undefined)
    throw new ConfigError(
      'DISCORD_SHARDS needs DISCORD_SHARD_COUNT: set the number of shards all machines run together',
    );
  const outside = shards.find((id) => id >= shardCount);
  if (outside !== undefined)
    throw new ConfigError(
      `DISCORD_SHARDS lists shard ${outside} but DISCORD_SHARD_COUNT is ${shardCount}: shard ids run from 0 to ${shardCount - 1}`,
    );
  return { shardCount, shards };
};

/** Reads `.env` (if any) and the environment; on a bad setting prints one line and exits 1. */
export const loadConfig = (): Config => {
  dotenv.config({ quiet: true });
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return exitWithLine(error.message);
  }
};

/** Failures that mean the address could not be reached at all (as opposed to an answer). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

interface FailureShape {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly status?: unknown;
  readonly message?: unknown;
  readonly cause?: unknown;
}

/** The network error code of an error or of the error that caused it (fetch wraps them). */
const networkCode = (error: FailureShape | undefined, depth = 0): string | undefined => {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  if (typeof error.code === 'string' && UNREACHABLE.has(error.code)) return error.code;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return 'timed out';
  return networkCode(error.cause as FailureShape | undefined, depth + 1);
};

/** Whether the error says the address could not be reached at all (refused, unknown host, timeout). */
export const isUnreachable = (error: unknown): boolean => networkCode(error as FailureShape) !== undefined;

/** An error's message on one line. */
const messageOf = (error: unknown): string =>
  String((error as FailureShape | undefined)?.message ?? error)
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/**
 * What a failed login or first Discord request means for the operator, in one line naming the
 * setting to fix: the token refused, DISCORD_API_URL (or Discord itself) unreachable, or an answer
 * that is not Discord's.
 */
export const discordFailure = (error: unknown, apiUrl: string | undefined): string => {
  const failure = (error ?? {}) as FailureShape;
  // discord.js rejects login with these messages when the gateway closes with 4011 or 4010.
  if (failure.message === 'Sharding is required')
    return "Discord requires more shards for this bot's servers (close code 4011): leave DISCORD_SHARD_COUNT empty for Discord's recommendation, or raise it";
  if (failure.message === 'Invalid shard')
    return 'Discord refused the shard settings (close code 4010): check DISCORD_SHARD_COUNT and DISCORD_SHARDS';
  if (failure.code === 'TokenInvalid' || failure.status === 401)
    return 'Discord refused DISCORD_TOKEN: copy the bot token again (Developer Portal, Bot, Reset Token) into .env';
  const unreachable = networkCode(failure);
  if (unreachable !== undefined) {
    const why = messageOf(error).includes(unreachable)
      ? messageOf(error)
      : `${unreachable}: ${messageOf(error)}`;
    return apiUrl
      ? `DISCORD_API_URL ${apiUrl} cannot be reached (${why}): start that server, correct DISCORD_API_URL, or leave it empty to use Discord`
      : `Discord cannot be reached (${why}): check this machine's connection to discord.com`;
  }
  if (typeof failure.status === 'number' && apiUrl)
    return `DISCORD_API_URL ${apiUrl} answered ${failure.status} (${messageOf(error)}): check the URL, a Discord-compatible API base such as http://host:port/api`;
  return `Discord login failed (${messageOf(error)}): check DISCORD_TOKEN${apiUrl ? ' and DISCORD_API_URL' : ''}`;
};
