/**
 * The channel memory at shutdown: writes asked for before it closes reach storage; a table message
 * posted by work still finishing afterwards is not written to a store that is about to close. And
 * it writes only what storage does not already say: English, the language of a channel with no
 * record, is not written for a new channel.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChannelMemory, type ChannelRecord, channelMetaName } from '../../src/discord/channel-memory.js';
import { ChannelLanguages } from '../../src/discord/languages.js';
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

/** A meta store over a real store whose every write is noted. */
const countingMeta = (store: GameStore) => {
  const writes: [string, unknown][] = [];
  return {
    writes,
    meta: {
      getMeta: <T>(name: string) => store.getMeta<T>(name),
      setMeta: async (name: string, value: unknown) => {
        writes.push([name, value]);
        await store.setMeta(name, value);
      },
    },
  };
};

/** A fresh process's memory over a store that already holds channel `c`'s record, its writes noted. */
const restartedOver = async (stored: ChannelRecord) => {
  const store = await GameStore.open(`sqlite://${join(tempDir(), 'sabot.sqlite')}`);
  await store.setMeta(channelMetaName('g', 'c'), stored);
  const { meta, writes } = countingMeta(store);
  return { store, memory: new ChannelMemory(meta, recording().log), writes };
};

describe('ChannelMemory writes what storage does not say yet', () => {
  it('GIVEN new channels WHEN English is learned in one and Italian in another THEN only the Italian one is written, and both read back as learned after a restart', async () => {
    const url = `sqlite://${join(tempDir(), 'sabot.sqlite')}`;
    const store = await GameStore.open(url);
    const { meta, writes } = countingMeta(store);
    const memory = new ChannelMemory(meta, recording().log);
    memory.remember('g', 'english', { locale: 'en' });
    memory.remember('g', 'italian', { locale: 'it' });
    await memory.close();
    expect(writes).toEqual([[channelMetaName('g', 'italian'), { locale: 'it' }]]);
    await store.close();

    const reopened = await GameStore.open(url);
    try {
      const languages = new ChannelLanguages(new ChannelMemory(reopened, recording().log));
      expect(await languages.of('g', 'english')).toBe('en');
      expect(await languages.of('g', 'italian')).toBe('it');
    } finally {
      await reopened.close();
    }
  });

  it('GIVEN a channel stored in Italian WHEN a restarted bot learns English there, then Italian again THEN English is written over it, then Italian', async () => {
    const { store, memory, writes } = await restartedOver({ locale: 'it', messageId: '9' });
    memory.remember('g', 'c', { locale: 'en' });
    await memory.flush();
    memory.remember('g', 'c', { locale: 'it' });
    await memory.close();
    expect(writes).toEqual([
      [channelMetaName('g', 'c'), { locale: 'en', messageId: '9' }],
      [channelMetaName('g', 'c'), { locale: 'it', messageId: '9' }],
    ]);
    await store.close();
  });

  it('GIVEN a channel whose stored record says what is learned again WHEN remembered THEN nothing is written', async () => {
    const { store, memory, writes } = await restartedOver({ locale: 'ro', messageId: '5' });
    memory.remember('g', 'c', { locale: 'ro' });
    memory.remember('g', 'c', { messageId: '5' });
    await memory.close();
    expect(writes).toEqual([]);
    await store.close();
  });
});
