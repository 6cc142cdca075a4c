/**
 * `npm run deploy-commands`: registers the slash commands now, changed or not — to DISCORD_GUILD_ID
 * when set (instant), otherwise globally. Honours DISCORD_API_URL. The bot does this by itself on
 * start when the definitions change; this script is for forcing it.
 */
import { REST, Routes } from 'discord.js';
import { commandData } from '../commands/index.js';
import { discordFailure, isUnreachable, loadConfig } from './config.js';
import { restOptions } from './discord/client.js';
import { type MetaStore, registerCommands } from './discord/register-commands.js';
import { addSecret, addUrlSecrets, exitWithLine, log } from './log.js';
import { GameStore } from './store/game-store.js';

const config = loadConfig();
addSecret(config.token);
addUrlSecrets(config.storageUrl);
log.setLevel(config.logLevel);

/** The stored hash lets the bot skip registering again on its next start; without storage, it just will. */
const openMeta = async (): Promise<{ meta: MetaStore; close(): Promise<void> }> => {
  try {
    const store = await GameStore.open(config.storageUrl);
    return { meta: store, close: () => store.close() };
  } catch (error) {
    log.warn('storage unavailable: the bot will register the commands again on its next start', { error });
    const values = new Map<string, unknown>();
    return {
      meta: {
        getMeta: async <T>(name: string) => values.get(name) as T | undefined,
        setMeta: async (name, value) => void values.set(name, value),
      },
      close: async () => {},
    };
  }
};

try {
  const rest = new REST(restOptions(config)).setToken(config.token);
  const application = (await rest.get(Routes.currentApplication())) as { id: string };
  const body = commandData();
  const { meta, close } = await openMeta();
  try {
    await registerCommands({
      rest,
      meta,
      applicationId: application.id,
      guildId: config.guildId,
      body,
      force: true,
    });
  } finally {
    await close();
  }
  log.info('commands registered', {
    count: body.length,
    target: config.guildId ? `guild ${config.guildId}` : 'global (may take up to an hour to appear)',
  });
} catch (error) {
  // A refused token or an unreachable API is a setting to fix: one plain line. Anything else
  // (Discord rejecting a definition) keeps its details in the log.
  if ((error as { status?: unknown }).status === 401 || isUnreachable(error))
    exitWithLine(discordFailure(error, config.apiUrl));
  log.error('command registration failed', { error });
  process.exitCode = 1;
}
