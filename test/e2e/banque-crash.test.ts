/**
 * Baccarat banque coups across crashes of the real bot: the process is SIGKILLed while a decision
 * is pending, first the right card-holder's, then the banker's. The restarted bot waits for the
 * same decision with the same deadline; an answer given after the restart (by the button shown
 * before the crash) or the default applied at the deadline completes the coup, which is settled
 * and posted once, and the chips balance: wallets and what the table holds are what was issued,
 * less the house's commission.
 *
 * The coups are known before they are dealt (see support/banque-crash-plan.ts): the client seed is
 * chosen so that both coups prompt the right card-holder and then the banker, the first at a free 5.
 * Last, a bank too small for every stake: the owner of the stake it trims is told privately.
 */
import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { chips } from '../../src/engine/money.js';
import type { BanqueTableState } from '../../src/games/banque/table/index.js';
import { banque as en } from '../../src/games/banque/words/en.js';
import type { TableRecord } from '../../src/table/state.js';
import { findBanqueClientSeed, type PlannedBanqueCoup } from './support/banque-crash-plan.js';
import {
  type BotWorld,
  customIds,
  Player,
  STARTING_CENTS,
  useBotWorld,
  withStorage,
} from './support/bot-harness.js';
import { decideId, embedText, isPrivate, messageText, offeredChoices } from './support/cdf-table.js';
import type { RecordedMessage } from './support/fake-discord.js';

/** Cleo stakes only in the last test, in Dutch; until then her wallet is the starting chips waiting for her. */
const NAMES = ['Bea', 'Rita', 'Cleo'] as const;
/** Whose wallets the crashed coups move. */
const DEALT_IN = ['Bea', 'Rita'] as const;
type Name = (typeof NAMES)[number];
/** Bea's bid, the only one: it takes the bank. */
const BANK = 500;
/** Rita's stake on the right in each coup; nobody stakes on the left or in the centre. */
const STAKE = 100;
const TABLE_TITLE = /^Baccarat banque · coup (\d+)/;

let world: BotWorld;
let channelId: string;
const players = new Map<Name | 'admin', Player>();
/** The two coups, known before the deal. */
let plan: PlannedBanqueCoup[];

useBotWorld(
  { channels: ['banque-crash'], players: NAMES.length, playerNames: NAMES },
  (started) => {
    world = started;
    channelId = world.guild.channel('banque-crash').id;
    for (const name of [...NAMES, 'admin'] as const)
      players.set(
        name,
        new Player(world, world.guild.member(name).id, channelId, name === 'Cleo' ? 'nl' : 'en-US'),
      );
  },
  // The killed process leaves nothing to check in its log.
  { expectCleanLog: false },
);

const player = (name: Name | 'admin'): Player => players.get(name)!;
const nameOf = (userId: string): string => [...players].find(([, p]) => p.userId === userId)?.[0] ?? userId;

/** The live table message (the one with buttons) and the round it deals. */
const tableView = (): { message: RecordedMessage; round: number; text: string } | undefined => {
  const message = world.discord
    .messages(channelId, { origin: 'channel', includeDeleted: false })
    .findLast((m) => TABLE_TITLE.test(m.embeds[0]?.title ?? '') && customIds(m).length > 0);
  if (!message) return undefined;
  return {
    message,
    round: Number(TABLE_TITLE.exec(message.embeds[0]!.title!)![1]),
    text: messageText(message),
  };
};

const waitForView = (check: (text: string, round: number) => boolean, description: string) =>
  world.discord.waitFor(
    () => {
      const view = tableView();
      if (view && check(view.text, view.round)) return view;
      throw new Error(`the table message shows:\n${view?.text ?? '(none)'}`);
    },
    { description: `the table message showing ${description}` },
  );

/** Waits for the table to wait for `name`'s decision on `hand`. */
const waitingFor = (name: Name, hand: 'right' | 'banker') => {
  const text = `Waiting for **${name}** (${hand})`;
  return waitForView((shown) => shown.includes(text), JSON.stringify(text));
};

/** `name` presses the table message's My cards: his cards, privately, with his prompt on his turn. */
const myCards = async (name: Name): Promise<RecordedMessage> => {
  const view = await waitForView(() => true, 'its My cards button');
  return player(name).click(view.message, `sabot1:bq-cards:${view.round}`).reply();
};

/** The public results posted for `round` (the result embed, never the table message). */
const results = (round: number): APIEmbed[] =>
  world.discord
    .messages(channelId, { includeDeleted: false })
    .filter((message) => !isPrivate(message) && customIds(message).length === 0)
    .flatMap((message) => message.embeds)
    .filter(
      (embed) =>
        embed.title === `Baccarat banque · coup ${round}` &&
        (embed.fields ?? []).some((field) => field.name === en['banque.result.outcomes']),
    );

const resultText = async (round: number, timeoutMs?: number): Promise<string> =>
  embedText(
    await world.discord.waitFor(() => results(round)[0], {
      description: `the result of coup ${round}`,
      ...(timeoutMs ? { timeoutMs } : {}),
    }),
  );

const stored = async (): Promise<{ table: TableRecord; game: BanqueTableState }> => {
  const table = await withStorage(world, (db) => db.table(channelId));
  if (!table) throw new Error('no table is stored for the channel');
  return { table, game: table.gameState as BanqueTableState };
};

/** Nothing lost: the wallets and what the table holds are every chip issued, less the commission. */
const expectChipsBalance = async (rounds: readonly number[]) => {
  const audit = await withStorage(world, (db) => db.audit());
  expect(audit.balanced, JSON.stringify(audit)).toBe(true);
  const records = await withStorage(world, (db) => Promise.all(rounds.map((r) => db.round(channelId, r))));
  const commission = records.reduce((sum, record) => sum + record!.houseTakeCents, 0);
  const balances = await Promise.all(DEALT_IN.map((name) => player(name).balanceCents()));
  const wallets = balances.reduce((sum, cents) => sum + cents, 0);
  const { table } = await stored();
  expect(wallets + table.escrowCents).toBe(DEALT_IN.length * STARTING_CENTS - commission);
};

/** Settled once: one public result, one round record, and the next coup's table message. */
const expectSettledOnce = async (round: number) => {
  await waitForView((_, shown) => shown > round, 'the next coup');
  expect(results(round)).toHaveLength(1);
  expect(await withStorage(world, (db) => db.round(channelId, round + 1))).toBeUndefined();
};

/** Rita deals the coup she staked on; the private answer says the cards are out. */
const stakeAndDeal = async (): Promise<number> => {
  expect(isPrivate(await player('Rita').slash('bet', { side: 'right', amount: STAKE }).reply())).toBe(true);
  const { round } = await waitForView((text) => text.includes(`**Rita** · right`), "Rita's stake");
  const dealt = await player('Rita').slash('deal').reply();
  expect(isPrivate(dealt)).toBe(true);
  return round;
};

describe('baccarat banque across a crash', () => {
  it('GIVEN the right card-holder prompted WHEN the bot is SIGKILLed and restarted THEN the same decision waits, the answer given after the restart completes the coup once, and the chips balance', async () => {
    const admin = player('admin');
    expect(isPrivate(await admin.slash('table', { value: 'banque' }, 'game').reply())).toBe(true);
    // The test deals each coup itself; the default betting timer must not beat it to it.
    expect(isPrivate(await admin.slash('table', { seconds: 0 }, 'timer').reply())).toBe(true);
    // A deadline the restart lands well before even on a machine busy with other work (a restart
    // there has taken over 10 s); the default then applies at it.
    expect(isPrivate(await admin.slash('table', { seconds: 30 }, 'decision-time').reply())).toBe(true);
    // The auction ends only at its deadline: the shortest keeps the test short.
    expect(isPrivate(await admin.slash('table', { 'auction-seconds': 5 }, 'banque').reply())).toBe(true);
    expect(isPrivate(await player('Rita').slash('banque', { side: 'right' }, 'sit').reply())).toBe(true);
    expect(isPrivate(await player('Bea').slash('banque', { amount: BANK }, 'bid').reply())).toBe(true);
    await waitForView((text) => text.includes('**Bea** holds the bank'), "Bea's bank");

    // Rita at a free 5 stands in coup 1 (her answer, not the default); every other answer is the default.
    const { table: fresh } = await stored();
    const found = findBanqueClientSeed(
      fresh.shoe.spec,
      2,
      {
        stakes: { right: chips(STAKE), left: chips(0), centre: chips(0) },
        held: ['right'],
        policy: (request, index) =>
          index === 1 && request.hand === 'right' && request.choices.length === 2
            ? 'stand'
            : request.defaultChoice,
      },
      ([first, second]) =>
        first!.prompts.map((p) => p.hand).join() === 'right,banker' &&
        first!.prompts[0]!.choices.length === 2 &&
        second!.prompts.map((p) => p.hand).join() === 'right,banker',
    );
    plan = found.plan;
    expect(isPrivate(await player('Rita').slash('fair', { value: found.clientSeed }, 'seed').reply())).toBe(
      true,
    );

    const round = await stakeAndDeal();
    const [rita, bea] = plan[0]!.prompts;
    await waitingFor('Rita', 'right');
    const before = (await stored()).table.coup!.decision;
    const deadline = `<t:${Math.floor(before.deadline / 1000)}:`;
    const prompt = await myCards('Rita');
    expect(isPrivate(prompt)).toBe(true);
    expect(offeredChoices(prompt)).toEqual(['draw', 'stand']);
    expect(messageText(prompt)).toContain(deadline);

    await world.bot.killed();
    await world.restart();

    // The same decision, the same deadline, shown as before.
    expect((await stored()).table.coup?.decision).toEqual(before);
    expect(Date.now()).toBeLessThan(before.deadline);
    const shownAgain = await myCards('Rita');
    expect(offeredChoices(shownAgain)).toEqual(['draw', 'stand']);
    expect(messageText(shownAgain)).toContain(deadline);

    // Rita answers with the button she was shown before the crash; then Bea by command.
    const answered = await player('Rita').click(prompt, decideId(prompt, rita!.choice)).reply();
    expect(isPrivate(answered)).toBe(true);
    await waitingFor('Bea', 'banker');
    const decided = await player('Bea').slash('banque', { choice: bea!.choice }, 'decide').reply();
    expect(isPrivate(decided)).toBe(true);

    const text = await resultText(round);
    expect(text).toContain(`**Rita** (right) stood at 5.`);
    const record = await withStorage(world, (db) => db.round(channelId, round));
    expect(record?.decisions.map((d) => [nameOf(d.userId), d.choice, d.by])).toEqual([
      ['Rita', 'stand', 'player'],
      ['Bea', bea!.choice, 'player'],
    ]);
    await expectSettledOnce(round);
    await expectChipsBalance([round]);
  });

  it('GIVEN the banker prompted WHEN the bot is SIGKILLed and restarted THEN the pending decision resumes with the same deadline, the default applies at it and is explained, once, and the chips balance', async () => {
    const round = await stakeAndDeal();
    const [rita, bea] = plan[1]!.prompts;
    await waitingFor('Rita', 'right');
    const ritaPrompt = await myCards('Rita');
    expect(offeredChoices(ritaPrompt)).toEqual(rita!.choices);
    expect(
      isPrivate(await player('Rita').click(ritaPrompt, decideId(ritaPrompt, rita!.choice)).reply()),
    ).toBe(true);

    await waitingFor('Bea', 'banker');
    const before = (await stored()).table.coup!.decision;
    const deadline = `<t:${Math.floor(before.deadline / 1000)}:`;
    const prompt = await myCards('Bea');
    expect(offeredChoices(prompt)).toEqual(['draw', 'stand']);
    expect(messageText(prompt)).toContain(deadline);

    await world.bot.killed();
    await world.restart();

    const resumed = await stored();
    expect(resumed.table.coup?.decision).toEqual(before);
    expect(Date.now()).toBeLessThan(before.deadline);
    const shownAgain = await myCards('Bea');
    expect(offeredChoices(shownAgain)).toEqual(['draw', 'stand']);
    expect(messageText(shownAgain)).toContain(deadline);
    expect(tableView()?.text).toContain(deadline);

    // Nobody answers: at the deadline the default is applied, once, and said so.
    const text = await resultText(round, before.deadline - Date.now() + 15_000);
    expect(Date.now()).toBeGreaterThanOrEqual(before.deadline);
    expect(text).toContain(`**Bea** (banker) did not answer at ${plan[1]!.coup.decisions.at(-1)!.total}`);
    const record = await withStorage(world, (db) => db.round(channelId, round));
    expect(record?.decisions.map((d) => [nameOf(d.userId), d.choice, d.by])).toEqual([
      ['Rita', rita!.choice, 'player'],
      ['Bea', bea!.defaultChoice, 'default'],
    ]);
    await expectSettledOnce(round);
    await expectChipsBalance([round - 1, round]);
  });

  it('GIVEN a bank too small for every stake WHEN betting closes THEN the owner of the stake the cap trims is told privately, in her language, as a follow-up of her stake', async () => {
    // Bea retires between coups, and takes a new bank of 20 chips at the auction that opens.
    expect(isPrivate(await player('Bea').slash('banque', {}, 'retire').reply())).toBe(true);
    expect(isPrivate(await player('Bea').slash('banque', { amount: 20 }, 'bid').reply())).toBe(true);
    await waitForView((text) => text.includes('**Bea** holds the bank: **20 chips**'), 'a bank of 20');
    const rita = player('Rita').slash('bet', { side: 'right', amount: 15 });
    expect(isPrivate(await rita.reply())).toBe(true);
    const cleo = player('Cleo').slash('bet', { side: 'centre', amount: 10 });
    expect(isPrivate(await cleo.reply())).toBe(true);
    await waitForView((text) => text.includes('**Cleo** · centre'), "Cleo's stake");
    // This coup is not planned: its result may come at once, or it may wait for Rita.
    await player('Rita').slash('deal').reply();

    // Rita's 15 on her own side come first; of Cleo's 10 in the centre the bank covers 5.
    const [note] = await world.discord.waitFor(
      () => (cleo.followUps.length > 0 ? cleo.followUps : undefined),
      {
        description: "Cleo's private note",
      },
    );
    expect(isPrivate(note!)).toBe(true);
    expect(messageText(note!)).toContain(
      'Inzet in het midden: 5 fiches terug in je portemonnee (de bank dekte er maar een deel van).',
    );
    // Rita's stake was taken whole: no note of chips sent home. Should the coup wait for her, her
    // decision prompt follows her stake up: each follow-up she has is one, with its choices.
    for (const followUp of rita.followUps) expect(offeredChoices(followUp).length).toBeGreaterThan(0);
    const audit = await withStorage(world, (db) => db.audit());
    expect(audit.balanced, JSON.stringify(audit)).toBe(true);
  });
});
