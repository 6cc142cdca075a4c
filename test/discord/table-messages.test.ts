/**
 * The table-message coalescer, driven by a virtual clock: bursts collapse into one or two edits,
 * writes stay under Discord's per-channel rate, failures retry with the latest state, and nothing
 * a caller does ever waits on Discord.
 */
import type { BaseMessageOptions } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { ChannelMemory, channelMetaName, type MetaStore } from '../../src/discord/channel-memory.js';
import { type ChannelWriter, Coalescer, TableMessages } from '../../src/discord/table-messages.js';
import type { Logger } from '../../src/log.js';
import { FakeScheduler } from './fake-scheduler.js';

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

interface Write {
  readonly at: number;
  readonly kind: 'send' | 'edit' | 'delete';
  readonly messageId: string;
  readonly content: string | undefined;
  readonly components: number | undefined;
}

/** A fake channel: records writes, can fail the next ones, and hands out message ids. */
class FakeChannel implements ChannelWriter {
  readonly writes: Write[] = [];
  failNext = 0;
  failWith: unknown = new Error('503 from Discord');
  private nextId = 1;
  constructor(private readonly clock: FakeScheduler) {}

  async send(_channelId: string, message: BaseMessageOptions): Promise<string> {
    this.maybeFail();
    const messageId = `m${this.nextId++}`;
    this.record('send', messageId, message);
    return messageId;
  }

  async edit(_channelId: string, messageId: string, message: BaseMessageOptions): Promise<void> {
    this.maybeFail();
    this.record('edit', messageId, message);
  }

  async delete(_channelId: string, messageId: string): Promise<void> {
    this.maybeFail();
    this.record('delete', messageId, {});
  }

  private maybeFail(): void {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw this.failWith;
    }
  }

  private record(kind: Write['kind'], messageId: string, message: BaseMessageOptions): void {
    this.writes.push({
      at: this.clock.now(),
      kind,
      messageId,
      content: message.content,
      components: message.components?.length,
    });
  }
}

const setup = () => {
  const clock = new FakeScheduler();
  const channel = new FakeChannel(clock);
  let version = 0;
  const render = async () => ({ content: `v${version}`, components: [] as never[] });
  const messages = new TableMessages(channel, render, quiet, clock);
  const bump = () => {
    version += 1;
    messages.refresh('g1', 'c1');
  };
  return { clock, channel, messages, bump, version: () => version };
};

describe('Coalescer', () => {
  it('GIVEN 50 requests in one burst WHEN time passes THEN at most 2 jobs run and the last one is the latest', async () => {
    const clock = new FakeScheduler();
    const coalescer = new Coalescer(clock);
    const ran: number[] = [];
    for (let i = 1; i <= 50; i += 1)
      coalescer.request('c1', async (slot) => {
        await slot();
        ran.push(i);
      });
    await clock.advance(10_000);
    expect(ran.length).toBeLessThanOrEqual(2);
    expect(ran.at(-1)).toBe(50);
    expect(coalescer.idle).toBe(true);
  });

  it('GIVEN a job that never resolves WHEN more requests come THEN request returns at once and other channels still run', async () => {
    const clock = new FakeScheduler();
    const coalescer = new Coalescer(clock);
    coalescer.request('stuck', () => new Promise(() => {}));
    let other = 0;
    await clock.advance(1);
    for (let i = 0; i < 10; i += 1) coalescer.request('stuck', async () => {});
    coalescer.request('c2', async () => {
      other += 1;
    });
    await clock.advance(5_000);
    expect(other).toBe(1);
  });

  it('GIVEN a job that always fails WHEN nothing newer arrives THEN it is retried with growing delays and then dropped', async () => {
    const clock = new FakeScheduler();
    const attempts: number[] = [];
    const coalescer = new Coalescer(clock, { maxAttempts: 4, retryBaseMs: 1000 });
    coalescer.request('c1', async () => {
      attempts.push(clock.now());
      throw new Error('down');
    });
    await clock.advance(120_000);
    expect(attempts).toEqual([0, 1000, 3000, 7000]);
    expect(coalescer.idle).toBe(true);
  });

  it('GIVEN a rate-limit error with retryAfter WHEN it is retried THEN it waits at least that long', async () => {
    const clock = new FakeScheduler();
    const attempts: number[] = [];
    const coalescer = new Coalescer(clock);
    let fail = true;
    coalescer.request('c1', async () => {
      attempts.push(clock.now());
      if (fail) {
        fail = false;
        throw Object.assign(new Error('429'), { retryAfter: 7000 });
      }
    });
    await clock.advance(60_000);
    expect(attempts).toEqual([0, 7000]);
  });

  it('GIVEN a pending job WHEN flushed THEN it runs at once, ignoring spacing, and later requests are ignored', async () => {
    const clock = new FakeScheduler();
    const coalescer = new Coalescer(clock);
    const ran: string[] = [];
    coalescer.request('c1', async () => {
      ran.push('first');
    });
    await clock.advance(1);
    coalescer.request('c1', async () => {
      ran.push('second');
    });
    await coalescer.flush();
    expect(ran).toEqual(['first', 'second']);
    coalescer.request('c1', async () => {
      ran.push('late');
    });
    await clock.advance(10_000);
    expect(ran).toEqual(['first', 'second']);
  });
});

describe('TableMessages', () => {
  it('GIVEN 50 bets in a burst WHEN the table refreshes THEN at most 2 writes happen and the message shows the latest state', async () => {
    const { clock, channel, bump } = setup();
    for (let i = 0; i < 50; i += 1) bump();
    await clock.advance(10_000);
    expect(channel.writes.length).toBeLessThanOrEqual(2);
    expect(channel.writes.at(-1)?.content).toBe('v50');
  });

  it('GIVEN an edit in flight WHEN 49 more updates arrive THEN exactly one more edit follows, with the latest state', async () => {
    const { clock, channel, bump } = setup();
    bump();
    await clock.advance(0);
    for (let i = 0; i < 49; i += 1) bump();
    await clock.advance(10_000);
    expect(channel.writes.map((w) => [w.kind, w.content])).toEqual([
      ['send', 'v1'],
      ['edit', 'v50'],
    ]);
  });

  it('GIVEN a bet every 50 ms for 20 s THEN no 5-second window holds more than 5 writes and the last write is current', async () => {
    const { clock, channel, bump, version } = setup();
    for (let i = 0; i < 400; i += 1) {
      bump();
      await clock.advance(50);
    }
    await clock.advance(10_000);
    for (const write of channel.writes) {
      const inWindow = channel.writes.filter((w) => w.at >= write.at && w.at < write.at + 5000);
      expect(inWindow.length).toBeLessThanOrEqual(5);
    }
    expect(channel.writes.at(-1)?.content).toBe(`v${version()}`);
  });

  it('GIVEN 10 announcements and a repost at once WHEN they go out THEN they keep their order and never pass 5 writes in 5 s', async () => {
    const { clock, channel, messages, bump } = setup();
    bump();
    await clock.advance(0);
    for (let i = 1; i <= 10; i += 1) messages.announce('g1', 'c1', { content: `notice ${i}` });
    messages.repost('g1', 'c1');
    await clock.advance(30_000);
    expect(channel.writes.map((w) => w.content ?? `strip ${w.messageId}`)).toEqual([
      'v1',
      ...Array.from({ length: 10 }, (_, i) => `notice ${i + 1}`),
      'v1',
      'strip m1',
    ]);
    for (const write of channel.writes)
      expect(
        channel.writes.filter((w) => w.at >= write.at && w.at < write.at + 5000).length,
      ).toBeLessThanOrEqual(5);
  });

  it('GIVEN a quiet channel WHEN a few bets arrive THEN the first shows at once and the rest fold into one edit a second later', async () => {
    const { clock, channel, bump } = setup();
    bump();
    await clock.advance(0);
    bump();
    await clock.advance(0);
    bump();
    await clock.advance(0);
    expect(channel.writes.map((w) => [w.at, w.content])).toEqual([[0, 'v1']]);
    await clock.advance(1_000);
    expect(channel.writes.map((w) => [w.at, w.content])).toEqual([
      [0, 'v1'],
      [1_000, 'v3'],
    ]);
  });

  it('GIVEN an edit that fails WHEN the table keeps changing THEN the retry carries the latest state and nothing is written twice', async () => {
    const { clock, channel, bump } = setup();
    bump();
    await clock.advance(5_000);
    channel.failNext = 2;
    bump();
    await clock.advance(500);
    bump();
    bump();
    await clock.advance(60_000);
    expect(channel.writes.map((w) => [w.kind, w.messageId, w.content])).toEqual([
      ['send', 'm1', 'v1'],
      ['edit', 'm1', 'v4'],
    ]);
  });

  it('GIVEN a dealt round WHEN the result is announced and the table reposted THEN the result comes first, then a new table, then the old table is deleted', async () => {
    const { clock, channel, messages, bump } = setup();
    bump();
    await clock.advance(5_000);
    messages.announce('g1', 'c1', { content: 'result' });
    messages.repost('g1', 'c1');
    bump();
    await clock.advance(10_000);
    expect(channel.writes.map((w) => [w.kind, w.messageId, w.content, w.components])).toEqual([
      ['send', 'm1', 'v1', 0],
      ['send', 'm2', 'result', undefined],
      ['send', 'm3', 'v2', 0],
      ['delete', 'm1', undefined, undefined],
    ]);
    expect(messages.messageIdOf('c1')).toBe('m3');
  });

  it('GIVEN the delete of a superseded table fails WHEN the channel is next written THEN the delete is tried again', async () => {
    const { clock, channel, messages, bump } = setup();
    bump();
    await clock.advance(5_000);
    messages.repost('g1', 'c1');
    // The new table is posted; the delete right after it fails once.
    const send = channel.send.bind(channel);
    channel.send = async (channelId, message) => {
      const id = await send(channelId, message);
      if (id === 'm2') channel.failNext = 1;
      return id;
    };
    await clock.advance(60_000);
    // The retry brings the table up to date again, then deletes the old one.
    expect(channel.writes.map((w) => [w.kind, w.messageId])).toEqual([
      ['send', 'm1'],
      ['send', 'm2'],
      ['edit', 'm2'],
      ['delete', 'm1'],
    ]);
    expect(messages.messageIdOf('c1')).toBe('m2');
  });

  it('GIVEN the table message was deleted WHEN the table refreshes THEN a new one is posted', async () => {
    const { clock, channel, messages, bump } = setup();
    bump();
    await clock.advance(5_000);
    channel.failNext = 1;
    channel.failWith = Object.assign(new Error('Unknown Message'), { code: 10008 });
    bump();
    await clock.advance(5_000);
    expect(channel.writes.map((w) => [w.kind, w.messageId, w.content])).toEqual([
      ['send', 'm1', 'v1'],
      ['send', 'm2', 'v2'],
    ]);
    expect(messages.messageIdOf('c1')).toBe('m2');
  });

  it('GIVEN the bot lost access to the channel WHEN a write fails THEN the channel is dropped, not retried', async () => {
    const { clock, channel, messages, bump } = setup();
    channel.failNext = 1;
    channel.failWith = Object.assign(new Error('Missing Access'), { code: 50001 });
    bump();
    await clock.advance(60_000);
    expect(channel.writes).toEqual([]);
    expect(messages.idle).toBe(true);
  });

  it('GIVEN a message clicked after a restart WHEN adopted THEN refreshes edit it instead of posting', async () => {
    const { clock, channel, messages, bump } = setup();
    messages.adopt('g1', 'c1', 'old');
    bump();
    await clock.advance(5_000);
    expect(channel.writes.map((w) => [w.kind, w.messageId])).toEqual([['edit', 'old']]);
  });
});

/** Meta records in memory, as the SQLite store keeps them; can fail its writes. */
class FakeMeta implements MetaStore {
  readonly records = new Map<string, unknown>();
  failWrites = false;
  async getMeta<T>(name: string): Promise<T | undefined> {
    return structuredClone(this.records.get(name)) as T | undefined;
  }
  async setMeta(name: string, value: unknown): Promise<void> {
    if (this.failWrites) throw new Error('disk full');
    this.records.set(name, structuredClone(value));
  }
}

describe('TableMessages across a restart', () => {
  /** One bot process: its own TableMessages and memory, on a shared channel, clock and meta store. */
  const boot = (meta: MetaStore, clock: FakeScheduler, channel: FakeChannel, log: Logger = quiet) => {
    const memory = new ChannelMemory(meta, log);
    let version = 0;
    const render = async () => ({ content: `v${version}`, components: [] as never[] });
    const messages = new TableMessages(channel, render, log, clock, { memory });
    const bump = () => {
      version += 1;
      messages.refresh('g1', 'c1');
    };
    return { memory, messages, bump };
  };

  it('GIVEN a table message posted before a restart WHEN a fresh process refreshes the table THEN it edits that message instead of posting', async () => {
    const clock = new FakeScheduler();
    const channel = new FakeChannel(clock);
    const meta = new FakeMeta();
    const first = boot(meta, clock, channel);
    first.bump();
    await clock.advance(5_000);
    await first.memory.flush();
    first.messages.close();
    expect(meta.records.get(channelMetaName('g1', 'c1'))).toEqual({ messageId: 'm1' });

    const second = boot(meta, clock, channel);
    second.bump();
    await clock.advance(5_000);
    expect(channel.writes.map((w) => [w.kind, w.messageId, w.content])).toEqual([
      ['send', 'm1', 'v1'],
      ['edit', 'm1', 'v1'],
    ]);
    expect(second.messages.messageIdOf('c1')).toBe('m1');
  });

  it('GIVEN a remembered message WHEN a fresh process deals a new round THEN the new table is posted and the old one deleted', async () => {
    const clock = new FakeScheduler();
    const channel = new FakeChannel(clock);
    const meta = new FakeMeta();
    meta.records.set(channelMetaName('g1', 'c1'), { messageId: 'old', locale: 'nl' });
    const { messages, memory } = boot(meta, clock, channel);
    messages.repost('g1', 'c1');
    await clock.advance(5_000);
    await memory.flush();
    expect(channel.writes.map((w) => [w.kind, w.messageId, w.components])).toEqual([
      ['send', 'm1', 0],
      ['delete', 'old', undefined],
    ]);
    // The new id replaces the old one; the language stays.
    expect(meta.records.get(channelMetaName('g1', 'c1'))).toEqual({ messageId: 'm1', locale: 'nl' });
  });

  it('GIVEN a process stopped between posting a new table and deleting the old one WHEN a fresh process touches the channel THEN the old table is deleted and forgotten', async () => {
    const clock = new FakeScheduler();
    const channel = new FakeChannel(clock);
    const meta = new FakeMeta();
    meta.records.set(channelMetaName('g1', 'c1'), { messageId: 'new', retired: 'old' });
    const { messages, memory, bump } = boot(meta, clock, channel);
    bump();
    await clock.advance(5_000);
    await memory.flush();
    expect(channel.writes.map((w) => [w.kind, w.messageId])).toEqual([
      ['edit', 'new'],
      ['delete', 'old'],
    ]);
    expect(messages.messageIdOf('c1')).toBe('new');
    expect(meta.records.get(channelMetaName('g1', 'c1'))).toEqual({ messageId: 'new' });
  });

  it('GIVEN the remembered message was deleted WHEN a fresh process refreshes THEN it posts a new one and remembers it', async () => {
    const clock = new FakeScheduler();
    const channel = new FakeChannel(clock);
    const meta = new FakeMeta();
    meta.records.set(channelMetaName('g1', 'c1'), { messageId: 'gone' });
    channel.failNext = 1;
    channel.failWith = Object.assign(new Error('Unknown Message'), { code: 10008 });
    const { messages, memory, bump } = boot(meta, clock, channel);
    bump();
    await clock.advance(5_000);
    await memory.flush();
    expect(channel.writes.map((w) => [w.kind, w.messageId])).toEqual([['send', 'm1']]);
    expect(messages.messageIdOf('c1')).toBe('m1');
    expect(meta.records.get(channelMetaName('g1', 'c1'))).toEqual({ messageId: 'm1' });
  });

  it('GIVEN the meta store fails WHEN the table is posted THEN the table still goes out and the failure is only logged', async () => {
    const clock = new FakeScheduler();
    const channel = new FakeChannel(clock);
    const meta = new FakeMeta();
    meta.failWrites = true;
    meta.getMeta = async () => {
      throw new Error('locked');
    };
    const warnings: string[] = [];
    const log: Logger = { ...quiet, warn: (msg) => void warnings.push(msg) };
    const { memory, bump } = boot(meta, clock, channel, log);
    bump();
    await clock.advance(5_000);
    bump();
    await clock.advance(5_000);
    await memory.flush();
    expect(channel.writes.map((w) => [w.kind, w.messageId, w.content])).toEqual([
      ['send', 'm1', 'v1'],
      ['edit', 'm1', 'v2'],
    ]);
    expect(warnings).toEqual([
      'could not read the table message record',
      'could not save the table message record',
    ]);
  });
});

describe('ChannelMemory', () => {
  it('GIVEN a language learned before the stored record is read THEN both survive and a fresh memory reads them back', async () => {
    const meta = new FakeMeta();
    meta.records.set(channelMetaName('g1', 'c1'), { messageId: 'm7', locale: 'it' });
    const memory = new ChannelMemory(meta, quiet);
    memory.remember('g1', 'c1', { locale: 'ro' });
    expect(await memory.load('g1', 'c1')).toEqual({ messageId: 'm7', locale: 'ro' });
    await memory.flush();
    expect(await new ChannelMemory(meta, quiet).load('g1', 'c1')).toEqual({ messageId: 'm7', locale: 'ro' });
  });

  it('GIVEN a malformed stored record THEN only its well-formed fields are used', async () => {
    const meta = new FakeMeta();
    meta.records.set(channelMetaName('g1', 'c1'), { messageId: 42, locale: 'xx' });
    expect(await new ChannelMemory(meta, quiet).load('g1', 'c1')).toEqual({});
  });

  it('GIVEN nothing changed WHEN the same language is remembered again THEN nothing is written', async () => {
    const meta = new FakeMeta();
    const memory = new ChannelMemory(meta, quiet);
    let writes = 0;
    const setMeta = meta.setMeta.bind(meta);
    meta.setMeta = async (name, value) => {
      writes += 1;
      await setMeta(name, value);
    };
    memory.remember('g1', 'c1', { locale: 'nl' });
    await memory.flush();
    memory.remember('g1', 'c1', { locale: 'nl' });
    await memory.flush();
    expect(writes).toBe(1);
  });
});
