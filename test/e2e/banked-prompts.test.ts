/**
 * The decision prompt pushed to its player, through the real bot (src/main.ts as a child process,
 * SQLite, discord.js against the fake Discord), in four languages: a chemin de fer table whose
 * players' Discord clients speak Romanian (Radu, the banker), Italian (Ivo), Dutch (Noor) and
 * English (Ana). Two coups:
 *
 *  1. Ivo's banco, Radu deals: when Ivo's decision opens, his banco gets a private follow-up with
 *     his cards and the one button the rule leaves him, in Italian. A forged Stand is refused
 *     privately in Italian, naming the button he has; his Card rewrites the prompt in place, its
 *     buttons gone. Radu's prompt as banker, in an optional cell, follows his own latest
 *     interaction (his /deal), in Romanian, and he answers it there.
 *  2. Noor's banco: her prompt, in Dutch, follows her banco; she presses "Play by the rule" on it.
 *     The prompt is rewritten in place with the switch's answer, and without any answer of hers
 *     the bot plays her 5 by the rule: the coup settles and the result says she played by the rule,
 *     not that she "did not answer".
 *
 * The coups are known before they are dealt (the client seed chosen with /fair seed, as in
 * chemin-de-fer.test.ts), every decision answered as the rule's default.
 */
import { describe, expect, it } from 'vitest';
import { type Locale, t } from '../../src/discord/i18n/index.js';
import { handFaces } from '../../src/discord/views/cards.js';
import type { Cents } from '../../src/engine/money.js';
import { type BotWorld, customIds, STARTING_CENTS, useBotWorld } from './support/bot-harness.js';
import { findClientSeed, type PlannedCoup } from './support/cdf-shoe-plan.js';
import {
  CdfTable,
  decideId,
  expectPrivateOk,
  isPrivate,
  messageText,
  offeredChoices,
  promptsOf,
} from './support/cdf-table.js';
import type { InteractionHandle, RecordedMessage } from './support/fake-discord.js';

const NAMES = ['Radu', 'Ivo', 'Noor', 'Ana'] as const;
type Name = (typeof NAMES)[number];
/** Each player's Discord client locale, and the bot's language for him. */
const DISCORD_LOCALES: Record<Name, string> = { Radu: 'ro', Ivo: 'it', Noor: 'nl', Ana: 'en-US' };
const LANGUAGE: Record<Name, Locale> = { Radu: 'ro', Ivo: 'it', Noor: 'nl', Ana: 'en' };
const BANK = 100;

let world: BotWorld;
let table: CdfTable;
let plan: PlannedCoup[];

useBotWorld({ channels: ['prompts'], players: NAMES.length, playerNames: NAMES }, (started) => {
  world = started;
  table = new CdfTable(world, world.guild.channel('prompts').id, NAMES, DISCORD_LOCALES);
});

/** The rule's default for every decision: what the bot plays for a player who plays by the rule. */
const byDefault = (request: { defaultChoice: 'draw' | 'stand' }) => request.defaultChoice;

/** The first private follow-up of `handle`, once the bot sent it. */
const followUpOf = (handle: InteractionHandle, what: string): Promise<RecordedMessage> =>
  world.discord.waitFor(() => handle.followUps[0], { description: what });

/** The prompt's buttons as labels, row by row. */
const labels = (message: RecordedMessage): string[][] =>
  (message.components ?? []).map((row) =>
    ((row as { components?: { label?: string }[] }).components ?? []).map((button) => button.label ?? ''),
  );

/** Whether the channel called `name` publicly (the mention used when no interaction can carry the prompt). */
const calledInChannel = (name: Name): boolean =>
  world.discord
    .messages(table.channelId, { origin: 'channel' })
    .some((message) => (message.content ?? '').includes(`<@${table.player(name).userId}>`));

/** Deals as Radu, the banker (the banker or a punter with a stake deals): the round and his /deal. */
const deal = async (): Promise<{ round: number; handle: InteractionHandle }> => {
  const view = await table.waitForView((v) => v.customIds.includes(`sabot1:deal:${v.round}`), 'Deal');
  const handle = table.player('Radu').slash('deal');
  expectPrivateOk(await handle.reply(), t('ro', 'deal.waits'));
  return { round: view.round, handle };
};

/** The punter's two cards as his prompt shows them, in `locale`. */
const punterHand = (locale: Locale, planned: PlannedCoup): string => {
  const cards = planned.coup.punter.slice(0, 2);
  return t(locale, 'cdf.cards.hand', { cards: handFaces(cards), total: promptsOf(planned)[0]!.total });
};

const didWord = (choice: 'draw' | 'stand') => (choice === 'draw' ? 'drew' : 'stood');

describe('the decision prompt pushed to its player, in his language', () => {
  it('GIVEN a chemin de fer table WHEN four players sit, each with his own Discord language THEN each is answered in his language, and the shoe is offered to Radu', async () => {
    await table.admin.slash('table', { value: 'chemin-de-fer' }, 'game').reply();
    expectPrivateOk(
      await table.admin.slash('table', { seconds: 0 }, 'timer').reply(),
      'Table settings updated',
    );
    for (const [seat, name] of NAMES.entries())
      expectPrivateOk(await table.chemin(name, 'sit'), t(LANGUAGE[name], 'cdf.done.sit', { seat: seat + 1 }));
    await table.waitForText('The shoe is offered to **Radu**');

    const { table: stored } = await table.stored();
    const found = findClientSeed(
      stored.shoe.spec,
      2,
      ([first, second]) =>
        // 1: Ivo's card forced (a total of 0 to 4), then Radu free in an optional cell; Radu keeps the bank.
        !first!.coup.natural &&
        promptsOf(first!)[0]!.total <= 4 &&
        first!.bankerOptional &&
        first!.outcome === 'banker' &&
        // 2: Noor free at 5, the banker with nothing to choose.
        !second!.coup.natural &&
        second!.punterFree &&
        !second!.bankerOptional,
      { policy: byDefault },
    );
    plan = found.plan;
    expectPrivateOk(
      await table.player('Ana').slash('fair', { value: found.clientSeed }, 'seed').reply(),
      found.clientSeed,
    );
  });

  it('GIVEN Ivo (Italian) on banco WHEN his decision opens THEN his banco gets his prompt privately in Italian; a forged Stand is refused in Italian naming Card; his Card rewrites the prompt in place; then Radu (Romanian) gets his own prompt the same way', async () => {
    const coup = plan[0]!;
    const [punter, banker] = promptsOf(coup);
    expectPrivateOk(
      await table.chemin('Radu', 'bank', { amount: BANK }),
      t('ro', 'cdf.done.open', {
        bank: (BANK * 100) as Cents,
        balance: (STARTING_CENTS - BANK * 100) as Cents,
      }),
    );
    await table.waitForText(`**Radu** holds the bank: **${BANK} chips**`);
    const banco = table.player('Ivo').slash('chemin', {}, 'banco');
    expect(isPrivate(await banco.reply())).toBe(true);
    await table.waitForText('Plays the hand: **Ivo** (banco)');
    const { round, handle: raduDeal } = await deal();

    // The pushed prompt: a private follow-up of his banco, in Italian, with the one button the rule leaves.
    const prompt = await followUpOf(banco, "Ivo's prompt as a follow-up of his banco");
    expect(isPrivate(prompt)).toBe(true);
    expect(prompt.embeds[0]?.title).toBe(t('it', 'cdf.cards.title', { role: 'punter' }));
    expect(messageText(prompt)).toContain(punterHand('it', coup));
    expect(messageText(prompt)).toContain(t('it', 'cdf.cards.forced'));
    expect(offeredChoices(prompt)).toEqual(['draw']);
    expect(labels(prompt)).toEqual([[t('it', 'cdf.button.card')], [t('it', 'rule.button.on')]]);
    expect(customIds(prompt)).toContain(`sabot1:rule-on:${round}`);
    expect(calledInChannel('Ivo')).toBe(false);

    // A forged Stand, at a total where the rule leaves only a card: refused privately, in Italian.
    const card = decideId(prompt, 'draw');
    const forged = card.replace('sabot1:decide:draw:', 'sabot1:decide:stand:');
    const refused = await table.click('Ivo', prompt, forged);
    expect(isPrivate(refused)).toBe(true);
    expect(messageText(refused)).toContain(
      t('it', 'refusal.decision/invalid-choice', { choices: t('it', 'cdf.button.card'), count: 1 }),
    );
    expect((await table.stored()).table.coup?.decision?.userId).toBe(table.player('Ivo').userId);

    // His Card, on the pushed prompt: the prompt itself becomes the answer, its buttons gone.
    const answered = await table.player('Ivo').click(prompt, card).response();
    expect(answered.type).toBe(7);
    expect(answered.data?.content).toBe(t('it', 'cdf.done.draw'));
    expect(answered.data?.components).toEqual([]);
    const rewritten = banco.followUps[0]!;
    expect(rewritten.id).toBe(prompt.id);
    expect(rewritten.content).toBe(t('it', 'cdf.done.draw'));
    expect(customIds(rewritten)).toEqual([]);
    expect(rewritten.embeds[0]?.title).toBe(t('it', 'cdf.cards.title', { role: 'punter' }));

    // Radu's decision, in an optional cell: pushed to his latest interaction, his /deal, in Romanian.
    const bankerPrompt = await followUpOf(raduDeal, "Radu's prompt as a follow-up of his /deal");
    expect(isPrivate(bankerPrompt)).toBe(true);
    expect(bankerPrompt.embeds[0]?.title).toBe(t('ro', 'cdf.cards.title', { role: 'banker' }));
    expect(labels(bankerPrompt)).toEqual([
      [t('ro', 'cdf.button.draw'), t('ro', 'cdf.button.stand')],
      [t('ro', 'rule.button.on')],
    ]);
    expect(calledInChannel('Radu')).toBe(false);
    const bankerAnswer = await table
      .player('Radu')
      .click(bankerPrompt, decideId(bankerPrompt, banker!.choice))
      .response();
    expect(bankerAnswer.type).toBe(7);
    expect(bankerAnswer.data?.content).toBe(
      t('ro', banker!.choice === 'draw' ? 'cdf.done.draw' : 'cdf.done.stand'),
    );

    const text = await table.result(round);
    expect(text).toContain('Banker wins');
    expect(text).toMatch(new RegExp(`\\*\\*Ivo\\*\\* \\(punter\\) had ${punter!.total} and drew`));
    expect(text).toMatch(
      new RegExp(
        `\\*\\*Radu\\*\\* \\(banker\\) had ${banker!.total}( against a \\d)? and ${didWord(banker!.choice)}, by choice\\.`,
      ),
    );
    expect(text).not.toContain('did not answer');
  });

  it('GIVEN Noor (Dutch) on banco with a free 5 WHEN she presses Play by the rule on her pushed prompt THEN the prompt says so in Dutch in place, and with no answer of hers the bot plays her 5 by the rule and the coup settles', async () => {
    const coup = plan[1]!;
    const [punter] = promptsOf(coup);
    const banco = table.player('Noor').slash('chemin', {}, 'banco');
    expect(isPrivate(await banco.reply())).toBe(true);
    await table.waitForText('Plays the hand: **Noor** (banco)');
    const { round } = await deal();

    const prompt = await followUpOf(banco, "Noor's prompt as a follow-up of her banco");
    expect(isPrivate(prompt)).toBe(true);
    expect(prompt.embeds[0]?.title).toBe(t('nl', 'cdf.cards.title', { role: 'punter' }));
    expect(messageText(prompt)).toContain(punterHand('nl', coup));
    expect(labels(prompt)).toEqual([
      [t('nl', 'cdf.button.card'), t('nl', 'cdf.button.stand')],
      [t('nl', 'rule.button.on')],
    ]);
    expect(calledInChannel('Noor')).toBe(false);

    const switched = await table.player('Noor').click(prompt, `sabot1:rule-on:${round}`).response();
    expect(switched.type).toBe(7);
    const inPlace = banco.followUps[0]!;
    expect(inPlace.id).toBe(prompt.id);
    expect(inPlace.content).toBe(t('nl', 'rule.on'));
    expect(messageText(inPlace)).toContain(t('nl', 'rule.prompt.on'));
    // Her choices are still there, and the switch now turns it off.
    expect(labels(inPlace)).toEqual([
      [t('nl', 'cdf.button.card'), t('nl', 'cdf.button.stand')],
      [t('nl', 'rule.button.off')],
    ]);

    // No answer from her: the bot plays her 5 by the rule (a card), said so, and the coup settles.
    expect(punter!.choice).toBe('draw');
    const text = await table.result(round, 20_000);
    expect(text).toContain(
      t('en', 'cdf.decision.byTheRule', {
        name: '**Noor**',
        role: 'punter',
        total: 5,
        against: null,
        action: 'draw',
      }),
    );
    expect(text).not.toContain('did not answer');
    expect(table.results(round)).toHaveLength(1);
    const { table: stored } = await table.stored();
    expect(stored.coup).toBeFalsy();
    expect(stored.byTheRule).toEqual([table.player('Noor').userId]);
  });
});
