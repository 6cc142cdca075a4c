/**
 * The operators' audit tool (`npm run audit`, src/cli/audit.ts) run as they run it, on the bot's
 * storage beside the running bot: what it prints, one line per server.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BotWorld } from './bot-harness.js';
import { REPO_ROOT } from './bot-process.js';

export const auditWithTool = async (world: BotWorld): Promise<string> => {
  const tool = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/audit.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', STORAGE_URL: world.storage.url },
  });
  return tool.stdout;
};
