/**
 * The router end to end below Discord: stand-in interactions, the real commands, game service
 * and store (SQLite in memory), and a recording channel. Preconditions, the one error handler,
 * the choice of reply / editReply / followUp, and the table messages that follow.
 */
import type { BaseMessageOptions, Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { resultNonce } from '../../src/discord/effect-executor.js';
import { t } from '../../src/discord/i18n/index.js';
import { renderRefusal } from '../../src/discord/views/index.js';
import type { SlashCommand } from '../../src/discord/vocabulary.js';
import type { Cents, Chips } from '../../src/engine/money.js';
import type { Logger } from '../../src/log.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { ServerOwnedElsewhereError } from '../../src/store/ownership.js';
import { StorageUnavailableError } from '../../src/store/storage.js';
import { reject } from '../../src/table/rejections.js';
import {
  ALICE,
  BOB,
  CHANNEL,
  confirmNewShoe,
  FakeInteraction,
  type FakeInteractionInput,
  GUILD,
} from './fake-interaction.js';
import { FakeScheduler } from './fake-scheduler.js';
import { bootShell } from './shell-harness.js';

const broken = (name: string, error: unknown, deferred = true): SlashCommand => ({
  data: { name, toJSON: () => ({ name, description: name }) },
  preconditions: ['guild-only'],
  ...(deferred ? { defer: 'ephemeral' as const } : {}),
  execute: async () => {
    throw error;
  },
});

/** A command that changes the table, then fails drawing its answer (as a read after a lease moved). */
const appliedThenBroken = (name: string): SlashCommand => ({
  data: { name, toJSON: () => ({ name, description: name }) },
  preconditions: ['guild-only'],
  execute: async ({ game, place }) => {
    await game.run(place, {
      type: 'configure-table',
      channelId: place.channelId,
      changes: { decisionSeconds: 9 },
    });
    throw new Error('the answer could not be drawn');
  },
});

const stores: GameStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

const setup = async () => {
  const clock = new FakeScheduler(Date.UTC(2026, 0, 1));
  const store = await GameStore.open('sqlite://:memory:', { ...systemDeps, now: () => clock.now() });
  stores.push(store);
  const channel: { kind: 'send' | 'edit' | 'delete'; messageId: string; message: BaseMessageOptions }[] = [];
  let next = 1;
  const writer = {
    send: async (_channelId: string, message: BaseMessageOptions) => {
      const messageId = `m${next++}`;
      channel.push({ kind: 'send' as const, messageId, message });
      return messageId;
    },
    edit: async (_channelId: string, messageId: string, message: BaseMessageOptions) => {
      channel.push({ kind: 'edit' as const, messageId, message });
    },
    delete: async (_channelId: string, messageId: string) => {
      channel.push({ kind: 'delete' as const, messageId, message: {} });
    },
  };
  const errors: string[] = [];
  const log: Logger = { debug() {}, info() {}, warn() {}, error: (msg) => void errors.push(msg) };
  const list = [
    ...commands,
    broken('storage-down', new StorageUnavailableError('down')),
    broken('served-elsewhere', new ServerOwnedElsewhereError(GUILD), false),
    broken('explodes', new Error('boom')),
    appliedThenBroken('applied-then-explodes'),
  ];
  const { game, router } = bootShell({ store, clock, writer, log, commands: list });
  const send = async (input: FakeInteractionInput) => {
    const interaction = new FakeInteraction(input);
    await router.handle(interaction as unknown as Interaction);
    return interaction;
  };
  const bet = (side: string, amount: number, extra: Partial<FakeInteractionInput> = {}) =>
    send({ kind: 'command', commandName: 'bet', options: { side, amount }, ...extra });
  const titles = () =>
    channel.map(
      (write) =>
        `${write.kind} ${write.messageId} ${write.message.embeds?.[0] && 'title' in write.message.embeds[0] ? write.message.embeds[0].title : ''}`,
    );
  return { store, clock, channel, errors, game, router, send, bet, titles };
};

describe('Router preconditions', () => {
  it('GIVEN a command in a DM THEN a friendly ephemeral refusal, and nothing is stored', async () => {
    const { send, store } = await setup();
    const interaction = await send({
      kind: 'command',
      commandName: 'bet',
      guildId: null,
      options: { side: 'player', amount: 5 },
    });
    expect(interaction.answers).toEqual([{ method: 'reply', ephemeral: true, content: t('en', 'error.dm') }]);
    expect(await store.pendingTimers()).toEqual([]);
  });

  it('GIVEN /table from a member without Manage Server THEN it is refused at run time, in their language', async () => {
    const { send } = await setup();
    const interaction = await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'open',
      locale: 'nl',
    });
    expect(interaction.answers).toEqual([
      { method: 'reply', ephemeral: true, content: t('nl', 'error.manage-guild') },
    ]);
  });

  it('GIVEN /table in a DM THEN guild-only, declared first, is the refusal', async () => {
    const { send } = await setup();
    const interaction = await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'open',
      guildId: null,
    });
    expect(interaction.answers).toEqual([{ method: 'reply', ephemeral: true, content: t('en', 'error.dm') }]);
  });

  it('GIVEN /table close from an admin THEN the settings panel confirms it privately', async () => {
    const { send } = await setup();
    const interaction = await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'close',
      admin: true,
    });
    expect(interaction.answers.map((a) => [a.method, a.ephemeral])).toEqual([
      ['deferReply', true],
      ['editReply', true],
    ]);
    expect(interaction.shown?.embeds?.[0]?.title).toBe(t('en', 'settings.updated'));
  });

  it('GIVEN the bot is shutting down THEN a new action is left for the process taking over, and refused as restarting (nothing changed) only when none took it by the time it must be held open', async () => {
    const { send, game, store, clock, router } = await setup();
    await game.stop();
    const interaction = await send({ kind: 'command', commandName: 'daily' });
    // Nothing said at once: a process taking the server over may answer it.
    expect(interaction.answers).toEqual([]);
    await clock.advance(2_200);
    await clock.until(() => interaction.answers.length >= 2, 'the stopping refusal');
    await router.finishWaiting();
    expect(interaction.answers).toEqual([
      { method: 'deferReply', ephemeral: true },
      { method: 'editReply', ephemeral: true, content: t('en', 'error.restarting') },
    ]);
    // Nothing changed, and the refusal is on record: no process decides the interaction otherwise.
    expect(await store.readWallet(GUILD, ALICE)).toBeUndefined();
    expect(await store.isSettledElsewhere(GUILD, interaction.id)).toBe(false);
    expect(await store.settle(GUILD, interaction.id)).toBe(true);
  });

  it('GIVEN a button whose custom_id this version cannot read (an older one drew it) THEN the member is told privately it is out of date, and nothing else happens', async () => {
    for (const customId of [
      'sabot0:bet:player:1',
      'sabot1:bet:player:0',
      'sabot1:bet:joker:1',
      'sabot1:retired-kind:4',
      'other-bot:thing',
      'x'.repeat(200),
    ]) {
      const { send, channel, store } = await setup();
      const interaction = await send({ kind: 'button', customId, locale: 'it' });
      expect(interaction.answers).toEqual([
        { method: 'reply', ephemeral: true, content: t('it', 'error.outdated-button') },
      ]);
      expect(channel).toEqual([]);
      expect(await store.readWallet(GUILD, ALICE)).toBeUndefined();
    }
    expect(t('en', 'error.outdated-button')).toContain('/table show');
  });

  it('GIVEN a forged custom_id (a form’s id on a button, a button’s on a form) or a form it cannot read THEN it is acknowledged quietly and nothing happens', async () => {
    const { send, channel, store } = await setup();
    for (const interaction of [
      await send({ kind: 'button', customId: 'sabot1:bq-bid-form:1' }),
      await send({ kind: 'modal', customId: 'sabot1:bet:player:1', fields: {} }),
      await send({ kind: 'modal', customId: 'sabot0:old-form:1', fields: {} }),
    ])
      expect(interaction.answers).toEqual([{ method: 'deferUpdate', ephemeral: false }]);
    expect(channel).toEqual([]);
    expect(await store.readWallet(GUILD, ALICE)).toBeUndefined();
  });
});

describe('/balance', () => {
  it('GIVEN a member seen for the first time THEN the starting chips are shown as waiting, and nothing is issued', async () => {
    const { send, store } = await setup();
    const own = await send({ kind: 'command', commandName: 'balance' });
    expect(own.shown).toMatchObject({ method: 'reply', ephemeral: true });
    expect(own.shown?.embeds?.[0]?.description).toContain(
      t('en', 'balance.waiting', { cents: 100_000 as Cents }),
    );
    const other = await send({ kind: 'command', commandName: 'balance', options: { member: { id: BOB } } });
    expect(other.shown?.embeds?.[0]?.description).toBe(
      t('en', 'balance.waitingOther', { cents: 100_000 as Cents }),
    );
    expect(await store.readWallet(GUILD, ALICE)).toBeUndefined();
    expect(await store.readWallet(GUILD, BOB)).toBeUndefined();
    expect(await store.readGuild(GUILD)).toMatchObject({ issuedCents: 0 });
    expect((await store.readLeaderboard(GUILD, 'chips', ALICE)).total).toBe(0);
  });

  it('GIVEN a member who has bet THEN their chips are shown as theirs', async () => {
    const { send, bet } = await setup();
    await bet('banker', 10);
    const own = await send({ kind: 'command', commandName: 'balance' });
    expect(own.shown?.embeds?.[0]?.description).toContain(
      t('en', 'balance.amount', { cents: 99_000 as Cents }),
    );
  });
});

describe('Router error handler', () => {
  it('GIVEN a bet the table refuses THEN the refusal is the private answer, in the member language', async () => {
    const { bet } = await setup();
    const interaction = await bet('banker', 1000, { locale: 'it' });
    // /bet is answered directly (no defer): the store answers long before Discord's 3 s.
    expect(interaction.answers.map((a) => a.method)).toEqual(['reply']);
    expect(interaction.shown).toMatchObject({
      ephemeral: true,
      content: renderRefusal('it', reject('bet/above-max', { max: 100 as Chips })),
    });
  });

  it('GIVEN storage is down THEN the member is told to try again', async () => {
    const { send, errors } = await setup();
    const interaction = await send({ kind: 'command', commandName: 'storage-down' });
    expect(interaction.shown).toMatchObject({
      method: 'editReply',
      ephemeral: true,
      content: t('en', 'error.storage'),
    });
    expect(errors).toEqual(['storage unavailable']);
  });

  it('GIVEN a command whose server another process serves THEN nothing is said and nothing is logged as an error: the interaction waits, held open privately before Discord’s 3 s, and gives up after its window', async () => {
    const { send, errors, clock } = await setup();
    const interaction = await send({ kind: 'command', commandName: 'served-elsewhere', locale: 'nl' });
    expect(interaction.answers).toEqual([]);
    await clock.advance(2_200);
    await clock.until(() => interaction.answers.length > 0, 'held open');
    expect(interaction.answers).toEqual([{ method: 'deferReply', ephemeral: true }]);
    // The command keeps meeting another process: after the window, the room gives it up unsaid.
    await clock.advance(30_000);
    expect(interaction.answers).toEqual([{ method: 'deferReply', ephemeral: true }]);
    expect(errors).toEqual([]);
  });

  it('GIVEN an unexpected error THEN it is logged and the member gets the generic message', async () => {
    const { send, errors } = await setup();
    const interaction = await send({ kind: 'command', commandName: 'explodes', locale: 'ro' });
    expect(interaction.shown).toMatchObject({ ephemeral: true, content: t('ro', 'error.unexpected') });
    expect(errors).toEqual(['interaction failed']);
  });

  it('GIVEN a command applied whose answer then fails THEN the member is told it went through, not that nothing changed', async () => {
    const { send, errors, store } = await setup();
    const interaction = await send({ kind: 'command', commandName: 'applied-then-explodes', locale: 'it' });
    expect(interaction.shown).toMatchObject({ ephemeral: true, content: t('it', 'error.afterDecision') });
    expect((await store.readTable(GUILD, CHANNEL))?.overrides.decisionSeconds).toBe(9);
    expect(errors).toEqual(['interaction decided, its answer failed']);
  });
});

describe('Router and the table', () => {
  it("GIVEN a table with a bet WHEN another /bet comes THEN it waits behind the server's queue once, for the bet itself (the table checks the game the side names; the server's language comes from its committed record)", async () => {
    const { store, bet, clock, titles } = await setup();
    await bet('player', 10);
    await clock.until(() => titles().length >= 1, 'the table posted');
    // Every turn of the server's queue a /bet takes, in order: each waits for the commands before it.
    const turns: string[] = [];
    for (const name of ['readGuild', 'readTable', 'readGuildAndTable', 'readWallet', 'execute'] as const) {
      const original = store[name].bind(store) as (...args: unknown[]) => unknown;
      (store as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        turns.push(name);
        return original(...args);
      };
    }
    const answered = await bet('banker', 5);
    expect(answered.answers).toHaveLength(1);
    // The table's refresh waits a second of the channel's spacing, so it has not run yet.
    expect(turns).toEqual(['execute']);
  });

  it('GIVEN /bet THEN a private confirmation with the balance, and the table message is posted', async () => {
    const { bet, clock, titles } = await setup();
    const interaction = await bet('banker', 10);
    expect(interaction.shown?.content).toContain(
      t('en', 'bet.placed', { side: 'banker', cents: 1000 as Cents, balance: 99_000 as Cents }),
    );
    await clock.advance(1000);
    expect(titles()).toEqual([`send m1 ${t('en', 'table.title', { round: 1 })}`]);
  });

  it('GIVEN a chosen chip WHEN the Player button is pressed THEN that many chips go on Player, acknowledged silently', async () => {
    const { send, bet, store } = await setup();
    await bet('banker', 10);
    const chip = await send({ kind: 'select', customId: 'sabot1:chip:1', values: ['25'], userId: BOB });
    expect(chip.shown).toMatchObject({
      method: 'reply',
      ephemeral: true,
      content: t('en', 'chip.chosen', { cents: 2500 as Cents }),
    });
    const click = await send({ kind: 'button', customId: 'sabot1:bet:player:1', userId: BOB });
    // The table message shows the bet to everyone: no private note piles up.
    expect(click.answers).toEqual([{ method: 'deferUpdate', ephemeral: false }]);
    const seat = (await store.readTable(GUILD, CHANNEL))?.seats.find((s) => s.userId === BOB);
    expect(seat?.stakes).toEqual({ player: 25, banker: 0, tie: 0 });
  });

  it('GIVEN no chip chosen WHEN Banker is pressed THEN the table minimum is bet', async () => {
    const { send, store } = await setup();
    const click = await send({ kind: 'button', customId: 'sabot1:bet:banker:1' });
    expect(click.answers).toEqual([{ method: 'deferUpdate', ephemeral: false }]);
    const seat = (await store.readTable(GUILD, CHANNEL))?.seats.find((s) => s.userId === ALICE);
    expect(seat?.stakes).toEqual({ player: 0, banker: 1, tie: 0 });
  });

  it('GIVEN a bet WHEN Clear and Repeat last bet are pressed THEN both are silent; a Clear with nothing to clear answers privately', async () => {
    const { send, bet, store } = await setup();
    await bet('tie', 3);
    const clear = await send({ kind: 'button', customId: 'sabot1:clear:1' });
    expect(clear.answers).toEqual([{ method: 'deferUpdate', ephemeral: false }]);
    expect((await store.readTable(GUILD, CHANNEL))?.seats).toEqual([]);
    const again = await send({ kind: 'button', customId: 'sabot1:clear:1' });
    expect(again.shown).toMatchObject({
      ephemeral: true,
      content: renderRefusal('en', { ok: false, code: 'round/nothing-to-clear', context: {} }),
    });
    await bet('banker', 4);
    await send({ kind: 'command', commandName: 'deal' });
    const rebet = await send({ kind: 'button', customId: 'sabot1:rebet:2' });
    expect(rebet.answers).toEqual([{ method: 'deferUpdate', ephemeral: false }]);
    expect((await store.readTable(GUILD, CHANNEL))?.seats[0]?.stakes).toEqual({
      player: 0,
      banker: 4,
      tie: 0,
    });
  });

  it('GIVEN /deal THEN the dealer is told privately, the result is posted in the channel with its nonce, then a fresh table is posted and the old one deleted', async () => {
    const { send, bet, clock, titles, channel } = await setup();
    await bet('player', 10);
    await clock.advance(1000);
    const deal = await send({ kind: 'command', commandName: 'deal' });
    expect(deal.answers).toEqual([
      { method: 'reply', ephemeral: true, content: t('en', 'deal.dealt', { round: 1 }) },
    ]);
    // The table is drawn when its write's turn comes, after storage reads: wait for the writes.
    await clock.until(() => titles().length >= 4, 'the result, a fresh table, and the old one deleted');
    expect(titles()).toEqual([
      `send m1 ${t('en', 'table.title', { round: 1 })}`,
      expect.stringMatching(/^send m2 Round 1 · /),
      `send m3 ${t('en', 'table.title', { round: 2 })}`,
      'delete m1 ',
    ]);
    expect(channel[1]?.message).toMatchObject({ nonce: resultNonce(CHANNEL, 1), enforceNonce: true });
  });

  it('GIVEN the Deal button THEN the click is acknowledged silently, the result is posted with its nonce, and the old table deleted', async () => {
    const { send, bet, clock, channel, titles, store } = await setup();
    await bet('player', 10);
    await clock.advance(1000);
    const deal = await send({ kind: 'button', customId: 'sabot1:deal:1' });
    expect(deal.answers).toEqual([{ method: 'deferUpdate', ephemeral: false }]);
    // The result and the new table follow the commit through storage reads: wait for them.
    await clock.until(() => titles().length >= 4, 'the result posted and the table moved below it');
    expect(titles()).toEqual([
      `send m1 ${t('en', 'table.title', { round: 1 })}`,
      expect.stringMatching(/^send m2 Round 1 · /),
      `send m3 ${t('en', 'table.title', { round: 2 })}`,
      'delete m1 ',
    ]);
    expect(channel[1]?.message).toMatchObject({ nonce: resultNonce(CHANNEL, 1), enforceNonce: true });
    for (let i = 0; i < 100 && (await store.undeliveredResults()).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await store.undeliveredResults()).toEqual([]);
  });

  it('GIVEN a button from a round already dealt THEN the click is refused as stale, privately', async () => {
    const { send, bet } = await setup();
    await bet('player', 10);
    await send({ kind: 'command', commandName: 'deal' });
    const click = await send({ kind: 'button', customId: 'sabot1:bet:tie:1' });
    expect(click.shown).toMatchObject({
      ephemeral: true,
      content: renderRefusal('en', { ok: false, code: 'round/stale', context: { round: 2 } }),
    });
  });

  it('GIVEN /table new-shoe THEN the admin is asked privately to confirm, and only the confirm button starts the new shoe', async () => {
    const { send, store } = await setup();
    const prompt = await send({ kind: 'command', commandName: 'table', subcommand: 'new-shoe', admin: true });
    expect(prompt.shown).toMatchObject({
      method: 'editReply',
      ephemeral: true,
      embeds: [{ title: t('en', 'newShoe.confirm.title', { shoe: 1 }) }],
    });
    const button = prompt.shown?.components?.[0]?.components[0];
    expect(button).toMatchObject({ custom_id: 'sabot1:newshoe:1', label: t('en', 'button.newShoeConfirm') });
    // Asking changes nothing.
    expect((await store.readTable(GUILD, CHANNEL))?.shoe.spec.shoeNumber).toBe(1);
    const player = await send({ kind: 'button', customId: 'sabot1:newshoe:1' });
    expect(player.shown).toMatchObject({ ephemeral: true, content: t('en', 'error.manage-guild') });
    expect((await store.readTable(GUILD, CHANNEL))?.shoe.spec.shoeNumber).toBe(1);
    const confirmed = await send({ kind: 'button', customId: 'sabot1:newshoe:1', admin: true });
    // The prompt itself becomes the new shoe's panel, its button gone.
    expect(confirmed.answers).toEqual([
      {
        method: 'update',
        ephemeral: false,
        embeds: [expect.objectContaining({ title: t('en', 'fair.started.title', { shoe: 2 }) })],
      },
    ]);
    expect((await store.readTable(GUILD, CHANNEL))?.shoe.spec.shoeNumber).toBe(2);
  });

  it('GIVEN a New shoe button from a round already dealt THEN the table refuses it as stale and the shoe stays', async () => {
    const { send, bet, store } = await setup();
    await bet('player', 10);
    await send({ kind: 'command', commandName: 'deal' });
    const click = await send({ kind: 'button', customId: 'sabot1:newshoe:1', admin: true, locale: 'ro' });
    expect(click.shown).toMatchObject({
      ephemeral: true,
      content: renderRefusal('ro', { ok: false, code: 'round/stale', context: { round: 2 } }),
    });
    expect((await store.readTable(GUILD, CHANNEL))?.shoe.spec.shoeNumber).toBe(1);
  });

  it('GIVEN the New shoe button from a member without Manage Server THEN it is refused in their language', async () => {
    const { send, store } = await setup();
    const click = await send({ kind: 'button', customId: 'sabot1:newshoe:1', locale: 'it' });
    expect(click.answers).toEqual([
      { method: 'reply', ephemeral: true, content: t('it', 'error.manage-guild') },
    ]);
    expect(await store.readTable(GUILD, CHANNEL)).toBeUndefined();
  });

  it('GIVEN a betting timer WHEN it runs out THEN the round is dealt and the result posted in the channel', async () => {
    const { send, bet, clock, titles } = await setup();
    await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'timer',
      options: { seconds: 5 },
      admin: true,
    });
    await bet('banker', 10);
    await clock.advance(4000);
    expect(titles().some((title) => / Round 1 · /.test(title))).toBe(false);
    await clock.advance(1000);
    // The deal runs on real storage I/O: let it run, and the channel have its slots, until both
    // the result and the next round's table are posted.
    await clock.until(
      () =>
        titles().some((title) => / Round 1 · /.test(title)) &&
        titles().some((title) => title.includes(t('en', 'table.title', { round: 2 }))),
      'the result of round 1 and the table of round 2',
    );
    // The result comes first, then the fresh table below it.
    const result = titles().findIndex((title) => / Round 1 · /.test(title));
    const next = titles().findIndex((title) => title.includes(t('en', 'table.title', { round: 2 })));
    expect(result).toBeLessThan(next);
  });

  it('GIVEN /table limits tier:5-500 scope:server from an admin THEN a table with no override refuses a bet of 2 from its next round; one with its own limits keeps them', async () => {
    const { send, bet } = await setup();
    const OTHER = '200000000000000099';
    // This channel's table is already in play, on the server's old 1-100 default.
    expect((await bet('player', 2)).shown?.content).toContain(
      t('en', 'bet.placed', { side: 'player', cents: 200 as Cents, balance: 99_800 as Cents }),
    );
    await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'limits',
      options: { tier: '1-100' },
      channelId: OTHER,
      admin: true,
    });
    const panel = await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'limits',
      options: { tier: '5-500', scope: 'server' },
      admin: true,
    });
    expect(panel.shown?.embeds?.[0]?.title).toBe(t('en', 'settings.server'));
    // The round under way keeps the limits it opened with; the next one follows the server.
    expect((await bet('banker', 2, { userId: BOB })).shown?.content).toContain(
      t('en', 'bet.placed', { side: 'banker', cents: 200 as Cents, balance: 99_800 as Cents }),
    );
    await send({ kind: 'command', commandName: 'deal' });
    const refused = await bet('banker', 2, { userId: BOB });
    expect(refused.shown).toMatchObject({
      ephemeral: true,
      content: renderRefusal('en', reject('bet/below-min', { min: 5 as Chips })),
    });
    // Alice's balance moved with the deal; what matters is that her 2-chip bet stands there.
    const own = await bet('banker', 2, { channelId: OTHER });
    expect(own.shown).toMatchObject({ ephemeral: true });
    expect(own.shown?.content).toMatch(/^You bet 2 chips on Banker\./);
  });

  it('GIVEN a banque table WHEN an admin sets /table decision-time THEN the panel shows it, the table keeps it, and a time out of range is refused and changes nothing', async () => {
    const { send, store } = await setup();
    const admin = (subcommand: string, options: Record<string, string | number>) =>
      send({ kind: 'command', commandName: 'table', subcommand, options, admin: true });
    await admin('game', { value: 'banque' });
    const set = await admin('decision-time', { seconds: 7 });
    const field = (interaction: FakeInteraction) =>
      interaction.shown?.embeds?.[0]?.fields?.find((f) => f.name === t('en', 'settings.decisionTime'))?.value;
    expect(field(set)).toBe(t('en', 'settings.decisionTime.value', { seconds: 7 }));
    const decisionSeconds = async () => (await store.readTable(GUILD, CHANNEL))?.overrides.decisionSeconds;
    expect(await decisionSeconds()).toBe(7);
    // Discord enforces the option's range; the table refuses one that slips through all the same.
    const tooShort = await admin('decision-time', { seconds: 2 });
    expect(tooShort.shown).toMatchObject({
      ephemeral: true,
      content: renderRefusal('en', {
        ok: false,
        code: 'settings/invalid-decision-time',
        context: { min: 5, max: 120 },
      }),
    });
    expect(await decisionSeconds()).toBe(7);
  });

  it("GIVEN /table variant THEN it sets Punto Banco's own option: at its table, or with scope:server whatever game a table deals, and a table dealing another game is refused in Punto Banco's words", async () => {
    const { send, store } = await setup();
    const admin = (subcommand: string, options: Record<string, string | number>) =>
      send({ kind: 'command', commandName: 'table', subcommand, options, admin: true });
    const set = await admin('variant', { variant: 'punto-2000' });
    expect(set.shown?.embeds?.[0]?.fields?.map((f) => f.value)).toContain('Punto 2000 · 8 decks');
    expect((await store.readTable(GUILD, CHANNEL))?.overrides.gameOptions).toEqual({
      'punto-banco': { variant: 'punto-2000' },
    });
    await admin('game', { value: 'chemin-de-fer' });
    const elsewhere = await admin('variant', { variant: 'punto-banco' });
    expect(elsewhere.shown).toMatchObject({
      ephemeral: true,
      content: t('en', 'error.not-punto-banco-table'),
    });
    expect((await store.readTable(GUILD, CHANNEL))?.overrides.gameOptions?.['punto-banco']).toEqual({
      variant: 'punto-2000',
    });
    await admin('variant', { variant: 'punto-2000', scope: 'server' });
    expect((await store.readGuild(GUILD)).settings.tableDefaults.gameOptions).toEqual({
      'punto-banco': { variant: 'punto-2000' },
    });
  });

  it('GIVEN /table decks scope:server with a bad value THEN the table refusal is the answer', async () => {
    const { send } = await setup();
    const interaction = await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'decks',
      options: { decks: 7, scope: 'server' },
      admin: true,
    });
    expect(interaction.shown).toMatchObject({
      ephemeral: true,
      content: renderRefusal('en', { ok: false, code: 'settings/invalid-decks', context: { decks: [6, 8] } }),
    });
  });

  it('GIVEN /fair export before any shoe ended THEN it says none is revealed; after /table new-shoe it sends the file', async () => {
    const { send, store } = await setup();
    const early = await send({ kind: 'command', commandName: 'fair', subcommand: 'export' });
    expect(early.shown).toMatchObject({ ephemeral: true, content: t('en', 'error.no-revealed-shoe') });
    await confirmNewShoe(send);
    const file = await send({ kind: 'command', commandName: 'fair', subcommand: 'export' });
    expect(file.shown?.content?.startsWith(`${t('en', 'fair.export', { shoe: 1, count: 0 })}\n`)).toBe(true);
    expect(file.shown?.files).toHaveLength(1);
    // The revealed seed's SHA-256 is shown beside the commitment, and they are the same.
    const archive = (await store.readShoeArchive(GUILD, CHANNEL, 1))!;
    expect(file.shown?.content).toContain(
      `${t('en', 'fair.serverSeedHash')}: \`${archive.commitment}\`\n${t('en', 'fair.commitment')}: \`${archive.commitment}\``,
    );
    // /fair status now shows the finished shoe beside the one in play.
    const status = await send({ kind: 'command', commandName: 'fair', subcommand: 'status' });
    expect(status.shown?.embeds?.[0]?.fields).toContainEqual(
      expect.objectContaining({ name: t('en', 'fair.lastRevealed', { shoe: 1 }) }),
    );
  });
});
