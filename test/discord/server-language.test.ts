/**
 * `/table language`: the server's language for everything public, below Discord (stand-in
 * interactions, the real commands, game service and store). On an en-US server (Discord's
 * default for non-Community servers) an admin's choice puts the table, results and timers in that
 * language, while each member's private answers stay in their own; 'auto' follows Discord's
 * server locale.
 */

import type { BaseMessageOptions, Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type Locale, t } from '../../src/discord/i18n/index.js';
import type { Cents } from '../../src/engine/money.js';
import type { Logger } from '../../src/log.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { ALICE, BOB, FakeInteraction, type FakeInteractionInput, GUILD } from './fake-interaction.js';
import { FakeScheduler } from './fake-scheduler.js';
import { bootShell } from './shell-harness.js';

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

const stores: GameStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

/** One bot on an in-memory store; `guildLocale` is Discord's locale for the server. */
const setup = async (guildLocale = 'en-US') => {
  const clock = new FakeScheduler(Date.UTC(2026, 0, 1));
  const store = await GameStore.open('sqlite://:memory:', { ...systemDeps, now: () => clock.now() });
  stores.push(store);
  const channel: { kind: 'send' | 'edit' | 'delete'; messageId: string; message: BaseMessageOptions }[] = [];
  let next = 1;
  const writer = {
    send: async (_channelId: string, message: BaseMessageOptions) => {
      const messageId = `m${next++}`;
      channel.push({ kind: 'send', messageId, message });
      return messageId;
    },
    edit: async (_channelId: string, messageId: string, message: BaseMessageOptions) => {
      channel.push({ kind: 'edit', messageId, message });
    },
    delete: async (_channelId: string, messageId: string) => {
      channel.push({ kind: 'delete', messageId, message: {} });
    },
  };
  const { router } = bootShell({ store, clock, writer, log: quiet });
  const send = async (input: FakeInteractionInput) => {
    const interaction = new FakeInteraction({ guildLocale, ...input });
    await router.handle(interaction as unknown as Interaction);
    return interaction;
  };
  const setLanguage = (value: string, extra: Partial<FakeInteractionInput> = {}) =>
    send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'language',
      options: { value },
      admin: true,
      ...extra,
    });
  /** The titles of the table messages and results in the channel so far. */
  const written = () =>
    channel.flatMap((write) =>
      (write.message.embeds ?? []).map((embed) => ('toJSON' in embed ? embed.toJSON() : embed).title ?? ''),
    );
  /** Lets the channel's writes run until the last title written is `title`; then all titles. */
  const until = async (title: string) => {
    await clock.until(() => written().at(-1) === title, `a message titled ${title}`);
    return written();
  };
  return { store, clock, send, setLanguage, until, written };
};

const tableTitle = (locale: Locale, round: number) => t(locale, 'table.title', { round });
const resultTitlePrefix = (locale: Locale, round: number) =>
  t(locale, 'result.title', { round, outcome: '' });

describe('/table language', () => {
  it('GIVEN an en-US server WHEN an admin sets nl THEN the table and a result are Dutch, while an Italian member is answered in Italian', async () => {
    const { send, setLanguage, until, store } = await setup('en-US');
    const panel = await setLanguage('nl');
    // The admin's own confirmation speaks the admin's language, and names the new language.
    expect(panel.shown?.ephemeral).toBe(true);
    const embed = panel.shown?.embeds?.[0] as {
      title?: string;
      description?: string;
      fields?: { name: string; value: string }[];
    };
    expect(embed?.title).toBe(t('en', 'settings.server'));
    expect(embed?.description).toBe(t('en', 'settings.language.set', { language: 'Nederlands' }));
    expect(embed?.fields).toContainEqual({ name: t('en', 'settings.language'), value: 'Nederlands' });
    expect((await store.readGuild(GUILD)).settings.language).toBe('nl');

    const bet = await send({
      kind: 'command',
      commandName: 'bet',
      options: { side: 'banker', amount: 10 },
      userId: BOB,
      locale: 'it',
    });
    expect(bet.shown).toMatchObject({ ephemeral: true });
    expect(bet.shown?.content).toContain(
      t('it', 'bet.placed', { side: 'banker', cents: 1_000 as Cents, balance: 99_000 as Cents }),
    );

    // The dealer's own answer is private, in his language; the result is the channel's, in Dutch.
    const deal = await send({ kind: 'command', commandName: 'deal', userId: BOB, locale: 'it' });
    expect(deal.shown).toEqual({
      method: 'reply',
      ephemeral: true,
      content: t('it', 'deal.dealt', { round: 1 }),
    });

    const shown = await until(tableTitle('nl', 2));
    expect(shown).toContain(tableTitle('nl', 2));
    const results = shown.filter((title) => title.startsWith(resultTitlePrefix('nl', 1)));
    expect(results).toHaveLength(1);
    // Every table message the channel saw is Dutch.
    expect(
      shown.every(
        (title) => title === tableTitle('nl', 1) || title === tableTitle('nl', 2) || results.includes(title),
      ),
    ).toBe(true);
  });

  it('GIVEN a table in English WHEN the language changes THEN the table message is redrawn in the new one', async () => {
    const { send, setLanguage, until } = await setup('en-US');
    await send({ kind: 'command', commandName: 'bet', options: { side: 'player', amount: 5 } });
    expect(await until(tableTitle('en', 1))).toEqual([tableTitle('en', 1)]);
    await setLanguage('ro');
    expect(await until(tableTitle('ro', 1))).toEqual([tableTitle('en', 1), tableTitle('ro', 1)]);
  });

  it('GIVEN auto (the default) THEN public messages follow Discord’s server locale, and auto after a choice goes back to it', async () => {
    const { send, setLanguage, until } = await setup('ro');
    await send({ kind: 'command', commandName: 'bet', options: { side: 'player', amount: 5 } });
    expect(await until(tableTitle('ro', 1))).toEqual([tableTitle('ro', 1)]);
    await setLanguage('it');
    await until(tableTitle('it', 1));
    const panel = await setLanguage('auto', { locale: 'nl' });
    expect(panel.shown?.embeds?.[0]?.description).toBe(
      t('nl', 'settings.language.set', { language: 'Română' }),
    );
    await until(tableTitle('ro', 1));
    const show = await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'show',
      admin: true,
      locale: 'nl',
    });
    const fields = show.shown?.embeds?.[0]?.fields;
    expect(fields).toContainEqual({
      name: t('nl', 'settings.language'),
      value: t('nl', 'settings.language.auto', { language: 'Română' }),
    });
  });

  it('GIVEN a betting timer on a server that chose Italian THEN the timer’s deal posts an Italian result', async () => {
    const { send, setLanguage, clock, written } = await setup('en-US');
    await setLanguage('it');
    await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'timer',
      options: { seconds: 5 },
      admin: true,
    });
    await send({ kind: 'command', commandName: 'bet', options: { side: 'banker', amount: 10 } });
    // The deal runs on real storage I/O: wait for the result and the next round's table.
    await clock.until(
      () =>
        written().some((title) => title.startsWith(resultTitlePrefix('it', 1))) &&
        written().includes(tableTitle('it', 2)),
      'the Italian result of round 1 and the Italian table of round 2',
    );
    expect(written().some((title) => title.startsWith(resultTitlePrefix('en', 1)))).toBe(false);
  });

  it('GIVEN a member without Manage Server THEN /table language is refused in their language and nothing changes', async () => {
    const { setLanguage, store } = await setup('en-US');
    const refused = await setLanguage('nl', { admin: false, locale: 'ro', userId: ALICE });
    expect(refused.answers).toEqual([
      { method: 'reply', ephemeral: true, content: t('ro', 'error.manage-guild') },
    ]);
    expect((await store.readGuild(GUILD)).settings.language).toBeUndefined();
  });
});
