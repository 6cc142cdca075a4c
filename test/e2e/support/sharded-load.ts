/**
 * A load of players on many servers, driven against the fake Discord the way users drive Discord:
 * each server's admin turns the betting timer off for the server (so only /deal deals), every
 * player bets once at each of the server's tables, and once a table's bets are all confirmed one
 * of its players deals it. A bounded number of interactions is in flight at once on each shard.
 *
 * Every interaction is one attempt. An attempt is acknowledged when the fake accepted its callback,
 * which it does only within Discord's 3 s (the fake runs with `enforceCallbackDeadline`, so a late
 * answer is refused with 10062 and shows up here as an unacknowledged attempt, never as a timer
 * measured by the test). A user whose interaction failed, or who was told to try again, tries
 * again: a new interaction, as the Discord client sends one per click or command.
 */

import { t } from '../../../src/discord/i18n/index.js';
import type { Cents } from '../../../src/engine/money.js';
import type {
  FakeDiscord,
  GuildHandle,
  GuildSeed,
  InteractionHandle,
  RecordedMessage,
} from './fake-discord.js';

/** The players' Discord locale, and the bot's language for them. */
const DISCORD_LOCALE = 'en-US';
const EN = 'en';
/** Manage Server. */
const MANAGE_GUILD = '32';
export const TABLES = ['table-a', 'table-b'] as const;
export const PLAYERS_PER_TABLE = 14;
/** The most attempts one user action gets before the run counts it as failed. */
const MAX_ATTEMPTS = 30;
/** How long a user waits for the message after a deferred acknowledgement before trying again. */
const REPLY_AFTER_DEFER_MS = 15_000;

/** Answers that change nothing and ask the user to try again. */
const TRY_AGAIN = new Set(
  (['error.restarting', 'error.storage', 'error.busy'] as const).map((key) => t(EN, key)),
);

/** Server `index` of `count`, on shard `index % shards`: an admin and 14 players, two tables. */
export const guildSeed = (index: number, shards: number): GuildSeed => ({
  name: `Casino ${index}`,
  shard: { id: index % shards, count: shards },
  channels: TABLES.map((name) => ({ name })),
  members: [
    { username: `admin${index}`, permissions: MANAGE_GUILD },
    ...Array.from({ length: PLAYERS_PER_TABLE }, (_, i) => ({ username: `g${index}p${i + 1}` })),
  ],
});

/**
 * Player `player` (1–14) at table `table` (0, 1): a side and an amount of 5–16 chips. A bet whose
 * answer was lost may have landed before the user tried again, so one bet may stand several
 * times: six times the largest amount still fits under the table's maximum of 100.
 */
export const stakeOf = (player: number, table: number) => ({
  side: (player + table) % 2 === 0 ? ('player' as const) : ('banker' as const),
  amount: 5 + ((player * 7 + table * 3) % 12),
});

export type JobKind = 'timer' | 'bet' | 'deal';

/** One thing a user sets out to do, tried until it is confirmed. */
export interface Job {
  readonly kind: JobKind;
  readonly guild: GuildHandle;
  readonly shard: number;
  readonly channelId: string;
  readonly userId: string;
  readonly stake?: { readonly side: 'player' | 'banker'; readonly amount: number };
  confirmed: boolean;
}

export type Outcome =
  /** The bot said it was done. */
  | 'confirmed'
  /** The bot said nothing changed, try again. */
  | 'try-again'
  /** No callback within the 3 s: Discord told the user the application did not respond. */
  | 'unacknowledged'
  /** Deferred in time, but the message never followed (the process died after deferring). */
  | 'no-reply'
  /** Any other answer: the run counts the job as failed. */
  | 'refused';

export interface Attempt {
  readonly job: Job;
  readonly createdAt: number;
  /** Callback arrival minus creation, as the fake measured it; undefined when unacknowledged. */
  readonly ackMs: number | undefined;
  readonly outcome: Outcome;
  readonly answer?: string;
}

export interface LoadOptions {
  readonly discord: FakeDiscord;
  readonly shards: number;
  /**
   * Interactions in flight at once to each shard: bounded per shard, so users waiting on a shard
   * that is down (up to Discord's 3 s each) do not hold back the users of the others.
   */
  readonly inFlightPerShard: number;
  /** Whether the table's round 1 is dealt already (a deal whose answer was lost may have landed). */
  readonly dealtAlready: (job: Job) => Promise<boolean>;
  /** Called once, when this many bets are confirmed. */
  readonly faultAfterBets: number;
  readonly fault: () => Promise<void>;
}

/** A counting semaphore: at most `size` holders at once, served in arrival order. */
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

/** The load run: `run()` plays every server's jobs; `attempts` and `jobs` hold what happened. */
export class LoadRun {
  readonly attempts: Attempt[] = [];
  readonly jobs: Job[] = [];
  confirmedBets = 0;
  #fault: Promise<void> | undefined;
  readonly #slots: Slots[];

  constructor(private readonly options: LoadOptions) {
    this.#slots = Array.from({ length: options.shards }, () => new Slots(options.inFlightPerShard));
  }

  /** When `run()` started (ms since the epoch). */
  startedAt = 0;

  async run(): Promise<void> {
    this.startedAt = Date.now();
    await Promise.all(this.options.discord.guilds.map((guild, index) => this.#server(guild, index)));
    await this.#fault;
  }

  async #server(guild: GuildHandle, index: number): Promise<void> {
    const job = (kind: JobKind, channel: number, member: number, stake?: Job['stake']): Job => {
      const made: Job = {
        kind,
        guild,
        shard: index % this.options.shards,
        channelId: guild.channel(channel).id,
        userId: guild.member(member).id,
        ...(stake ? { stake } : {}),
        confirmed: false,
      };
      this.jobs.push(made);
      return made;
    };
    const timer = job('timer', 0, 0);
    if (!(await this.#until(timer))) return;
    await Promise.all(
      TABLES.map(async (_, table) => {
        const players = Array.from({ length: PLAYERS_PER_TABLE }, (_, i) => i + 1);
        const bets = players.map((player) => job('bet', table, player, stakeOf(player, table)));
        const placed = await Promise.all(bets.map((bet) => this.#until(bet)));
        if (placed.every(Boolean)) await this.#until(job('deal', table, 1));
      }),
    );
  }

  /** Tries a job until it is confirmed (true) or refused or out of attempts (false). */
  async #until(job: Job): Promise<boolean> {
    for (let n = 0; n < MAX_ATTEMPTS; n++) {
      const attempt = await this.#attempt(job);
      this.attempts.push(attempt);
      if (attempt.outcome === 'confirmed') {
        job.confirmed = true;
        if (job.kind === 'bet' && ++this.confirmedBets === this.options.faultAfterBets)
          this.#fault = this.options.fault();
        return true;
      }
      if (attempt.outcome === 'refused') return false;
    }
    return false;
  }

  async #attempt(job: Job): Promise<Attempt> {
    const slots = this.#slots[job.shard] as Slots;
    await slots.take();
    try {
      const handle = this.#send(job);
      const callback = await handle.acknowledgement();
      const base = { job, createdAt: handle.createdAt };
      if (!callback) return { ...base, ackMs: undefined, outcome: 'unacknowledged' };
      const ackMs = callback.receivedAt - handle.createdAt;
      const reply = await handle.reply({ timeoutMs: REPLY_AFTER_DEFER_MS }).catch(() => undefined);
      if (!reply) return { ...base, ackMs, outcome: 'no-reply' };
      return { ...base, ackMs, ...(await this.#judge(job, reply)) };
    } finally {
      slots.give();
    }
  }

  #send(job: Job): InteractionHandle {
    const where = {
      guildId: job.guild.id,
      channelId: job.channelId,
      userId: job.userId,
      locale: DISCORD_LOCALE,
    };
    if (job.kind === 'timer')
      return this.options.discord.slash({
        ...where,
        name: 'table',
        subcommand: 'timer',
        options: [
          { name: 'seconds', value: 0 },
          { name: 'scope', value: 'server' },
        ],
      });
    if (job.kind === 'deal') return this.options.discord.slash({ ...where, name: 'deal' });
    const { side, amount } = job.stake ?? stakeOf(1, 0);
    return this.options.discord.slash({
      ...where,
      name: 'bet',
      options: [
        { name: 'side', value: side },
        { name: 'amount', value: amount },
      ],
    });
  }

  async #judge(job: Job, reply: RecordedMessage): Promise<{ outcome: Outcome; answer: string }> {
    const answer = reply.content || reply.embeds.map((embed) => embed.title ?? '').join(' | ');
    if (TRY_AGAIN.has(reply.content)) return { outcome: 'try-again', answer };
    const confirmed =
      job.kind === 'timer'
        ? reply.embeds[0]?.title === t(EN, 'settings.server')
        : job.kind === 'bet'
          ? reply.content.startsWith(betPlacedText(job))
          : reply.content === t(EN, 'deal.dealt', { round: 1 });
    if (confirmed) return { outcome: 'confirmed', answer };
    // A deal whose answer was lost with its process may have dealt: the retry finds nothing to deal.
    if (job.kind === 'deal' && (await this.options.dealtAlready(job)))
      return { outcome: 'confirmed', answer };
    return { outcome: 'refused', answer };
  }
}

/** "You bet 12 chips on Banker." — the confirmation's first sentence, before the balance. */
const betPlacedText = (job: Job): string => {
  const { side, amount } = job.stake ?? stakeOf(1, 0);
  const text = t(EN, 'bet.placed', { side, cents: (amount * 100) as Cents, balance: 0 as Cents });
  return text.slice(0, text.indexOf('. ') + 1);
};

/** The p-th percentile (0–100) of some figures, nearest rank. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
