/**
 * Two whole bots for the same shards, and players at all three games while one of them goes away:
 * the rolling restart (the first bot SIGTERMed mid-run), and the same with one shard's process of
 * the first bot SIGKILLed, or SIGSTOPped for 15 s and resumed (docs/scaling.md, "Handing a server
 * over").
 *
 * Every server has a Punto Banco table (bets, then a deal), a chemin de fer table (two seats, a
 * bank, a punter's stake, a deal, the decisions left to their defaults) and a banque table (a bid,
 * the auction, two card-holders, a stake on each tableau, a deal, the decisions left to their
 * defaults); the banked tables are closed at the end, which sends their banks home. Players behave
 * as players do: they act, read the answer, and try again when told nothing changed or when no
 * answer came (after checking, as they would on the table, whether it happened anyway).
 *
 * What the run must show, whatever went away when:
 *   - every interaction got exactly one answer, or (only where a process was killed) none;
 *   - every stake answered as placed stands in its round, once; one answered as not placed does
 *     not (a player told "nothing changed" who tries again stakes once in all);
 *   - every dealt round's result is in its channel exactly once, by title and by nonce;
 *   - each member's chips are the starting chips plus what their rounds paid them (net of
 *     commission), nothing being left on a table; and each server's audit balances.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import type Keyv from 'keyv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultNonce } from '../../../src/discord/effect-executor.js';
import { t } from '../../../src/discord/i18n/index.js';
import type { Cents } from '../../../src/engine/money.js';
import { banqueStateOf } from '../../../src/games/banque/table/state.js';
import { cdfStateOf } from '../../../src/games/chemin-de-fer/table/state.js';
import { auditGuild } from '../../../src/store/audit.js';
import { keys } from '../../../src/store/keys.js';
import { type OpenStorage, openStorage } from '../../../src/store/storage.js';
import {
  heldByTable,
  type RoundRecord,
  type TableRecord,
  type WalletRecord,
} from '../../../src/table/state.js';
import { type Backend, freshStore, type TestStore } from '../../store/support/fresh-store.js';
import { compiledScript } from '../../support/compiled.js';
import { volume } from '../../support/volume.js';
import { STARTING_CENTS, TOKEN } from './bot-harness.js';
import { BotProcess, type LogLine } from './bot-process.js';
import type {
  FakeDiscord,
  GuildHandle,
  GuildSeed,
  InteractionHandle,
  RecordedMessage,
} from './fake-discord.js';
import { startFakeDiscord } from './fake-discord.js';

/** Shards each bot runs, one process each (the issue proved it with 4: `npm run soak`). */
export const SHARDS = volume(2, 4);
const EN = 'en';
const EPHEMERAL = 64;
const LOADING = 1 << 7;
const MANAGE_GUILD = '32';
const CHANNELS = ['pb', 'cdf', 'bq'] as const;
type ChannelName = (typeof CHANNELS)[number];
/** Members: the admin, then p1 … p5. */
const PLAYERS = 5;
/** The most attempts one step gets before the run counts it as failed. */
const MAX_ATTEMPTS = 25;
/** How long a player waits for any acknowledgement before giving up on it (a process died with it). */
const ACKNOWLEDGED_WITHIN_MS = 30_000;
/** How long a player waits for the message after a deferred acknowledgement. */
const REPLY_AFTER_DEFER_MS = 40_000;
/** Interactions in flight at once, per shard. */
const IN_FLIGHT_PER_SHARD = 6;
const DECISION_SECONDS = 5;
const AUCTION_SECONDS = 5;

/** Answers that change nothing and ask the player to try again. */
const TRY_AGAIN = new Set(
  (['error.restarting', 'error.storage', 'error.busy'] as const).map((key) => t(EN, key)),
);

export type Fault = 'sigterm-first-bot' | 'sigkill-one-shard' | 'sigstop-one-shard';

/** A stake whose standing the run checks in the round record. */
interface Stake {
  readonly channel: ChannelName;
  readonly member: number;
  /** The spot (Punto Banco side, banque position); undefined at chemin de fer (the punter's stake). */
  readonly spot?: string;
  readonly amount: number;
}

/** One thing a player sets out to do, tried until it is done. */
interface Step {
  readonly label: string;
  readonly channel: ChannelName;
  readonly member: number;
  readonly name: string;
  readonly subcommand?: string;
  readonly options?: Record<string, string | number>;
  /** Whether this answer says it was done. */
  readonly done: (answer: RecordedMessage) => boolean;
  /** Whether it happened, as the table shows it (checked before trying again after no answer). */
  readonly landed?: (table: TableRecord | undefined) => boolean;
  readonly stake?: Stake;
}

export interface Attempt {
  readonly guild: GuildHandle;
  readonly shard: number;
  readonly step: Step;
  readonly handle: InteractionHandle;
  readonly outcome: 'done' | 'not-done' | 'try-again' | 'unacknowledged' | 'no-reply';
  readonly answer: string;
}

/** "You bet 12 chips on Banker." — up to the first sentence's end. */
const firstSentence = (text: string): string => text.slice(0, text.indexOf('. ') + 1);
const text = (message: RecordedMessage): string =>
  [
    message.content ?? '',
    ...message.embeds.map((embed) => `${embed.title ?? ''} ${embed.description ?? ''}`),
  ].join(' ');
const isPanel = (answer: RecordedMessage) =>
  ((answer.flags ?? 0) & EPHEMERAL) !== 0 && answer.embeds.length > 0 && !answer.content;

const cdf = (table: TableRecord | undefined) => cdfStateOf(table?.gameState ?? null);
const banque = (table: TableRecord | undefined) => banqueStateOf(table?.gameState ?? null);

/** The steps of one server's three tables, in order per table (the tables run side by side). */
const scriptOf = (guild: GuildHandle): Record<ChannelName, Step[]> => {
  const id = (member: number) => guild.member(member).id;
  const setting = (
    channel: ChannelName,
    subcommand: string,
    options: Record<string, string | number>,
  ): Step => ({
    label: `${channel}: /table ${subcommand}`,
    channel,
    member: 0,
    name: 'table',
    subcommand,
    options,
    done: isPanel,
  });
  const pbBet = (member: number): Step => {
    const side = member % 2 === 0 ? 'player' : 'banker';
    const amount = 5 + member;
    return {
      label: `pb: p${member} bets ${amount} on ${side}`,
      channel: 'pb',
      member,
      name: 'bet',
      options: { side, amount },
      done: (answer) =>
        (answer.content ?? '').startsWith(
          firstSentence(t(EN, 'bet.placed', { side, cents: (amount * 100) as Cents, balance: 0 as Cents })),
        ),
      landed: (table) =>
        (table?.round ?? 1) > 1 || (table?.seats ?? []).some((seat) => seat.userId === id(member)),
      stake: { channel: 'pb', member, spot: side, amount },
    };
  };
  const deal = (channel: ChannelName, member: number, done: (answer: RecordedMessage) => boolean): Step => ({
    label: `${channel}: p${member} deals`,
    channel,
    member,
    name: 'deal',
    done,
    landed: (table) => (table?.round ?? 1) > 1 || table?.coup != null,
  });
  return {
    pb: [
      setting('pb', 'timer', { seconds: 0 }),
      ...[1, 2, 3, 4].map(pbBet),
      deal('pb', 1, (answer) => answer.content === t(EN, 'deal.dealt', { round: 1 })),
    ],
    cdf: [
      setting('cdf', 'game', { value: 'chemin-de-fer' }),
      setting('cdf', 'timer', { seconds: 0 }),
      setting('cdf', 'decision-time', { seconds: DECISION_SECONDS }),
      ...[1, 2].map(
        (member): Step => ({
          label: `cdf: p${member} sits`,
          channel: 'cdf',
          member,
          name: 'chemin',
          subcommand: 'sit',
          done: (answer) => (answer.content ?? '').startsWith('You sat down'),
          landed: (table) => cdf(table).seats.includes(id(member)),
        }),
      ),
      {
        label: 'cdf: p1 opens the bank with 60',
        channel: 'cdf',
        member: 1,
        name: 'chemin',
        subcommand: 'bank',
        options: { amount: 60 },
        done: (answer) =>
          (answer.content ?? '').startsWith(
            firstSentence(t(EN, 'cdf.done.open', { bank: 6000 as Cents, balance: 0 as Cents })),
          ),
        landed: (table) => cdf(table).banker === id(1),
      },
      {
        label: 'cdf: p2 stakes 20 against the bank',
        channel: 'cdf',
        member: 2,
        name: 'bet',
        options: { side: 'punter', amount: 20 },
        done: (answer) => / 20 chips against the bank\./.test(answer.content ?? ''),
        landed: (table) =>
          (table?.round ?? 1) > 1 || cdf(table).offers.some((offer) => offer.userId === id(2)),
        stake: { channel: 'cdf', member: 2, amount: 20 },
      },
      deal('cdf', 2, (answer) =>
        [t(EN, 'deal.dealt', { round: 1 }), t(EN, 'deal.waits')].includes(answer.content ?? ''),
      ),
    ],
    bq: [
      setting('bq', 'game', { value: 'banque' }),
      setting('bq', 'timer', { seconds: 0 }),
      setting('bq', 'decision-time', { seconds: DECISION_SECONDS }),
      setting('bq', 'banque', { 'auction-seconds': AUCTION_SECONDS }),
      {
        label: 'bq: p3 bids 200 for the bank',
        channel: 'bq',
        member: 3,
        name: 'banque',
        subcommand: 'bid',
        options: { amount: 200 },
        done: (answer) => (answer.content ?? '').startsWith('You bid 200 chips for the bank'),
        landed: (table) =>
          banque(table).banker === id(3) ||
          (banque(table).auction?.bids ?? []).some((bid) => bid.userId === id(3)),
      },
      ...(
        [
          [4, 'right'],
          [5, 'left'],
        ] as const
      ).map(
        ([member, side]): Step => ({
          label: `bq: p${member} sits ${side}`,
          channel: 'bq',
          member,
          name: 'banque',
          subcommand: 'sit',
          options: { side },
          done: (answer) => (answer.content ?? '').startsWith(`You sit in the ${side} queue`),
          landed: (table) => banque(table).queues[side].includes(id(member)),
        }),
      ),
      ...(
        [
          [4, 'right'],
          [5, 'left'],
        ] as const
      ).map(
        ([member, side]): Step => ({
          label: `bq: p${member} stakes 10 ${side}`,
          channel: 'bq',
          member,
          name: 'bet',
          options: { side, amount: 10 },
          done: (answer) => (answer.content ?? '').includes(': 10 chips. Balance'),
          landed: (table) =>
            (table?.round ?? 1) > 1 ||
            banque(table).requests.some((request) => request.userId === id(member)),
          stake: { channel: 'bq', member, spot: side, amount: 10 },
        }),
      ),
      deal('bq', 4, (answer) =>
        [t(EN, 'deal.dealt', { round: 1 }), t(EN, 'deal.waits')].includes(answer.content ?? ''),
      ),
    ],
  } satisfies Record<ChannelName, Step[]>;
};

/** A counting semaphore: at most `size` holders at once, in arrival order. */
class Slots {
  readonly #waiting: (() => void)[] = [];
  #free: number;
  constructor(size: number) {
    this.#free = size;
  }
  async take(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }
  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free++;
  }
}

/** The server `index` of `count`: an admin, five players, the three tables; on shard `index % SHARDS`. */
const guildSeed = (index: number): GuildSeed => ({
  name: `Salon ${index}`,
  shard: { id: index % SHARDS, count: SHARDS },
  channels: CHANNELS.map((name) => ({ name })),
  members: [
    { username: `admin${index}`, permissions: MANAGE_GUILD },
    ...Array.from({ length: PLAYERS }, (_, i) => ({ username: `s${index}p${i + 1}` })),
  ],
});

export interface HandOverRun {
  readonly discord: FakeDiscord;
  readonly attempts: readonly Attempt[];
  /** Steps that never got done, with their answers. */
  readonly failed: readonly string[];
  /** Interactions a killed process had in flight: their answers may be lost with it. */
  readonly inFlightAtKill: ReadonlySet<string>;
  readonly bots: readonly BotProcess[];
  readonly exitCodes: readonly (number | null)[];
  readonly errorLines: readonly LogLine[];
  readonly reader: OpenStorage;
  readonly store: TestStore;
  close(): Promise<void>;
}

/** The shard process of `bot` (a sharding manager) for `shard`, by the manager's own log line. */
const shardPid = (bot: BotProcess, shard: number): number => {
  const line = bot.lines.findLast((l) => l.msg === 'shard process started' && l.shard === shard);
  if (typeof line?.pid !== 'number') throw new Error(`no process started for shard ${shard}`);
  return line.pid;
};

const allShardsReady = (bot: BotProcess) =>
  Promise.all(
    Array.from({ length: SHARDS }, (_, shard) =>
      bot.waitForLog(
        (line) => line.msg === 'ready' && Array.isArray(line.shards) && line.shards.includes(shard),
        120_000,
      ),
    ),
  );

/** Runs the load on `servers` servers with two bots on `backend`, with `fault` a third of the way in. */
export async function runHandOver(backend: Backend, fault: Fault, servers: number): Promise<HandOverRun> {
  const discord = await startFakeDiscord({
    token: TOKEN,
    defaultTimeoutMs: 60_000,
    recommendedShards: SHARDS,
    maxConcurrency: SHARDS,
    // No 3 s deadline here: what the run proves (one true answer each) must not depend on how
    // busy the machine is. The bot's own deadline handling (holding an interaction open at 2.2 s)
    // runs all the same; the unit tests prove it against a virtual clock.
    enforceCallbackDeadline: false,
    guilds: Array.from({ length: servers }, (_, index) => guildSeed(index)),
  });
  const store = await freshStore(backend);
  const reader = await openStorage(store.url);
  const startBot = () =>
    BotProcess.start({
      apiUrl: discord.apiUrl,
      token: TOKEN,
      storageUrl: store.url,
      script: compiledScript('src/main.ts'),
      readyMsg: 'all shards started',
      readyTimeoutMs: 120_000,
      extraEnv: { DISCORD_SHARD_COUNT: String(SHARDS) },
    });
  const first = await startBot();
  await allShardsReady(first);
  const second = await startBot();
  await allShardsReady(second);

  const attempts: Attempt[] = [];
  const failed: string[] = [];
  const inFlight = new Map<string, { shard: number; handle: InteractionHandle }>();
  const inFlightAtKill = new Set<string>();
  const slots = Array.from({ length: SHARDS }, () => new Slots(IN_FLIGHT_PER_SHARD));
  const table = (guild: GuildHandle, channel: ChannelName) =>
    reader.kv.get<TableRecord>(keys.table(guild.id, guild.channel(channel).id));

  const total = servers * Object.values(scriptOf(discord.guild(0))).flat().length;
  let doneSteps = 0;
  let banked = 0;
  let faultDone: Promise<void> | undefined;
  const victimShard = 1;
  const injectFault = async () => {
    if (fault === 'sigterm-first-bot') {
      await first.stop(60_000);
      return;
    }
    const pid = shardPid(first, victimShard);
    if (fault === 'sigkill-one-shard') {
      for (const [id, flight] of inFlight) if (flight.shard === victimShard) inFlightAtKill.add(id);
      process.kill(pid, 'SIGKILL');
      return;
    }
    process.kill(pid, 'SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    process.kill(pid, 'SIGCONT');
  };

  /** One attempt of a step: the interaction, its acknowledgement within 3 s, then the answer. */
  const attempt = async (guild: GuildHandle, shard: number, step: Step): Promise<Attempt> => {
    const slot = slots[shard] as Slots;
    await slot.take();
    try {
      const options = Object.entries(step.options ?? {}).map(([name, value]) => ({ name, value }));
      const handle = discord.slash({
        guildId: guild.id,
        channelId: guild.channel(step.channel).id,
        userId: guild.member(step.member).id,
        locale: 'en-US',
        name: step.name,
        ...(step.subcommand ? { subcommand: step.subcommand } : {}),
        options,
      });
      inFlight.set(handle.id, { shard, handle });
      try {
        const base = { guild, shard, step, handle };
        const callback = await handle.response({ timeoutMs: ACKNOWLEDGED_WITHIN_MS }).catch(() => undefined);
        if (!callback) return { ...base, outcome: 'unacknowledged', answer: '' };
        const reply = await handle.reply({ timeoutMs: REPLY_AFTER_DEFER_MS }).catch(() => undefined);
        if (!reply) return { ...base, outcome: 'no-reply', answer: '' };
        const answer = text(reply);
        if (TRY_AGAIN.has(reply.content ?? '')) return { ...base, outcome: 'try-again', answer };
        return { ...base, outcome: step.done(reply) ? 'done' : 'not-done', answer };
      } finally {
        inFlight.delete(handle.id);
      }
    } finally {
      slot.give();
    }
  };

  /** Tries a step until it is done; false when refused for good or out of attempts. */
  const until = async (guild: GuildHandle, shard: number, step: Step): Promise<boolean> => {
    for (let n = 0; n < MAX_ATTEMPTS; n++) {
      const tried = await attempt(guild, shard, step);
      attempts.push(tried);
      if (tried.outcome === 'done') {
        // The fault comes once a banked coup waits for its decisions (a timer the next process
        // must pick up), and a third of the steps are done.
        doneSteps++;
        if (step.name === 'deal' && step.channel !== 'pb') banked++;
        if (!faultDone && banked > 0 && doneSteps >= total / 3) faultDone = injectFault();
        return true;
      }
      if (tried.outcome === 'not-done') break;
      // Told nothing changed, or no answer: a player tries again a moment later.
      await new Promise((resolve) => setTimeout(resolve, 200));
      // No answer: the player looks at the table before trying again, as one would.
      if (
        (tried.outcome === 'unacknowledged' || tried.outcome === 'no-reply') &&
        step.landed?.(await table(guild, step.channel))
      )
        return true;
    }
    failed.push(
      `${guild.name} ${step.label}: ${attempts
        .filter((a) => a.guild === guild && a.step === step)
        .map((a) => `${a.outcome} ${a.answer}`)
        .join(' | ')}`,
    );
    return false;
  };

  /** Waits, as players do, for what the table shows next (the auction closed, the coup settled). */
  const tableShows = async (
    guild: GuildHandle,
    channel: ChannelName,
    what: string,
    shows: (table: TableRecord | undefined) => boolean,
  ) => {
    await discord.waitFor(async () => shows(await table(guild, channel)), {
      description: `${guild.name} ${channel}: ${what}`,
      timeoutMs: 120_000,
      intervalMs: 200,
    });
  };

  const server = async (guild: GuildHandle, index: number) => {
    const shard = index % SHARDS;
    const script = scriptOf(guild);
    const run = async (steps: readonly Step[], parallelFrom = -1, parallelTo = -1) => {
      for (let i = 0; i < steps.length; i++) {
        if (i === parallelFrom) {
          const together = steps.slice(parallelFrom, parallelTo);
          const results = await Promise.all(together.map((step) => until(guild, shard, step)));
          if (!results.every(Boolean)) return false;
          i = parallelTo - 1;
          continue;
        }
        if (!(await until(guild, shard, steps[i] as Step))) return false;
      }
      return true;
    };
    await Promise.all([
      // Punto Banco: the four bets side by side, then the deal.
      run(script.pb, 1, 5),
      (async () => {
        if (!(await run(script.cdf))) return;
        await tableShows(guild, 'cdf', 'the coup settled', (t) => (t?.round ?? 1) > 1 && t?.coup == null);
        await until(guild, shard, { ...closeStep('cdf') });
      })(),
      (async () => {
        const bq = script.bq;
        // The settings and the bid; then the auction runs out and p3 holds the bank.
        if (!(await run(bq.slice(0, 5)))) return;
        await tableShows(guild, 'bq', 'p3 holding the bank', (t) => banque(t).banker === guild.member(3).id);
        if (!(await run(bq.slice(5)))) return;
        await tableShows(guild, 'bq', 'the coup settled', (t) => (t?.round ?? 1) > 1 && t?.coup == null);
        await until(guild, shard, closeStep('bq'));
      })(),
    ]);
  };

  await Promise.all(discord.guilds.map((guild, index) => server(guild, index)));
  await faultDone;
  // Every result is a channel post, queued behind the channel's pace of writes: wait for each
  // dealt table's, as its players would, before the bots stop.
  await discord.waitFor(
    async () => {
      for (const guild of discord.guilds)
        for (const name of CHANNELS) {
          const dealt = ((await table(guild, name))?.round ?? 1) - 1;
          const posted = discord
            .messages(guild.channel(name).id, { includeDeleted: false })
            .filter((message) => message.nonce !== undefined).length;
          if (posted < dealt) return false;
        }
      return true;
    },
    { description: 'every dealt table’s result posted', timeoutMs: 120_000, intervalMs: 250 },
  );

  const bots = [first, second];
  const exitCodes: (number | null)[] = [];
  const errorLines: LogLine[] = [];
  for (const bot of bots) {
    errorLines.push(...bot.errors());
    exitCodes.push(await bot.stop(60_000));
  }
  return {
    discord,
    attempts,
    failed,
    inFlightAtKill,
    bots,
    exitCodes,
    errorLines,
    reader,
    store,
    close: async () => {
      for (const bot of bots) if (!bot.exited) await bot.stop();
      await reader.close();
      await discord.close();
      await store.dispose();
    },
  };
}

/** The admin closes a table: what it holds (a bank, stakes) goes home. */
const closeStep = (channel: ChannelName): Step => ({
  label: `${channel}: /table close`,
  channel,
  member: 0,
  name: 'table',
  subcommand: 'close',
  options: {},
  done: isPanel,
});

/** What each bot logged about one interaction: a finding comes with its story. */
const whatBotsSaid = (run: HandOverRun, interactionId: string): string[] =>
  run.bots.flatMap((bot, index) =>
    bot.lines
      .filter((line) => JSON.stringify(line).includes(interactionId))
      .map((line) => `  bot ${index + 1}: ${JSON.stringify(line)}`),
  );

/** The checks of a finished run; each returns its findings, one line each (none when all is well). */
export const checks = {
  /** Every interaction answered exactly once: one callback Discord accepted, and a message, not a "thinking…". */
  answeredOnce(run: HandOverRun): string[] {
    const problems: string[] = [];
    for (const attempt of run.attempts) {
      const { handle } = attempt;
      const lost = run.inFlightAtKill.has(handle.id);
      const where = `${attempt.guild.name} ${attempt.step.label} (${handle.id})`;
      if (handle.callbacks.length !== 1) {
        if (!(lost && handle.callbacks.length === 0))
          problems.push(`${where}: ${handle.callbacks.length} callbacks`);
        continue;
      }
      const original = handle.original;
      if (original && ((original.flags ?? 0) & LOADING) !== 0 && !lost)
        problems.push(`${where}: still "thinking…", never answered`, ...whatBotsSaid(run, handle.id));
      if (attempt.outcome === 'unacknowledged' || attempt.outcome === 'no-reply')
        if (!lost) problems.push(`${where}: ${attempt.outcome}`);
    }
    return problems;
  },

  /** Each stake answered as placed stands once; one answered as not placed does not. */
  async stakesStand(run: HandOverRun): Promise<string[]> {
    const problems: string[] = [];
    const bySteps = new Map<string, Attempt[]>();
    for (const attempt of run.attempts) {
      if (!attempt.step.stake) continue;
      const key = `${attempt.guild.id}|${attempt.step.label}`;
      bySteps.set(key, [...(bySteps.get(key) ?? []), attempt]);
    }
    for (const attempts of bySteps.values()) {
      const { guild, step } = attempts[0] as Attempt;
      const stake = step.stake as Stake;
      const placed = attempts.filter((a) => a.outcome === 'done').length;
      const unheard = attempts.filter(
        (a) => a.outcome === 'unacknowledged' || a.outcome === 'no-reply',
      ).length;
      const channelId = guild.channel(stake.channel).id;
      const userId = guild.member(stake.member).id;
      const table = await run.reader.kv.get<TableRecord>(keys.table(guild.id, channelId));
      // Where a stake can stand: in every dealt round, or still on the table after the deal (one
      // that landed late). Each place is named, so a finding says where the stake went.
      const places: [string, Record<string, number>][] = [];
      for (let number = 1; number < (table?.round ?? 2); number++) {
        const round = await run.reader.kv.get<RoundRecord<unknown>>(keys.round(guild.id, channelId, number));
        const result = round?.results.find((r) => r.userId === userId);
        if (result) places.push([`round ${number}`, result.stakes as Record<string, number>]);
      }
      const seat = table?.seats.find((s) => s.userId === userId);
      if (seat)
        places.push([
          `the table after round ${(table?.round ?? 1) - 1}`,
          seat.stakes as Record<string, number>,
        ]);
      const on = (stakes: Record<string, number>) =>
        stake.spot
          ? Number(stakes[stake.spot] ?? 0)
          : Object.values(stakes).reduce((a, b) => a + Number(b), 0);
      const staked = places.reduce((sum, [, stakes]) => sum + on(stakes), 0);
      const times = staked / stake.amount;
      const where = `${guild.name} ${step.label}`;
      if (
        !Number.isInteger(times) ||
        times < placed ||
        times > placed + unheard ||
        (placed === 0 && unheard === 0 && times !== 0)
      )
        problems.push(
          `${where}: ${placed} answers said placed (${unheard} unheard), ${staked} stands (${places
            .filter(([, stakes]) => on(stakes) > 0)
            .map(([place, stakes]) => `${on(stakes)} in ${place}`)
            .join(', ')}) (${attempts.map((a) => `${a.outcome} ${a.handle.id}`).join(', ')})`,
          ...attempts.flatMap((attempt) => whatBotsSaid(run, attempt.handle.id)),
        );
    }
    return problems;
  },

  /** Every dealt round's result in its channel exactly once, by title and by nonce. */
  async resultsOnce(run: HandOverRun): Promise<string[]> {
    const problems: string[] = [];
    for (const guild of run.discord.guilds)
      for (const [name, isResult] of [
        ['pb', (title: string, round: number) => title.startsWith(`Round ${round} · `)],
        ['cdf', (title: string, round: number) => title.startsWith(`Coup ${round} · `)],
        // Banque's result and table message share a title; only the table message has buttons.
        ['bq', (title: string, round: number) => title === `Baccarat banque · coup ${round}`],
      ] as const) {
        const channelId = guild.channel(name).id;
        const table = await run.reader.kv.get<TableRecord>(keys.table(guild.id, channelId));
        const dealt = (table?.round ?? 1) - 1;
        const posts = run.discord
          .messages(channelId, { includeDeleted: false })
          .filter((message) => ((message.flags ?? 0) & EPHEMERAL) === 0);
        for (let round = 1; round <= dealt; round++) {
          const shown = posts.filter(
            (m) => (m.components ?? []).length === 0 && m.embeds.some((e) => isResult(e.title ?? '', round)),
          );
          if (shown.length !== 1 || shown[0]?.nonce !== resultNonce(channelId, round))
            problems.push(`${guild.name} #${name}: ${shown.length} results of round ${round}`);
        }
        const nonces = posts.filter((m) => m.nonce !== undefined);
        if (nonces.length !== dealt)
          problems.push(`${guild.name} #${name}: ${nonces.length} result posts for ${dealt} rounds`);
        if (dealt !== 1) problems.push(`${guild.name} #${name}: ${dealt} rounds dealt, not 1`);
      }
    return problems;
  },

  /** Each member's chips: the starting chips plus what their rounds paid, nothing left on a table; the audit balances. */
  async books(run: HandOverRun): Promise<string[]> {
    const problems: string[] = [];
    const kv: Keyv = run.reader.kv;
    for (const guild of run.discord.guilds) {
      const paid = new Map<string, number>();
      for (const name of CHANNELS) {
        const channelId = guild.channel(name).id;
        const table = await kv.get<TableRecord>(keys.table(guild.id, channelId));
        if (table && heldByTable(table) !== 0)
          problems.push(`${guild.name} #${name}: ${heldByTable(table)} cents still on the table`);
        for (let round = 1; round < (table?.round ?? 1); round++) {
          const record = await kv.get<RoundRecord<unknown>>(keys.round(guild.id, channelId, round));
          for (const result of record?.results ?? [])
            paid.set(
              result.userId,
              (paid.get(result.userId) ?? 0) + result.netCents - result.commissionCents,
            );
        }
      }
      for (let member = 1; member <= PLAYERS; member++) {
        const userId = guild.member(member).id;
        const wallet = await kv.get<WalletRecord>(keys.wallet(guild.id, userId));
        const expected = STARTING_CENTS + (paid.get(userId) ?? 0);
        if ((wallet?.balanceCents ?? STARTING_CENTS) !== expected)
          problems.push(
            `${guild.name} p${member}: ${wallet?.balanceCents} cents, the rounds say ${expected}`,
          );
      }
      const audit = await auditGuild(kv, guild.id);
      if (!audit.balanced)
        problems.push(`${guild.name}: the audit does not balance: ${JSON.stringify(audit)}`);
    }
    return problems;
  },
};

/** What happened in the run, for its log: how interactions ended and what the processes did. */
export const summaryOf = (run: HandOverRun): string => {
  const count = (values: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return JSON.stringify(Object.fromEntries(counts));
  };
  const lines = run.bots.flatMap((bot) => bot.lines);
  return [
    `${run.attempts.length} interactions: ${count(run.attempts.map((a) => a.outcome))};`,
    `answered through another process's hold: ${run.attempts.filter((a) => a.handle.callbacks[0]?.type === 5 && a.handle.original?.interactionId === a.handle.id).length};`,
    `waited for their server: ${lines.filter((l) => l.msg === 'the interaction waits for its server').length};`,
    `left the waiting room: ${count(lines.filter((l) => l.msg === 'waiting interaction left the room').map((l) => String(l.why)))};`,
    `servers picked up: ${lines.filter((l) => l.msg === 'picked up a server').length}`,
  ].join(' ');
};

/** The standard expectations of a run, as one `it` body each would state them. */
export const expectCleanRun = (run: HandOverRun, { faulted }: { faulted: boolean }) => {
  expect(run.failed).toEqual([]);
  expect(run.exitCodes).toEqual([0, 0]);
  // A process killed or frozen mid-request logs the requests that died with its sockets.
  if (!faulted) expect(run.errorLines).toEqual([]);
};

/**
 * One run of `fault` on `backend` and its five checks, each its own test. Only a faulted run may
 * log errors (requests that died with a killed or frozen process's sockets), and only there may an
 * interaction in flight in the killed process go unanswered. SABOT_TEST_LOGS=<dir> keeps both
 * bots' logs, to read what each process did.
 */
export const describeHandOver = (title: string, backend: Backend, fault: Fault, servers: number): void => {
  const faulted = fault !== 'sigterm-first-bot';
  describe(title, () => {
    let run: HandOverRun;
    beforeAll(async () => {
      run = await runHandOver(backend, fault, servers);
      const lost = faulted ? `; in flight at the kill: ${run.inFlightAtKill.size}` : '';
      console.info(`[${fault} ${backend}] ${summaryOf(run)}${lost}`);
    }, 600_000);
    afterAll(async () => {
      const dir = process.env.SABOT_TEST_LOGS;
      if (dir) mkdirSync(dir, { recursive: true });
      for (const [i, bot] of (dir ? (run?.bots ?? []) : []).entries())
        writeFileSync(`${dir}/${fault}-${backend}-bot${i + 1}.log`, bot.stderr);
      await run?.close();
    }, 120_000);

    it(`GIVEN the run THEN every step got done, both bots stopped with exit 0${faulted ? '' : ' and none logged an error'}`, () => {
      expectCleanRun(run, { faulted });
    });
    it(`GIVEN every interaction THEN each got exactly one answer${faulted ? ' (but those in flight in a killed process)' : ''}`, () => {
      expect(checks.answeredOnce(run)).toEqual([]);
    });
    it('GIVEN every stake THEN one answered as placed stands once, one answered as not placed does not', async () => {
      expect(await checks.stakesStand(run)).toEqual([]);
    });
    it('GIVEN every dealt coup THEN its result is in its channel exactly once, by round and by nonce', async () => {
      expect(await checks.resultsOnce(run)).toEqual([]);
    });
    it('GIVEN the tables closed THEN every member holds the starting chips plus what their rounds paid, and every audit balances', async () => {
      expect(await checks.books(run)).toEqual([]);
    });
  });
};
