/**
 * The channel memory at shutdown: writes asked for before it closes reach storage; a table message
 * posted by work still finishing afterwards is not written to a store that is about to close.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChannelMemory, channelMetaName } from '../../src/discord/channel-memory.js';
import type { Logger } from '../../src/log.js';
import { GameStore } from '../../src/store/game-store.js';
import { tempDirs } from '../support/processes.js';

const tempDir = tempDirs('sabot-channel-memory-');

const recording = () => {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (msg: string): void => {
      lines.push({ level, msg });
    };
  const log: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
};

describe('ChannelMemory at shutdown', () => {
  it('GIVEN a write asked for WHEN the memory closes THEN close waits for it, and a later one is not written and says so', async () => {
    const url = `sqlite://${join(tempDir(), 'sabot.sqlite')}`;
    const store = await GameStore.open(url);
    const { log, lines } = recording();
    const memory = new ChannelMemory(store, log);
    memory.remember('g', 'c1', { messageId: '111' });
    await memory.close();
    memory.remember('g', 'c2', { messageId: '222' });
    await memory.flush();
    await store.close();

    const reopened = await GameStore.open(url);
    try {
      expect(await reopened.getMeta(channelMetaName('g', 'c1'))).toEqual({ messageId: '111' });
      expect(await reopened.getMeta(channelMetaName('g', 'c2'))).toBeUndefined();
    } finally {
      await reopened.close();
    }
    expect(lines).toEqual([{ level: 'info', msg: 'table message record not saved: shutting down' }]);
  });
});
