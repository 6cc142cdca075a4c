/**
 * Helpers for end-to-end tests of the real bot process against the fake Discord: a guild with one
 * channel per scenario and enough members that scenarios never share a wallet, plus the few moves a
 * player makes (bet, balance, find the table message, click its buttons).
 */
import type { APIEmbed } from 'discord.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditGuild } from '../../../src/store/audit.js';
import type { OutboxEntry } from '../../../src/store/game-store.js';
import { keys } from '../../../src/store/keys.js';
import { openStorage } from '../../../src/store/storage.js';
import type { RoundRecord, TableRecord, WalletRecord } from '../../../src/table/state.js';
import { compiledScript } from '../../support/compiled.js';
import { BotProcess, tempStorage } from './bot-process.js';
import {
  type FakeDiscord,
  type GuildHandle,
  type RecordedMessage,
  startFakeDiscord,
} from './fake-discord.js';

export const TOKEN = 'e2e-bot-token';
export const EPHEMERAL = 64;
/** Manage Server. */
export const MANAGE_GUILD = '32';
export const STARTING_CENTS = 1000 * 100;

export interface BotWorld {
  readonly discord: FakeDiscord;
  readonly guild: GuildHandle;
  readonly storage: ReturnType<typeof tempStorage>;
  bot: BotProcess;
  /** Starts (or restarts) the bot on the same storage and waits for its ready line and session. */
  restart(): Promise<BotProcess>;
  close(): Promise<void>;
}

/**
 * A fake Discord with one guild (`channels` names, `players` plain members named `p1`, `p2`, … or
 * by `playerNames`, and `admin` with Manage Server).
 */
export async function startBotWorld(options: {
  channels: string[];
  players: number;
  playerNames?: readonly string[];
  locale?: string;
  /** More settings for the bot's environment (VERIFY_URL, …). */
  env?: Record<string, string>;
}): Promise<BotWorld> {
  const discord = await startFakeDiscord({
    token: TOKEN,
    defaultTimeoutMs: 15_000,
    guilds: [
      {
        name: 'Casino',
        ...(options.locale ? { locale: options.locale } : {}),
        channels: options.channels.map((name) => ({ name })),
        members: [
          { username: 'admin', permissions: MANAGE_GUILD },
          ...Array.from({ length: options.players }, (_, i) => ({
            username: options.playerNames?.[i] ?? `p${i + 1}`,
          })),
        ],
      },
    ],
  });
  const guild = discord.guild(0);
  const storage = tempStorage();
  let bot: BotProcess | undefined;
  const world: BotWorld = {
    discord,
    guild,
    storage,
    get bot() {
      if (!bot) throw new Error('the bot is not started');
      return bot;
    },
    set bot(value) {
      bot = value;
    },
    async restart() {
      bot = await BotProcess.start({
        script: compiledScript('src/main.ts'),
        apiUrl: discord.apiUrl,
        token: TOKEN,
        guildId: guild.id,
        storageUrl: storage.url,
        ...(options.env ? { extraEnv: options.env } : {}),
      });
      await discord.waitForSessions(1);
      return bot;
    },
    async close() {
      try {
        if (bot && !bot.exited) await bot.stop();
      } finally {
        await discord.close();
        storage.cleanup();
      }
    },
  };
  try {
    await world.restart();
  } catch (error) {
    await discord.close();
    storage.cleanup();
    throw error;
  }
  return world;
}

/**
 * One bot world for a test file: started before its tests, and after them stopped with SIGTERM,
 * which must end the process with exit code 0 and, unless a test kills the bot on purpose, with
 * no error in its log.
 */
export function useBotWorld(
  options: Parameters<typeof startBotWorld>[0],
  onStarted: (world: BotWorld) => void,
  { expectCleanLog = true }: { expectCleanLog?: boolean } = {},
): void {
  let world: BotWorld | undefined;
  beforeAll(async () => {
    world = await startBotWorld(options);
    onStarted(world);
  }, 45_000);
  afterAll(async () => {
    if (!world) return;
    const errors = world.bot.errors();
    await world.close();
    expect(world.bot.child.exitCode, world.bot.diagnostics()).toBe(0);
    if (expectCleanLog) expect(errors, world.bot.diagnostics()).toEqual([]);
  });
}

/** What a player does, in one channel. */
export class Player {
  constructor(
    readonly world: BotWorld,
    readonly userId: string,
    readonly channelId: string,
    readonly locale = 'en-US',
  ) {}

  slash(name: string, options: Record<string, string | number | boolean> = {}, subcommand?: string) {
    return this.world.discord.slash({
      guildId: this.world.guild.id,
      channelId: this.channelId,
      userId: this.userId,
      locale: this.locale,
      name,
      ...(subcommand ? { subcommand } : {}),
      options: Object.entries(options).map(([name, value]) => ({ name, value })),
    });
  }

  bet(side: 'player' | 'banker' | 'tie', amount: number): Promise<RecordedMessage> {
    return this.slash('bet', { side, amount }).reply();
  }

  /**
   * `/deal`, and the round's result as the channel shows it: the dealer's own answer is a private
   * line, the result a channel post (with its round's nonce) that follows it.
   */
  async deal(): Promise<RecordedMessage> {
    const deal = this.slash('deal');
    const answer = await deal.reply();
    if (((answer.flags ?? 0) & EPHEMERAL) === 0)
      throw new Error(`/deal should answer privately: ${answer.content}`);
    return resultPostedAfter(this.world, this.channelId, deal.id);
  }

  /** The wallet as `/balance` shows it, in cents. */
  async balanceCents(): Promise<number> {
    const reply = await this.slash('balance').reply();
    if ((reply.flags ?? 0) !== EPHEMERAL) throw new Error('/balance should answer privately');
    return chipsToCents(reply.embeds[0]?.description ?? '');
  }

  click(message: RecordedMessage, customId: string, componentType?: number, values?: string[]) {
    return this.world.discord.click({
      message,
      customId,
      userId: this.userId,
      locale: this.locale,
      ...(componentType ? { componentType } : {}),
      ...(values ? { values } : {}),
    });
  }

  /** `/table new-shoe`, then the private prompt's confirm button: the new shoe's panel, as the admin sees it. */
  async newShoe(): Promise<RecordedMessage> {
    const prompt = await this.slash('table', {}, 'new-shoe').reply();
    const confirm = customIds(prompt).find((id) => id.startsWith('sabot1:newshoe:'));
    if (!confirm) throw new Error(`no confirm button in ${JSON.stringify(prompt)}`);
    return this.click(prompt, confirm).reply();
  }
}

/** The first `**1,234.50 chips**` figure of a text, in cents. */
export function chipsToCents(text: string): number {
  const match = /\*\*([\d,.]+) (?:chips?|fiches?)\*\*/.exec(text);
  if (!match?.[1]) throw new Error(`no chip figure in ${JSON.stringify(text)}`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

export function customIds(message: RecordedMessage): string[] {
  const ids: string[] = [];
  const walk = (components: unknown[]) => {
    for (const raw of components) {
      const component = raw as { custom_id?: string; components?: unknown[] };
      if (component.custom_id) ids.push(component.custom_id);
      if (component.components) walk(component.components);
    }
  };
  walk((message.components ?? []) as unknown[]);
  return ids;
}

/** Waits for the channel's live table message for `round` (the one with `sabot1:deal:<round>`). */
export function tableMessage(world: BotWorld, channelId: string, round: number): Promise<RecordedMessage> {
  return world.discord.waitFor(
    () =>
      world.discord
        .messages(channelId, { origin: 'channel', includeDeleted: false })
        .findLast((message) => customIds(message).includes(`sabot1:deal:${round}`)),
    { description: `the table message of round ${round} in ${channelId}` },
  );
}

/**
 * The first result posted in the channel after the interaction `afterId` (results are the channel
 * posts that carry a nonce, their round's).
 */
export function resultPostedAfter(
  world: BotWorld,
  channelId: string,
  afterId: string,
): Promise<RecordedMessage> {
  return world.discord.waitFor(
    () =>
      world.discord
        .messages(channelId, { origin: 'channel' })
        .find((message) => message.nonce !== undefined && BigInt(message.id) > BigInt(afterId)),
    { description: `a result posted in ${channelId} after interaction ${afterId}` },
  );
}

/** Every public result embed of a round in the channel (interaction replies and channel posts). */
export function resultEmbeds(world: BotWorld, channelId: string, round: number): APIEmbed[] {
  return world.discord
    .messages(channelId, { includeDeleted: false })
    .filter((message) => ((message.flags ?? 0) & EPHEMERAL) === 0)
    .flatMap((message) => message.embeds)
    .filter((embed) => embed.title?.startsWith(`Round ${round} ·`));
}

/** Reads records straight from the bot's SQLite file (WAL lets it read beside the running bot). */
export async function withStorage<T>(
  world: BotWorld,
  read: (reader: StorageReader) => Promise<T>,
): Promise<T> {
  const storage = await openStorage(world.storage.url);
  try {
    const { kv } = storage;
    const guildId = world.guild.id;
    return await read({
      round: (channelId, round) => kv.get<RoundRecord>(keys.round(guildId, channelId, round)),
      table: (channelId) => kv.get<TableRecord>(keys.table(guildId, channelId)),
      wallet: (userId) => kv.get<WalletRecord>(keys.wallet(guildId, userId)),
      outbox: async () => (await kv.get<OutboxEntry[]>(keys.outbox(guildId))) ?? [],
      audit: () => auditGuild(kv, guildId),
    });
  } finally {
    await storage.close();
  }
}

export interface StorageReader {
  round(channelId: string, round: number): Promise<RoundRecord | undefined>;
  table(channelId: string): Promise<TableRecord | undefined>;
  wallet(userId: string): Promise<WalletRecord | undefined>;
  /** The rounds whose results the bot has not noted as posted. */
  outbox(): Promise<OutboxEntry[]>;
  audit(): ReturnType<typeof auditGuild>;
}
