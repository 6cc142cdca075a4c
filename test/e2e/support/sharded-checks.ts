/**
 * What the store and the channels must show after a load run (sharded-load.ts) in which a shard's
 * process was killed: for every server and table, the round dealt once (one round record, rounds
 * numbered without a gap, one result message in the channel), every confirmed bet in that round's
 * record and nothing left on the table, and the server's audit balanced. Each finding is a line of
 * text, so a failure lists every server that went wrong, not just the first.
 */
import type Keyv from 'keyv';
import { resultNonce } from '../../../src/discord/effect-executor.js';
import { auditGuild } from '../../../src/store/audit.js';
import type { OutboxEntry } from '../../../src/store/game-store.js';
import { keys } from '../../../src/store/keys.js';
import type { RoundRecord, TableRecord } from '../../../src/table/state.js';
import type { FakeDiscord, GuildHandle } from './fake-discord.js';
import type { Attempt, Job } from './sharded-load.js';

const EPHEMERAL = 64;
/** Servers checked at once: reads only, a few dozen per server. */
const READERS = 16;

export interface ServerFindings {
  /** Every way a server differs from what the run confirmed, one line each. */
  readonly problems: string[];
  /** Bets whose lost attempt had committed before its process died, so the retry staked again. */
  committedTwice: number;
  /** Round records, over all servers. */
  rounds: number;
  /** Results posted (with their nonce) but not yet noted posted when the bot stopped. */
  leftInOutbox: number;
}

/** Results of round `round` in the channel: public, not deleted. */
const resultMessages = (discord: FakeDiscord, channelId: string, round: number) =>
  discord
    .messages(channelId, { includeDeleted: false })
    .filter((message) => ((message.flags ?? 0) & EPHEMERAL) === 0)
    .filter((message) => message.embeds.some((embed) => embed.title?.startsWith(`Round ${round} · `)));

/** Attempts of a job that may have committed without the user hearing of it. */
const unheard = (attempts: readonly Attempt[]): number =>
  attempts.filter((attempt) => attempt.outcome === 'unacknowledged' || attempt.outcome === 'no-reply').length;

export async function checkServers(
  kv: Keyv,
  discord: FakeDiscord,
  jobs: readonly Job[],
  attempts: readonly Attempt[],
): Promise<ServerFindings> {
  const attemptsOf = new Map<Job, Attempt[]>();
  for (const attempt of attempts)
    attemptsOf.set(attempt.job, [...(attemptsOf.get(attempt.job) ?? []), attempt]);
  const betsAt = new Map<string, Job[]>();
  for (const job of jobs)
    if (job.kind === 'bet') betsAt.set(job.channelId, [...(betsAt.get(job.channelId) ?? []), job]);

  const findings: ServerFindings = { problems: [], committedTwice: 0, rounds: 0, leftInOutbox: 0 };
  const table = async (guild: GuildHandle, channelId: string): Promise<void> => {
    const where = `${guild.name} #${guild.channels.find((channel) => channel.id === channelId)?.name}`;
    const record = await kv.get<TableRecord>(keys.table(guild.id, channelId));
    const round1 = await kv.get<RoundRecord>(keys.round(guild.id, channelId, 1));
    const round2 = await kv.get<RoundRecord>(keys.round(guild.id, channelId, 2));
    if (record?.round !== 2)
      findings.problems.push(`${where}: the table is at round ${record?.round}, not 2`);
    if (record && record.seats.length > 0)
      findings.problems.push(`${where}: stakes left on the table: ${JSON.stringify(record.seats)}`);
    if (round1?.round !== 1) findings.problems.push(`${where}: no record of round 1`);
    if (round2) findings.problems.push(`${where}: a record of round 2, never dealt by anyone`);
    const shown = [1, 2].map((round) => resultMessages(discord, channelId, round).length);
    if (shown[0] !== 1 || shown[1] !== 0) {
      const deleted = discord
        .messages(channelId, { includeDeleted: true })
        .filter(
          (message) => message.deleted && message.embeds.some((e) => e.title?.startsWith('Round 1 · ')),
        );
      findings.problems.push(
        `${where}: ${shown[0]} results of round 1 and ${shown[1]} of round 2 in the channel (${deleted.length} deleted; ${discord.messages(channelId, { includeDeleted: true }).length} messages in all)`,
      );
    }

    const bets = betsAt.get(channelId) ?? [];
    const results = round1?.results ?? [];
    const bettors = new Set(bets.map((bet) => bet.userId));
    for (const result of results)
      if (!bettors.has(result.userId))
        findings.problems.push(`${where}: ${result.userId} in round 1, never bet`);
    for (const bet of bets) {
      const { side, amount } = bet.stake ?? { side: 'player', amount: 0 };
      const stakes = results.find((result) => result.userId === bet.userId)?.stakes ?? {};
      const staked = Number((stakes as Record<string, number>)[side] ?? 0);
      const others = Object.entries(stakes).filter(([spot, chips]) => spot !== side && Number(chips) > 0);
      // Confirmed once; a retry after an attempt nobody heard back from may have staked again.
      const times = staked / amount;
      const most = 1 + unheard(attemptsOf.get(bet) ?? []);
      if (!bet.confirmed || !Number.isInteger(times) || times < 1 || times > most || others.length > 0)
        findings.problems.push(
          `${where}: ${bet.userId} bet ${amount} on ${side} (confirmed: ${bet.confirmed}, up to ${most} times), round 1 holds ${JSON.stringify(stakes)}`,
        );
      if (times > 1) findings.committedTwice += times - 1;
    }
  };

  const server = async (guild: GuildHandle): Promise<void> => {
    await Promise.all(guild.channels.map((channel) => table(guild, channel.id)));
    // A result is noted posted by a commit right after its post, or at the stop; one left in the
    // outbox is posted again by the next process to serve the server, with the round's nonce,
    // which Discord deduplicates. That is harmless only if the result in the channel is that post.
    const outbox = (await kv.get<OutboxEntry[]>(keys.outbox(guild.id))) ?? [];
    for (const { channelId, round } of outbox) {
      const shown = resultMessages(discord, channelId, round);
      if (!shown.every((message) => message.nonce === resultNonce(channelId, round)))
        findings.problems.push(
          `${guild.name}: round ${round} of ${channelId} left in the outbox, its result shown without the nonce a repost would be deduplicated by`,
        );
      else findings.leftInOutbox++;
    }
    const audit = await auditGuild(kv, guild.id);
    findings.rounds += audit.rounds;
    if (!audit.balanced)
      findings.problems.push(`${guild.name}: the audit does not balance: ${JSON.stringify(audit)}`);
  };

  const queue = [...discord.guilds];
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      for (let guild = queue.shift(); guild; guild = queue.shift()) await server(guild);
    }),
  );
  return findings;
}
