/**
 * Baccarat banque à deux tableaux through the real bot (src/main.ts as a child process, SQLite,
 * discord.js against the fake Discord): an admin switches a table to banque, Ana wins the auction
 * for the bank against Ben (one bid by the Bid button and its form, one by /banque bid, two
 * refused), sets a maximum stake and later lowers it, and four punters sit in the right and left
 * queues. Six coups are played the way players play them — /bet, the Right / Left / Centre and
 * Banco buttons, /deal and the Deal button, My cards with its prompt — covering a centre stake
 * frozen and resolved a coup later, the cards passing after a loss, a banco, a card-holder on 5 who
 * lets the deadline answer for him, and refusals for out-of-turn, over-the-cap, over-the-maximum,
 * forged and stale moves. Ana retires with a centre stake frozen: it goes home and the auction
 * reopens. Then the chips are counted, and the shoe's export is checked by the verifier.
 *
 * Every figure the result shows is worked out here, independently of the bot, from the stakes and
 * the planned coup: the coups are known before they are dealt, because the test reads the table's
 * server seed from the bot's storage and chooses the client seed (/fair seed, before the shoe's
 * first coup) whose shoe deals what the scenes need.
 */

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSignedChips, t } from '../../src/discord/i18n/index.js';
import type { Cents } from '../../src/engine/money.js';
import type { BanqueSide } from '../../src/games/banque/rules/coup.js';
import type { BanqueRoundCoup } from '../../src/games/banque/table/index.js';
import { runCli } from '../support/cli.js';
import {
  decideId,
  expectPrivateOk,
  expectRefused,
  isPrivate,
  messageText,
  offeredChoices,
  refusalText,
  rejectionText,
} from './support/banked-table.js';
import {
  findBanqueClientSeed,
  freeFiveSide,
  isSplit,
  type PlannedBanqueCoup,
} from './support/banque-shoe-plan.js';
import { BanqueTable } from './support/banque-table.js';
import { type BotWorld, STARTING_CENTS, useBotWorld, withStorage } from './support/bot-harness.js';
import type { RecordedMessage } from './support/fake-discord.js';
import { auditWithTool } from './support/ledger-audit.js';

const NAMES = ['Ana', 'Ben', 'Carl', 'Dora', 'Eve'] as const;
type Name = (typeof NAMES)[number];
const BANKER: Name = 'Ana';
/** Ana's winning bid: the bank, in chips. */
const BANK = 300;
/** The banque table's default commission, in basis points (2 %). */
const COMMISSION_BP = 200;
const SIDES: readonly BanqueSide[] = ['right', 'left'];
/** A hand as the table message and the result name it. */
const HAND = { right: 'Right', left: 'Left', banker: 'Banker' } as const;
/** A position as a stake's private answer says it. */
const AT = { right: 'on the right', left: 'on the left', centre: 'in the centre' } as const;

let world: BotWorld;
let table: BanqueTable;
/** The six coups, known before the deal. */
let plan: PlannedBanqueCoup[];
/** The client seed the shoe was dealt with. */
let clientSeed = '';
/** The round each coup was dealt as. */
const rounds: number[] = [];
/** What the banco of coup 3 put up: all the bank covered then. */
let bancoChips = 0;

useBotWorld({ channels: ['banque'], players: NAMES.length, playerNames: NAMES }, (started) => {
  world = started;
  table = new BanqueTable(world, world.guild.channel('banque').id, NAMES);
});

const chips = (cents: number): string => t('en', 'chips', { cents: cents as Cents });

/**
 * What the test expects, kept beside the bot: every wallet, the bank, the frozen centre items and
 * the queues, moved by hand as each stake is placed and each coup settled.
 */
interface CentreItem {
  readonly owner: Name;
  readonly amount: number;
  readonly frozen: boolean;
}
const model = {
  wallets: Object.fromEntries(NAMES.map((name) => [name, STARTING_CENTS])) as Record<Name, number>,
  bankCents: 0,
  frozen: [] as CentreItem[],
  queues: { right: [] as Name[], left: [] as Name[] },
  /** The house's commission, coup by coup, in cents. */
  commissions: [] as number[],
};

/** The card-holders of the next coup: the front of each queue. */
const holders = (): Record<BanqueSide, Name> => ({
  right: model.queues.right[0]!,
  left: model.queues.left[0]!,
});

/** A stake the bank accepts in a coup. */
interface Stake {
  readonly name: Name;
  readonly position: BanqueSide;
  readonly amount: number;
  readonly kind: 'stake' | 'banco';
}

/** Places a stake by /bet (or by the chip selector and the position's button) and takes it from the model's wallet. */
const stake = async (
  name: Name,
  position: 'right' | 'left' | 'centre',
  amount: number,
  by: 'bet' | 'button',
) => {
  const reply =
    by === 'bet'
      ? await table.stake(name, position, amount)
      : await table.stakeByButton(name, position, amount);
  model.wallets[name] -= amount * 100;
  expectPrivateOk(
    reply,
    `Your stake ${AT[position]}: ${chips(amount * 100)}. Balance: ${chips(model.wallets[name])}.`,
  );
  await table.waitForText(`**${name}** · ${position} ${chips(amount * 100)}`);
};

/** Every player's wallet as /balance shows it, in cents. */
const balances = async (): Promise<Record<Name, number>> => {
  const entries = await Promise.all(
    NAMES.map(async (name) => [name, await table.player(name).balanceCents()] as const),
  );
  return Object.fromEntries(entries) as Record<Name, number>;
};

/** The committed bank, frozen items and queues, by name, as the model holds them. */
const storedBank = async () => {
  const { table: stored, game } = await table.stored();
  return {
    bankCents: game.bankCents,
    frozen: game.frozen.map((item) => ({ owner: table.nameOf(item.owner), amount: item.amount })),
    queues: {
      right: game.queues.right.map((id) => table.nameOf(id)),
      left: game.queues.left.map((id) => table.nameOf(id)),
    },
    escrowCents: stored.escrowCents,
  };
};

const expectModelStored = async () => {
  expect(await storedBank()).toEqual({
    bankCents: model.bankCents,
    frozen: model.frozen.map(({ owner, amount }) => ({ owner, amount })),
    queues: model.queues,
    escrowCents: model.bankCents + model.frozen.reduce((sum, item) => sum + item.amount * 100, 0),
  });
  expect(await balances()).toEqual(model.wallets);
};

/** Deals as `name`, by /deal or by the table message's Deal button; the coup's round. */
const deal = async (name: Name, coup: number, by: 'command' | 'button'): Promise<number> => {
  const round = (await table.stored()).table.round;
  rounds[coup] = round;
  if (by === 'command') {
    expect(await table.player(name).slash('deal').response()).toBeTruthy();
    return round;
  }
  const view = await table.waitForView(
    (v) => v.round === round && v.customIds.includes(`sabot1:deal:${round}`),
    'the Deal button of this coup',
  );
  expect(await table.player(name).click(view.message, `sabot1:deal:${round}`).response()).toBeTruthy();
  return round;
};

/**
 * Answers the coup's prompts by button, in the order the coup asks: each tableau's player (its
 * card-holder, or a banco caller), then the banker. The player of `silent` opens his cards and
 * lets the deadline answer for him; the card-holder of `satOut` (his whole stake went home) is
 * not asked: the rule plays his tableau at once, as the plan does (drawing at 5).
 */
const playPrompts = async (
  coup: PlannedBanqueCoup,
  played: Record<BanqueSide, Name> = holders(),
  silent?: BanqueSide,
  satOut?: BanqueSide,
) => {
  const prompts: RecordedMessage[] = [];
  for (const p of coup.prompts) {
    if (p.hand === satOut) continue;
    const who = p.hand === 'banker' ? BANKER : played[p.hand];
    if (p.hand === silent) {
      await table.waitForText(`Waiting for **${who}** (${p.hand})`);
      const prompt = await table.cards(who);
      expect(offeredChoices(prompt)).toEqual(['draw', 'stand']);
      continue;
    }
    prompts.push((await table.answer(who, p.hand, p.choices, p.choice)).prompt);
  }
  return prompts;
};

/** One line for each decision: who, at what total, what, and why. */
const decisionLines = (
  coup: PlannedBanqueCoup,
  played: Record<BanqueSide, Name>,
  silent?: BanqueSide,
  satOut?: BanqueSide,
): string[] => {
  if (coup.prompts.length === 0) return ['No decision: a natural settled the coup on two cards.'];
  return coup.prompts.map((p) => {
    const who = `**${p.hand === 'banker' ? BANKER : played[p.hand]}**`;
    const did = p.choice === 'draw' ? 'drew' : 'stood';
    if (p.hand === satOut)
      return `${who} sat the coup out: the rule played the ${p.hand} tableau, which ${did} at ${p.total}.`;
    if (p.hand === silent)
      return `${who} (${p.hand}) did not answer at ${p.total}: ${did}, as the rule says.`;
    if (p.choices.length === 1) return `${who} (${p.hand}) ${did} at ${p.total}, as the rule requires.`;
    return `${who} (${p.hand}) ${did} at ${p.total}.`;
  });
};

/**
 * Settles the coup in the model — tableau stakes at even money, centre items whole (the scenes
 * play them only on coups whose tableaux split win/lose or agree), the commission on the banker's
 * net, the cards passing after a loss (not after a banco, nor when the card-holder of `satOut`
 * sat the coup out) — and returns the lines the result must show.
 */
const settleModel = (
  coup: PlannedBanqueCoup,
  stakes: readonly Stake[],
  newCentre: readonly { owner: Name; amount: number }[],
  banco?: BanqueSide,
  satOut?: BanqueSide,
): string[] => {
  const { results } = coup.coup;
  let bankWon = 0;
  let bankPaid = 0;
  const lines: string[] = [];
  for (const s of stakes) {
    const cents = s.amount * 100;
    const result = results[s.position];
    const back = result === 'win' ? 2 * cents : result === 'tie' ? cents : 0;
    model.wallets[s.name] += back;
    if (result === 'win') bankPaid += cents;
    if (result === 'lose') bankWon += cents;
    lines.push(
      `**${s.name}** · ${s.kind === 'banco' ? 'banco ' : ''}${s.position} ${chips(cents)} → ${chips(back)}`,
    );
  }
  const centre = [...model.frozen, ...newCentre.map((item) => ({ ...item, frozen: false }))];
  const frozenAfter: CentreItem[] = [];
  for (const item of centre) {
    const cents = item.amount * 100;
    let fate: string;
    if (isSplit(coup)) {
      frozenAfter.push({ ...item, frozen: true });
      fate = 'one tableau won, the other lost: frozen whole';
    } else if (results.right !== results.left) {
      throw new Error('the scenes stake in the centre only on coups whose tableaux split or agree');
    } else if (results.right === 'win') {
      model.wallets[item.owner] += 2 * cents;
      bankPaid += cents;
      fate = `won, ${chips(2 * cents)} paid`;
    } else if (results.right === 'lose') {
      bankWon += cents;
      fate = 'lost to the bank';
    } else {
      model.wallets[item.owner] += cents;
      fate = 'both tableaux tied: returned';
    }
    lines.push(`**${item.owner}** · ${chips(cents)}${item.frozen ? ' (frozen)' : ''}: ${fate}`);
  }
  model.frozen = frozenAfter;
  const net = bankWon - bankPaid;
  // roundHalfUp(net · rate) in cents, on a positive net only.
  const commission = net > 0 ? Math.floor((net * COMMISSION_BP + 5_000) / 10_000) : 0;
  model.commissions.push(commission);
  model.bankCents += net - commission;
  lines.push(`**${BANKER}** (banker): **${formatSignedChips('en', net as Cents)}**`);
  if (commission > 0) lines.push(`Commission 2%: ${chips(commission)}`);
  lines.push(`Bank after the coup: **${chips(model.bankCents)}**`);
  // A card-holder whose tableau lost passes the cards; a banco leaves its queue as it was, and a
  // card-holder who sat the coup out keeps the cards, the result saying why.
  for (const side of SIDES) {
    const queue = model.queues[side];
    if (side === satOut)
      lines.push(
        `${results[side] === 'lose' ? `The ${side} tableau lost, but **${queue[0]}** keeps the cards` : `**${queue[0]}** keeps the ${side} tableau's cards`}: the card-holder's whole stake went home at the close of betting, so the rule played the tableau.`,
      );
    else if (results[side] === 'lose' && side !== banco && queue.length > 1) {
      model.queues[side] = [...queue.slice(1), queue[0]!];
      lines.push(`The ${side} tableau lost: the cards pass to **${model.queues[side][0]}**.`);
    } else lines.push(`${HAND[side]}: **${queue[0]}**`);
  }
  return lines;
};

/**
 * The result of a coup: the three hands with who held them, each decision and why, each tableau's
 * outcome, and the lines settleModel worked out (payouts, centre, bank, who holds the cards next).
 */
const expectResult = async (
  coup: PlannedBanqueCoup,
  round: number,
  played: Record<BanqueSide, Name>,
  lines: readonly string[],
  silent?: BanqueSide,
  satOut?: BanqueSide,
): Promise<string> => {
  const text = await table.result(round);
  const total = { right: coup.coup.rightTotal, left: coup.coup.leftTotal, banker: coup.coup.bankerTotal };
  for (const hand of ['right', 'left', 'banker'] as const) {
    const who = hand === 'banker' ? BANKER : played[hand];
    // A tableau whose card-holder sat out is nobody's this coup: no name beside it.
    expect(text).toMatch(
      hand === satOut
        ? new RegExp(`${HAND[hand]}: .+ · \\*\\*${total[hand]}\\*\\*`)
        : new RegExp(`${HAND[hand]} \\(\\*\\*${who}\\*\\*\\): .+ · \\*\\*${total[hand]}\\*\\*`),
    );
  }
  for (const line of decisionLines(coup, played, silent, satOut)) expect(text).toContain(line);
  for (const side of SIDES) {
    const outcome = {
      win: `The ${side} tableau beats the bank.`,
      lose: `The bank beats the ${side} tableau.`,
      tie: `The ${side} tableau ties with the bank: stakes back.`,
    }[coup.coup.results[side]];
    expect(text).toContain(outcome);
  }
  for (const line of lines) expect(text).toContain(line);
  expect(table.results(round)).toHaveLength(1);
  return text;
};

describe('baccarat banque through the real bot', () => {
  it('GIVEN a Punto Banco table WHEN an admin switches it to banque, turns the betting timer off and sets short auction and decision times THEN the auction is open and the shoe is chosen before its first coup', async () => {
    expectRefused(
      await table.player('Ana').slash('table', { value: 'banque' }, 'game').reply(),
      refusalText('error.manage-guild'),
    );
    const switched = await table.admin.slash('table', { value: 'banque' }, 'game').reply();
    expectPrivateOk(switched, 'Table settings updated');
    expect(messageText(switched)).toContain('Baccarat banque');
    // The players close every betting window themselves: the betting timer must not deal a coup
    // while a scene still has a step to play.
    expectPrivateOk(
      await table.admin.slash('table', { seconds: 0 }, 'timer').reply(),
      'Table settings updated',
    );
    expectPrivateOk(
      await table.admin.slash('table', { tier: '5-500' }, 'limits').reply(),
      'Table settings updated',
    );
    expectPrivateOk(
      await table.admin.slash('table', { seconds: 5 }, 'decision-time').reply(),
      '5 s for each card or stand a coup waits for',
    );
    expectPrivateOk(
      await table.admin.slash('table', { 'auction-seconds': 5 }, 'banque').reply(),
      'The auction runs 5 s from its first bid.',
    );
    await table.waitForText(
      `Nobody holds the bank. Press Bid for the bank or use /banque bid, from ${chips(10_000)}`,
    );

    const { table: stored } = await table.stored();
    expect([stored.shoe.coups, stored.shoe.spec.decks]).toEqual([0, 6]);
    const found = findBanqueClientSeed(stored.shoe.spec, 6, (coups) => {
      const [first, second, third, fourth, , sixth] = coups;
      return (
        // A centre stake freezes, and the refusals wait on the right's forced decision.
        isSplit(first!) &&
        first!.prompts[0]?.hand === 'right' &&
        first!.prompts[0].choices.length === 1 &&
        // The frozen stake is resolved: both tableaux win, or both lose.
        second!.coup.results.right === second!.coup.results.left &&
        second!.coup.results.right !== 'tie' &&
        // The banco on the right loses (the bank lives on), and the coup waits for a decision, so
        // the table shows who holds the right's cards meanwhile.
        third!.coup.results.right === 'lose' &&
        third!.prompts.length > 0 &&
        // A card-holder on 5.
        freeFiveSide(fourth!) !== undefined &&
        // A centre stake is frozen when the banker retires.
        isSplit(sixth!)
      );
    });
    plan = found.plan;
    clientSeed = found.clientSeed;
    await table.seedFirstShoe('Eve', clientSeed, found.shoe.firstCoupAt);
  });

  it('GIVEN the auction WHEN Carl bids under the bank minimum, Dora more than her wallet, Ben 200 by /banque bid and Ana 300 by the Bid form THEN the two are refused, Ana takes the bank at the deadline and Ben gets his bid back', async () => {
    expectRefused(
      await table.banque('Carl', 'bid', { amount: 50 }),
      rejectionText('banque/bid-below-min', { min: 100 }),
    );
    expectRefused(
      await table.banque('Dora', 'bid', { amount: 1_500 }),
      rejectionText('banque/bid-above-wallet', { balance: STARTING_CENTS }),
    );
    expectPrivateOk(
      await table.banque('Ben', 'bid', { amount: 200 }),
      `You bid ${chips(20_000)} for the bank`,
    );
    expectPrivateOk(await table.bidByForm('Ana', BANK), `You bid ${chips(BANK * 100)} for the bank`);
    expect(await table.player('Ben').balanceCents()).toBe(STARTING_CENTS - 20_000);

    // The table's timer closes the auction at its deadline: the highest bid takes the bank.
    await table.waitForText(`**Ana** holds the bank: **${chips(BANK * 100)}**.`);
    model.wallets.Ana -= BANK * 100;
    model.bankCents = BANK * 100;
    expectRefused(await table.banque('Carl', 'bid', { amount: 150 }), rejectionText('banque/bank-running'));
    await expectModelStored();
    const { game } = await table.stored();
    expect([game.banker && table.nameOf(game.banker), game.maxStake, game.auction]).toEqual([
      'Ana',
      500,
      null,
    ]);
  });

  it('GIVEN Ana banking 300 under a 500 table maximum WHEN Carl stakes over the cover, Ben sets a maximum, and Ana sets 50 THEN Carl and Ben are refused, a stake over 50 is refused, and nothing moves', async () => {
    expectRefused(
      await table.stake('Carl', 'right', 400),
      rejectionText('banque/stake-above-bank', { max: BANK }),
    );
    expectRefused(await table.banque('Ben', 'max-stake', { amount: 50 }), rejectionText('banque/not-banker'));
    expectPrivateOk(
      await table.banque('Ana', 'max-stake', { amount: 50 }),
      `The maximum stake is now ${chips(5_000)}.`,
    );
    await table.waitForText(`Maximum stake: **${chips(5_000)}**.`);
    expectRefused(
      await table.stake('Carl', 'left', 60),
      rejectionText('banque/stake-above-max', { max: 50 }),
    );
    const { game } = await table.stored();
    expect([game.maxStake, game.requests]).toEqual([50, []]);
    await expectModelStored();
  });

  it('GIVEN the bank WHEN Ben and Carl sit right, Dora and Eve left (by button and by /banque sit) THEN the queues show who holds the cards, and a second queue or a seat for the banker is refused', async () => {
    expectPrivateOk(
      await table.press('Ben', 'bq-sit-right'),
      'You sit in the right queue, place 1: you hold the cards.',
    );
    expectPrivateOk(
      await table.banque('Carl', 'sit', { side: 'right' }),
      'You sit in the right queue, place 2.',
    );
    expectPrivateOk(
      await table.banque('Dora', 'sit', { side: 'left' }),
      'You sit in the left queue, place 1',
    );
    expectPrivateOk(await table.press('Eve', 'bq-sit-left'), 'You sit in the left queue, place 2.');
    expectRefused(
      await table.banque('Eve', 'sit', { side: 'right' }),
      rejectionText('banque/already-seated'),
    );
    expectRefused(
      await table.banque('Ana', 'sit', { side: 'left' }),
      rejectionText('banque/banker-cannot-play'),
    );
    model.queues = { right: ['Ben', 'Carl'], left: ['Dora', 'Eve'] };
    const view = await table.waitForText('2. **Eve**');
    expect(view.text).toContain('Right tableau · 2\n1. **Ben** — holds the cards\n2. **Carl**');
    expect(view.text).toContain('Left tableau · 2\n1. **Dora** — holds the cards\n2. **Eve**');
    await expectModelStored();
  });

  it('GIVEN coup 1 WHEN Ben stakes by button, Dora by /bet and Eve in the centre, and out-of-turn, forged and stale presses are tried THEN they are refused privately and change nothing, one tableau wins and the other loses: Eve’s centre stake freezes and the losing side passes the cards', async () => {
    const coup = plan[0]!;
    const played = holders();
    await stake(played.right, 'right', 25, 'button');
    await stake(played.left, 'left', 20, 'bet');
    await stake('Eve', 'centre', 30, 'bet');
    const round = await deal(BANKER, 0, 'command');

    // The coup waits for the right's card-holder; nobody else may answer or bet now.
    await table.waitForText(`Waiting for **${played.right}** (right)`);
    const before = await table.stored();
    const pending = before.table.coup!.decision;
    expect(table.nameOf(pending.userId)).toBe(played.right);
    expectRefused(
      await table.banque('Eve', 'decide', { choice: 'draw' }),
      rejectionText('decision/not-yours'),
    );
    expectRefused(await table.cards('Eve'), 'You hold no cards in this coup');
    expectRefused(await table.stake('Carl', 'right', 10), rejectionText('round/coup-in-play'));
    const [first] = coup.prompts;
    const prompt = await table.cards(played.right);
    expect(offeredChoices(prompt)).toEqual(first!.choices);
    const other = first!.choice === 'draw' ? 'stand' : 'draw';
    expectRefused(
      await table.click(played.right, prompt, `sabot1:decide:${other}:${pending.step}:${round}`),
      // Named by the one button his prompt shows.
      `Here the rule leaves you one choice: ${first!.choices[0] === 'draw' ? 'Card' : 'Stand'}.`,
    );
    const garbage = table
      .player(played.right)
      .click(prompt, `sabot1:decide:fold:${pending.step}:${round}`, 2);
    // An id this version cannot read: out of date, said privately (4, ephemeral); nothing changes.
    const outdated = await garbage.response();
    expect(outdated.type).toBe(4);
    expect(outdated.data?.content).toContain('That button is out of date');
    expect(outdated.data?.flags).toBe(64);
    const after = await table.stored();
    expect([after.table.coup, after.game]).toEqual([before.table.coup, before.game]);
    expect(await table.player('Carl').balanceCents()).toBe(model.wallets.Carl);

    // The click rewrites the private prompt in place, its buttons gone.
    const answered = await table
      .player(played.right)
      .click(prompt, decideId(prompt, first!.choice))
      .response();
    expect(answered.type).toBe(7);
    expect(answered.data?.components).toEqual([]);
    for (const p of coup.prompts.slice(1)) {
      const who = p.hand === 'banker' ? BANKER : played[p.hand];
      await table.answer(who, p.hand, p.choices, p.choice);
    }
    const lines = settleModel(
      coup,
      [
        { name: played.right, position: 'right', amount: 25, kind: 'stake' },
        { name: played.left, position: 'left', amount: 20, kind: 'stake' },
      ],
      [{ owner: 'Eve', amount: 30 }],
    );
    const text = await expectResult(coup, round, played, lines);
    expect(text).toContain('the cards pass to');
    await expectModelStored();

    // The prompt belongs to a coup that is over: pressing it again is refused and changes nothing.
    const next = await table.stored();
    // The click took the prompt's buttons away; a press of the old button, replayed, is refused.
    expectRefused(
      await table.player(played.right).click(prompt, decideId(prompt, first!.choice), 2).reply(),
      rejectionText('round/stale', { round: next.table.round }),
    );
    expect((await table.stored()).game).toEqual(next.game);
  });

  it('GIVEN Eve’s 30 frozen in the centre WHEN the card-holders stake and both tableaux go the same way THEN the frozen stake is resolved', async () => {
    const coup = plan[1]!;
    const played = holders();
    await table.waitForText(`Frozen in the centre\n**Eve** · ${chips(3_000)}`);
    await stake(played.right, 'right', 20, 'bet');
    await stake(played.left, 'left', 25, 'button');
    const round = await deal(played.left, 1, 'button');
    await playPrompts(coup);
    const lines = settleModel(
      coup,
      [
        { name: played.right, position: 'right', amount: 20, kind: 'stake' },
        { name: played.left, position: 'left', amount: 25, kind: 'stake' },
      ],
      [],
    );
    await expectResult(coup, round, played, lines);
    expect(model.frozen).toEqual([]);
    await expectModelStored();
  });

  it('GIVEN a stake on each side WHEN the second punter of the right queue calls banco by button THEN the other stakes go home at the close of betting, he plays the right alone and loses, the card-holder he stood in for keeps his place, and the left card-holder, his stake home, sits the coup out and keeps the cards', async () => {
    const coup = plan[2]!;
    const regular = holders();
    const caller = model.queues.right[1]!;
    await stake(regular.right, 'right', 10, 'bet');
    await stake(regular.left, 'left', 20, 'bet');
    // Banco: all the bank covers beyond its frozen items (none now).
    const banco = Math.floor(model.bankCents / 100);
    expectPrivateOk(
      await table.press(caller, 'bq-banco'),
      `Your banco on the right: ${chips(banco * 100)} put up.`,
    );
    model.wallets[caller] -= banco * 100;
    bancoChips = banco;
    await table.waitForText(`**${caller}** · banco right ${chips(banco * 100)}`);
    const round = await deal(caller, 2, 'button');
    await table.waitForText(`2. **${caller}** — banco`);
    // The banco sent the left card-holder's whole stake home: he sits out, the rule plays the left.
    const played = { right: caller, left: regular.left };
    await playPrompts(coup, played, undefined, 'left');
    // Banco took all the bank covers: every other stake came back when betting closed.
    const refunded = [
      { name: regular.right, cents: 1_000 },
      { name: regular.left, cents: 2_000 },
    ];
    for (const { name, cents } of refunded) model.wallets[name] += cents;
    const lines = settleModel(
      coup,
      [{ name: caller, position: 'right', amount: banco, kind: 'banco' }],
      [],
      'right',
      'left',
    );
    await expectResult(
      coup,
      round,
      played,
      [
        ...lines,
        ...refunded.map(({ name, cents }) => `**${name}** · ${chips(cents)}: banco took all the bank covers`),
      ],
      undefined,
      'left',
    );
    expect(model.queues.right[0]).toBe(regular.right);
    expect(model.queues.left[0]).toBe(regular.left);
    await expectModelStored();
  });

  it('GIVEN a card-holder on 5 WHEN he opens his cards and does not answer THEN at the deadline the default draws for him, and the result says he did not answer', async () => {
    const coup = plan[3]!;
    const silent = freeFiveSide(coup)!;
    const played = holders();
    await stake(played.right, 'right', 20, 'bet');
    await stake(played.left, 'left', 20, 'bet');
    const round = await deal(played.left, 3, 'command');
    await playPrompts(coup, played, silent);
    const lines = settleModel(
      coup,
      [
        { name: played.right, position: 'right', amount: 20, kind: 'stake' },
        { name: played.left, position: 'left', amount: 20, kind: 'stake' },
      ],
      [],
    );
    await expectResult(coup, round, played, lines, silent);
    const record = await withStorage(world, (db) => db.round(table.channelId, round));
    const { coup: taken } = record!.coup as unknown as BanqueRoundCoup;
    expect(taken.decisions.find((d) => d.hand === silent)?.by).toBe('default');
    await expectModelStored();
  });

  it('GIVEN the bank between coups WHEN Ana lowers the maximum stake to 30 THEN a stake of 40 is refused and a coup is played under the new maximum', async () => {
    const coup = plan[4]!;
    expectPrivateOk(
      await table.banque('Ana', 'max-stake', { amount: 30 }),
      `The maximum stake is now ${chips(3_000)}.`,
    );
    await table.waitForText(`Maximum stake: **${chips(3_000)}**.`);
    const played = holders();
    expectRefused(
      await table.stake(played.right, 'right', 40),
      rejectionText('banque/stake-above-max', { max: 30 }),
    );
    await stake(played.right, 'right', 30, 'button');
    await stake(played.left, 'left', 10, 'bet');
    const round = await deal(BANKER, 4, 'command');
    await playPrompts(coup);
    const lines = settleModel(
      coup,
      [
        { name: played.right, position: 'right', amount: 30, kind: 'stake' },
        { name: played.left, position: 'left', amount: 10, kind: 'stake' },
      ],
      [],
    );
    await expectResult(coup, round, played, lines);
    await expectModelStored();
  });

  it('GIVEN coup 6 WHEN Carl stakes 25 in the centre and the tableaux split THEN his stake freezes, and every chip issued is on the table or in a wallet but the commission', async () => {
    const coup = plan[5]!;
    const played = holders();
    await stake(played.right, 'right', 20, 'bet');
    await stake(played.left, 'left', 20, 'bet');
    await stake('Carl', 'centre', 25, 'button');
    const round = await deal('Carl', 5, 'command');
    await playPrompts(coup);
    const lines = settleModel(
      coup,
      [
        { name: played.right, position: 'right', amount: 20, kind: 'stake' },
        { name: played.left, position: 'left', amount: 20, kind: 'stake' },
      ],
      [{ owner: 'Carl', amount: 25 }],
    );
    await expectResult(coup, round, played, lines);
    expect(model.frozen).toEqual([{ owner: 'Carl', amount: 25, frozen: true }]);
    await expectModelStored();

    const wallets = Object.values(await balances()).reduce((a, b) => a + b, 0);
    const { escrowCents } = await storedBank();
    const commission = model.commissions.reduce((a, b) => a + b, 0);
    expect(wallets + escrowCents).toBe(NAMES.length * STARTING_CENTS - commission);
    const audit = await withStorage(world, (db) => db.audit());
    expect(audit.balanced, JSON.stringify(audit)).toBe(true);
  });

  it('GIVEN a centre stake frozen WHEN Ben tries to retire the bank and Ana retires it THEN Ben is refused, Ana gets the bank back, Carl his frozen 25, the auction reopens, and the audit balances', async () => {
    expectRefused(await table.banque('Ben', 'retire'), rejectionText('banque/not-banker'));
    const bank = model.bankCents;
    expectPrivateOk(
      await table.banque('Ana', 'retire'),
      `You retired: the bank, ${chips(bank)}, is back in your wallet.`,
    );
    model.wallets.Ana += bank;
    model.wallets.Carl += 2_500;
    model.bankCents = 0;
    model.frozen = [];
    const ended = await world.discord.waitFor(
      () =>
        world.discord
          .messages(table.channelId, { includeDeleted: false })
          .find((m) => !isPrivate(m) && m.embeds[0]?.title === 'The bank ends'),
      { description: 'the bank’s end in the channel' },
    );
    expect(messageText(ended)).toContain(`**Ana** retired: ${chips(bank)} back to the banker.`);
    expect(messageText(ended)).toContain(`Frozen in the centre, returned to **Carl**: ${chips(2_500)}.`);
    expect(messageText(ended)).toContain('The auction for the next bank is open');
    await table.waitForText('Nobody holds the bank.');
    await expectModelStored();
    const { game } = await table.stored();
    expect([game.banker, game.auction]).toEqual([null, { bids: [], deadline: null }]);

    const commission = model.commissions.reduce((a, b) => a + b, 0);
    expect(commission).toBeGreaterThan(0);
    const wallets = await balances();
    expect(Object.values(wallets).reduce((a, b) => a + b, 0)).toBe(
      NAMES.length * STARTING_CENTS - commission,
    );
    const records = await withStorage(world, (db) =>
      Promise.all(rounds.map((r) => db.round(table.channelId, r))),
    );
    expect(records.map((r) => r?.houseTakeCents)).toEqual(model.commissions);
    const audit = await withStorage(world, (db) => db.audit());
    expect(audit.balanced, JSON.stringify(audit)).toBe(true);
    expect(await auditWithTool(world)).toContain(`${world.guild.id} balanced`);
  });

  it('GIVEN the played shoe WHEN an admin starts a new one and Carl exports the old THEN the file is sabot-banque/1 with the six coups as dealt, and the verifier accepts it', async () => {
    expectPrivateOk(await table.admin.newShoe(), 'Shoe 2 is shuffled');
    const exported = await table.player('Carl').slash('fair', {}, 'export').reply();
    expectPrivateOk(exported, 'Shoe 1, 6 coups.');
    const file = exported.files[0];
    expect(file).toBeDefined();
    const json = JSON.parse(file!.bytes.toString('utf8')) as {
      format: string;
      clientSeed: string;
      coups: {
        right: string[];
        left: string[];
        banker: string[];
        decisions: { hand: string; action: string; by: string }[];
        stakes: { right: number; left: number; centre: number };
        result: { right: string; left: string };
      }[];
    };
    expect(json.format).toBe('sabot-banque/1');
    expect(json.clientSeed).toBe(clientSeed);
    expect(json.coups.map((c) => [c.right, c.left, c.banker, c.result])).toEqual(
      plan.map((c) => [c.right, c.left, c.banker, c.coup.results]),
    );
    // What the banker's default weighed: the accepted stakes (the banco on the right in coup 3),
    // the centre with its frozen items.
    expect(json.coups.map((c) => c.stakes)).toEqual([
      { right: 25, left: 20, centre: 30 },
      { right: 20, left: 25, centre: 30 },
      { right: bancoChips, left: 0, centre: 0 },
      { right: 20, left: 20, centre: 0 },
      { right: 30, left: 10, centre: 0 },
      { right: 20, left: 20, centre: 25 },
    ]);
    // Each decision and who made it: the rule where it forced one choice, the player where he
    // chose, and the default for the card-holder who let his 5 time out and for the left of coup
    // 3, played by the rule while its card-holder sat out.
    const silent = freeFiveSide(plan[3]!);
    const byDefault = (i: number, hand: string) =>
      (i === 3 && hand === silent) || (i === 2 && hand === 'left');
    expect(json.coups.map((c) => c.decisions.map((d) => [d.hand, d.action, d.by]))).toEqual(
      plan.map((c, i) =>
        c.prompts.map((p) => [
          p.hand,
          p.choice === 'draw' ? 'card' : 'stand',
          p.choices.length === 1 ? 'rule' : byDefault(i, p.hand) ? 'default' : 'player',
        ]),
      ),
    );

    const path = join(world.storage.dir, file!.name);
    await writeFile(path, file!.bytes);
    const verified = await runCli('verify', [path]);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
    expect(verified.stdout).toContain('verified 6 coups of shoe 1: 0 mismatches');
  });
});
