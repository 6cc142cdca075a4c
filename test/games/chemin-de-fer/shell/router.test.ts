/**
 * Chemin de fer through the router, below Discord: stand-in interactions, the real commands,
 * buttons, form and game service, the store on SQLite in memory with a stacked shoe, and a
 * recording channel. Who may press what (each refusal private, from the table's own codes), the
 * hidden cards and the prompt, the timeout's default explained in public, and the result posted
 * through the outbox with its nonce.
 */

import type { MessageCreateOptions } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { resultNonce } from '../../../../src/discord/effect-executor.js';
import { t } from '../../../../src/discord/i18n/index.js';
import type { Cents } from '../../../../src/engine/money.js';
import type { Logger } from '../../../../src/log.js';
import { reject } from '../../../../src/table/rejections.js';
import { ALICE, BOB, CHANNEL, confirmNewShoe, GUILD } from '../../../discord/fake-interaction.js';
import { plain } from '../../../discord/fixtures.js';
import { bootShell } from '../../../discord/shell-harness.js';
import { bankedRouter, customIds, refusal, type Write } from '../../banked/support/router.js';
import { stackedCheminDeFer } from '../table/stacked-cdf.js';

const CARL = '300000000000000005';
const DORA = '300000000000000006';

const setup = async () => {
  // A chemin de fer table, default limits (stakes from 1, banks from 10).
  const bot = await bankedRouter(stackedCheminDeFer(), 'chemin-de-fer');
  const chemin = bot.command('chemin');
  const results = () =>
    bot.channel.filter(
      (write) =>
        write.kind === 'send' &&
        String(write.message.embeds?.[0] && (write.message.embeds[0] as { title?: string }).title).startsWith(
          'Coup ',
        ),
    );
  return { ...bot, chemin, results };
};

describe('Chemin de fer through the router', () => {
  it('GIVEN seats, a bank by the form, bancos and a free choice at 5 THEN each may press only his own, and the result is posted once with its nonce', async () => {
    const { send, chemin, press, round, tableMessage, results, stack, clock, channel } = await setup();
    expect((await chemin(ALICE, 'sit')).shown).toMatchObject({
      ephemeral: true,
      content: t('en', 'cdf.done.sit', { seat: 1 }),
    });
    await chemin(BOB, 'sit');
    const r = await round();
    expect((await press(CARL, `sabot1:cdf-sit:${r}`)).shown?.content).toBe(
      t('en', 'cdf.done.sit', { seat: 3 }),
    );

    // The shoe is offered to Ana: only she may open the bank, and only by the form.
    expect(customIds(await tableMessage())).toEqual([
      `sabot1:cdf-open:${r}`,
      `sabot1:cdf-decline:${r}`,
      `sabot1:cdf-sit:${r}`,
      `sabot1:cdf-leave:${r}`,
    ]);
    expect((await press(BOB, `sabot1:cdf-open:${r}`)).shown).toMatchObject({
      ephemeral: true,
      content: refusal(reject('cdf/not-your-turn')),
    });
    expect((await press(DORA, `sabot1:cdf-open:${r}`)).shown?.content).toBe(
      refusal(reject('cdf/not-seated')),
    );
    expect((await press(BOB, `sabot1:cdf-decline:${r}`)).shown?.content).toBe(
      refusal(reject('cdf/not-your-turn')),
    );
    const form = await press(ALICE, `sabot1:cdf-open:${r}`);
    expect(form.answers[0]).toMatchObject({
      method: 'showModal',
      modal: { custom_id: `sabot1:cdf-bank:${r}` },
    });
    const typo = await send({
      kind: 'modal',
      userId: ALICE,
      customId: `sabot1:cdf-bank:${r}`,
      fields: { amount: '12.5' },
    });
    expect(typo.shown?.content).toBe(refusal(reject('amount/not-whole-chips')));
    const opened = await send({
      kind: 'modal',
      userId: ALICE,
      customId: `sabot1:cdf-bank:${r}`,
      fields: { amount: '300' },
    });
    expect(opened.shown).toMatchObject({
      ephemeral: true,
      content: t('en', 'cdf.done.open', { bank: 30_000 as Cents, balance: 70_000 as Cents }),
    });

    // Betting: the banker may not stake, a standing player may not banco, a later banco is behind.
    expect((await press(ALICE, `sabot1:cdf-banco:${r}`)).shown?.content).toBe(
      refusal(reject('cdf/banker-cannot-bet')),
    );
    expect((await press(DORA, `sabot1:cdf-banco:${r}`)).shown?.content).toBe(
      refusal(reject('cdf/not-seated')),
    );
    expect((await press(BOB, `sabot1:cdf-banco:${r}`)).shown?.content).toBe(
      t('en', 'cdf.done.offer', { kind: 'banco', amount: 30_000 as Cents, balance: 70_000 as Cents }),
    );
    expect((await press(CARL, `sabot1:cdf-banco:${r}`)).shown?.content).toBe(
      refusal(reject('cdf/banco-taken')),
    );
    // A click on another round's message, and a forged id.
    expect((await press(CARL, `sabot1:cdf-avec:${r + 5}`)).shown?.content).toBe(
      refusal(reject('round/stale', { round: r })),
    );
    // An id this version cannot read (an older one's): out of date, said privately; nothing happens.
    const outdated = await press(CARL, `sabot1:cdf-avec:0${r}`);
    expect(outdated.answers).toEqual([
      { method: 'reply', ephemeral: true, content: t('en', 'error.outdated-button') },
    ]);
    // A form's id on a button, a button's id on a form: forged too, and nothing happens.
    expect((await press(CARL, `sabot1:cdf-bank:${r}`)).answers).toEqual([
      { method: 'deferUpdate', ephemeral: false },
    ]);
    const fakeForm = await send({
      kind: 'modal',
      userId: CARL,
      customId: `sabot1:cdf-banco:${r}`,
      fields: {},
    });
    expect(fakeForm.answers).toEqual([{ method: 'deferUpdate', ephemeral: false }]);
    // Punto Banco's sides are refused here, with the way to stake.
    const wrongSide = await send({
      kind: 'command',
      commandName: 'bet',
      userId: DORA,
      options: { side: 'player', amount: 5 },
    });
    expect(wrongSide.shown?.content).toBe(t('en', 'error.side-on-cdf'));
    const table = (await tableMessage()).embeds[0]!;
    expect(table.fields?.map((field) => field.name)).toEqual([
      'Seats, in passing order · 3',
      'Against the bank, in priority order',
    ]);
    expect(table.fields?.[1]?.value).toContain(
      t('en', 'cdf.table.hand', { name: `**<@${BOB}>**`, by: 'banco' }),
    );

    // C2: Bob holds 5 and chooses; the cards stay hidden until the showdown.
    stack(['2D', 'AS', '3C', '2H', '5D']);
    const dealt = await send({ kind: 'command', commandName: 'deal', userId: BOB });
    expect(dealt.shown).toMatchObject({ ephemeral: true, content: t('en', 'deal.waits') });
    const during = await tableMessage();
    expect(customIds(during)).toEqual([`sabot1:cdf-cards:${r}`]);
    expect(JSON.stringify(during)).not.toMatch(/2♦|3♣|A♠|2♥/);
    expect((await press(CARL, `sabot1:cdf-cards:${r}`)).shown?.content).toBe(t('en', 'error.cdf-no-cards'));
    const cards = await press(BOB, `sabot1:cdf-cards:${r}`);
    expect(cards.shown?.ephemeral).toBe(true);
    expect(plain(cards.shown?.embeds?.[0]?.description ?? '')).toContain('2♦ 3♣ · total **5**');
    expect(cards.shown?.components?.[0]?.components.map((c) => [c.label, c.custom_id])).toEqual([
      ['Card', `sabot1:decide:draw:1:${r}`],
      ['Stand', `sabot1:decide:stand:1:${r}`],
    ]);
    const ana = await press(ALICE, `sabot1:cdf-cards:${r}`);
    expect(plain(ana.shown?.embeds?.[0]?.description ?? '')).toContain('A♠ 2♥ · total **3**');
    expect(ana.shown?.components).toBeUndefined();
    expect((await press(CARL, `sabot1:decide:stand:1:${r}`)).shown?.content).toBe(
      refusal(reject('decision/not-yours')),
    );
    expect((await press(BOB, `sabot1:decide:stand:2:${r}`)).shown?.content).toBe(
      refusal(reject('decision/stale')),
    );
    // The click rewrites the prompt in place: the answer above his cards, no buttons left to press.
    const click = await press(BOB, `sabot1:decide:stand:1:${r}`);
    const stood = click.shown;
    expect(stood?.method).toBe('update');
    expect(stood?.content).toBe(t('en', 'cdf.done.stand'));
    expect(click.updates).toHaveLength(1);
    expect(click.updates[0]?.components).toEqual([]);
    expect(click.answers.map((answer) => answer.method)).toEqual(['update']);
    expect(plain(stood?.embeds?.[0]?.description ?? '')).toContain('2♦ 3♣ · total **5**');

    await clock.until(() => results().length === 1, 'the result in the channel');
    const [posted] = results();
    expect(posted!.message.nonce).toBeTypeOf('string');
    expect(posted!.message.enforceNonce).toBe(true);
    const embed = JSON.stringify(posted!.message.embeds);
    expect(embed).toContain('Coup 1 · Banker wins, 8 to 5');
    expect(embed).toContain(`<@${BOB}>** (punter) had 5 and stood, by choice.`);
    expect(embed).toContain('the banker draws on 0 to 5');
    expect(embed).toContain('Commission 5%: 15 chips');
    expect(embed).toContain('Bank after the coup: **585 chips**');
    expect(embed).toContain(`<@${ALICE}>** keeps the bank and the shoe.`);
    // The old prompt is stale now.
    expect((await press(BOB, `sabot1:decide:draw:1:${r}`)).shown?.content).toBe(
      refusal(reject('round/stale', { round: r + 1 })),
    );
    expect(channel.filter((write) => write === posted)).toHaveLength(1);
  });

  it('GIVEN a banker in an optional cell who does not answer THEN the default draws, and the result explains it publicly', async () => {
    const { chemin, press, round, results, stack, clock, tableMessage } = await setup();
    await chemin(ALICE, 'sit');
    await chemin(BOB, 'sit');
    await chemin(ALICE, 'bank', { amount: 100 });
    await chemin(BOB, 'avec');
    const r = await round();
    // C3's cards: the punter draws at 4 (forced), the banker holds 5 against a 4.
    stack(['4H', '2C', 'KS', '3D', '4C', '4D']);
    await press(BOB, `sabot1:deal:${r}`);
    const punter = await press(BOB, `sabot1:cdf-cards:${r}`);
    expect(punter.shown?.components?.[0]?.components.map((c) => c.label)).toEqual(['Card']);
    expect(punter.shown?.embeds?.[0]?.description).toContain(t('en', 'cdf.cards.forced'));
    // The command has no prompt to rewrite: it answers with a new private message.
    const decided = (await chemin(BOB, 'decide', { choice: 'draw' })).shown;
    expect(decided?.method).toBe('reply');
    expect(decided?.ephemeral).toBe(true);
    expect(decided?.content).toBe(t('en', 'cdf.done.draw'));
    const banker = await chemin(ALICE, 'cards');
    expect(plain(banker.shown?.embeds?.[0]?.description ?? '')).toContain(
      'The punter took a third card: 4♣ (4).',
    );
    expect(banker.shown?.components?.[0]?.components.map((c) => c.label)).toEqual(['Draw', 'Stand']);
    expect(JSON.stringify((await tableMessage()).embeds)).toContain('(banker) until <t:');
    await clock.until(() => results().length === 1, 'the default at the deadline, and its result');
    const embed = JSON.stringify(results()[0]!.message.embeds);
    expect(embed).toContain(`<@${BOB}>** (punter) had 4 and drew: the punter draws on 0 to 4.`);
    expect(embed).toContain(`<@${ALICE}>** did not answer at 5 against a 4: drew, as the règle says.`);
    expect(embed).toContain('Banker wins, 9 to 8');
  });

  it('GIVEN a decision opens THEN its player gets his prompt privately at once, as a follow-up of his latest interaction, in his language', async () => {
    const { send, chemin, press, round, stack, clock, channel } = await setup();
    await chemin(ALICE, 'sit');
    await chemin(BOB, 'sit');
    await chemin(ALICE, 'bank', { amount: 100 });
    const avec = await send({
      kind: 'command',
      commandName: 'chemin',
      subcommand: 'avec',
      userId: BOB,
      locale: 'it',
    });
    const r = await round();
    // The punter draws at 4 (forced), the banker then holds 5 against a 4: both decide.
    stack(['4H', '2C', 'KS', '3D', '4C', '4D']);
    const dealt = await press(ALICE, `sabot1:deal:${r}`);
    await clock.until(() => avec.answers.some((a) => a.method === 'followUp'), 'the punter’s prompt');
    const prompt = avec.answers.find((a) => a.method === 'followUp')!;
    expect(prompt.ephemeral).toBe(true);
    expect(plain(prompt.embeds?.[0]?.description ?? '')).toContain(t('it', 'cdf.cards.forced'));
    expect(prompt.components?.map((row) => row.components.map((c) => [c.label, c.custom_id]))).toEqual([
      [[t('it', 'cdf.button.card'), `sabot1:decide:draw:1:${r}`]],
      [[t('it', 'rule.button.on'), `sabot1:rule-on:${r}`]],
    ]);
    // Nobody was called in the channel: the prompt reached him.
    expect(channel.some((write) => String(write.message.content ?? '').includes(`<@${BOB}>`))).toBe(false);
    // His answer opens the banker's decision: her prompt follows her latest interaction, the deal.
    const drew = await press(BOB, `sabot1:decide:draw:1:${r}`);
    expect(drew.shown?.method).toBe('update');
    await clock.until(() => dealt.answers.some((a) => a.method === 'followUp'), 'the banker’s prompt');
    const banker = dealt.answers.find((a) => a.method === 'followUp')!;
    expect(plain(banker.embeds?.[0]?.description ?? '')).toContain('The punter took a third card: 4♣ (4).');
    expect(banker.components?.[0]?.components.map((c) => c.label)).toEqual(['Draw', 'Stand']);
  });

  it('GIVEN his prompt WHEN he presses Play by the rule THEN the prompt says so in place, and 2 s later the bot plays his 5 by the rule (a card), said in the result', async () => {
    const { chemin, press, round, stack, clock, results } = await setup();
    await chemin(ALICE, 'sit');
    await chemin(BOB, 'sit');
    await chemin(ALICE, 'bank', { amount: 100 });
    await chemin(BOB, 'avec');
    const r = await round();
    // Bob holds 5: a free choice, whose rule is a card.
    stack(['2D', 'AS', '3C', '2H', '5D']);
    await press(ALICE, `sabot1:deal:${r}`);
    const switched = await press(BOB, `sabot1:rule-on:${r}`);
    expect(switched.shown?.method).toBe('update');
    expect(switched.shown?.content).toBe(t('en', 'rule.on'));
    expect(plain(switched.shown?.embeds?.[0]?.description ?? '')).toContain(t('en', 'rule.prompt.on'));
    expect(switched.shown?.components?.map((row) => row.components.map((c) => c.custom_id))).toEqual([
      [`sabot1:decide:draw:1:${r}`, `sabot1:decide:stand:1:${r}`],
      [`sabot1:rule-off:${r}`],
    ]);
    const before = clock.now();
    await clock.until(() => results().length === 1, 'the coup played by the rule');
    expect(clock.now() - before).toBeLessThanOrEqual(2_100);
    expect(JSON.stringify(results()[0]!.message.embeds)).toContain(
      `<@${BOB}>** played by the rule at 5: drew.`,
    );
  });

  it('GIVEN a player whose interactions here have all expired WHEN a decision opens for him THEN the channel calls him by a mention that pings him alone, with My cards', async () => {
    const { chemin, press, round, stack, clock, channel } = await setup();
    await chemin(ALICE, 'sit');
    await chemin(BOB, 'sit');
    await chemin(ALICE, 'bank', { amount: 100 });
    const avec = await chemin(BOB, 'avec');
    const r = await round();
    // Discord keeps an interaction's token 15 minutes: his is past use.
    await clock.advance(15 * 60 * 1000);
    stack(['4H', '2C', 'KS', '3D', '4C', '4D']);
    await press(ALICE, `sabot1:deal:${r}`);
    const isCall = (write: Write) => String(write.message.content ?? '').startsWith(`<@${BOB}>`);
    await clock.until(() => channel.some(isCall), 'the call in the channel');
    const call = channel.find(isCall)!.message;
    expect(call.content).toContain('it is your turn');
    expect(call.allowedMentions).toEqual({ users: [BOB] });
    expect(customIds({ components: [...(call.components ?? [])] })).toEqual([`sabot1:cdf-cards:${r}`]);
    expect(avec.answers.some((a) => a.method === 'followUp')).toBe(false);
  });

  it('GIVEN la suite on and a bank passed THEN Take la suite by button, a refusal for the passer, and the betting timer gives the bank to the claimant at the deadline', async () => {
    const { send, chemin, press, round, tableMessage, clock, channel } = await setup();
    await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'chemin-de-fer',
      admin: true,
      options: { suite: 'on' },
    });
    for (const user of [ALICE, BOB, CARL]) await chemin(user, 'sit');
    await chemin(ALICE, 'bank', { amount: 100 });
    const r = await round();
    expect((await press(ALICE, `sabot1:cdf-passe:${r}`)).shown?.content).toBe(
      t('en', 'cdf.done.passe', { cents: 10_000 as Cents }),
    );
    expect(customIds(await tableMessage())).toEqual(
      ['cdf-suite', 'cdf-nosuite', 'cdf-withdraw', 'cdf-sit', 'cdf-leave'].map((k) => `sabot1:${k}:${r}`),
    );
    expect((await press(ALICE, `sabot1:cdf-suite:${r}`)).shown?.content).toBe(
      refusal(reject('cdf/not-your-turn')),
    );
    expect((await press(DORA, `sabot1:cdf-suite:${r}`)).shown?.content).toBe(
      refusal(reject('cdf/not-seated')),
    );
    expect((await press(CARL, `sabot1:cdf-suite:${r}`)).shown?.content).toBe(
      t('en', 'cdf.done.suiteClaim', { bank: 10_000 as Cents, balance: 90_000 as Cents }),
    );
    // Bob, ahead of Carl, has not answered: la suite waits for its deadline, then goes to Carl.
    expect((await tableMessage()).embeds[0]!.description).toContain('La suite:');
    const carlBanks = t('en', 'cdf.table.bank', { name: `**<@${CARL}>**`, bank: 10_000 as Cents });
    await clock.until(
      () => channel.some((write) => JSON.stringify(write.message.embeds ?? []).includes(carlBanks)),
      'la suite resolved by the betting timer',
    );
    expect((await tableMessage()).embeds[0]!.description).toContain(carlBanks);
  });

  it('GIVEN a chemin de fer shoe revealed THEN /fair export sends it as sabot-cdf/1, from the coups as they were played', async () => {
    const { send, chemin, stack, results, clock } = await setup();
    await chemin(ALICE, 'sit');
    await chemin(BOB, 'sit');
    await chemin(ALICE, 'bank', { amount: 100 });
    await send({ kind: 'command', commandName: 'bet', userId: BOB, options: { side: 'punter', amount: 40 } });
    // C2's cards: Bob stands at 5 by choice, Ana draws to 8.
    stack(['2D', 'AS', '3C', '2H', '5D']);
    await send({ kind: 'command', commandName: 'deal', userId: BOB });
    await chemin(BOB, 'decide', { choice: 'stand' });
    await clock.until(() => results().length === 1, 'the result');
    await chemin(ALICE, 'pass');
    await confirmNewShoe(send);
    const exported = await send({ kind: 'command', commandName: 'fair', subcommand: 'export', userId: BOB });
    const [file] = exported.shown!.files as { name: string; attachment: Buffer }[];
    expect(file!.name).toBe('sabot-cdf-1.json');
    const json = JSON.parse(file!.attachment.toString());
    expect(json.format).toBe('sabot-cdf/1');
    expect(json.coups).toEqual([
      {
        coup: 1,
        punter: ['2D', '3C'],
        banker: ['AS', '2H', '5D'],
        decisions: [
          { hand: 'punter', total: 5, action: 'stand', by: 'player' },
          { hand: 'banker', total: 3, action: 'card', by: 'rule' },
        ],
        stake: 40,
        result: 'lose',
      },
    ]);
  });

  it('GIVEN a coup settled while no shell posted its result (a crash) THEN the next start posts it, with the same nonce', async () => {
    const { chemin, press, round, stack, store, clock } = await setup();
    await chemin(ALICE, 'sit');
    await chemin(BOB, 'sit');
    await chemin(ALICE, 'bank', { amount: 100 });
    await chemin(BOB, 'banco');
    stack(['2D', 'AS', '3C', '2H', '5D']);
    await press(BOB, `sabot1:deal:${await round()}`);
    // The answer is committed by the store alone: the process dies before any message goes out.
    const settled = await store.execute(GUILD, {
      type: 'decide',
      channelId: CHANNEL,
      userId: BOB,
      choice: 'draw',
    });
    expect(settled.ok).toBe(true);
    const posts: MessageCreateOptions[] = [];
    const writer = {
      send: async (_channelId: string, message: MessageCreateOptions) => {
        posts.push(message);
        return `r${posts.length}`;
      },
      edit: async () => {},
      delete: async () => {},
    };
    const log: Logger = { debug() {}, info() {}, warn() {}, error() {} };
    // The crashed process's servers are served afresh by the next (here, after its lease goes).
    await store.release();
    const restarted = bootShell({ store, clock, writer, log });
    expect(await restarted.game.start()).toMatchObject({ results: 1 });
    await clock.until(() => posts.some((post) => post.nonce !== undefined), 'the result after the restart');
    const result = posts.find((post) => post.nonce !== undefined)!;
    expect(result.nonce).toBe(resultNonce(CHANNEL, 1));
    expect(JSON.stringify(result.embeds)).toContain(`**<@${BOB}>** (punter) had 5 and drew, by choice.`);
    await clock.until(() => restarted.messages.idle, 'the outbox emptied');
    expect(await store.undeliveredResults()).toEqual([]);
    restarted.messages.close();
  });

  it('GIVEN a Punto Banco table THEN /chemin and side Punter are refused, each with its reason', async () => {
    const { send, chemin } = await setup();
    await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'game',
      admin: true,
      options: { value: 'punto-banco' },
    });
    // /chemin's moves name their game: the table refuses them as another game's.
    expect((await chemin(ALICE, 'sit')).shown?.content).toBe(
      refusal(reject('table/other-game', { game: 'punto-banco' })),
    );
    expect((await chemin(ALICE, 'sit')).shown?.content).toContain('This table deals Punto Banco');
    const punter = await send({
      kind: 'command',
      commandName: 'bet',
      userId: ALICE,
      options: { side: 'punter', amount: 5 },
    });
    expect(punter.shown?.content).toBe(t('en', 'error.side-on-punto-banco'));
    const options = await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'chemin-de-fer',
      admin: true,
      options: { 'bank-min': 50 },
    });
    expect(options.shown?.content).toBe(t('en', 'error.not-cdf-table'));
  });

  it('GIVEN /table chemin-de-fer THEN the settings panel and the table message show the bank limits, commission and règle', async () => {
    const { send, chemin, tableMessage } = await setup();
    const panel = await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'chemin-de-fer',
      admin: true,
      options: { 'bank-min': 50, 'bank-max': 500, commission: 2.5, regle: 'free' },
    });
    const settings = JSON.stringify(panel.shown?.embeds);
    expect(settings).toContain(t('en', 'cdf.settings.game', { count: 6 }));
    // No Tie limits at a table without a Tie bet.
    expect(settings).not.toContain(t('en', 'settings.limit.tieMax'));
    expect(settings).toContain(t('en', 'cmd.table.chemin-de-fer.regle.free'));
    expect(settings).toContain(t('en', 'cdf.settings.suiteOff'));
    await chemin(ALICE, 'sit');
    const description = (await tableMessage()).embeds[0]!.description!;
    expect(description).toContain('bank 50 chips to 500 chips · commission 2.5%');
    expect(description).toContain(t('en', 'cdf.table.regleFree'));
    const bad = await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'chemin-de-fer',
      admin: true,
      options: { commission: 1.234 },
    });
    expect(bad.shown?.content).toBe(refusal(reject('settings/invalid-bank')));
  });
});
