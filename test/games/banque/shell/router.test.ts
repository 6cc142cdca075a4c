/**
 * Baccarat banque through the router, below Discord: stand-in interactions, the real commands,
 * buttons, bid form and game service, the store on SQLite in memory with a stacked shoe, and a
 * recording channel. The auction by form and its deadline, the banker's maximum stake, stakes by
 * /bet, who may see and answer which decision (each refusal private), a card-holder's timeout at
 * 5 explained in public, and the result posted once through the outbox with its nonce.
 */

import { describe, expect, it } from 'vitest';
import { t } from '../../../../src/discord/i18n/index.js';
import type { Cents } from '../../../../src/engine/money.js';
import { reject } from '../../../../src/table/rejections.js';
import { ALICE, BOB, GUILD } from '../../../discord/fake-interaction.js';
import { plain } from '../../../discord/fixtures.js';
import { bankedRouter, customIds, refusal } from '../../banked/support/router.js';
import { stackedBanque } from '../table/stacked-banque.js';

const CARL = '300000000000000005';
const DORA = '300000000000000006';

const setup = async () => {
  const bot = await bankedRouter(stackedBanque(), 'banque');
  const banque = bot.command('banque');
  const bet = (userId: string, side: string, amount: number) =>
    bot.send({ kind: 'command', commandName: 'bet', userId, options: { side, amount } });
  // A coup's result: the one message with the hands as dealt.
  const results = () =>
    bot.channel.filter(
      (write) => write.kind === 'send' && JSON.stringify(write.message.embeds).includes('The hands'),
    );
  // A banque table, default limits (stakes from 1, bids from 20).
  return { ...bot, banque, bet, results };
};

describe('Baccarat banque through the router', () => {
  it('GIVEN an auction by form, stakes by /bet and a card-holder silent at 5 THEN each may press only his own, the default is explained, and the result is posted once with its nonce', async () => {
    const { send, banque, bet, press, table, round, tableMessage, results, stack, clock, channel } =
      await setup();
    // The settings are banque's own, and shown in the panel.
    const settings = await send({
      kind: 'command',
      commandName: 'table',
      subcommand: 'banque',
      admin: true,
      options: { commission: 1.5, tenure: 'session' },
    });
    const panel = JSON.stringify(settings.shown?.embeds);
    expect(panel).toContain('Baccarat banque');
    expect(panel).toContain('commission 1.5%');
    expect(panel).toContain(t('en', 'banque.settings.tenure.session'));

    // Seats: Bob right; Carl and Dora left (Carl first, he holds the cards).
    let r = await round();
    expect((await press(BOB, `sabot1:bq-sit-right:${r}`)).shown?.content).toBe(
      t('en', 'banque.done.sat', { side: 'right', place: 1 }),
    );
    await banque(CARL, 'sit', { side: 'left' });
    await banque(DORA, 'sit', { side: 'left' });
    expect((await banque(DORA, 'sit', { side: 'right' })).shown?.content).toBe(
      refusal(reject('banque/already-seated')),
    );

    // The auction: Alice bids by the form; a bid below the bank's minimum is refused.
    const form = await press(ALICE, `sabot1:bq-bid:${r}`);
    expect(form.answers[0]).toMatchObject({
      method: 'showModal',
      modal: { custom_id: `sabot1:bq-bid-form:${r}` },
    });
    const low = await send({
      kind: 'modal',
      userId: ALICE,
      customId: `sabot1:bq-bid-form:${r}`,
      fields: { amount: '10' },
    });
    expect(low.shown?.content).toBe(refusal(reject('banque/bid-below-min', { min: 20 as never })));
    const bid = await send({
      kind: 'modal',
      userId: ALICE,
      customId: `sabot1:bq-bid-form:${r}`,
      fields: { amount: '500' },
    });
    expect(bid.shown?.content).toContain('You bid 500 chips for the bank');
    expect(JSON.stringify((await tableMessage()).embeds)).toContain('The auction closes');
    const shows = (text: string) => () =>
      channel.some((write) => JSON.stringify(write.message.embeds ?? []).includes(text));
    await clock.until(shows('holds the bank: **500 chips**'), 'the auction resolved at its deadline');

    // The banker's maximum stake; stakes by /bet; Punto Banco's sides are refused here.
    expect((await banque(ALICE, 'max-stake', { amount: 50 })).shown?.content).toBe(
      t('en', 'banque.done.maxStake', { max: 5_000 as Cents }),
    );
    expect((await bet(BOB, 'player', 5)).shown?.content).toBe(t('en', 'error.side-on-banque'));
    expect((await bet(BOB, 'right', 60)).shown?.content).toBe(
      refusal(reject('banque/stake-above-max', { max: 50 as never })),
    );
    expect((await bet(BOB, 'right', 40)).shown?.content).toContain('Your stake on the right: 40 chips');
    await bet(CARL, 'left', 40);
    await bet(DORA, 'centre', 20);

    // The deal: Bob holds 5 (free), Carl 2 (must draw), Alice 5; no hidden card on the table.
    stack(['2D', '9D', 'KS', '3C', '3H', '5H', '4S', '2C', '8C']);
    r = await round();
    await press(BOB, `sabot1:deal:${r}`);
    const during = await tableMessage();
    expect(customIds(during)).toEqual([`sabot1:bq-cards:${r}`]);
    expect(JSON.stringify(during)).not.toMatch(/2♦|9♦|K♠|3♣|3♥|5♥/);
    expect((await press(DORA, `sabot1:bq-cards:${r}`)).shown?.content).toBe(t('en', 'error.banque-no-cards'));
    const cards = await press(BOB, `sabot1:bq-cards:${r}`);
    expect(cards.shown?.ephemeral).toBe(true);
    expect(plain(cards.shown?.embeds?.[0]?.description ?? '')).toContain('2♦ 3♣ · total **5**');
    expect(cards.shown?.components?.[0]?.components.map((c) => [c.label, c.custom_id])).toEqual([
      ['Card', `sabot1:decide:draw:1:${r}`],
      ['Stand', `sabot1:decide:stand:1:${r}`],
    ]);
    expect((await press(CARL, `sabot1:decide:stand:1:${r}`)).shown?.content).toBe(
      refusal(reject('decision/not-yours')),
    );
    // Bob does not answer: at the deadline the rule's default draws, and Carl is asked next.
    const deadline = (await table()).coup!.decision.deadline;
    await clock.until(() => clock.now() > deadline, 'Bob’s deadline');
    await clock.settle();
    const carl = await banque(CARL, 'cards');
    expect(carl.shown?.components?.[0]?.components.map((c) => c.label)).toEqual(['Card']);
    expect(plain(carl.shown?.embeds?.[0]?.description ?? '')).toContain(t('en', 'banque.cards.forced'));
    // The command has no prompt to rewrite: it answers with a new private message.
    const drew = (await banque(CARL, 'decide', { choice: 'draw' })).shown;
    expect(drew?.method).toBe('reply');
    expect(drew?.ephemeral).toBe(true);
    expect(drew?.content).toBe(t('en', 'cdf.done.draw'));
    const alice = await banque(ALICE, 'cards');
    expect(alice.shown?.components?.[0]?.components.map((c) => c.label)).toEqual(['Draw', 'Stand']);
    // The click rewrites the prompt in place: the answer above his cards, no buttons left to press.
    const click = await press(ALICE, `sabot1:decide:stand:3:${r}`);
    const stood = click.shown;
    expect(stood?.method).toBe('update');
    expect(stood?.content).toBe(t('en', 'cdf.done.stand'));
    expect(click.updates).toHaveLength(1);
    expect(click.updates[0]?.components).toEqual([]);
    expect(click.answers.map((answer) => answer.method)).toEqual(['update']);
    expect(plain(stood?.embeds?.[0]?.description ?? '')).toMatch(/total \*\*\d\*\*/);

    await clock.until(() => results().length === 1, 'the result in the channel');
    const [posted] = results();
    expect(posted!.message.nonce).toBeTypeOf('string');
    expect(posted!.message.enforceNonce).toBe(true);
    const embed = plain(JSON.stringify(posted!.message.embeds));
    expect(embed).toContain(`<@${BOB}>** (right) did not answer at 5: drew, as the rule says.`);
    expect(embed).toContain(`<@${CARL}>** (left) drew at 2, as the rule requires.`);
    expect(embed).toContain(`<@${ALICE}>** (banker) stood at 5.`);
    expect(embed).toContain('The right tableau beats the bank.');
    expect(embed).toContain('The bank beats the left tableau.');
    expect(embed).toContain('one tableau won, the other lost: frozen whole');
    expect(embed).toContain(`The left tableau lost: the cards pass to **<@${DORA}>**.`);
    expect(channel.filter((write) => write === posted)).toHaveLength(1);
    // The frozen item shows on the next table message, with its owner.
    expect(JSON.stringify((await tableMessage()).embeds)).toContain('Frozen in the centre');
    // The banker retires between coups: the bank goes home, the frozen item to its owner.
    expect((await banque(ALICE, 'retire')).shown?.content).toContain('You retired');
    await clock.until(shows('The bank ends'), 'the bank’s end announced');
  });

  it("GIVEN each game's table WHEN /bet names a side of another game THEN the answer says which sides this table takes, and no chip moves", async () => {
    const { send, bet, table, store } = await setup();
    const dealing = (game: string) =>
      send({
        kind: 'command',
        commandName: 'table',
        subcommand: 'game',
        admin: true,
        options: { value: game },
      });
    // The table checks the game the side names, in the bet's own step: no read comes first. The
    // game the table deals says which sides it takes, whichever game's side was named.
    const wrong: [game: string, side: string, problem: string][] = [
      ['banque', 'player', 'error.side-on-banque'],
      ['banque', 'punter', 'error.side-on-banque'],
      ['punto-banco', 'left', 'error.side-on-punto-banco'],
      ['punto-banco', 'punter', 'error.side-on-punto-banco'],
      ['chemin-de-fer', 'centre', 'error.side-on-cdf'],
      ['chemin-de-fer', 'tie', 'error.side-on-cdf'],
    ];
    for (const [game, side, problem] of wrong) {
      await dealing(game);
      const refused = await bet(BOB, side, 5);
      expect(refused.shown, `${side} at ${game}`).toMatchObject({
        ephemeral: true,
        content: t('en', problem as Parameters<typeof t>[1]),
      });
    }
    expect((await table()).seats).toEqual([]);
    expect((await store.readWallet(GUILD, BOB))?.balanceCents).toBeUndefined();
  });
});
