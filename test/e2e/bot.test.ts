/**
 * The real bot process (src/main.ts, SQLite, discord.js) against the fake Discord: one bot for the
 * whole file, one channel and its own players per scenario so scenarios never share a table or a wallet.
 */

import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/discord/i18n/index.js';
import type { Cents } from '../../src/engine/money.js';
import {
  type BotWorld,
  EPHEMERAL,
  Player,
  resultEmbeds,
  STARTING_CENTS,
  tableMessage,
  useBotWorld,
  withStorage,
} from './support/bot-harness.js';
import { REPO_ROOT } from './support/bot-process.js';

const run = promisify(execFile);

const CHANNELS = ['three', 'limits', 'admin', 'rebet', 'rush', 'stale', 'dutch', 'fair'] as const;
type Channel = (typeof CHANNELS)[number];

let world: BotWorld;

useBotWorld({ channels: [...CHANNELS], players: 16 }, (started) => {
  world = started;
});

const channel = (name: Channel) => world.guild.channel(name).id;
/** Player `n` (1-based; member 0 is the admin) at a channel. */
const player = (n: number, at: Channel, locale?: string) =>
  new Player(world, world.guild.member(n).id, channel(at), locale);
const admin = (at: Channel) => new Player(world, world.guild.member(0).id, channel(at));

/** The interaction callback that acknowledges a click without a message (deferUpdate). */
const DEFERRED_UPDATE = 6;

const expectPrivate = (message: { flags?: number }) =>
  expect((message.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);

describe('the real bot against the fake Discord', () => {
  it('GIVEN three players WHEN they bet and one deals THEN the result shows cards, rules and payouts, and wallets match the round record', async () => {
    const players = [player(1, 'three'), player(2, 'three'), player(3, 'three')];
    const stakes = [
      ['player', 10],
      ['banker', 40],
      ['tie', 5],
    ] as const;
    for (const [i, [side, amount]] of stakes.entries()) {
      const reply = await players[i]!.bet(side, amount);
      expectPrivate(reply);
      expect(reply.content).toContain(`You bet ${amount} chips`);
    }

    const dealt = await players[0]!.deal();
    expect(dealt.flags ?? 0).toBe(0);
    const embed = dealt.embeds[0]!;
    expect(embed.title).toMatch(/^Round 1 · /);
    const fields = embed.fields ?? [];
    // The two hands first, then the reasons, then the payouts.
    const lines = (embed.description ?? '').split('\n');
    expect(lines[0]).toMatch(/^\*\*Player · [^\n]*[♠♥♦♣]\uFE0E/);
    expect(lines[1]).toMatch(/^\*\*Banker · [^\n]*[♠♥♦♣]\uFE0E/);
    expect(lines[3]).toMatch(/^• (Player|Banker|Both)/);
    expect(lines.at(-1)).toMatch(/pay/);
    const bets = fields.find((f) => f.name === 'Bets')?.value ?? '';
    for (const name of ['p1', 'p2', 'p3']) expect(bets).toContain(`**${name}**`);

    const record = await withStorage(world, (db) => db.round(channel('three'), 1));
    expect(record).toBeDefined();
    expect(record!.results).toHaveLength(3);
    for (const [i, p] of players.entries()) {
      const result = record!.results.find((r) => r.userId === p.userId)!;
      const [side, amount] = stakes[i]!;
      expect(result.stakes[side]).toBe(amount);
      expect(result.balanceCents).toBe(STARTING_CENTS + result.netCents);
      expect(await p.balanceCents()).toBe(result.balanceCents);
      // The embed line shows the same new balance.
      const shown = (result.balanceCents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
      expect(bets).toMatch(new RegExp(`\\*\\*p${i + 1}\\*\\*[^\\n]*balance ${shown.replace('.', '\\.')}`));
    }
    const audit = await withStorage(world, (db) => db.audit());
    expect(audit.balanced, JSON.stringify(audit)).toBe(true);
  });

  it('GIVEN the default 1–100 table WHEN a bet is over the max, a Tie over its max, or more than the wallet THEN each is refused privately and the balance is unchanged', async () => {
    const p = player(4, 'limits');
    const overMax = await p.bet('player', 101);
    expectPrivate(overMax);
    expect(overMax.content).toContain('maximum on Player or Banker here is 100 chips');
    const tieOver = await p.bet('tie', 11);
    expectPrivate(tieOver);
    expect(tieOver.content).toContain('maximum Tie bet here is 10 chips');
    expect(await p.balanceCents()).toBe(STARTING_CENTS);

    // Raise the table max so that only the wallet can refuse.
    const raised = await admin('limits').slash('table', { max: 5000 }, 'limits').reply();
    expectPrivate(raised);
    const broke = await p.bet('banker', 1500);
    expectPrivate(broke);
    expect(broke.content).toContain('That costs 1,500 chips and you have 1,000 chips');
    expect(await p.balanceCents()).toBe(STARTING_CENTS);
    const table = await withStorage(world, (db) => db.table(channel('limits')));
    expect(table?.seats ?? []).toEqual([]);
  });

  it('GIVEN a member without Manage Server WHEN they change the limits THEN it is refused and nothing changes; an admin change is obeyed from the next round', async () => {
    const p = player(5, 'admin');
    const refused = await p.slash('table', { tier: '25-1000' }, 'limits').reply();
    expectPrivate(refused);
    expect(refused.content).toContain('Manage Server');
    const fifty = await p.bet('player', 50);
    expect(fifty.content).toContain('You bet 50 chips');

    // Bets are on the table: the change waits for the next round, and the admin is told so.
    const changed = await admin('admin').slash('table', { tier: '5-500' }, 'limits').reply();
    expectPrivate(changed);
    expect(JSON.stringify(changed.embeds)).toContain('From the next round: limits');
    const table = await tableMessage(world, channel('admin'), 1);
    await world.discord.waitFor(
      () =>
        JSON.stringify(world.discord.message(table.id)?.embeds).includes('From the next round')
          ? true
          : undefined,
      { description: 'the table message showing the pending limits' },
    );
    // This round keeps its 1–100 limits: 2 chips are taken, 200 are over the maximum.
    expect((await p.bet('banker', 2)).content).toContain('You bet 2 chips');
    expect((await p.bet('banker', 200)).content).toContain('maximum on Player or Banker here is 100 chips');
    await p.deal();
    const round = await withStorage(world, (db) => db.round(channel('admin'), 1));
    const net = round!.results[0]!.netCents;

    const two = await p.bet('banker', 2);
    expectPrivate(two);
    expect(two.content).toContain('minimum bet on Player or Banker here is 5 chips');
    const twoHundred = await p.bet('banker', 200);
    expect(twoHundred.content).toContain('You bet 200 chips');
    expect(await p.balanceCents()).toBe(STARTING_CENTS + net - 200 * 100);
    const stored = await withStorage(world, (db) => db.table(channel('admin')));
    expect(stored?.overrides.limits?.min).toBe(5);
    expect(stored?.seats).toEqual([{ userId: p.userId, stakes: { player: 0, banker: 200, tie: 0 } }]);
  });

  it('GIVEN a bet WHEN it is cleared, placed again, dealt and repeated THEN clear refunds and Repeat last bet re-places the same stakes', async () => {
    const p = player(6, 'rebet');
    await p.bet('banker', 30);
    await p.bet('tie', 4);
    const first = await tableMessage(world, channel('rebet'), 1);
    // Acknowledged silently: the table message shows the cleared bets to everyone.
    const cleared = await p.click(first, 'sabot1:clear:1').response();
    expect(cleared.type).toBe(DEFERRED_UPDATE);
    expect(await p.balanceCents()).toBe(STARTING_CENTS);

    await p.bet('player', 20);
    await p.bet('tie', 3);
    const dealt = await p.deal();
    expect(dealt.embeds[0]?.title).toMatch(/^Round 1 · /);
    const afterDeal = await p.balanceCents();

    const second = await tableMessage(world, channel('rebet'), 2);
    const repeated = await p.click(second, 'sabot1:rebet:2').response();
    expect(repeated.type).toBe(DEFERRED_UPDATE);
    expect(await p.balanceCents()).toBe(afterDeal - 23 * 100);
    const table = await withStorage(world, (db) => db.table(channel('rebet')));
    expect(table?.round).toBe(2);
    expect(table?.seats).toEqual([{ userId: p.userId, stakes: { player: 20, banker: 0, tie: 3 } }]);
  });

  it('GIVEN five players with bets WHEN all five click Deal at once THEN exactly one round is dealt', async () => {
    const players = [7, 8, 9, 10, 11].map((n) => player(n, 'rush'));
    for (const p of players) await p.bet('player', 10);
    const table = await tableMessage(world, channel('rush'), 1);
    const clicks = players.map((p) => p.click(table, 'sabot1:deal:1'));
    // The click that deals is acknowledged silently (the result goes to the channel); the other
    // four are refused privately as stale.
    const responses = await Promise.all(clicks.map((click) => click.response()));
    expect(responses.filter((response) => response.type === DEFERRED_UPDATE)).toHaveLength(1);
    const refusals = clicks.filter((_, i) => responses[i]!.type !== DEFERRED_UPDATE);
    for (const click of refusals) {
      const reply = await click.reply();
      expectPrivate(reply);
      expect(reply.content).toContain('That round has already been dealt; round 2 is open now');
    }
    await tableMessage(world, channel('rush'), 2);
    await world.discord.waitFor(() => resultEmbeds(world, channel('rush'), 1).length > 0 || undefined, {
      description: 'the result of round 1 in the channel',
    });
    expect(resultEmbeds(world, channel('rush'), 1)).toHaveLength(1);
    expect(resultEmbeds(world, channel('rush'), 2)).toHaveLength(0);

    const { record, next, tableRecord, audit } = await withStorage(world, async (db) => ({
      record: await db.round(channel('rush'), 1),
      next: await db.round(channel('rush'), 2),
      tableRecord: await db.table(channel('rush')),
      audit: await db.audit(),
    }));
    expect(record?.results).toHaveLength(5);
    expect(next).toBeUndefined();
    expect(tableRecord?.round).toBe(2);
    expect(audit.balanced).toBe(true);
    for (const p of players) {
      const result = record!.results.find((r) => r.userId === p.userId)!;
      expect(await p.balanceCents()).toBe(STARTING_CENTS + result.netCents);
    }
  });

  it('GIVEN a dealt round THEN its table message is deleted once the next table is up, and the result is its one record', async () => {
    const p = player(12, 'stale');
    await p.bet('banker', 10);
    const old = await tableMessage(world, channel('stale'), 1);
    await p.deal();
    await tableMessage(world, channel('stale'), 2);
    // A stale click is refused (router tests, and the Deal rush above); here the old table is gone.
    await world.discord.waitFor(() => world.discord.message(old.id)?.deleted || undefined, {
      description: 'the old table message deleted',
    });
    const live = world.discord
      .messages(channel('stale'), { includeDeleted: false })
      .filter((message) => ((message.flags ?? 0) & EPHEMERAL) === 0);
    expect(live.map((message) => message.embeds[0]?.title)).toEqual([
      expect.stringMatching(/^Round 1 · /),
      'Baccarat · round 2',
    ]);
    const table = await withStorage(world, (db) => db.table(channel('stale')));
    expect(table?.round).toBe(2);
    expect(table?.seats).toEqual([]);
  });

  it('GIVEN a member who has not played and one who has WHEN an admin takes chips from each THEN the newcomer’s starting chips are issued and the take comes out of them, as /balance showed them waiting; the player’s take comes out of his wallet; a take above what a member holds is refused with that balance and changes nothing', async () => {
    const newcomer = player(15, 'admin');
    const regular = player(16, 'admin');
    const take = (from: Player, amount: number) =>
      admin('admin').slash('table', { member: from.userId, amount }, 'take').reply();
    // Waiting for the newcomer: the starting chips, not yet issued.
    expect(await newcomer.balanceCents()).toBe(STARTING_CENTS);
    expect(await withStorage(world, (db) => db.wallet(newcomer.userId))).toBeUndefined();
    const refused = await take(newcomer, 1_001);
    expectPrivate(refused);
    expect(refused.content).toBe(
      t('en', 'refusal.admin/not-enough-chips', { balance: STARTING_CENTS as Cents }),
    );
    expect(await withStorage(world, (db) => db.wallet(newcomer.userId))).toBeUndefined();
    const taken = await take(newcomer, 300);
    expectPrivate(taken);
    expect(taken.embeds[0]?.description).toContain(`now has ${t('en', 'chips', { cents: 70_000 as Cents })}`);
    expect(await newcomer.balanceCents()).toBe(STARTING_CENTS - 30_000);

    await regular.bet('player', 20);
    const fromRegular = await take(regular, 80);
    expect(fromRegular.embeds[0]?.description).toContain(
      `now has ${t('en', 'chips', { cents: 90_000 as Cents })}`,
    );
    expect(await regular.balanceCents()).toBe(STARTING_CENTS - 2_000 - 8_000);
    const audit = await withStorage(world, (db) => db.audit());
    expect(audit.balanced, JSON.stringify(audit)).toBe(true);
  });

  it('GIVEN a Dutch-speaking player THEN /balance and refusals are in Dutch', async () => {
    const p = player(13, 'dutch', 'nl');
    const balance = await p.slash('balance').reply();
    expect(balance.embeds[0]?.title).toBe('Jouw fiches');
    const refused = await p.bet('player', 101);
    expectPrivate(refused);
    expect(refused.content).toContain('Het maximum op Speler of Bankier');
  });

  it('GIVEN a dealt shoe WHEN an admin starts a new shoe and exports the old one THEN the verify CLI accepts the file', async () => {
    const p = player(14, 'fair');
    await p.bet('player', 5);
    await p.deal();
    const started = await admin('fair').newShoe();
    expectPrivate(started);
    expect(started.embeds[0]?.title).toBe('Shoe 2 is shuffled');

    const exported = await admin('fair').slash('fair', {}, 'export').reply();
    expectPrivate(exported);
    const file = exported.files[0];
    expect(file?.name).toMatch(/^sabot-shoe-1\.json$/);
    const json = JSON.parse(file!.bytes.toString('utf8')) as { rounds: { round: number }[] };
    expect(json.rounds).toHaveLength(1);
    // /history names the round by the shoe and coup numbers of the export.
    const history = await p.slash('history').reply();
    expect(history.embeds[0]?.description).toContain(`shoe 1, coup ${json.rounds[0]!.round}`);
    const path = join(world.storage.dir, file!.name);
    writeFileSync(path, file!.bytes);
    const verified = await run(process.execPath, ['--import', 'tsx', 'src/cli/verify.ts', path], {
      cwd: REPO_ROOT,
    });
    expect(verified.stdout).toBeTruthy();
  });

  it('GIVEN a direct message WHEN /balance is used THEN a friendly refusal says to play in a server', async () => {
    const reply = await world.discord
      .slash({ dm: true, userId: world.guild.member(15).id, name: 'balance' })
      .reply();
    expectPrivate(reply);
    expect(reply.content).toContain('Baccarat is played in a server');
  });
});
