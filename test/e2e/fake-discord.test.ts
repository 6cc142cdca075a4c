import { once } from 'node:events';
import { inflateSync, constants as zlibConstants } from 'node:zlib';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  type Interaction,
  MessageFlags,
  ModalBuilder,
  REST,
  Routes,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { type FakeDiscord, type FakeDiscordOptions, startFakeDiscord } from './support/fake-discord.js';
import { snowflakeTimestamp } from './support/snowflake.js';

const TOKEN = 'test-token';

let discord: FakeDiscord | undefined;
const clients: Client[] = [];
/** Errors thrown inside the bot-side handlers of these tests; each test asserts there were none. */
let handlerErrors: unknown[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.destroy()));
  await discord?.close();
  discord = undefined;
  handlerErrors = [];
});

async function start(options: Partial<FakeDiscordOptions> = {}): Promise<FakeDiscord> {
  discord = await startFakeDiscord({
    token: TOKEN,
    guilds: [
      {
        name: 'Casino Royale',
        locale: 'nl',
        channels: [{ name: 'baccarat' }, { name: 'lobby' }],
        members: [
          { username: 'alice', permissions: 8n },
          { username: 'bob', roles: ['Dealer'] },
        ],
      },
    ],
    ...options,
  });
  return discord;
}

function newClient(server: FakeDiscord, intents = [GatewayIntentBits.Guilds]): Client {
  const client = new Client({ intents, rest: { api: server.apiUrl, retries: 0, timeout: 5000 } });
  clients.push(client);
  return client;
}

async function readyClient(server: FakeDiscord): Promise<Client<true>> {
  const client = newClient(server);
  const ready = once(client, Events.ClientReady);
  await client.login(TOKEN);
  await ready;
  return client as Client<true>;
}

/** Registers a bot-side interaction handler whose failures are recorded instead of crashing the run. */
function onInteraction(client: Client, handler: (interaction: Interaction) => Promise<void>): void {
  client.on(Events.InteractionCreate, (interaction) => {
    handler(interaction).catch((error: unknown) => handlerErrors.push(error));
  });
}

describe('fake Discord with the real discord.js Client', () => {
  it('GIVEN a seeded guild WHEN the client logs in THEN it reaches ClientReady with the guild cached', async () => {
    const server = await start();
    const client = await readyClient(server);
    const seeded = server.guild(0);

    expect(client.user.id).toBe(server.applicationId);
    expect(client.application.id).toBe(server.applicationId);
    const guild = client.guilds.cache.get(seeded.id);
    expect(guild?.name).toBe('Casino Royale');
    expect(guild?.preferredLocale).toBe('nl');
    expect(guild?.channels.cache.get(seeded.channel('baccarat').id)?.name).toBe('baccarat');
    expect(guild?.members.cache.get(seeded.member('alice').id)?.user.username).toBe('alice');
    expect(guild?.members.me?.id).toBe(server.applicationId);
    expect(guild?.roles.cache.find((role) => role.name === 'Dealer')?.id).toBe(seeded.role('Dealer').id);
    // Snowflakes are timestamp-based, so discord.js derives sensible creation times.
    expect(Math.abs(snowflakeTimestamp(seeded.id) - Date.now())).toBeLessThan(60_000);
    expect(guild?.createdTimestamp).toBe(snowflakeTimestamp(seeded.id));
    expect(server.sessions).toMatchObject([
      { state: 'ready', intents: GatewayIntentBits.Guilds, shard: [0, 1] },
    ]);
    expect(server.requests.filter((entry) => entry.unknownRoute)).toEqual([]);
  });

  it('GIVEN a slash command with options and a subcommand WHEN the bot replies ephemerally THEN reply() has the content and flag 64', async () => {
    const server = await start();
    const client = await readyClient(server);
    const seen: Record<string, unknown> = {};
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const target = interaction.options.getUser('player', true);
      Object.assign(seen, {
        subcommand: interaction.options.getSubcommand(),
        side: interaction.options.getString('side', true),
        amount: interaction.options.getInteger('amount', true),
        targetMember: interaction.options.getMember('player') !== null,
        locale: interaction.locale,
        guildLocale: interaction.guildLocale,
        channel: interaction.channel?.id,
        admin: interaction.memberPermissions?.has('Administrator'),
        appCanSend: interaction.appPermissions.has('SendMessages'),
      });
      await interaction.reply({
        content: `${target.username} bets ${interaction.options.getInteger('amount', true)} on the banker`,
        flags: MessageFlags.Ephemeral,
      });
    });

    const { id: guildId } = server.guild();
    const channelId = server.guild().channel('baccarat').id;
    const bob = server.guild().member('bob');
    const interaction = server.slash({
      guildId,
      channelId,
      userId: server.guild().member('alice').id,
      locale: 'it',
      name: 'bet',
      subcommand: 'place',
      options: [
        { name: 'side', type: 3, value: 'banker' },
        { name: 'amount', type: 4, value: 250 },
        { name: 'player', type: 6, value: bob.id },
      ],
    });

    const reply = await interaction.reply();
    expect(reply.content).toBe('bob bets 250 on the banker');
    expect(reply.flags).toBe(MessageFlags.Ephemeral);
    expect(reply.channel_id).toBe(channelId);
    expect(reply.interaction_metadata?.user.id).toBe(server.guild().member('alice').id);
    expect((await interaction.response()).type).toBe(4);
    expect(seen).toEqual({
      subcommand: 'place',
      side: 'banker',
      amount: 250,
      targetMember: true,
      locale: 'it',
      guildLocale: 'nl',
      channel: channelId,
      admin: true,
      appCanSend: true,
    });
    expect(handlerErrors).toEqual([]);
  });

  it('GIVEN a deferred reply WHEN the bot edits it THEN reply() is the edited message', async () => {
    const server = await start();
    const client = await readyClient(server);
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply();
      await interaction.editReply({ content: 'Shoe shuffled: 8 decks' });
    });

    const interaction = server.slash({ name: 'shuffle' });
    expect((await interaction.response()).type).toBe(5);
    const reply = await interaction.reply();
    expect(reply.content).toBe('Shoe shuffled: 8 decks');
    expect(reply.flags).toBe(0);
    expect(reply.editCount).toBe(1);
    expect(server.requests.map((entry) => `${entry.method} ${entry.path}`)).toContain(
      `PATCH /webhooks/${server.applicationId}/${interaction.token}/messages/@original`,
    );
    expect(handlerErrors).toEqual([]);
  });

  it('GIVEN a channel message with buttons WHEN a user clicks one THEN the click carries the message and update() edits it', async () => {
    const server = await start();
    const client = await readyClient(server);
    const channelId = server.guild().channel('baccarat').id;
    let clickedMessage: { id: string; content: string } | undefined;
    onInteraction(client, async (interaction) => {
      if (!interaction.isButton()) return;
      clickedMessage = { id: interaction.message.id, content: interaction.message.content };
      await interaction.update({
        content: `Bet on ${interaction.customId.split(':')[1]} accepted`,
        components: [],
      });
    });

    const channel = client.channels.cache.get(channelId);
    if (!channel?.isSendable()) throw new Error('baccarat should be a sendable channel');
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('bet:player').setLabel('Player').setStyle(ButtonStyle.Primary),
      new ButtonBuilder().setCustomId('bet:banker').setLabel('Banker').setStyle(ButtonStyle.Success),
    );
    const sent = await channel.send({ content: 'Place your bets', components: [row] });

    const [table] = server.messages(channelId);
    expect(table).toMatchObject({
      id: sent.id,
      content: 'Place your bets',
      origin: 'channel',
      deleted: false,
    });
    expect(table?.author.id).toBe(server.applicationId);

    const click = server.click({
      message: table!,
      customId: 'bet:banker',
      userId: server.guild().member('bob').id,
    });
    const updated = await click.reply();
    expect(updated.id).toBe(sent.id);
    expect(updated.content).toBe('Bet on banker accepted');
    expect(updated.components).toEqual([]);
    expect(clickedMessage).toEqual({ id: sent.id, content: 'Place your bets' });
    expect(server.messages(channelId)[0]).toMatchObject({ content: 'Bet on banker accepted', editCount: 1 });
    expect(server.messages(channelId)[0]?.history[0]?.content).toBe('Place your bets');
    // The button is gone now, so clicking it again is a test mistake, reported at once.
    expect(() => server.click({ message: sent.id, customId: 'bet:banker' })).toThrow(/no component/);
    expect(handlerErrors).toEqual([]);
  });

  it('GIVEN a reply with a file WHEN it is sent as multipart THEN the attachment and its bytes are recorded', async () => {
    const server = await start();
    const client = await readyClient(server);
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const proof = new AttachmentBuilder(Buffer.from('server seed: 42'), { name: 'proof.txt' });
      await interaction.reply({ content: 'Round proof attached', files: [proof] });
    });

    const interaction = server.slash({ name: 'verify' });
    const response = await interaction.response();
    expect(response.data?.content).toBe('Round proof attached');
    expect(response.files.map((file) => file.bytes.toString())).toEqual(['server seed: 42']);

    const reply = await interaction.reply();
    expect(reply.attachments).toHaveLength(1);
    expect(reply.attachments[0]?.filename).toBe('proof.txt');
    expect(reply.files[0]?.bytes.toString()).toBe('server seed: 42');
    const download = await fetch(reply.attachments[0]?.url ?? '');
    expect(await download.text()).toBe('server seed: 42');
    expect(handlerErrors).toEqual([]);
  });

  it('GIVEN two bot sessions WHEN both answer one interaction THEN the second gets DiscordAPIError 40060', async () => {
    const server = await start();
    // Two bot processes on one application both receive the interaction; only one may answer it.
    const first = await readyClient(server);
    const second = await readyClient(server);
    const outcomes: unknown[] = [];
    for (const client of [first, second]) {
      client.on(Events.InteractionCreate, (interaction) => {
        if (!interaction.isChatInputCommand()) return;
        interaction.reply({ content: 'Dealt' }).then(
          () => outcomes.push('ok'),
          (error: unknown) => outcomes.push(error),
        );
      });
    }

    const interaction = server.slash({ name: 'deal' });
    await server.waitFor(() => outcomes.length === 2, { description: 'both bots to answer' });
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    const error = outcomes.find((outcome) => outcome !== 'ok');
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ code: 40060, status: 400 });
    expect(interaction.callbacks).toHaveLength(1);
    expect((await interaction.reply()).content).toBe('Dealt');
    expect(server.sessions.filter((session) => session.state === 'ready')).toHaveLength(2);
  });

  it('GIVEN an unknown interaction WHEN a callback is posted THEN it fails with 10062', async () => {
    const server = await start();
    const rest = new REST({ api: server.apiUrl, retries: 0, timeout: 5000 }).setToken(TOKEN);
    const attempt = rest.post(Routes.interactionCallback('1234567890123456789', 'no-such-token'), {
      body: { type: 4, data: { content: 'late' } },
      auth: false,
    });
    await expect(attempt).rejects.toMatchObject({ code: 10062, status: 404 });
  });

  it('GIVEN an injected 429 on a message edit WHEN the bot edits THEN discord.js retries and the edit lands', async () => {
    const server = await start();
    const client = await readyClient(server);
    const channel = client.channels.cache.get(server.guild().channel('baccarat').id);
    if (!channel?.isSendable()) throw new Error('baccarat should be a sendable channel');
    const sent = await channel.send('Banker 3, Player 5');
    let rateLimited = 0;
    client.rest.on('rateLimited', () => {
      rateLimited += 1;
    });

    server.failNext({
      method: 'PATCH',
      path: /\/channels\/.+\/messages\//,
      status: 429,
      retryAfter: 0.05,
      count: 1,
    });
    const edited = await sent.edit('Banker 7, Player 5');

    expect(edited.content).toBe('Banker 7, Player 5');
    expect(server.message(sent.id)?.content).toBe('Banker 7, Player 5');
    const patches = server.requests.filter((entry) => entry.method === 'PATCH');
    expect(patches.map((entry) => [entry.status, entry.injected])).toEqual([
      [429, 'failure'],
      [200, undefined],
    ]);
    // discord.js saw the limit and waited it out rather than failing the edit.
    expect(rateLimited).toBeGreaterThan(0);
  });

  it('GIVEN an injected 500 and no retries WHEN the bot sends THEN the send fails and nothing is recorded', async () => {
    const server = await start();
    const client = await readyClient(server);
    const channel = client.channels.cache.get(server.guild().channel('lobby').id);
    if (!channel?.isSendable()) throw new Error('lobby should be a sendable channel');
    server.failNext({ method: 'POST', path: /\/messages$/, status: 500 });
    await expect(channel.send('hello')).rejects.toMatchObject({ status: 500 });
    expect(server.messages(channel.id)).toEqual([]);
    await channel.send('hello again');
    expect(server.messages(channel.id).map((message) => message.content)).toEqual(['hello again']);
  });

  it('GIVEN a standalone REST client WHEN it bulk-registers commands THEN full command objects are recorded', async () => {
    const server = await start();
    const rest = new REST({ api: server.apiUrl, retries: 0, timeout: 5000 }).setToken(TOKEN);
    const body = [
      {
        name: 'bet',
        description: 'Place a bet',
        name_localizations: { nl: 'inzet' },
        options: [{ type: 4, name: 'amount', description: 'Chips', required: true }],
        default_member_permissions: null,
      },
      { name: 'shoe', description: 'Show the shoe' },
    ];

    const stored = (await rest.put(Routes.applicationCommands(server.applicationId), { body })) as {
      id: string;
    }[];
    await rest.put(Routes.applicationGuildCommands(server.applicationId, server.guild().id), {
      body: [body[1]],
    });
    const again = (await rest.put(Routes.applicationCommands(server.applicationId), { body })) as {
      id: string;
    }[];

    const { global, guild, putCount } = server.commands;
    expect(putCount).toBe(3);
    expect(global.map((command) => command.name)).toEqual(['bet', 'shoe']);
    expect(global[0]).toMatchObject({
      application_id: server.applicationId,
      type: 1,
      description: 'Place a bet',
      name_localizations: { nl: 'inzet' },
      default_member_permissions: null,
      options: [{ type: 4, name: 'amount', required: true }],
    });
    expect(typeof global[0]?.version).toBe('string');
    expect(guild.get(server.guild().id)?.map((command) => command.name)).toEqual(['shoe']);
    // Re-registering keeps command ids, as Discord does.
    expect(again.map((command) => command.id)).toEqual(stored.map((command) => command.id));

    // Invalid definitions fail the way Discord fails them.
    const invalid = rest.put(Routes.applicationCommands(server.applicationId), {
      body: [{ name: 'Bet', description: 'uppercase is not allowed' }],
    });
    await expect(invalid).rejects.toMatchObject({ code: 50035, status: 400 });
  });

  it('GIVEN a wrong token WHEN the client logs in THEN login rejects with TokenInvalid', async () => {
    const server = await start();
    const client = newClient(server);
    await expect(client.login('wrong-token')).rejects.toMatchObject({ code: 'TokenInvalid' });
    expect(server.requests).toMatchObject([{ method: 'GET', path: '/gateway/bot', status: 401 }]);
    expect(server.sessions).toEqual([]);
  });

  it('GIVEN a dropped gateway connection WHEN the client resumes THEN missed interactions are replayed', async () => {
    const server = await start();
    const client = await readyClient(server);
    const received: string[] = [];
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      received.push(interaction.commandName);
      await interaction.reply({ content: `ok ${interaction.commandName}` });
    });

    expect(server.disconnect()).toBe(1);
    // Sent while the socket is down: buffered for the session and replayed on RESUME.
    const missed = server.slash({ name: 'during-outage' });
    expect((await missed.reply()).content).toBe('ok during-outage');
    expect(server.sessions).toMatchObject([{ state: 'ready', resumes: 1 }]);

    const interaction = server.slash({ name: 'after-resume' });
    expect((await interaction.reply()).content).toBe('ok after-resume');
    expect(server.sessions).toHaveLength(1);
    expect(received).toEqual(['during-outage', 'after-resume']);
    expect(handlerErrors).toEqual([]);
  });

  it('GIVEN a destroyed client WHEN a new client logs in THEN it identifies afresh and gets interactions', async () => {
    const server = await start();
    const first = await readyClient(server);
    await first.destroy();
    expect(server.sessions.map((session) => session.state)).toEqual(['closed']);
    expect(() => server.slash({ name: 'bet' })).toThrow(/no bot session/);

    const second = await readyClient(server);
    onInteraction(second, async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply({ content: 'back online' });
    });
    expect((await server.slash({ name: 'bet' }).reply()).content).toBe('back online');
    expect(server.sessions.map((session) => session.state)).toEqual(['closed', 'ready']);
  });

  it('GIVEN a command answered with a modal WHEN the user submits it THEN the bot reads the fields', async () => {
    const server = await start();
    const client = await readyClient(server);
    onInteraction(client, async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const input = new TextInputBuilder()
          .setCustomId('seed')
          .setLabel('Client seed')
          .setStyle(TextInputStyle.Short);
        await interaction.showModal(
          new ModalBuilder()
            .setCustomId('seed-modal')
            .setTitle('Your seed')
            .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input)),
        );
      } else if (interaction.isModalSubmit()) {
        await interaction.reply({ content: `seed=${interaction.fields.getTextInputValue('seed')}` });
      }
    });

    const command = server.slash({ name: 'seed' });
    expect(await command.response()).toMatchObject({
      type: 9,
      data: { custom_id: 'seed-modal', title: 'Your seed' },
    });
    await expect(command.reply()).rejects.toThrow(/modal/);
    const submitted = server.submitModal({ customId: 'seed-modal', fields: { seed: 'lucky-7' } });
    expect((await submitted.reply()).content).toBe('seed=lucky-7');
    expect(handlerErrors).toEqual([]);
  });

  it('GIVEN a deferred reply WHEN the bot sends follow-ups THEN the first fills the reply and the rest are follow-ups', async () => {
    const server = await start();
    const client = await readyClient(server);
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.followUp({ content: 'Your hand: 9' });
      await interaction.followUp({ content: 'Natural!', flags: MessageFlags.Ephemeral });
    });

    const interaction = server.slash({ name: 'hand' });
    const reply = await interaction.reply();
    expect(reply).toMatchObject({ content: 'Your hand: 9', flags: MessageFlags.Ephemeral });
    await server.waitFor(() => interaction.followUps.length === 1);
    expect(interaction.followUps[0]).toMatchObject({ content: 'Natural!', origin: 'follow-up' });
    expect(handlerErrors).toEqual([]);
  });

  it('GIVEN a reply with six action rows WHEN the bot sends it THEN it fails with 50035', async () => {
    const server = await start();
    const client = await readyClient(server);
    const errors: unknown[] = [];
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const rows = Array.from({ length: 6 }, (_, row) =>
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId(`chip:${row}`).setLabel(`${row}`).setStyle(ButtonStyle.Secondary),
        ),
      );
      await interaction
        .reply({ content: 'Too many rows', components: rows })
        .catch((error) => errors.push(error));
    });

    const interaction = server.slash({ name: 'chips' });
    await server.waitFor(() => errors.length === 1);
    expect(errors[0]).toMatchObject({ code: 50035, status: 400 });
    expect(interaction.acknowledged).toBe(false);
  });

  it('GIVEN the GuildMessages intent WHEN the bot sends, edits and deletes THEN it receives the message events', async () => {
    const server = await start();
    const client = newClient(server, [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages]);
    const ready = once(client, Events.ClientReady);
    await client.login(TOKEN);
    await ready;
    const events: string[] = [];
    client.on(Events.MessageCreate, (message) => events.push(`create ${message.content}`));
    client.on(Events.MessageUpdate, (_old, message) => events.push(`update ${message.content}`));
    client.on(Events.MessageDelete, (message) => events.push(`delete ${message.id}`));

    const channel = client.channels.cache.get(server.guild().channel('lobby').id);
    if (!channel?.isSendable()) throw new Error('lobby should be a sendable channel');
    const sent = await channel.send('Table opens at 8');
    await sent.edit('Table opens at 9');
    await sent.delete();

    await server.waitFor(() => events.length === 3, { description: 'three message events' });
    expect(events).toEqual(['create Table opens at 8', 'update Table opens at 9', `delete ${sent.id}`]);
    expect(server.messages(channel.id)).toMatchObject([
      { id: sent.id, deleted: true, content: 'Table opens at 9' },
    ]);
    expect(server.messages(channel.id, { includeDeleted: false })).toEqual([]);
  });

  it('GIVEN a DM command WHEN the bot replies THEN the interaction has a user and the reply is in the DM', async () => {
    const server = await start();
    const client = await readyClient(server);
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply({
        content: `inGuild=${interaction.inGuild()} user=${interaction.user.username}`,
      });
    });

    const alice = server.guild().member('alice');
    const interaction = server.slash({ name: 'balance', dm: true, userId: alice.id });
    expect(interaction.guildId).toBeNull();
    expect(interaction.payload).toMatchObject({
      context: 1,
      authorizing_integration_owners: { '1': alice.id },
    });
    const reply = await interaction.reply();
    expect(reply.content).toBe('inGuild=false user=alice');
    expect(reply.channel_id).toBe(interaction.channelId);
    expect(server.messages(interaction.channelId)).toHaveLength(1);
    expect(handlerErrors).toEqual([]);
  });

  it('GIVEN a select menu WHEN a user picks a value THEN deferUpdate() and editReply() update the message', async () => {
    const server = await start();
    const client = await readyClient(server);
    onInteraction(client, async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const menu = new StringSelectMenuBuilder()
          .setCustomId('chip')
          .addOptions({ label: '10', value: '10' }, { label: '100', value: '100' });
        const response = await interaction.reply({
          content: 'Pick a chip',
          components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)],
          withResponse: true,
        });
        // with_response=true answers with the created message.
        await interaction.followUp({ content: `reply id ${response.resource?.message?.id}` });
      } else if (interaction.isStringSelectMenu()) {
        await interaction.deferUpdate();
        await interaction.editReply({
          content: `Chip ${interaction.values.join(',')} selected`,
          components: [],
        });
      }
    });

    const command = server.slash({ name: 'chips' });
    const picker = await command.reply();
    await server.waitFor(() => command.followUps[0]);
    expect(command.followUps[0]?.content).toBe(`reply id ${picker.id}`);
    expect(() => server.click({ message: picker, customId: 'chip', values: ['5'] })).toThrow(/no option/);

    const selection = server.click({ message: picker, customId: 'chip', values: ['100'] });
    expect(selection.payload.data).toMatchObject({ component_type: 3, values: ['100'] });
    expect((await selection.response()).type).toBe(6);
    const updated = await selection.reply();
    expect(updated).toMatchObject({ id: picker.id, content: 'Chip 100 selected', components: [] });
    expect(handlerErrors).toEqual([]);
  });

  it('GIVEN seeded members and channels WHEN the bot fetches them THEN REST answers like Discord', async () => {
    const server = await start();
    const client = await readyClient(server);
    const seeded = server.guild();
    const guild = await client.guilds.fetch({ guild: seeded.id, force: true });
    const bob = await guild.members.fetch({ user: seeded.member('bob').id, force: true });
    expect(bob.user.username).toBe('bob');
    expect(bob.roles.cache.map((role) => role.name)).toContain('Dealer');
    const channel = await client.channels.fetch(seeded.channel('lobby').id, { force: true });
    expect(channel && 'name' in channel ? channel.name : undefined).toBe('lobby');
    const user = await client.users.fetch(seeded.member('alice').id, { force: true });
    expect(user.username).toBe('alice');
    await expect(guild.members.fetch({ user: '1', force: true })).rejects.toMatchObject({ code: 10007 });
    expect(server.requests.filter((entry) => entry.unknownRoute)).toEqual([]);

    const missing = await fetch(`${server.apiUrl}/v10/no/such/route`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: '404: Not Found', code: 0 });
    expect(server.requests.at(-1)).toMatchObject({ path: '/no/such/route', status: 404, unknownRoute: true });
  });

  it('GIVEN enforceCallbackDeadline WHEN the bot answers after 3 s THEN the callback fails with 10062', async () => {
    const server = await start({ enforceCallbackDeadline: true });
    const client = await readyClient(server);
    const outcomes: unknown[] = [];
    let release: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      release = resolve;
    });
    let received = false;
    onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      received = true;
      await late;
      await interaction.reply({ content: 'too late' }).then(
        () => outcomes.push('ok'),
        (error: unknown) => outcomes.push(error),
      );
    });

    const interaction = server.slash({ name: 'slow' });
    await server.waitFor(() => received, { description: 'the bot to receive the interaction' });
    // Only Date is faked: the interaction now looks 4 s old to the server.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 4000 });
    try {
      release();
      await server.waitFor(() => outcomes.length === 1);
    } finally {
      vi.useRealTimers();
    }
    expect(outcomes[0]).toMatchObject({ code: 10062, status: 404 });
    expect(interaction.acknowledged).toBe(false);
  });

  it('GIVEN enforceCallbackDeadline WHEN one interaction is answered and another never is THEN acknowledgement() gives the first its callback and the second undefined once 3 s have passed', async () => {
    const server = await start({ enforceCallbackDeadline: true });
    const client = await readyClient(server);
    onInteraction(client, async (interaction) => {
      if (interaction.isChatInputCommand() && interaction.commandName === 'quick')
        await interaction.reply({ content: 'here' });
    });

    const quick = server.slash({ name: 'quick' });
    const ignored = server.slash({ name: 'ignored' });
    const answered = await quick.acknowledgement();
    expect(answered?.type).toBe(4);
    expect(answered?.receivedAt).toBeGreaterThanOrEqual(quick.createdAt);
    // Only Date is faked: the unanswered interaction now looks 4 s old, past Discord's deadline.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 4000 });
    try {
      expect(await ignored.acknowledgement()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    expect(ignored.acknowledged).toBe(false);
  });

  it('GIVEN a registered command WHEN a user types in an autocomplete option THEN the choices are recorded', async () => {
    const server = await start();
    const rest = new REST({ api: server.apiUrl, retries: 0, timeout: 5000 }).setToken(TOKEN);
    await rest.put(Routes.applicationCommands(server.applicationId), {
      body: [
        {
          name: 'bet',
          description: 'Place a bet',
          options: [{ type: 4, name: 'amount', description: 'Chips', required: true, autocomplete: true }],
        },
      ],
    });
    const client = await readyClient(server);
    onInteraction(client, async (interaction) => {
      if (!interaction.isAutocomplete()) return;
      const typed = String(interaction.options.getFocused());
      await interaction.respond(
        [10, 100, 1000].map((chips) => ({ name: `${typed}→${chips}`, value: chips })),
      );
    });

    // The option type comes from the registered command when the test leaves it out.
    const typing = server.autocomplete({
      name: 'bet',
      options: [{ name: 'amount', value: '1', focused: true }],
    });
    expect(typing.payload.data).toMatchObject({
      id: server.commands.global[0]?.id,
      options: [{ name: 'amount', type: 4, value: '1', focused: true }],
    });
    const response = await typing.response();
    expect(response.type).toBe(8);
    expect(response.data?.choices?.map((choice) => choice.value)).toEqual([10, 100, 1000]);
    await expect(typing.reply()).rejects.toThrow(/autocomplete result/);
    expect(() => server.slash({ name: 'bet', options: [{ name: 'stake', value: 5 }] })).toThrow(
      /no option stake/,
    );
    expect(handlerErrors).toEqual([]);
  });

  it('GIVEN channelRateLimit WHEN the bot sends a burst THEN discord.js waits and nothing is refused', async () => {
    const server = await start({ channelRateLimit: { limit: 2, windowMs: 200 } });
    const client = await readyClient(server);
    const channel = client.channels.cache.get(server.guild().channel('baccarat').id);
    if (!channel?.isSendable()) throw new Error('baccarat should be a sendable channel');
    let rateLimited = 0;
    client.rest.on('rateLimited', () => {
      rateLimited += 1;
    });

    await Promise.all(['one', 'two', 'three'].map((content) => channel.send(content)));

    expect(
      server
        .messages(channel.id)
        .map((message) => message.content)
        .sort(),
    ).toEqual(['one', 'three', 'two']);
    // The headers told discord.js to hold the third send back, so no request was refused.
    expect(rateLimited).toBeGreaterThan(0);
    expect(server.requests.filter((entry) => entry.status === 429)).toEqual([]);
  });

  it('GIVEN compress=zlib-stream WHEN a client connects THEN every frame is one sync-flushed zlib stream', async () => {
    const server = await start();
    const socket = new WebSocket(`${server.gatewayUrl}?v=10&encoding=json&compress=zlib-stream`);
    const frames: Buffer[] = [];
    const payloads: { op: number; t?: string }[] = [];
    socket.on('message', (data: Buffer) => {
      frames.push(data);
      // One zlib stream for the whole connection: inflate everything so far, keep the newest payload.
      const text = inflateSync(Buffer.concat(frames), { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString();
      payloads.length = 0;
      for (const line of text.split(/(?<=\})(?=\{"op")/)) payloads.push(JSON.parse(line));
    });
    try {
      await server.waitFor(() => payloads[0]?.op === 10, { description: 'HELLO' });
      socket.send(JSON.stringify({ op: 2, d: { token: TOKEN, intents: 1, properties: {}, shard: [0, 1] } }));
      await server.waitFor(() => payloads.some((payload) => payload.t === 'GUILD_CREATE'), {
        description: 'READY and GUILD_CREATE',
      });
      expect(payloads.map((payload) => payload.t ?? payload.op)).toEqual([10, 'READY', 'GUILD_CREATE']);
      expect(frames.every((frame) => frame.subarray(-4).equals(Buffer.from([0, 0, 0xff, 0xff])))).toBe(true);
    } finally {
      socket.terminate();
    }
  });
});
