/**
 * Baccarat banque in four languages through the real bot (src/main.ts as a child process, SQLite,
 * discord.js against the fake Discord): four players whose Discord clients speak Italian (Ivo),
 * Dutch (Noor), Romanian (Radu) and English (Ana) take the bank in turn. Before each bank an admin
 * sets the server's language (`/table language`) to the coming banker's, so the public results
 * come in all four languages; the private answers stay each player's own.
 *
 * Each bank: all four bid; at the auction's deadline the winner is told privately that he holds
 * the bank and each other bidder that his bid is back in his wallet, each in his language, and
 * the chips are back in storage. The three others stake (100 on the tableau that wins, 50 on the
 * one that loses, 20 on the winner), each answered in his language with his balance; nobody sits,
 * so the rule plays both tableaux and only the banker decides, on the prompt the bot pushes to
 * him. The result, in the server's language, shows each punter's net and balance ("+100 · saldo
 * 1.100") the way Punto Banco and chemin de fer do, and each balance it shows is the wallet in
 * storage and what /balance tells the player in his language. The banker retires, and the next
 * auction opens.
 *
 * The coups are known before they are dealt (the client seed chosen with /fair seed, as in
 * banque.test.ts): four coups whose tableaux split, one winning and one losing, so every figure
 * below is the same whatever the cards: the bank pays 100 + 20 and takes 50 each coup.
 */
import { describe, expect, it } from 'vitest';
import { type Locale, t } from '../../src/discord/i18n/index.js';
import type { Cents } from '../../src/engine/money.js';
import type { BanqueSide } from '../../src/games/banque/rules/coup.js';
import { decideId, expectPrivateOk, isPrivate, messageText } from './support/banked-table.js';
import { findBanqueClientSeed, isSplit, type PlannedBanqueCoup } from './support/banque-shoe-plan.js';
import { BanqueTable } from './support/banque-table.js';
import { type BotWorld, customIds, STARTING_CENTS, useBotWorld, withStorage } from './support/bot-harness.js';
import type { RecordedMessage } from './support/fake-discord.js';

const NAMES = ['Ivo', 'Noor', 'Radu', 'Ana'] as const;
type Name = (typeof NAMES)[number];
/** Each player's Discord client locale, and the bot's language for him. */
const DISCORD_LOCALES: Record<Name, string> = { Ivo: 'it', Noor: 'nl', Radu: 'ro', Ana: 'en-US' };
const LANGUAGE: Record<Name, Locale> = { Ivo: 'it', Noor: 'nl', Radu: 'ro', Ana: 'en' };

/** The winning bid (the bank) and every other bid, in chips. */
const BANK = 200;
const LOSING_BID = 100;
/** What the three punters stake, in the order they follow the banker round the table. */
const STAKES = [
  { amount: 100, on: 'win' },
  { amount: 50, on: 'lose' },
  { amount: 20, on: 'win' },
] as const;

let world: BotWorld;
let table: BanqueTable;
let plan: PlannedBanqueCoup[];

useBotWorld({ channels: ['banque'], players: NAMES.length, playerNames: NAMES }, (started) => {
  world = started;
  table = new BanqueTable(world, world.guild.channel('banque').id, NAMES, DISCORD_LOCALES);
});

/** Every wallet as the test expects it, in cents, moved by hand at each bid, stake and payout. */
const wallets = Object.fromEntries(NAMES.map((name) => [name, STARTING_CENTS])) as Record<Name, number>;

/**
 * Whole chips as each language writes them, spelled out here rather than taken from the bot:
 * a comma groups thousands in English, a full stop in Italian, Dutch and Romanian.
 */
const figure = (locale: Locale, cents: number): string => {
  expect(Math.abs(cents) % 100, 'the scenes move whole chips only').toBe(0);
  const digits = String(Math.abs(cents / 100));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'en' ? ',' : '.');
  return `${cents < 0 ? '−' : ''}${grouped}`;
};
/** A net as the results write it: always signed, a true minus. */
const signed = (locale: Locale, cents: number): string =>
  cents > 0 ? `+${figure(locale, cents)}` : figure(locale, cents);

/** The user who made interaction `id`. */
const userOf = (id: string | null): string | undefined => {
  const payload = id ? (world.discord.interaction(id)?.payload as Record<string, unknown>) : undefined;
  const member = payload?.member as { user?: { id: string } } | undefined;
  return member?.user?.id ?? (payload?.user as { id: string } | undefined)?.id;
};

/**
 * Everything the bot told `name` privately after the fact, as follow-ups of his own interactions
 * (a note, a pushed prompt), oldest first: whichever interaction of his the bot chose to follow.
 */
const followUpsOf = (name: Name): RecordedMessage[] =>
  world.discord
    .messages(table.channelId, { origin: 'follow-up' })
    .filter((message) => isPrivate(message) && userOf(message.interactionId) === table.player(name).userId);

/** The wallets committed in the bot's storage, in cents. */
const storedWallets = (): Promise<Record<Name, number>> =>
  withStorage(world, async (db) => {
    const entries = await Promise.all(
      NAMES.map(
        async (name) =>
          [name, (await db.wallet(table.player(name).userId))?.balanceCents ?? Number.NaN] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<Name, number>;
  });

/** `/balance` as `name`, in his language: his wallet as storage holds it, his language's figure. */
const expectBalanceShown = async (name: Name, cents: number) => {
  const locale = LANGUAGE[name];
  const reply = await table.player(name).slash('balance').reply();
  expect(isPrivate(reply)).toBe(true);
  const text = messageText(reply);
  expect(text).toContain(t(locale, 'balance.amount', { cents: cents as Cents }));
  expect(text).toContain(`**${figure(locale, cents)} `);
};

/** The public result of `round` in `locale`: the embed with its title and no buttons (the table message has them). */
const resultIn = (locale: Locale, round: number): Promise<string> =>
  world.discord.waitFor(
    () => {
      const title = t(locale, 'banque.result.title', { round });
      const message = world.discord
        .messages(table.channelId, { includeDeleted: false })
        .find((m) => !isPrivate(m) && customIds(m).length === 0 && m.embeds[0]?.title === title);
      return message && messageText(message);
    },
    { description: `the result of coup ${round} in ${locale}` },
  );

/** The three punters of a bank: the players after its banker, round the table. */
const puntersOf = (banker: Name): Name[] => {
  const at = NAMES.indexOf(banker);
  return [1, 2, 3].map((step) => NAMES[(at + step) % NAMES.length]!);
};

/**
 * The bids of one auction: `banker` first with the bank, then the others. Each bid is answered
 * privately in the bidder's language, with his balance; the chips leave his wallet. Returns the
 * interaction each bid was made with, by bidder.
 */
const bidAll = async (banker: Name): Promise<Record<Name, string>> => {
  const bids = {} as Record<Name, string>;
  for (const name of [banker, ...puntersOf(banker)]) {
    const amount = name === banker ? BANK : LOSING_BID;
    const bid = table.player(name).slash('banque', { amount }, 'bid');
    const reply = await bid.reply();
    bids[name] = bid.id;
    wallets[name] -= amount * 100;
    expect(isPrivate(reply)).toBe(true);
    // The deadline is a Discord timestamp the test cannot know beforehand: read it off the reply.
    const when = /<t:\d+:R>/.exec(messageText(reply))?.[0] ?? '(no deadline)';
    expect(messageText(reply)).toContain(
      t(LANGUAGE[name], 'banque.done.bid', {
        amount: (amount * 100) as Cents,
        balance: wallets[name] as Cents,
        when,
      }),
    );
  }
  return bids;
};

/**
 * Waits for the one new private message `name` got after `before` of them: it must follow up
 * the interaction `bid` he bid with, as the product says. Returns its text.
 */
const nextNote = async (name: Name, before: number, bid: string, what: string): Promise<string> => {
  const notes = await world.discord.waitFor(
    () => {
      const all = followUpsOf(name);
      return all.length > before ? all : undefined;
    },
    { description: `${name}'s ${what}` },
  );
  const note = notes[before]!;
  expect(note.interactionId, `${name}'s note follows up his bid`).toBe(bid);
  return messageText(note);
};

/**
 * Plays one bank through: the language, the auction and its notes, the stakes, the coup with the
 * banker's pushed prompt, the result, the balances, and the banker's retirement.
 */
const playBank = async (banker: Name, coup: PlannedBanqueCoup) => {
  const language = LANGUAGE[banker];
  const set = await table.admin.slash('table', { value: language }, 'language').reply();
  expectPrivateOk(set, t('en', 'settings.language.set', { language: t('en', `language.${language}`) }));

  // The auction: its notes, each in its reader's language, and the outbid chips back in storage.
  const seen = Object.fromEntries(NAMES.map((name) => [name, followUpsOf(name).length])) as Record<
    Name,
    number
  >;
  const bids = await bidAll(banker);
  const notes = {} as Record<Name, string>;
  notes[banker] = await nextNote(banker, seen[banker], bids[banker], 'note that he holds the bank');
  expect(notes[banker]).toBe(t(language, 'banque.done.bankTaken', { bank: (BANK * 100) as Cents }));
  for (const name of puntersOf(banker)) {
    notes[name] = await nextNote(name, seen[name], bids[name], 'note that his bid went home');
    expect(notes[name]).toBe(t(LANGUAGE[name], 'banque.note.outbid', { cents: (LOSING_BID * 100) as Cents }));
    expect(notes[name]).toContain(figure(LANGUAGE[name], LOSING_BID * 100));
    wallets[name] += LOSING_BID * 100;
  }
  // One note each, no more.
  for (const name of NAMES) expect(followUpsOf(name), name).toHaveLength(seen[name] + 1);
  const { game: taken } = await table.stored();
  expect(taken.banker && table.nameOf(taken.banker)).toBe(banker);
  expect(taken.bankCents).toBe(BANK * 100);
  expect(await storedWallets()).toEqual(wallets);

  // The stakes: nobody sits, so the rule plays both tableaux and only the banker decides.
  const { results } = coup.coup;
  const side = (on: 'win' | 'lose'): BanqueSide => (results.right === on ? 'right' : 'left');
  const punters = puntersOf(banker);
  for (const [i, name] of punters.entries()) {
    const { amount, on } = STAKES[i]!;
    const position = side(on);
    const reply = await table.stake(name, position, amount);
    wallets[name] -= amount * 100;
    const locale = LANGUAGE[name];
    expectPrivateOk(
      reply,
      t(locale, 'banque.done.stake', {
        position: t(locale, `banque.at.${position}`),
        amount: (amount * 100) as Cents,
        balance: wallets[name] as Cents,
      }),
    );
  }

  const { table: before } = await table.stored();
  const round = before.round;
  const dealt = await table.player(banker).slash('deal').reply();
  expect(isPrivate(dealt)).toBe(true);
  // The banker's decisions, on the prompt pushed to him, answered as planned.
  const answered = new Set<string>();
  for (const prompt of coup.prompts.filter((p) => p.hand === 'banker')) {
    const pushed = await world.discord.waitFor(
      () =>
        followUpsOf(banker).find(
          (m) =>
            !answered.has(m.id) &&
            customIds(m).some((id) => id.startsWith('sabot1:decide:') && id.endsWith(`:${round}`)),
        ),
      { description: `${banker}'s pushed prompt in coup ${round}` },
    );
    answered.add(pushed.id);
    const answer = await table.player(banker).click(pushed, decideId(pushed, prompt.choice)).response();
    expect(answer.type).toBe(7);
  }

  // The result, in the server's language: each punter's net and balance, as storage holds them.
  const text = await resultIn(language, round);
  const nets: Record<string, number> = {};
  for (const [i, name] of punters.entries()) {
    const { amount, on } = STAKES[i]!;
    const cents = amount * 100;
    nets[name] = on === 'win' ? cents : -cents;
    wallets[name] += on === 'win' ? 2 * cents : 0;
  }
  // The bank pays 100 + 20 and takes 50: it loses 70, so no commission.
  const bankNet = -Object.values(nets).reduce((a, b) => a + b, 0);
  expect(bankNet).toBe(-7_000);
  const stored = await storedWallets();
  expect(stored).toEqual(wallets);
  for (const name of punters)
    expect(text).toContain(
      t(language, 'banque.result.punter', {
        name: `**${name}**`,
        outcome: t(language, 'result.net', {
          net: signed(language, nets[name]!),
          balance: figure(language, stored[name]),
        }),
      }),
    );
  expect(text).toContain(
    t(language, 'banque.result.bankerNet', {
      name: `**${banker}**`,
      outcome: t(language, 'result.net', {
        net: signed(language, bankNet),
        balance: figure(language, stored[banker]),
      }),
    }),
  );
  const record = await withStorage(world, (db) => db.round(table.channelId, round));
  expect(record?.decisions.filter((d) => d.userId === table.player(banker).userId).map((d) => d.by)).toEqual(
    coup.prompts.filter((p) => p.hand === 'banker').map(() => 'player'),
  );

  // Each player's own /balance, in his language, agrees with the result and with storage.
  for (const name of NAMES) await expectBalanceShown(name, stored[name]);

  // The banker retires: the bank, 200 − 70 chips, comes home, and the auction reopens.
  const bank = BANK * 100 + bankNet;
  expectPrivateOk(
    await table.banque(banker, 'retire'),
    t(language, 'banque.done.retired', { cents: bank as Cents }),
  );
  wallets[banker] += bank;
  const { game: ended } = await table.stored();
  expect([ended.banker, ended.bankCents]).toEqual([null, 0]);
  expect(await storedWallets()).toEqual(wallets);
  return { text, notes };
};

describe('baccarat banque in four languages: the auction’s notes, and the result with net and balance', () => {
  it('GIVEN a Punto Banco table WHEN an admin switches it to banque with a short auction and a long decision time THEN the shoe is chosen for four coups that split', async () => {
    expectPrivateOk(
      await table.admin.slash('table', { value: 'banque' }, 'game').reply(),
      'Table settings updated',
    );
    for (const [options, sub] of [
      [{ seconds: 0 }, 'timer'],
      [{ tier: '5-500' }, 'limits'],
      // The banker answers every decision: a long decision time keeps a busy machine from
      // letting one default before his press lands. No step waits for it.
      [{ seconds: 60 }, 'decision-time'],
      [{ 'auction-seconds': 5 }, 'banque'],
    ] as const)
      expect(isPrivate(await table.admin.slash('table', options, sub).reply())).toBe(true);
    const { table: stored } = await table.stored();
    const found = findBanqueClientSeed(stored.shoe.spec, NAMES.length, (coups) => coups.every(isSplit));
    plan = found.plan;
    expectPrivateOk(
      await table.player('Ana').slash('fair', { value: found.clientSeed }, 'seed').reply(),
      found.clientSeed,
    );
  });

  it('GIVEN Ivo banks and the server speaks Italian WHEN the auction ends and the coup settles THEN each bidder’s note and each stake’s answer are in his language, and the Italian result shows “+100 · saldo 1.100”', async () => {
    const { text, notes } = await playBank('Ivo', plan[0]!);
    // Noor won 100 (1.100), Radu lost 50 (950), Ana won 20 (1.020): Italian groups with a full stop.
    for (const figure of ['+100', '1.100', '−50', '950', '+20', '1.020']) expect(text).toContain(figure);
    expect(text).not.toContain('1,100');
    // Italian words, not the English ones: in the result, and in Ivo's note.
    expect(text).not.toContain(t('en', 'result.net', { net: '+100', balance: '1.100' }));
    expect(text).not.toContain(t('en', 'banque.result.title', { round: 1 }));
    expect(notes.Ivo).not.toBe(t('en', 'banque.done.bankTaken', { bank: 20_000 as Cents }));
    // Each outbid note in its reader's language: three different texts, none of them the Italian.
    const outbid = [notes.Noor, notes.Radu, notes.Ana];
    expect(new Set(outbid).size).toBe(3);
    expect(outbid).not.toContain(t('it', 'banque.note.outbid', { cents: 10_000 as Cents }));
  });

  it('GIVEN Noor banks and the server speaks Dutch WHEN the coup settles THEN the Dutch result shows each net and balance', async () => {
    const { text } = await playBank('Noor', plan[1]!);
    // Radu won 100 (1.050), Ana lost 50 (970), Ivo won 20 (950).
    for (const figure of ['+100', '1.050', '−50', '970', '+20', '950']) expect(text).toContain(figure);
  });

  it('GIVEN Radu banks and the server speaks Romanian WHEN the coup settles THEN the Romanian result shows each net and balance', async () => {
    const { text } = await playBank('Radu', plan[2]!);
    // Ana won 100 (1.070), Ivo lost 50 (900), Noor won 20 (1.050).
    for (const figure of ['+100', '1.070', '−50', '900', '+20', '1.050']) expect(text).toContain(figure);
  });

  it('GIVEN Ana banks and the server speaks English WHEN the coup settles THEN the English result shows each net and balance, grouped with a comma, and every chip is where it started', async () => {
    const { text } = await playBank('Ana', plan[3]!);
    expect(text).toContain('**Ivo** → **+100** · balance 1,000');
    expect(text).toContain('**Noor** → **−50** · balance 1,000');
    expect(text).toContain('**Radu** → **+20** · balance 1,000');
    // Each bank lost 70 to its punters, and each player banked once: every wallet is back at 1,000.
    expect(await storedWallets()).toEqual(Object.fromEntries(NAMES.map((name) => [name, STARTING_CENTS])));
    const audit = await withStorage(world, (db) => db.audit());
    expect(audit.balanced, JSON.stringify(audit)).toBe(true);
  });
});
