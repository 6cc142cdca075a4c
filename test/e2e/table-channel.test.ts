/**
 * The channel as players read it, through the real bot and the fake Discord: after ten rounds it
 * holds one true record per round and the live table, nothing stale; a bet, clear or deal by
 * button leaves no private note; the betting countdown is on by default.
 */
import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import {
  type BotWorld,
  customIds,
  EPHEMERAL,
  Player,
  type StorageReader,
  tableMessage,
  useBotWorld,
  withStorage,
} from './support/bot-harness.js';
import type { RecordedMessage } from './support/fake-discord.js';

const CHANNELS = ['history', 'countdown', 'quick'] as const;
type Channel = (typeof CHANNELS)[number];

/** The interaction callback that acknowledges a click without a message (deferUpdate). */
const DEFERRED_UPDATE = 6;
/** Discord's select-menu component type. */
const STRING_SELECT = 3;
const ROUNDS = 10;

let world: BotWorld;

useBotWorld({ channels: [...CHANNELS], players: 4 }, (started) => {
  world = started;
});

const channel = (name: Channel) => world.guild.channel(name).id;
const player = (n: number, at: Channel) => new Player(world, world.guild.member(n).id, channel(at));
const admin = (at: Channel) => new Player(world, world.guild.member(0).id, channel(at));

/** Public messages of a channel (deleted ones included unless asked). */
const publicMessages = (channelId: string, includeDeleted: boolean): RecordedMessage[] =>
  world.discord
    .messages(channelId, { includeDeleted })
    .filter((message) => ((message.flags ?? 0) & EPHEMERAL) === 0);

const isTable = (message: RecordedMessage) => customIds(message).some((id) => id.startsWith('sabot1:deal:'));
const recordOf = (message: RecordedMessage, round: number): APIEmbed | undefined =>
  message.embeds.find((embed) => embed.title?.startsWith(`Round ${round} · `));

/** The figure of a chip amount as the result shows it (`1,002.50`, `−20`). */
const figure = (cents: number, signed = false) => {
  const decimals = cents % 100 === 0 ? 0 : 2;
  const text = (Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  if (!signed) return text;
  return `${cents < 0 ? '−' : cents > 0 ? '+' : '±'}${text}`;
};

/** The channel's record of a round agrees with the round as storage settled it. */
const expectTrueRecord = async (embed: APIEmbed, round: number, read: StorageReader, channelId: string) => {
  const record = await read.round(channelId, round);
  expect(record, `round ${round} is in storage`).toBeDefined();
  const bets = embed.fields?.find((field) => field.name === 'Bets')?.value ?? '';
  expect(bets.split('\n')).toHaveLength(record!.results.length);
  for (const result of record!.results) {
    const name = world.guild.members.find((member) => member.id === result.userId)?.username;
    const line = bets.split('\n').find((text) => text.startsWith(`**${name}**`));
    expect(line, `${name}'s line in round ${round}`).toBeDefined();
    expect(line).toContain(`**${figure(result.netCents, true)}**`);
    expect(line).toContain(`balance ${figure(result.balanceCents)}`);
  }
  const totals = [record!.coup.playerTotal, record!.coup.bankerTotal];
  const lines = (embed.description ?? '').split('\n');
  expect(lines[0]).toMatch(new RegExp(`^\\*\\*Player · (natural )?${totals[0]}\\*\\*`));
  expect(lines[1]).toMatch(new RegExp(`^\\*\\*Banker · (natural )?${totals[1]}\\*\\*`));
};

describe('the channel after ten rounds', () => {
  it('GIVEN ten rounds bet and dealt by button and by command THEN the channel holds one true record per round and the live table, at most two messages per round, and no private notes for bets', async () => {
    const ana = player(1, 'history');
    const bob = player(2, 'history');
    // Rounds are dealt by hand here; the countdown has its own test below.
    await admin('history').slash('table', { seconds: 0 }, 'timer').reply();

    const first = await tableMessage(world, channel('history'), 1);
    const chip = await ana.click(first, 'sabot1:chip:1', STRING_SELECT, ['5']).reply();
    expect(chip.content).toContain('5 chips');
    const clicks: { type: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const table = await tableMessage(world, channel('history'), round);
      // Ana bets her chosen chip on Player by button; Bob bets with /bet, on Banker or Tie.
      clicks.push(await ana.click(table, `sabot1:bet:player:${round}`).response());
      await bob.bet(round % 3 === 0 ? 'tie' : 'banker', round + 1);
      if (round === 4) {
        // A clear and a repeat by button: silent too.
        clicks.push(await ana.click(table, 'sabot1:clear:4').response());
        clicks.push(await ana.click(table, 'sabot1:rebet:4').response());
      }
      // Even rounds by the Deal button, odd ones by /deal.
      if (round % 2 === 0) clicks.push(await bob.click(table, `sabot1:deal:${round}`).response());
      else expect((await ana.deal()).embeds[0]?.title).toMatch(new RegExp(`^Round ${round} · `));
    }
    // Every bet, clear, repeat and deal by button was acknowledged without a message: no private notes.
    expect(clicks.map((click) => click.type)).toEqual(clicks.map(() => DEFERRED_UPDATE));
    const live = await tableMessage(world, channel('history'), ROUNDS + 1);

    // Wait for the channel to settle: every record posted, every superseded table deleted.
    await world.discord.waitFor(
      () => {
        const shown = publicMessages(channel('history'), false);
        const records = shown.filter((message) => !isTable(message));
        return records.length === ROUNDS && shown.filter(isTable).length === 1 ? true : undefined;
      },
      { description: 'ten records and one live table in the channel', timeoutMs: 30_000 },
    );

    const shown = publicMessages(channel('history'), false);
    // The channel reads as the table's history: round 1 … round 10, then the live table.
    expect(shown.map((message) => message.id).at(-1)).toBe(live.id);
    const records = shown.filter((message) => !isTable(message));
    for (const [i, message] of records.entries()) expect(recordOf(message, i + 1)).toBeDefined();
    await withStorage(world, async (read) => {
      for (const [i, message] of records.entries())
        await expectTrueRecord(recordOf(message, i + 1)!, i + 1, read, channel('history'));
      expect((await read.audit()).balanced).toBe(true);
    });

    // At most two public messages per round were ever posted: its record and the next table.
    const everPosted = publicMessages(channel('history'), true);
    expect(everPosted.length).toBeLessThanOrEqual(2 * ROUNDS + 1);
    // No stale table: every table message but the live one is deleted.
    const tables = everPosted.filter(isTable);
    expect(tables.filter((message) => !message.deleted).map((message) => message.id)).toEqual([live.id]);
  });
});

describe('the betting countdown', () => {
  it('GIVEN a table with default settings WHEN the first bet is placed THEN a 15 s countdown starts, shown as a Discord timestamp', async () => {
    const p = player(3, 'countdown');
    const before = Date.now();
    await p.bet('player', 5);
    const after = Date.now();
    const table = await withStorage(world, (read) => read.table(channel('countdown')));
    const dealAt = table?.dealAt ?? 0;
    expect(dealAt).toBeGreaterThanOrEqual(before + 15_000);
    expect(dealAt).toBeLessThanOrEqual(after + 15_000);
    const stamp = `<t:${Math.floor(dealAt / 1000)}:R>`;
    await world.discord.waitFor(
      () =>
        publicMessages(channel('countdown'), false).find(
          (message) => isTable(message) && message.embeds[0]?.description?.includes(stamp),
        ),
      { description: `the table message showing the countdown ${stamp}` },
    );
  });

  it('GIVEN a countdown (1 s, the shortest an admin may set) WHEN nobody presses Deal THEN the countdown deals, the result is posted and the old table goes', async () => {
    await admin('quick').slash('table', { seconds: 1 }, 'timer').reply();
    const p = player(4, 'quick');
    await p.bet('banker', 5);
    const { dealAt } = (await withStorage(world, (read) => read.table(channel('quick'))))!;
    await world.discord.waitFor(
      () =>
        publicMessages(channel('quick'), false).some((message) => recordOf(message, 1)) &&
        publicMessages(channel('quick'), false).filter(isTable).length === 1 &&
        publicMessages(channel('quick'), false).some((message) =>
          customIds(message).includes('sabot1:deal:2'),
        )
          ? true
          : undefined,
      { description: 'the timer to deal round 1', timeoutMs: 60_000 },
    );
    const round = await withStorage(world, (read) => read.round(channel('quick'), 1));
    expect(round?.dealtAt).toBeGreaterThanOrEqual(dealAt ?? Number.POSITIVE_INFINITY);
  });
});
