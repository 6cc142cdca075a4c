/**
 * Chemin de fer through the real bot (src/main.ts as a child process, SQLite, discord.js against
 * the fake Discord): an admin switches a table to chemin de fer, five players sit, and four coups
 * are played the way players play them — slash commands, the table message's buttons, the modal,
 * the private prompt — covering banco, banco suivi, avec la table, partial stakes over the cover,
 * a tie, la banque passe, a declined shoe, the shoe passing twice on a lost bank, a free 5 chosen
 * by button, and refusals for out-of-turn, out-of-priority, forged and stale presses. Then the
 * chips are counted, and the shoe's export is checked by the verifier.
 *
 * The coups are known before they are dealt: the test reads the table's server seed from the
 * bot's storage and chooses the client seed (with /fair seed, as any player may before a shoe's
 * first coup) whose shoe deals the outcomes the scenes need: banker, punter, tie, punter, with a
 * free 5 for the punter in one of them.
 */

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CdfOutcome } from '../../src/games/chemin-de-fer/rules/regle.js';
import { runCli } from '../support/cli.js';
import { type BotWorld, STARTING_CENTS, useBotWorld, withStorage } from './support/bot-harness.js';
import { findClientSeed, type PlannedCoup } from './support/cdf-shoe-plan.js';
import {
  CdfTable,
  decideId,
  expectPrivateOk,
  expectRefused,
  isPrivate,
  messageText,
  offeredChoices,
  promptsOf,
  refusalText,
} from './support/cdf-table.js';
import { auditWithTool } from './support/ledger-audit.js';

const NAMES = ['Ana', 'Ben', 'Carl', 'Dora', 'Eve'] as const;
type Name = (typeof NAMES)[number];
/** Every bank in these coups opens with 100 chips. */
const BANK = 100;
/** The outcomes the scenes need, coup by coup (from the punter's side). */
const SCRIPT: readonly CdfOutcome[] = ['banker', 'punter', 'tie', 'punter'];

let world: BotWorld;
let table: CdfTable;
/** The four coups, known before the deal. */
let plan: PlannedCoup[];
/** The round each planned coup was dealt as. */
const rounds: number[] = [];
/** The client seed the shoe was dealt with. */
let clientSeed = '';

useBotWorld({ channels: ['chemin'], players: NAMES.length, playerNames: NAMES }, (started) => {
  world = started;
  table = new CdfTable(world, world.guild.channel('chemin').id, NAMES);
});

/** Every player's wallet as /balance shows it, in cents. */
const balances = async (): Promise<Record<Name, number>> => {
  const entries = await Promise.all(
    NAMES.map(async (name) => [name, await table.player(name).balanceCents()] as const),
  );
  return Object.fromEntries(entries) as Record<Name, number>;
};

/** Deals as `name` (/deal) and remembers the coup's round. */
const deal = async (name: Name, coup: number): Promise<number> => {
  const view = await table.waitForView((v) => v.customIds.includes(`sabot1:deal:${v.round}`), 'Deal');
  rounds[coup] = view.round;
  const dealt = await table.player(name).slash('deal').response();
  expect(dealt).toBeTruthy();
  return view.round;
};

/** The planned coup's prompts, each answered by button by whoever the coup waits for. */
const playPrompts = async (coup: PlannedCoup, punter: Name, banker: Name) => {
  for (const prompt of promptsOf(coup)) {
    const who = prompt.hand === 'punter' ? punter : banker;
    await table.answer(who, prompt.hand, prompt.choices, prompt.choice);
  }
};

/** The result of a coup: the hands, the outcome, each decision, and where the shoe goes next. */
const expectResult = async (coup: PlannedCoup, round: number, punter: Name, banker: Name) => {
  const text = await table.result(round);
  const headline = { punter: 'Punter wins', banker: 'Banker wins', tie: 'Égalité' }[coup.outcome];
  expect(text).toContain(headline);
  expect(text).toContain(`**${punter}**`);
  expect(text).toContain(`**${banker}**`);
  expect(text).toMatch(new RegExp(`Punter · (natural )?${coup.coup.punterTotal}`));
  expect(text).toMatch(new RegExp(`Banker · (natural )?${coup.coup.bankerTotal}`));
  // Each decision and why: a free choice is the player's own, a forced one the rule's.
  for (const prompt of promptsOf(coup)) {
    const who = prompt.hand === 'punter' ? punter : banker;
    const did = prompt.choice === 'draw' ? 'drew' : 'stood';
    const why = prompt.choices.length === 2 ? ', by choice.' : ':';
    expect(text).toMatch(
      new RegExp(
        `\\*\\*${who}\\*\\* \\(${prompt.hand}\\) had ${prompt.total}( against a \\d)? and ${did}${why}`,
      ),
    );
  }
  expect(table.results(round)).toHaveLength(1);
  return text;
};

describe('chemin de fer through the real bot', () => {
  it('GIVEN a Punto Banco table WHEN an admin switches it to chemin de fer and five players sit THEN the seats show in passing order and the shoe is offered to the first', async () => {
    const notAdmin = await table.player('Ana').slash('table', { value: 'chemin-de-fer' }, 'game').reply();
    expectRefused(notAdmin, refusalText('error.manage-guild'));

    const switched = await table.admin.slash('table', { value: 'chemin-de-fer' }, 'game').reply();
    expectPrivateOk(switched, 'Table settings updated');
    expect(messageText(switched)).toContain('Chemin de fer · 6 decks');
    // The players deal every coup themselves: with the default 15 s betting timer, a slow machine
    // would see a coup dealt by the timer while a scene still has a step to play.
    expectPrivateOk(
      await table.admin.slash('table', { seconds: 0 }, 'timer').reply(),
      'Table settings updated',
    );
    for (const [seat, name] of NAMES.entries()) {
      const sat = await table.chemin(name, 'sit');
      expectPrivateOk(sat, `You sat down: seat ${seat + 1}.`);
    }
    expectRefused(await table.chemin('Ana', 'sit'), refusalText('refusal.cdf/already-seated'));
    const offered = await table.waitForText('The shoe is offered to **Ana**');
    const seats = offered.message.embeds[0]?.fields?.find((f) =>
      f.name.startsWith('Seats, in passing order'),
    )?.value;
    const at = NAMES.map((name) => seats?.indexOf(`**${name}**`) ?? -1);
    expect(
      at.every((index, i) => index >= 0 && (i === 0 || index > at[i - 1]!)),
      seats,
    ).toBe(true);

    // The shoe is committed; choosing its client seed before its first coup decides its cards.
    const { table: stored, game } = await table.stored();
    expect(stored.shoe.coups).toBe(0);
    expect(game.seats.map((id) => table.nameOf(id))).toEqual([...NAMES]);
    const found = findClientSeed(
      stored.shoe.spec,
      SCRIPT.length,
      (coups) =>
        SCRIPT.every((outcome, i) => coups[i]!.outcome === outcome) &&
        coups.some((c) => c.punterFree) &&
        // The first coup's refusals need a forced punter decision to wait on.
        !coups[0]!.coup.natural &&
        !coups[0]!.punterFree,
    );
    plan = found.plan;
    clientSeed = found.clientSeed;
    await table.seedFirstShoe('Eve', clientSeed, found.shoe.firstCoupAt);
  });

  it('GIVEN the shoe offered to Ana WHEN Carl tries to bank, Ana opens 100 by the modal, Dora calls banco and Eve after her THEN Carl and Eve are refused privately, Dora holds the hand, and the banker wins and keeps the bank', async () => {
    const coup = plan[0]!;
    expectRefused(
      await table.chemin('Carl', 'bank', { amount: BANK }),
      refusalText('refusal.cdf/not-your-turn'),
    );
    const opened = await table.openBankByModal('Ana', BANK);
    expectPrivateOk(opened, `You opened the bank with ${BANK} chips.`);
    await table.waitForText(`**Ana** holds the bank: **${BANK} chips**`);

    expectPrivateOk(await table.press('Dora', 'cdf-banco'), `Banco: ${BANK} chips against the bank.`);
    // Eve comes after Dora in priority from the banker's right (Ben, Carl, Dora, Eve).
    expectRefused(await table.chemin('Eve', 'banco'), refusalText('refusal.cdf/banco-taken'));
    await table.waitForText('Plays the hand: **Dora** (banco)');
    const round = await deal('Ana', 0);

    // Out of turn: Eve holds no cards and the decision is not hers.
    const [first, ...rest] = promptsOf(coup);
    await table.waitForText('Waiting for **Dora** (punter)');
    const pending = (await table.stored()).table.coup?.decision;
    expect(pending && table.nameOf(pending.userId)).toBe('Dora');
    expectRefused(await table.cards('Eve'), 'You hold no cards in this coup');
    expectRefused(
      await table.chemin('Eve', 'decide', { choice: first!.choice }),
      refusalText('refusal.decision/not-yours'),
    );
    // Dora's prompt offers only what the rule allows; a forged choice or a forged id changes nothing.
    const prompt = await table.cards('Dora');
    expect(isPrivate(prompt)).toBe(true);
    expect(offeredChoices(prompt)).toEqual(first!.choices);
    const other = first!.choice === 'draw' ? 'stand' : 'draw';
    expectRefused(
      await table.click('Dora', prompt, `sabot1:decide:${other}:${pending!.step}:${round}`),
      // Named by the one button Dora's prompt shows.
      `Here the rule leaves you one choice: ${first!.choices[0] === 'draw' ? 'Card' : 'Stand'}.`,
    );
    const garbage = table.player('Dora').click(prompt, `sabot1:decide:fold:${pending!.step}:${round}`, 2);
    // An id this version cannot read: out of date, said privately (4, ephemeral); nothing changes.
    const outdated = await garbage.response();
    expect(outdated.type).toBe(4);
    expect(outdated.data?.content).toContain('That button is out of date');
    expect(outdated.data?.flags).toBe(64);
    expect((await table.stored()).table.coup?.decision).toEqual(pending);

    // The click rewrites her private prompt in place, its buttons gone.
    const answered = await table.player('Dora').click(prompt, decideId(prompt, first!.choice)).response();
    expect(answered.type).toBe(7);
    expect(answered.data?.components).toEqual([]);
    for (const next of rest) await table.answer('Ana', next.hand, next.choices, next.choice);

    const text = await expectResult(coup, round, 'Dora', 'Ana');
    expect(text).toContain('Commission 5%: 5 chips');
    expect(text).toContain(`Bank after the coup: **${2 * BANK - 5} chips**`);
    expect(text).toContain('**Ana** keeps the bank');

    // Her prompt is stale now: pressing it again is refused and changes nothing.
    // Her click took the prompt's buttons away; a press of the old button, replayed, is refused.
    expectRefused(
      await table.player('Dora').click(prompt, decideId(prompt, first!.choice), 2).reply(),
      refusalText('refusal.round/stale', { round: round + 1 }),
    );
    const after = await table.stored();
    expect(after.game.suivi && table.nameOf(after.game.suivi)).toBe('Dora');
    expect(after.game.bankCents).toBe((2 * BANK - 5) * 100);
    expect(after.table.escrowCents).toBe((2 * BANK - 5) * 100);
    expect(await table.player('Dora').balanceCents()).toBe(STARTING_CENTS - BANK * 100);
    expect(await table.player('Eve').balanceCents()).toBe(STARTING_CENTS);
  });

  it('GIVEN Dora lost the last coup WHEN Ben calls banco first, Carl after him, and Dora too THEN banco suivi gives Dora the hand, Carl is refused, Ben is refunded, and the punter wins: the shoe passes to Ben', async () => {
    const coup = plan[1]!;
    const bank = 2 * BANK - 5;
    await table.waitForText('**Dora** — banco suivi');
    expectPrivateOk(await table.chemin('Ben', 'banco'), `Banco: ${bank} chips against the bank.`);
    expectRefused(await table.press('Carl', 'cdf-banco'), refusalText('refusal.cdf/banco-taken'));
    expectPrivateOk(await table.chemin('Dora', 'banco'), `Banco: ${bank} chips against the bank.`);
    await table.waitForText('Plays the hand: **Dora** (banco suivi)');
    const round = await deal('Dora', 1);
    await playPrompts(coup, 'Dora', 'Ana');

    const text = await expectResult(coup, round, 'Dora', 'Ana');
    expect(text).toContain('The shoe passes to **Ben**.');
    expect(await balances()).toEqual({
      Ana: STARTING_CENTS - BANK * 100,
      Ben: STARTING_CENTS,
      Carl: STARTING_CENTS,
      Dora: STARTING_CENTS - BANK * 100 + bank * 100,
      Eve: STARTING_CENTS,
    });
    const { game, table: stored } = await table.stored();
    expect([game.holder && table.nameOf(game.holder), game.banker, game.bankCents]).toEqual(['Ben', null, 0]);
    expect(stored.escrowCents).toBe(0);
  });

  it('GIVEN Ben banks 100 WHEN Carl goes avec la table (50), Dora stakes a chip and Eve asks 20 more than the cover has left THEN Eve gets what is left and 20 back, and on a tie the stakes go home and Ben keeps the bank', async () => {
    const coup = plan[2]!;
    expectPrivateOk(
      await table.chemin('Ben', 'bank', { amount: BANK }),
      `You opened the bank with ${BANK} chips.`,
    );
    await table.waitForText(`**Ben** holds the bank: **${BANK} chips**`);
    expectRefused(await table.chemin('Ben', 'banco'), refusalText('refusal.cdf/banker-cannot-bet'));
    expectPrivateOk(
      await table.press('Carl', 'cdf-avec'),
      `Avec la table: ${BANK / 2} chips against the bank.`,
    );
    // The largest chip that leaves room in the cover after Carl's half.
    const chip = Math.max(...(await table.chipValues()).filter((value) => value < BANK / 2));
    expectPrivateOk(await table.stakeByChip('Dora', chip), `Stake: ${chip} chips against the bank.`);
    const left = BANK - BANK / 2 - chip;
    const asked = await table
      .player('Eve')
      .slash('bet', { side: 'punter', amount: left + 20 })
      .reply();
    expectPrivateOk(asked, `Stake: ${left + 20} chips against the bank.`);
    // Before the deal the table already says how much of Eve's stake the bank can take.
    await table.waitForText(`**Eve** · stake ${left + 20} chips, the bank covers ${left} chips`);
    await table.waitForText('Plays the hand: **Carl** (avec la table)');
    const round = await deal('Eve', 2);
    await playPrompts(coup, 'Carl', 'Ben');

    const text = await expectResult(coup, round, 'Carl', 'Ben');
    expect(text).toContain('**Eve** · 20 chips returned');
    expect(text).toContain('**Ben** keeps the bank');
    const { game } = await table.stored();
    expect([game.banker && table.nameOf(game.banker), game.bankCents]).toEqual(['Ben', BANK * 100]);
    const wallets = await balances();
    expect(wallets.Carl).toBe(STARTING_CENTS);
    expect(wallets.Eve).toBe(STARTING_CENTS);
    expect(wallets.Ben).toBe(STARTING_CENTS - BANK * 100);
  });

  it('GIVEN Ben still banking after the tie and Ana staking 10 WHEN Ben says la banque passe and Carl passes the shoe THEN Ben gets his bank back, Ana her stake, and the shoe reaches Dora', async () => {
    expectPrivateOk(
      await table.player('Ana').slash('bet', { side: 'punter', amount: 10 }).reply(),
      'Stake: 10 chips against the bank.',
    );
    // The tie settled as it was dealt, so coup 3's message kept its betting buttons until the table
    // was reposted: pressing before coup 4's message is up would click a stale round.
    await table.waitForText('**Ana** · stake 10 chips');
    expectPrivateOk(
      await table.press('Ben', 'cdf-passe'),
      `La banque passe: ${BANK} chips are back in your wallet.`,
    );
    await table.waitForText('The shoe is offered to **Carl**');
    expect(await table.player('Ben').balanceCents()).toBe(STARTING_CENTS);
    expect(await table.player('Ana').balanceCents()).toBe(STARTING_CENTS - BANK * 100);
    expectPrivateOk(await table.press('Carl', 'cdf-decline'), 'You passed the shoe to **Dora**.');
    await table.waitForText('The shoe is offered to **Dora**');
    const { game, table: stored } = await table.stored();
    expect([game.holder && table.nameOf(game.holder), game.banker, game.offers]).toEqual(['Dora', null, []]);
    expect(stored.escrowCents).toBe(0);
  });

  it('GIVEN Dora banks 100 WHEN Eve calls banco THEN the punter wins and the shoe passes a second time, to Eve', async () => {
    const coup = plan[3]!;
    expectPrivateOk(
      await table.chemin('Dora', 'bank', { amount: BANK }),
      `You opened the bank with ${BANK} chips.`,
    );
    expectPrivateOk(await table.press('Eve', 'cdf-banco'), `Banco: ${BANK} chips against the bank.`);
    const round = await deal('Eve', 3);
    await playPrompts(coup, 'Eve', 'Dora');
    const text = await expectResult(coup, round, 'Eve', 'Dora');
    expect(text).toContain('The shoe passes to **Eve**.');
    await table.waitForText('The shoe is offered to **Eve**');
  });

  it('GIVEN the four coups WHEN the chips are counted THEN the wallets hold every chip issued but the commission, and the audit balances', async () => {
    const wallets = await balances();
    const commission = 5 * 100;
    expect(Object.values(wallets).reduce((a, b) => a + b, 0)).toBe(
      NAMES.length * STARTING_CENTS - commission,
    );
    expect(wallets).toEqual({
      Ana: STARTING_CENTS - BANK * 100,
      Ben: STARTING_CENTS,
      Carl: STARTING_CENTS,
      Dora: STARTING_CENTS - BANK * 100 + (2 * BANK - 5) * 100 - BANK * 100,
      Eve: STARTING_CENTS + BANK * 100,
    });
    const audit = await withStorage(world, (db) => db.audit());
    expect(audit.balanced, JSON.stringify(audit)).toBe(true);
    // The operators' audit tool on the bot's SQLite file says the same.
    expect(await auditWithTool(world)).toContain(`${world.guild.id} balanced`);
    const records = await withStorage(world, (db) =>
      Promise.all(rounds.map((r) => db.round(table.channelId, r))),
    );
    expect(records.map((r) => r?.houseTakeCents)).toEqual([commission, 0, 0, 0]);
  });

  it('GIVEN the played shoe WHEN an admin starts a new one and exports the old THEN the file is sabot-cdf/1 with the four coups as dealt, and the verifier accepts it', async () => {
    expectPrivateOk(await table.admin.newShoe(), 'Shoe 2 is shuffled');
    const exported = await table.player('Carl').slash('fair', {}, 'export').reply();
    expectPrivateOk(exported, 'Shoe 1, 4 coups.');
    const file = exported.files[0];
    expect(file).toBeDefined();
    const json = JSON.parse(file!.bytes.toString('utf8')) as {
      format: string;
      clientSeed: string;
      coups: {
        punter: string[];
        banker: string[];
        result: string;
        stake: number;
        decisions: { by: string }[];
      }[];
    };
    expect(json.format).toBe('sabot-cdf/1');
    expect(json.clientSeed).toBe(clientSeed);
    expect(json.coups.map((c) => [c.punter, c.banker, c.result])).toEqual(
      plan.map((c) => [c.punter, c.banker, { punter: 'win', banker: 'lose', tie: 'tie' }[c.outcome]]),
    );
    expect(json.coups.map((c) => c.stake)).toEqual([BANK, 2 * BANK - 5, BANK, BANK]);
    // The free choices (the 5) were the players' own; every other decision was the rule's.
    const chosen = plan.flatMap((c) =>
      promptsOf(c)
        .filter((p) => p.choices.length === 2)
        .map(() => 'player'),
    );
    expect(chosen.length).toBeGreaterThan(0);
    expect(json.coups.flatMap((c) => c.decisions.map((d) => d.by)).filter((by) => by !== 'rule')).toEqual(
      chosen,
    );

    const path = join(world.storage.dir, file!.name);
    await writeFile(path, file!.bytes);
    const verified = await runCli('verify', [path]);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
  });
});
