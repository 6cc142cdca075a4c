/**
 * The gallery's tables, played by the real machine on real shoes from fixed seeds: a Punto Banco
 * table in each state, coups of each kind found by dealing until one turns up, a revealed shoe, a
 * player's statistics, and a chemin de fer table through its phases. Built once per run and shared
 * by every language (the records do not depend on the reader's language; only the views do).
 */
import { CARDS_PER_DECK } from '../src/engine/cards.js';
import type { Coup } from '../src/engine/coup.js';
import { type Cents, wholeChipsIn, ZERO_CENTS } from '../src/engine/money.js';
import type { BanqueRoundCoup } from '../src/games/banque/table/index.js';
import { banqueStateOf } from '../src/games/banque/table/state.js';
import { cdfStateOf } from '../src/games/chemin-de-fer/table/state.js';
import { EZ_BACCARAT, ezResultOf } from '../src/games/ez-baccarat/rules/bets.js';
import { isPuntoBancoRound } from '../src/games/punto-banco/table/game.js';
import type { Leaderboard, LeaderboardBy } from '../src/store/history.js';
import type { Accepted } from '../src/table/commands.js';
import type { ChangeSet } from '../src/table/draft.js';
import { runCommand } from '../src/table/machine.js';
import type { Rejection } from '../src/table/rejections.js';
import {
  MIN_DECISION_SECONDS,
  type RoundRecord,
  type ShoeArchive,
  type TableRecord,
} from '../src/table/state.js';
import { type PlayerStats, rankings, statisticsOf } from '../src/table/statistics.js';
import { bet, CHANNEL_ID, configure, deal, GALLERY_NOW, GalleryWorld, gameAction, PLAYERS } from './world.js';

const { ana, ben, carla, dora, eve } = PLAYERS;

/** Runs `build` once, on first use: fixtures are shared by every scenario and language. */
const once = <T>(build: () => T): (() => T) => {
  let value: { v: T } | undefined;
  return () => {
    value ??= { v: build() };
    return value.v;
  };
};

/** A Punto Banco table in the gallery's channel (the table is created by its first command). */
export const puntoBancoWorld = (seedName = 'gallery'): GalleryWorld => {
  const world = new GalleryWorld(seedName);
  world.ok({ type: 'view-table', channelId: CHANNEL_ID });
  return world;
};

/** The bets the gallery's players put down each round: a spread over the three spots. */
const placeUsualBets = (world: GalleryWorld): void => {
  world.ok(bet(ana, 'banker', 25));
  world.ok(bet(ben, 'player', 10));
  world.ok(bet(carla, 'banker', 10));
  world.ok(bet(carla, 'tie', 2));
};

export interface DealtRound {
  readonly record: RoundRecord<Coup>;
  readonly changes: ChangeSet;
  readonly world: GalleryWorld;
}

/** Plays rounds on `world` until one's coup satisfies `wanted`; its record and the changes of its deal. */
const playUntil = (world: GalleryWorld, wanted: (record: RoundRecord<Coup>) => boolean): DealtRound => {
  for (let round = 0; round < 500; round++) {
    placeUsualBets(world);
    const accepted = world.ok(deal(ana));
    const record = accepted.changes.rounds.find(isPuntoBancoRound);
    if (record && wanted(record)) return { record, changes: accepted.changes, world };
    world.now += 40_000;
  }
  throw new Error('gallery: no such coup in 500 rounds');
};

const played = (cards: readonly unknown[]) => cards.length === 3;

/** The result kinds the gallery shows, each the first such coup of a fixed-seed table. */
export const RESULT_KINDS = {
  'player-win': (r: RoundRecord<Coup>) => r.outcome === 'player' && !r.coup.natural,
  'banker-win': (r: RoundRecord<Coup>) => r.outcome === 'banker' && !r.coup.natural,
  tie: (r: RoundRecord<Coup>) => r.outcome === 'tie',
  natural: (r: RoundRecord<Coup>) => r.coup.natural,
  'both-third-cards': (r: RoundRecord<Coup>) => played(r.coup.player) && played(r.coup.banker),
  'punto-2000-banker-six': (r: RoundRecord<Coup>) => r.outcome === 'banker' && r.coup.bankerTotal === 6,
} as const;
export type ResultKind = keyof typeof RESULT_KINDS;

const resultRounds = new Map<ResultKind, DealtRound>();

/** A dealt round of the given kind, with everything its result view reads. */
export const resultRound = (kind: ResultKind): DealtRound => {
  let found = resultRounds.get(kind);
  if (!found) {
    const world = puntoBancoWorld(`gallery result ${kind}`);
    if (kind === 'punto-2000-banker-six') world.ok(configure({ variant: 'punto-2000' }));
    found = playUntil(world, RESULT_KINDS[kind]);
    resultRounds.set(kind, found);
  }
  return found;
};

/**
 * An EZ Baccarat table dealt until a Dragon 7: the table message with the five spots staked, and
 * the round whose Banker win on three cards totalling 7 pushes the Banker and pays Dragon 7.
 */
export const ezDragon = once(() => {
  const world = puntoBancoWorld('gallery ez');
  world.ok(configure({ game: EZ_BACCARAT }));
  const placeEzBets = () => {
    world.ok(bet(ana, 'banker', 25));
    world.ok(bet(ben, 'dragon-7', 5));
    world.ok(bet(carla, 'player', 10));
    world.ok(bet(carla, 'panda-8', 2));
  };
  for (let round = 0; round < 2_000; round++) {
    placeEzBets();
    const table = world.table();
    const accepted = world.ok(deal(ana));
    const record = accepted.changes.rounds.find((r) => r.game === EZ_BACCARAT) as
      | RoundRecord<Coup>
      | undefined;
    if (record && ezResultOf(record.coup).dragon7)
      return { table, world, dealt: { record, changes: accepted.changes, world } };
    world.now += 40_000;
  }
  throw new Error('gallery: no Dragon 7 in 2,000 rounds');
});

/** The shoe line a result shows, read from the changes of its deal, as the shell reads it. */
export const shoeAfter = ({ record, changes }: DealtRound) => {
  const live = changes.table?.shoe;
  const archive = changes.shoes.find((shoe) => shoe.spec.shoeNumber === record.shoeNumber);
  const spec = live?.spec.shoeNumber === record.shoeNumber ? live.spec : archive?.spec;
  return {
    shoeNumber: record.shoeNumber,
    coupInShoe: record.coupInShoe,
    cardsLeft: spec && live ? spec.decks * CARDS_PER_DECK - live.position : 0,
    commitment: live?.commitment ?? archive?.commitment ?? '',
  };
};

/** A table in each of its states, from one played table's history. */
export const tableStates = once(() => {
  const world = puntoBancoWorld('gallery table');
  const empty = world.table();
  // A first round, so "Repeat last bet" has something to repeat.
  placeUsualBets(world);
  world.ok(deal(ana));
  world.ok(bet(ana, 'banker', 25));
  world.ok(bet(ben, 'player', 10));
  world.ok(bet(carla, 'tie', 5));
  world.ok(bet(carla, 'player', 50));
  world.ok(bet(dora, 'banker', 100));
  const withBets = world.table();

  // The admin changes the limits while bets are on: the change waits for the next round.
  world.ok(configure({ tier: '5-500', variant: 'punto-2000' }));
  const pending = world.table();
  world.ok(deal(ana));

  world.ok(configure({ timerSeconds: 15 }));
  world.ok(bet(eve, 'player', 20));
  const countdown = world.table();
  world.ok(deal(null));

  world.ok(bet(ben, 'banker', 40));
  const closing = world.ok(configure({ open: false }));
  const closed = world.table();
  return { world, empty, withBets, pending, countdown, closed, closing };
});

/** A table with every seat taken: the longest list of bets a table message holds. */
export const fullTable = once(() => {
  const world = puntoBancoWorld('gallery full');
  const ids = Array.from({ length: 14 }, (_, i) => `92000000000000${String(i + 1).padStart(4, '0')}`);
  const names = new Map(ids.map((id, i) => [id, FULL_TABLE_NAMES[i]!]));
  ids.forEach((id, i) => {
    world.ok(bet(id, (['player', 'banker', 'banker'] as const)[i % 3]!, 5 + 5 * i));
    if (i % 4 === 0) world.ok(bet(id, 'tie', 2));
  });
  return { world, table: world.table(), names };
});

const FULL_TABLE_NAMES = [
  'Ana',
  'Ben',
  'Carla',
  'Dora',
  'Eve',
  'Federico',
  'Giulia',
  'Hendrik',
  'Ioana',
  'Jan',
  'Katrien',
  'Luca',
  'Mihai',
  'Noor van den Heuvel-Beaumont',
];

/**
 * A player's private answers, from the events of her own actions: a bet, a repeat of last round's
 * bets, a clear, a daily top-up, and an admin's grant to another player.
 */
export const privateAnswers = once(() => {
  const world = puntoBancoWorld('gallery private');
  world.ok(bet(ana, 'banker', 25));
  world.ok(bet(ana, 'tie', 5));
  world.ok(deal(ana));
  world.now += 30_000;
  const placed = world.ok(bet(ana, 'player', 10));
  const cleared = world.ok({ type: 'clear', channelId: CHANNEL_ID, userId: ana });
  const repeated = world.ok({ type: 'rebet', channelId: CHANNEL_ID, userId: ana });
  const daily = world.ok({ type: 'daily', userId: ana });
  const granted = world.ok({ type: 'grant', userId: ben, amount: 500 });
  return { world, placed, cleared, repeated, daily, granted, dailyAt: world.now };
});

/** The refusals a player meets most, as the machine returns them. */
export const refusals = once((): Rejection[] => {
  const world = puntoBancoWorld('gallery refusals');
  const found: Rejection[] = [];
  found.push(world.refused(bet(ana, 'banker', 500)));
  found.push(world.refused(bet(ana, 'tie', 20)));
  found.push(world.refused(bet(ana, 'player', 2.5)));
  found.push(world.refused({ type: 'rebet', channelId: CHANNEL_ID, userId: ana }));
  // A chemin de fer move (a stale /chemin or button) at this Punto Banco table.
  found.push(
    world.refused({
      type: 'game-action',
      channelId: CHANNEL_ID,
      userId: ana,
      action: { kind: 'sit' },
      game: 'chemin-de-fer',
    }),
  );
  found.push(world.refused(deal(ana)));
  world.ok(bet(ana, 'player', 10));
  world.ok(bet(ben, 'player', 10));
  world.ok(deal(ana));
  found.push(world.refused(bet(ben, 'player', 10, 1)));
  // An admin takes all but 5 of Ben's chips: his next bet is more than he has.
  const benChips = wholeChipsIn(world.wallets.get(ben)?.balanceCents ?? ZERO_CENTS);
  world.ok({ type: 'take', userId: ben, amount: benChips - 5 });
  found.push(world.refused(bet(ben, 'banker', 50)));
  found.push(world.refused(configure({ variant: 'punto-3000' })));
  world.ok(configure({ open: false }));
  found.push(world.refused(bet(carla, 'banker', 10)));
  world.ok({ type: 'daily', userId: ana });
  world.now += 60 * 60 * 1000;
  found.push(world.refused({ type: 'daily', userId: ana }));
  return found;
});

/** A table some rounds into its shoe, then a new shoe asked for: the old shoe is revealed. */
export const revealedShoe = once(() => {
  const world = puntoBancoWorld('gallery shoe');
  // The shoe was played in the hour before the gallery's clock: /history reads "… minutes ago".
  world.now = GALLERY_NOW - 60 * 60 * 1000;
  for (let i = 0; i < 41; i++) {
    placeUsualBets(world);
    world.ok(deal(i % 2 === 0 ? ana : ben));
    world.now += 45_000;
  }
  const live = world.table();
  const accepted: Accepted = world.ok({ type: 'new-shoe', channelId: CHANNEL_ID });
  const archive = accepted.changes.shoes[0] as ShoeArchive;
  const seed = world.ok({ type: 'set-client-seed', channelId: CHANNEL_ID, seed: 'ana-lucky-seed-7' });
  return { world, live, accepted, archive, seed, after: world.table() };
});

/** Statistics and leaderboards over the revealed shoe's rounds, as the history read model folds them. */
export const ledger = once(() => {
  const { world } = revealedShoe();
  const stats = statisticsOf(world.rounds.filter(isPuntoBancoRound));
  const leaderboard = (by: LeaderboardBy, askerId: string): Leaderboard => {
    const entries =
      by === 'net'
        ? [...stats.players.values()].map((p) => ({ userId: p.userId, value: p.netCents, coups: p.coups }))
        : [...world.wallets.values()].map((w) => ({ userId: w.userId, value: w.balanceCents, coups: 0 }));
    const coups = new Map(entries.map((e) => [e.userId, e.coups]));
    const ranked = rankings(entries).map((e) => ({
      userId: e.userId,
      rank: e.rank,
      valueCents: e.value as Cents,
      coups: coups.get(e.userId) ?? 0,
    }));
    return {
      by,
      top: ranked.slice(0, 10),
      total: ranked.length,
      own: ranked.find((e) => e.userId === askerId),
    };
  };
  const player = (userId: string): PlayerStats | undefined => stats.players.get(userId);
  return { world, player, leaderboard };
});

/** Chemin de fer limits: a table minimum of 10 chips. */
const CDF_LIMITS = { min: 10, max: 1000, tieMinAlone: 10, tieMinBeside: 5, tieMax: 120 };

/** Chemin de fer, phase by phase, on a real shoe: the states its table message and prompts show. */
export const cheminDeFer = once(() => {
  const world = new GalleryWorld('gallery chemin de fer');
  world.ok(configure({ game: 'chemin-de-fer', limits: CDF_LIMITS }));
  const empty = world.table();
  for (const userId of [ana, ben, carla, dora, eve]) world.ok(gameAction(userId, { kind: 'sit' }));
  world.ok(gameAction(ana, { kind: 'decline' }));
  const offered = world.table();
  world.ok(gameAction(ben, { kind: 'open-bank', amount: 100 }));
  world.ok(gameAction(eve, { kind: 'avec-la-table' }));
  world.ok(gameAction(dora, { kind: 'stake', amount: 40 }));
  const staked = world.ok(gameAction(carla, { kind: 'stake', amount: 30 }));
  const betting = world.table();
  // Deal until a coup asks the punter a real question: a 5, where he may draw or stand. Other
  // coups are played out by their defaults (a natural settles at once), and the game goes on.
  const playOut = (): Accepted | undefined => {
    let last: Accepted | undefined;
    for (let next = world.table().coup; next !== null; next = world.table().coup) {
      const { userId, defaultChoice, step } = next.decision;
      last = world.ok({ type: 'decide', channelId: CHANNEL_ID, userId, choice: defaultChoice, step });
    }
    return last;
  };
  const asksPunter = () => {
    const coup = world.table().coup;
    return coup !== null && coup.decision.choices.length > 1;
  };
  let dealt = world.ok(deal(ben));
  for (let coup = 0; !asksPunter(); coup++) {
    if (coup > 80) throw new Error('gallery: no chemin de fer punter with a choice in 80 coups');
    playOut();
    const state = cdfStateOf(world.table().gameState);
    const banker = state.banker ?? state.holder!;
    if (state.banker === null) world.ok(gameAction(banker, { kind: 'open-bank', amount: 100 }));
    const punters = state.seats.filter((seat) => seat !== banker);
    world.ok(gameAction(punters[0]!, { kind: 'stake', amount: 40 }));
    world.ok(gameAction(punters[1]!, { kind: 'stake', amount: 30 }));
    dealt = world.ok(deal(banker));
  }
  const punterTurn = world.table();
  const decision = punterTurn.coup!.decision;
  const answered = world.ok({
    type: 'decide',
    channelId: CHANNEL_ID,
    userId: decision.userId,
    choice: decision.choices.includes('draw') ? 'draw' : decision.defaultChoice,
    step: decision.step,
  });
  const bankerTurn = world.table().coup ? world.table() : undefined;
  const last = playOut() ?? answered;
  const record = last.changes.rounds[0] as RoundRecord<unknown>;

  // Another table, with la suite on: Ana opens a bank and passes it; Carla claims la suite.
  const suiteWorld = new GalleryWorld('gallery la suite');
  suiteWorld.ok(configure({ game: 'chemin-de-fer', limits: CDF_LIMITS, suite: true }));
  for (const userId of [ana, ben, carla]) suiteWorld.ok(gameAction(userId, { kind: 'sit' }));
  suiteWorld.ok(gameAction(ana, { kind: 'open-bank', amount: 200 }));
  suiteWorld.ok(gameAction(ana, { kind: 'banque-passe' }));
  suiteWorld.ok(gameAction(carla, { kind: 'take-suite' }));
  const suite = { world: suiteWorld, table: suiteWorld.table() };
  return {
    suite,
    world,
    empty,
    offered,
    betting,
    staked,
    dealt,
    punterTurn,
    bankerTurn,
    record,
    changes: last.changes,
  };
});

/**
 * Chemin de fer as a phone shows it at the shortest decision time (5 s): Ana's bank with offers
 * against it, and a coup dealt at the gallery's clock that asks the punter a real question (a 5,
 * where he may draw or stand). Earlier coups are played out by their defaults, as at the table.
 */
export const cdfPhone = once(() => {
  const world = new GalleryWorld('gallery chemin de fer phone');
  world.now = GALLERY_NOW - 60_000;
  world.ok(configure({ game: 'chemin-de-fer', limits: CDF_LIMITS, decisionSeconds: MIN_DECISION_SECONDS }));
  for (const userId of [ana, ben, carla, dora]) world.ok(gameAction(userId, { kind: 'sit' }));
  const asksPunter = () => {
    const coup = world.table().coup;
    return coup !== null && coup.decision.choices.length > 1;
  };
  for (let coup = 0; ; coup++) {
    if (coup > 80) throw new Error('gallery: no chemin de fer punter with a choice in 80 coups');
    world.now = GALLERY_NOW - 20_000;
    const state = cdfStateOf(world.table().gameState);
    const banker = state.banker ?? state.holder!;
    if (state.banker === null) world.ok(gameAction(banker, { kind: 'open-bank', amount: 100 }));
    const punters = state.seats.filter((seat) => seat !== banker);
    world.ok(gameAction(punters[0]!, { kind: 'stake', amount: 40 }));
    world.ok(gameAction(punters[1]!, { kind: 'stake', amount: 30 }));
    world.now = GALLERY_NOW;
    world.ok(deal(banker));
    if (asksPunter()) break;
    for (let next = world.table().coup; next !== null; next = world.table().coup) {
      const { userId, defaultChoice, step } = next.decision;
      world.ok({ type: 'decide', channelId: CHANNEL_ID, userId, choice: defaultChoice, step });
    }
  }
  return { world, waiting: world.table() };
});

/** The banque table's queues and bids for the bank: Ben and Eve bid, two queues seated. */
const banqueAuction = (world: GalleryWorld): void => {
  world.ok(configure({ game: 'banque', limits: CDF_LIMITS }));
  for (const [userId, side] of [
    [ana, 'right'],
    [ben, 'right'],
    [carla, 'left'],
    [dora, 'left'],
  ] as const)
    world.ok(gameAction(userId, { kind: 'sit', side }));
  world.ok(gameAction(ben, { kind: 'bid', amount: 300 }));
  world.ok(gameAction(eve, { kind: 'bid', amount: 500 }));
};

/**
 * One try at the gallery's banque table on the shoe `seedName` shuffles; undefined when its first
 * coup does not fit. The auction ran in the minute before the gallery's clock, so the coup is
 * dealt at it and its deadlines read as a player would see them.
 */
const banqueTry = (seedName: string) => {
  const world = new GalleryWorld(seedName);
  world.now = GALLERY_NOW - 40_000;
  banqueAuction(world);
  const auction = world.table();
  // The auction's deadline: the table's timer gives the bank to the highest bid.
  world.now = banqueStateOf(auction.gameState).auction!.deadline!;
  world.ok(deal(null));
  world.now = GALLERY_NOW - 5_000;
  world.ok(gameAction(eve, { kind: 'max-stake', amount: 200 }));
  world.ok(gameAction(ana, { kind: 'stake', position: 'right', amount: 100 }));
  world.ok(gameAction(carla, { kind: 'stake', position: 'left', amount: 100 }));
  world.ok(gameAction(dora, { kind: 'stake', position: 'centre', amount: 60 }));
  world.ok(gameAction(ben, { kind: 'stake', position: 'right', amount: 50 }));
  // Ben's 200 in the centre is the stake the bank's 500 cannot cover whole: 190 taken, 10 back.
  const benCentre = world.ok(gameAction(ben, { kind: 'stake', position: 'centre', amount: 200 }));
  const betting = world.table();
  world.now = GALLERY_NOW;
  const closed = world.ok(deal(ana));
  const waiting = world.table();
  if (waiting.coup === null) return undefined;
  const firstPrompt = waiting.coup.decision;
  // The card-holder at a forced total asks for the other choice (/banque decide): refused, naming
  // the one button his prompt shows.
  const other = firstPrompt.choices.length === 1 && firstPrompt.choices[0] === 'draw' ? 'stand' : 'draw';
  const choiceRefused = world.refused({
    type: 'decide',
    channelId: CHANNEL_ID,
    userId: firstPrompt.userId,
    choice: other,
    step: firstPrompt.step,
  });
  let last: Accepted = closed;
  let bankerTurn: TableRecord | undefined;
  for (let next = world.table().coup; next !== null; next = world.table().coup) {
    if (next.decision.userId === eve) bankerTurn = world.table();
    const { userId, defaultChoice, step } = next.decision;
    last = world.ok({ type: 'decide', channelId: CHANNEL_ID, userId, choice: defaultChoice, step });
  }
  const record = last.changes.rounds[0] as RoundRecord<BanqueRoundCoup>;
  const { results } = record.coup.coup;
  // Both tableaux decided, one won and one lost: the centre items freeze whole.
  if (results.right === results.left || results.right === 'tie' || results.left === 'tie') return undefined;
  if (bankerTurn === undefined) return undefined;
  // Two third cards alike (a 6-deck shoe holds six of each) would read as a mistake on the table.
  const [right, left] = [record.coup.coup.right[2], record.coup.coup.left[2]];
  if (right !== undefined && right === left) return undefined;
  const settled = world.table();
  world.ok(gameAction(ana, { kind: 'stake', position: 'right', amount: 80 }));
  world.ok(gameAction(dora, { kind: 'stake', position: 'left', amount: 40 }));
  // The auction as players saw it while it ran, on a world that bid at the gallery's clock.
  const bidding = new GalleryWorld(seedName);
  banqueAuction(bidding);
  return {
    world,
    auction: bidding.table(),
    betting,
    benCentre,
    closed,
    waiting,
    firstPrompt,
    choiceRefused,
    bankerTurn,
    record,
    settled,
    frozenBetting: world.table(),
  };
};

/**
 * Baccarat banque on a real shoe: the auction, the first betting window with the queues and a
 * stake the cap trims, the coup waiting for the card-holder and then the banker, the result with
 * the centre frozen (one tableau won, the other lost), and the next window with the frozen item.
 * Shoes are tried in turn until the first coup asks both and freezes the centre.
 */
export const banqueTable = once(() => {
  for (let i = 0; i < 200; i++) {
    const played = banqueTry(`gallery banque ${i}`);
    if (played) return played;
  }
  throw new Error('gallery: no banque shoe in 200 freezes the centre with both decisions asked');
});

/** Banque's refusals, as its table returns them to players. */
export const banqueRefusals = once((): Rejection[] => {
  // Refusals change nothing: the shared table is asked as it stands, in its second betting window.
  const { world } = banqueTable();
  const found: Rejection[] = [];
  found.push(world.refused(gameAction(ana, { kind: 'stake', position: 'right', amount: 500 })));
  found.push(world.refused(gameAction(ana, { kind: 'stake', position: 'centre', amount: 5 })));
  found.push(world.refused(gameAction(eve, { kind: 'stake', position: 'left', amount: 20 })));
  found.push(world.refused(gameAction(ana, { kind: 'sit', side: 'left' })));
  found.push(world.refused(gameAction(eve, { kind: 'bid', amount: 400 })));
  found.push(world.refused(gameAction(ben, { kind: 'max-stake', amount: 100 })));
  found.push(world.refused(gameAction(carla, { kind: 'withdraw' })));
  // Asked while the coup waited for the card-holder.
  found.push(banqueTable().choiceRefused);
  return found;
});

/**
 * `table` as it stands once the player its coup waits for pressed Play by the rule (`on`) or Choose
 * for myself, at the gallery's clock: run by the real machine on a copy, the fixture's world left
 * as it was.
 */
export const switchedByTheRule = (world: GalleryWorld, table: TableRecord, on: boolean): TableRecord => {
  const decision = table.coup?.decision;
  if (!decision) throw new Error('gallery: the coup waits for nobody');
  const outcome = runCommand(
    { guild: world.guild, table, wallets: new Map() },
    { type: 'play-by-rule', channelId: table.channelId, userId: decision.userId, on },
    { now: GALLERY_NOW, freshServerSeed: '0'.repeat(64) },
  );
  if (!outcome.ok || !outcome.changes.table) throw new Error('gallery: the switch was refused');
  return outcome.changes.table;
};

/**
 * Banque as a phone shows it at the shortest decision time (5 s): a first coup in which one
 * tableau ties and the other does not, so the centre stakes are half settled and half frozen; then
 * a second coup whose stakes the bank cannot cover whole, dealt and waiting for its first decider.
 * Shoes are tried in turn until the first coup half-freezes the centre and the second asks someone.
 */
const banquePhoneTry = (seedName: string) => {
  const world = new GalleryWorld(seedName);
  world.now = GALLERY_NOW - 60_000;
  world.ok(configure({ game: 'banque', decisionSeconds: MIN_DECISION_SECONDS }));
  banqueAuction(world);
  world.now = banqueStateOf(world.table().gameState).auction!.deadline!;
  world.ok(deal(null));
  world.now = GALLERY_NOW - 30_000;
  world.ok(gameAction(eve, { kind: 'max-stake', amount: 200 }));
  world.ok(gameAction(ana, { kind: 'stake', position: 'right', amount: 100 }));
  world.ok(gameAction(carla, { kind: 'stake', position: 'left', amount: 100 }));
  world.ok(gameAction(dora, { kind: 'stake', position: 'centre', amount: 60 }));
  world.ok(gameAction(ben, { kind: 'stake', position: 'centre', amount: 180 }));
  let last: Accepted = world.ok(deal(ana));
  for (let next = world.table().coup; next !== null; next = world.table().coup) {
    const { userId, defaultChoice, step } = next.decision;
    last = world.ok({ type: 'decide', channelId: CHANNEL_ID, userId, choice: defaultChoice, step });
  }
  const record = last.changes.rounds[0] as RoundRecord<BanqueRoundCoup>;
  const { results } = record.coup.coup;
  // One tableau tied and the other did not: each centre stake is half settled, half frozen.
  if ((results.right === 'tie') === (results.left === 'tie')) return undefined;
  const settled = world.table();
  world.now = GALLERY_NOW - 8_000;
  // More than the bank covers beyond the frozen halves: the close of betting sends some home.
  const state = banqueStateOf(settled.gameState);
  const [right, left] = [state.queues.right[0], state.queues.left[0]];
  if (right === undefined || left === undefined) return undefined;
  for (const [userId, position] of [
    [right, 'right'],
    [left, 'left'],
    [ben, 'centre'],
    [dora, 'centre'],
  ] as const) {
    const staked = world.run(gameAction(userId, { kind: 'stake', position, amount: 200 }));
    if (!staked.ok) return undefined;
  }
  world.now = GALLERY_NOW;
  const closed = world.ok(deal(eve));
  const waiting = world.table();
  if (waiting.coup === null || !closed.events.some((event) => event.type === 'banque-stake-refunded'))
    return undefined;
  return { world, record, settled, closed, waiting };
};

/** The phone read at 5 s: the first shoe whose coups fit `banquePhoneTry`. */
export const banquePhone = once(() => {
  for (let i = 0; i < 400; i++) {
    const played = banquePhoneTry(`gallery banque phone ${i}`);
    if (played) return played;
  }
  throw new Error('gallery: no banque shoe in 400 half-freezes the centre and then trims the stakes');
});
