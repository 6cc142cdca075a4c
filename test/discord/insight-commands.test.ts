/**
 * /road, /odds, /stats, /leaderboard, /history and /table road-under-results through the router,
 * with stand-in interactions, the real commands, game service and store (SQLite in memory).
 */
import type { Interaction, MessageCreateOptions } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { resultNonce } from '../../src/discord/effect-executor.js';
import { t } from '../../src/discord/i18n/index.js';
import { percentText } from '../../src/discord/views/percent.js';
import { unseenComposition } from '../../src/engine/odds.js';
import { ezExactOdds } from '../../src/games/ez-baccarat/rules/odds.js';
import type { Logger } from '../../src/log.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { shoeOf } from '../../src/table/shoes.js';
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

const stores: GameStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

const setup = async () => {
  const clock = new FakeScheduler(Date.UTC(2026, 0, 1));
  const store = await GameStore.open('sqlite://:memory:', { ...systemDeps, now: () => clock.now() });
  stores.push(store);
  const channel: MessageCreateOptions[] = [];
  let next = 1;
  const writer = {
    send: async (_channelId: string, message: MessageCreateOptions) => {
      channel.push(message);
      return `m${next++}`;
    },
    edit: async () => {},
    delete: async () => {},
  };
  const errors: string[] = [];
  const log: Logger = {
    debug() {},
    info() {},
    warn: (msg) => void errors.push(msg),
    error: (msg) => void errors.push(msg),
  };
  const { game, router } = bootShell({ store, clock, writer, log });
  const send = async (input: FakeInteractionInput) => {
    const interaction = new FakeInteraction(input);
    await router.handle(interaction as unknown as Interaction);
    return interaction;
  };
  const command = (commandName: string, extra: Partial<FakeInteractionInput> = {}) =>
    send({ kind: 'command', commandName, ...extra });
  /** A round: each bet, then the first bettor deals. */
  const round = async (...bets: [userId: string, side: string, amount: number][]) => {
    for (const [userId, side, amount] of bets) await command('bet', { userId, options: { side, amount } });
    return command('deal', { userId: bets[0]![0] });
  };
  /** The result of round `number` as posted in the channel (with its round's nonce). */
  const posted = async (number: number) => {
    const find = () => channel.find((message) => message.nonce === resultNonce(CHANNEL, number));
    await clock.until(() => find() !== undefined, `the result of round ${number}`);
    const message = find()!;
    return {
      files: (message.files ?? []) as { attachment: Buffer; name: string }[],
      embed: message.embeds?.[0] as { title?: string; image?: { url: string } } | undefined,
    };
  };
  return { store, clock, channel, errors, game, send, command, round, posted };
};

const titleOf = (interaction: FakeInteraction) => interaction.shown?.embeds?.[0]?.title;
const embedOf = (interaction: FakeInteraction) =>
  interaction.shown?.embeds?.[0] as
    | {
        title?: string;
        description?: string;
        footer?: { text: string };
        image?: { url: string };
        fields?: { name: string; value: string }[];
      }
    | undefined;
const textOf = (interaction: FakeInteraction) => {
  const embed = embedOf(interaction);
  return [
    embed?.title,
    embed?.description,
    embed?.footer?.text,
    ...(embed?.fields ?? []).flatMap((f) => [f.name, f.value]),
  ].join('\n');
};
const fileOf = (interaction: FakeInteraction) =>
  (interaction.shown?.files ?? []) as { attachment: Buffer; name: string }[];

describe('/road', () => {
  it('GIVEN a channel without a table THEN it is refused privately and nothing is created', async () => {
    const { command, store } = await setup();
    const road = await command('road');
    expect(road.shown).toEqual({ method: 'reply', ephemeral: true, content: t('en', 'error.no-table') });
    expect(await store.readTable(GUILD, CHANNEL)).toBeUndefined();
  });

  it('GIVEN two coups dealt THEN the scoreboard is a private reply by default: a PNG shown in the embed, with summary and preview', async () => {
    const { command, round } = await setup();
    await round([ALICE, 'banker', 10]);
    await round([ALICE, 'player', 10]);
    const road = await command('road');
    expect(road.answers.map((a) => [a.method, a.ephemeral])).toEqual([['reply', true]]);
    expect(titleOf(road)).toBe(t('en', 'road.title', { shoe: 1 }));
    const [file] = fileOf(road);
    expect(file?.attachment.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
    expect(embedOf(road)?.image?.url).toBe(`attachment://${file?.name}`);
    expect(embedOf(road)?.footer?.text).toBe(t('en', 'road.inPlay', { count: 2 }));
    expect(textOf(road)).toMatch(/2 coups: Banker \d · Player \d · Tie \d/);
    // The legend lives in /rules roads; the scoreboard points there.
    expect(textOf(road)).toContain(t('en', 'road.legendPointer'));
    expect(textOf(road)).not.toContain(t('en', 'road.legend'));
  });

  it("GIVEN public:true THEN the scoreboard is posted for everyone, in the server's language", async () => {
    const { command, round } = await setup();
    await round([ALICE, 'banker', 10]);
    const road = await command('road', { options: { public: true }, locale: 'nl' });
    expect(road.answers.map((a) => [a.method, a.ephemeral])).toEqual([['reply', false]]);
    // The stand-in server speaks English.
    expect(titleOf(road)).toBe(t('en', 'road.title', { shoe: 1 }));
    const mine = await command('road', { locale: 'nl' });
    expect(mine.answers.map((a) => [a.method, a.ephemeral])).toEqual([['reply', true]]);
    expect(titleOf(mine)).toBe(t('nl', 'road.title', { shoe: 1 }));
  });

  it('GIVEN a shoe number THEN the shoe in play, a revealed shoe, or a refusal for one that is not revealed', async () => {
    const { command, round, send } = await setup();
    await round([ALICE, 'banker', 10]);
    const future = await command('road', { options: { shoe: 2 } });
    expect(future.shown).toMatchObject({
      ephemeral: true,
      content: t('en', 'error.unknown-shoe', { shoe: 2 }),
    });
    const current = await command('road', { options: { shoe: 1 } });
    expect(embedOf(current)?.footer?.text).toBe(t('en', 'road.inPlay', { count: 1 }));
    await confirmNewShoe(send);
    const revealed = await command('road', { options: { shoe: 1 }, locale: 'nl' });
    // Private: in the member's own language.
    expect(embedOf(revealed)?.footer?.text).toBe(t('nl', 'road.revealed', { count: 1 }));
    const fresh = await command('road');
    expect(titleOf(fresh)).toBe(t('en', 'road.title', { shoe: 2 }));
    expect(textOf(fresh)).toContain(t('en', 'road.empty'));
  });
});

describe('/odds', () => {
  it('GIVEN a table mid-shoe THEN the private answer counts the unseen cards: the shown burn and dealt cards out, face-down burns in', async () => {
    const { command, round, store } = await setup();
    expect((await command('odds')).shown).toMatchObject({
      ephemeral: true,
      content: t('en', 'error.no-table'),
    });
    await round([ALICE, 'banker', 10]);
    await round([ALICE, 'tie', 2]);
    const odds = await command('odds', { locale: 'it' });
    expect(odds.answers.map((a) => [a.method, a.ephemeral])).toEqual([
      ['deferReply', true],
      ['editReply', true],
    ]);
    expect(titleOf(odds)).toBe(t('it', 'odds.title', { shoe: 1, coup: 3 }));
    const table = (await store.readTable(GUILD, CHANNEL))!;
    const unseen = unseenComposition(shoeOf(table.shoe.spec), table.shoe.position);
    expect(embedOf(odds)?.footer?.text).toBe(t('it', 'odds.counts', { counts: unseen.join(',') }));
    expect(textOf(odds)).toContain(t('it', 'odds.edges', { variant: 'punto-banco' }));
    expect(textOf(odds)).toContain('(sabot pieno 45,8597%)');
  });
});

describe('/odds at every game', () => {
  const switchTo = (store: GameStore, game: string) =>
    store.execute(GUILD, { type: 'configure-table', channelId: CHANNEL, changes: { game } });

  it('GIVEN an EZ Baccarat table mid-shoe THEN /odds shows EZ’s own bets from the unseen cards, never Punto Banco’s commission figures', async () => {
    const { command, round, store } = await setup();
    await switchTo(store, 'ez-baccarat');
    await round([ALICE, 'banker', 10], [BOB, 'dragon-7', 1]);
    const odds = await command('odds');
    const table = (await store.readTable(GUILD, CHANNEL))!;
    const unseen = unseenComposition(shoeOf(table.shoe.spec), table.shoe.position);
    const ez = ezExactOdds(unseen);
    expect(embedOf(odds)?.footer?.text).toBe(t('en', 'ez.odds.counts', { counts: unseen.join(',') }));
    const text = textOf(odds);
    expect(text).toContain(t('en', 'ez.odds.edges'));
    expect(text).toContain(
      `Banker wins with three cards totalling 7 (Dragon 7): **${percentText('en', ez.probabilities.dragon7)}**`,
    );
    const edge = (spot: string) => ez.bets.find((bet) => bet.spot === spot)!.houseEdge;
    expect(text).toContain(`Dragon 7: **${percentText('en', edge('dragon-7'))}** (full shoe 7.6113%)`);
    expect(text).toContain(`Panda 8: **${percentText('en', edge('panda-8'))}** (full shoe 10.1876%)`);
    expect(text).toContain(`Banker: **${percentText('en', edge('banker'))}** (full shoe 1.0183%)`);
    expect(text).not.toContain(t('en', 'odds.edges', { variant: 'punto-banco' }));
    expect(text).not.toContain('1.0579%');
  });

  it.each([
    ['banque', 'Baccarat banque'],
    ['chemin-de-fer', 'Chemin de fer'],
  ])(
    'GIVEN a %s table THEN /odds says plainly why it shows no figure, and shows none',
    async (game, name) => {
      const { command, store } = await setup();
      await switchTo(store, game);
      const odds = await command('odds', { locale: 'nl' });
      expect(odds.answers.map((a) => [a.method, a.ephemeral])).toEqual([
        ['deferReply', true],
        ['editReply', true],
      ]);
      expect(embedOf(odds)?.description).toBe(t('nl', 'odds.none', { game: name }));
      expect(textOf(odds)).not.toContain('%');
    },
  );
});

describe('/stats, /leaderboard and /history', () => {
  it('GIVEN rounds played THEN /stats shows them privately, and a member who never played is told so', async () => {
    const { command, round } = await setup();
    await round([ALICE, 'banker', 10], [BOB, 'player', 4]);
    await round([ALICE, 'tie', 1]);
    const mine = await command('stats');
    expect(mine.shown?.ephemeral).toBe(true);
    expect(titleOf(mine)).toBe(t('en', 'stats.title.self'));
    expect(textOf(mine)).toContain('2 rounds played');
    expect(textOf(mine)).toContain('Wagered: 11 chips');
    const bob = await command('stats', { options: { member: { id: BOB } } });
    expect(titleOf(bob)).toBe(t('en', 'stats.title.other', { name: `user ${BOB}` }));
    expect(textOf(bob)).toContain('1 round played');
    const nobody = await command('stats', { options: { member: { id: '300000000000000099' } } });
    expect(textOf(nobody)).toContain(t('en', 'stats.none.other', { name: 'user 300000000000000099' }));
  });

  it('GIVEN rounds played THEN /leaderboard is public, by chips by default or by net, with the asker’s place', async () => {
    const { command, round, store } = await setup();
    await round([ALICE, 'banker', 10], [BOB, 'player', 10]);
    const chips = await command('leaderboard', { userId: BOB });
    expect(chips.answers.map((a) => [a.method, a.ephemeral])).toEqual([['reply', false]]);
    expect(titleOf(chips)).toBe(t('en', 'leaderboard.title.chips'));
    const alice = (await store.readWallet(GUILD, ALICE))!.balanceCents;
    const bob = (await store.readWallet(GUILD, BOB))!.balanceCents;
    const bobRank = bob >= alice ? 1 : 2;
    expect(textOf(chips)).toContain(t('en', 'leaderboard.own', { name: 'bob', rank: bobRank, total: 2 }));
    const net = await command('leaderboard', { options: { by: 'net' } });
    expect(titleOf(net)).toBe(t('en', 'leaderboard.title.net'));
    expect(textOf(net)).toContain('over 1 round');
  });

  it('GIVEN rounds played THEN /history lists the caller’s own, privately, newest first', async () => {
    const { command, round } = await setup();
    await round([ALICE, 'banker', 10]);
    await round([ALICE, 'player', 3], [BOB, 'tie', 1]);
    const history = await command('history');
    expect(history.answers.map((a) => [a.method, a.ephemeral])).toEqual([
      ['deferReply', true],
      ['editReply', true],
    ]);
    const text = textOf(history);
    expect(text.indexOf('**Round 2**')).toBeLessThan(text.indexOf('**Round 1**'));
    expect(text).toContain(`<#${CHANNEL}>`);
    const none = await command('history', { userId: '300000000000000099' });
    expect(textOf(none)).toContain(t('en', 'history.none'));
  });
});

describe('/table road-under-results', () => {
  it('GIVEN it is switched on THEN every result carries the scoreboard; switched off, none', async () => {
    const { command, round, posted } = await setup();
    await round([ALICE, 'banker', 10]);
    const plain = await posted(1);
    expect(plain.files).toEqual([]);
    expect(plain.embed?.image).toBeUndefined();

    const on = await command('table', {
      subcommand: 'road-under-results',
      options: { state: 'on' },
      admin: true,
    });
    expect(textOf(on)).toContain(t('en', 'settings.roadUnderResults.on'));
    await round([ALICE, 'banker', 10]);
    const dealt = await posted(2);
    const [file] = dealt.files;
    expect(file?.name).toBe('scoreboard-shoe-1-coup-2.png');
    expect(file?.attachment.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
    expect(dealt.embed?.image?.url).toBe(`attachment://${file?.name}`);
    expect(dealt.embed?.title).toMatch(/^Round 2 · /);

    const off = await command('table', {
      subcommand: 'road-under-results',
      options: { state: 'off' },
      admin: true,
    });
    expect(textOf(off)).toContain(t('en', 'settings.roadUnderResults.off'));
    await round([ALICE, 'banker', 10]);
    expect((await posted(3)).files).toEqual([]);
  });

  it('GIVEN it is on and the betting timer deals THEN the result posted in the channel carries the scoreboard', async () => {
    const { command, clock, channel } = await setup();
    await command('table', { subcommand: 'road-under-results', options: { state: 'on' }, admin: true });
    await command('table', { subcommand: 'timer', options: { seconds: 5 }, admin: true });
    await command('bet', { options: { side: 'player', amount: 5 } });
    const posted = () => channel.find((message) => (message.files ?? []).length > 0);
    await clock.advance(5000);
    await clock.until(() => posted() !== undefined, 'the result with its scoreboard');
    const result = posted();
    expect(result).toBeDefined();
    const [file] = result!.files as readonly { name: string }[];
    expect(file?.name).toBe('scoreboard-shoe-1-coup-1.png');
    const embed = result!.embeds?.[0] as { image?: { url: string } } | undefined;
    expect(embed?.image?.url).toBe(`attachment://${file?.name}`);
  });

  it('GIVEN a value that is not a switch THEN the table refuses it', async () => {
    const { store } = await setup();
    const outcome = await store.execute(GUILD, {
      type: 'configure-table',
      channelId: CHANNEL,
      changes: { roadUnderResults: 'yes' },
    });
    expect(outcome).toMatchObject({ ok: false, code: 'settings/invalid-switch' });
  });
});
