/**
 * The bot's settings, from the environment (and `.env` through dotenv). A missing or malformed
 * setting is a one-line message and exit code 1, never a stack trace.
 */
import dotenv from 'dotenv';
import { DEFAULT_STORAGE_URL } from './store/storage.js';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  readonly token: string;
  /** Register commands to this one server instead of globally. */
  readonly guildId: string | undefined;
  readonly storageUrl: string;
  /** A Discord-compatible API base such as `http://127.0.0.1:PORT/api` (discord.js appends /v10). */
  readonly apiUrl: string | undefined;
  readonly logLevel: LogLevel;
}

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

  return {
    token,
    guildId,
    storageUrl: setting(env, 'STORAGE_URL') ?? DEFAULT_STORAGE_URL,
    apiUrl,
    logLevel: level as LogLevel,
  };
};

/** Reads `.env` (if any) and the environment; on a bad setting prints one line and exits 1. */
export const loadConfig = (): Config => {
  dotenv.config({ quiet: true });
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
};
