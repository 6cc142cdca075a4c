/**
 * Every kind of message the bot sends, as one list of scenarios. Each scenario is a function from
 * the reader's language to the messages it shows (embeds, components, files), drawn by the bot's
 * own view functions from tables the real machine played (fixtures.ts). Nothing here copies a
 * view's output: when the views change, the gallery shows what they have become.
 */

import { type Locale, t } from '../src/discord/i18n/index.js';
import { exportDealtArchive, exportedCoups, shoeRoadmaps } from '../src/discord/shoe-history.js';
import {
  type Problem,
  RULES_TOPICS,
  renderBalance,
  renderBetPlaced,
  renderBetsCleared,
  renderBetsRepeated,
  renderBetsReturned,
  renderClientSeedSet,
  renderDailyClaimed,
  renderError,
  renderFairStatus,
  renderHistory,
  renderLeaderboard,
  renderRefusal,
  renderRules,
  renderScoreboard,
  renderShoeExport,
  renderShoeRevealed,
  renderShoeStarted,
  renderStats,
  renderTableSettings,
  renderWalletAdjusted,
  scoreboardFile,
  type ViewMessage,
  withScoreboard,
} from '../src/discord/views/index.js';
import { type Cents, type Chips, cents, chips } from '../src/engine/money.js';
import { renderBanqueCards } from '../src/games/banque/shell/cards.js';
import { capRefundsOf, renderCapRefundNote } from '../src/games/banque/shell/notes.js';
import { banqueDone } from '../src/games/banque/shell/replies.js';
import { renderBanqueResult } from '../src/games/banque/shell/result.js';
import { renderBanqueTableMessage } from '../src/games/banque/shell/table.js';
import { banqueStateOf } from '../src/games/banque/table/state.js';
import { renderCdfCards } from '../src/games/chemin-de-fer/shell/cards.js';
import { renderCdfRefundNote } from '../src/games/chemin-de-fer/shell/notes.js';
import { renderCdfDone } from '../src/games/chemin-de-fer/shell/replies.js';
import { renderCdfResult } from '../src/games/chemin-de-fer/shell/result.js';
import { renderCdfTableMessage } from '../src/games/chemin-de-fer/shell/table.js';
import { cdfStateOf } from '../src/games/chemin-de-fer/table/state.js';
import { EZ_FACE } from '../src/games/ez-baccarat/shell/face.js';
import { renderRoundResult } from '../src/games/punto-banco/shell/round-result.js';
import { renderTableMessage } from '../src/games/punto-banco/shell/table-message.js';
import { shellOf } from '../src/games/shells.js';
import type { TableEvent } from '../src/table/commands.js';
import { effectiveSettings, type TableRecord, tableDefaultsOf } from '../src/table/state.js';
import {
  banquePhone,
  banqueRefusals,
  banqueTable,
  cdfPhone,
  cheminDeFer,
  ezDragon,
  fullTable,
  ledger,
  privateAnswers,
  RESULT_KINDS,
  type ResultKind,
  refusals,
  resultRound,
  revealedShoe,
  shoeAfter,
  switchedByTheRule,
  tableStates,
} from './fixtures.js';
import { GALLERY_NOW, type GalleryWorld, NAMES, PLAYERS } from './world.js';

/** One message as a player sees it. */
export interface Shown {
  /** What the reviewer is looking at, in English: the state or the command that brought it. */
  readonly caption: string;
  /** Sent privately (an interaction's ephemeral answer): "Only you can see this". */
  readonly ephemeral: boolean;
  readonly message: ViewMessage;
}

export interface Scenario {
  /** The file name stem of its screenshots: `table` → `table-en.png`. */
  readonly id: string;
  readonly title: string;
  readonly build: (locale: Locale) => Shown[];
  /** Drawn at a phone's width (360 px), as most players read a table: its screenshot is that narrow. */
  readonly phone?: boolean;
}

/** The verifier page's address, as an operator would set VERIFY_URL. */
export const GALLERY_VERIFY_URL = 'https://sabot.example/verify/';

const text = (content: string): ViewMessage => ({ content, embeds: [], components: [] });
const shown = (caption: string, message: ViewMessage, ephemeral = false): Shown => ({
  caption,
  ephemeral,
  message,
});
const privately = (caption: string, message: ViewMessage | string): Shown =>
  shown(caption, typeof message === 'string' ? text(message) : message, true);

const tableMessage = (locale: Locale, world: GalleryWorld, table: TableRecord, names = NAMES) =>
  renderTableMessage(locale, { guild: world.guild, table, names, selectedChips: chips(25) as Chips });

const eventOf = <T extends TableEvent['type']>(events: readonly TableEvent[], type: T) =>
  events.find((event): event is Extract<TableEvent, { type: T }> => event.type === type);

/** The event of that type an accepted command raised; the gallery's commands always raise it. */
const eventIn = <T extends TableEvent['type']>(events: readonly TableEvent[], type: T) => {
  const event = eventOf(events, type);
  if (!event) throw new Error(`gallery: no ${type} event`);
  return event;
};

const RESULT_TITLES: Readonly<Record<ResultKind, string>> = {
  'player-win': 'Result: Player wins',
  'banker-win': 'Result: Banker wins (commission)',
  tie: 'Result: Tie',
  natural: 'Result: a natural',
  'both-third-cards': 'Result: both hands draw a third card',
  'punto-2000-banker-six': 'Result: Punto 2000, Banker wins with 6',
};

const resultScenario = (kind: ResultKind): Scenario => ({
  id: `result-${kind}`,
  title: RESULT_TITLES[kind],
  build: (locale) => {
    const dealt = resultRound(kind);
    return [
      shown(
        `Round ${dealt.record.round}, posted in the channel`,
        renderRoundResult(locale, { record: dealt.record, names: NAMES, shoe: shoeAfter(dealt) }),
      ),
    ];
  },
});

/** A chemin de fer player's private line for his action; the gallery's actions always have one. */
const cdfDone = (locale: Locale, userId: string, events: readonly TableEvent[]): string => {
  const line = renderCdfDone(locale, userId, events, NAMES);
  if (line === undefined) throw new Error('gallery: the action has no private line');
  return line;
};

/**
 * The prompt pushed to the player a coup waits for (a private follow-up of his latest interaction),
 * then rewritten in place by its switch: Play by the rule, and Choose for myself again. The
 * rewritten prompt is what the switch answers: its words above the cards as they are then.
 */
const promptWithSwitch = (
  locale: Locale,
  world: GalleryWorld,
  waiting: TableRecord,
  cards: (table: TableRecord, userId: string) => ViewMessage | undefined,
): Shown[] => {
  const userId = waiting.coup!.decision.userId;
  const view = (table: TableRecord) => {
    const message = cards(table, userId);
    if (!message) throw new Error('gallery: no prompt to show');
    return message;
  };
  const byTheRule = switchedByTheRule(world, waiting, true);
  const again = switchedByTheRule(world, byTheRule, false);
  const name = NAMES.get(userId);
  return [
    privately(`Pushed to ${name} as the coup turns to them`, view(waiting)),
    privately(`${name} pressed Play by the rule: the prompt, rewritten in place`, {
      ...view(byTheRule),
      content: t(locale, 'rule.on'),
    }),
    privately(`${name} pressed Choose for myself: the prompt, rewritten in place`, {
      ...view(again),
      content: t(locale, 'rule.off'),
    }),
  ];
};

/** Baccarat banque: its table through the phases, the private prompts and note, the result, refusals. */
const BANQUE_SCENARIOS: readonly Scenario[] = [
  {
    id: 'banque-table',
    title: 'Baccarat banque: the table message, phase by phase',
    build: (locale) => {
      const b = banqueTable();
      const render = (table: TableRecord) =>
        renderBanqueTableMessage(locale, {
          guild: b.world.guild,
          table,
          names: NAMES,
          selectedChips: chips(50) as Chips,
        });
      return [
        shown('The auction: Ben and Eve bid, two queues seated', render(b.auction)),
        shown('Eve’s bank, stakes on right, left and centre', render(b.betting)),
        shown(
          `Coup dealt, waiting for ${NAMES.get(b.firstPrompt.userId)}, the card-holder`,
          render(b.waiting),
        ),
        shown('Waiting for the banker', render(b.bankerTurn)),
        shown('The next coup’s betting, two centre items frozen', render(b.frozenBetting)),
      ];
    },
  },
  {
    id: 'banque-prompt',
    title: 'Baccarat banque: My cards and the decision prompts (private)',
    build: (locale) => {
      const b = banqueTable();
      const cards = (table: TableRecord, userId: string) => {
        const view = renderBanqueCards(locale, { table, userId, names: NAMES });
        if (!view) throw new Error('gallery: no banque cards to show');
        return view;
      };
      const banker = banqueStateOf(b.waiting.gameState).banker!;
      return [
        privately('The card-holder, asked for a card', cards(b.waiting, b.firstPrompt.userId)),
        privately('The banker, waiting for the tableaux', cards(b.waiting, banker)),
        privately('The banker, asked to draw or stand', cards(b.bankerTurn, banker)),
      ];
    },
  },
  {
    id: 'banque-prompt-rule',
    title: 'Baccarat banque: the card-holder’s pushed prompt and its Play by the rule switch (private)',
    build: (locale) => {
      const b = banqueTable();
      return promptWithSwitch(locale, b.world, b.waiting, (table, userId) =>
        renderBanqueCards(locale, { table, userId, names: NAMES }),
      );
    },
  },
  {
    id: 'banque-result',
    title: 'Baccarat banque: a coup’s result, the centre frozen',
    build: (locale) => {
      const b = banqueTable();
      const table = b.settled;
      const line = banqueDone(locale, PLAYERS.ben, b.benCentre.events);
      if (!line) throw new Error('gallery: Ben’s centre stake has no private line');
      const refunds = capRefundsOf(b.closed.events).get(PLAYERS.ben);
      if (!refunds) throw new Error('gallery: the cap refused none of Ben’s stakes');
      return [
        privately('Ben stakes 200 in the centre', line),
        privately('Ben, when betting closes: the cap’s refund', renderCapRefundNote(locale, refunds)),
        shown(
          'Posted in the channel',
          renderBanqueResult(locale, {
            record: b.record,
            names: NAMES,
            after: banqueStateOf(table.gameState),
            shoe: {
              shoeNumber: b.record.shoeNumber,
              coupInShoe: b.record.coupInShoe,
              cardsLeft: table.shoe.spec.decks * 52 - table.shoe.position,
              commitment: table.shoe.commitment,
            },
          }),
        ),
      ];
    },
  },
  {
    id: 'banque-phone',
    phone: true,
    title:
      'Baccarat banque on a phone at the 5 s decision time: the half-frozen centre, the cap’s refunds, the call and the pushed prompt',
    build: (locale) => {
      const p = banquePhone();
      const decider = p.waiting.coup!.decision.userId;
      const refunds = [...capRefundsOf(p.closed.events)][0];
      if (!refunds) throw new Error('gallery: the cap sent nothing home');
      const [owner, items] = refunds;
      const call = shellOf('banque').turnCall(locale, { table: p.waiting, userId: decider, names: NAMES });
      if (!call) throw new Error('gallery: no banque turn call');
      const prompt = renderBanqueCards(locale, { table: p.waiting, userId: decider, names: NAMES });
      if (!prompt) throw new Error('gallery: no banque prompt');
      return [
        shown(
          'Coup 1’s result: one tableau tied, so the centre is half settled, half frozen',
          renderBanqueResult(locale, {
            record: p.record,
            names: NAMES,
            after: banqueStateOf(p.settled.gameState),
            shoe: {
              shoeNumber: p.record.shoeNumber,
              coupInShoe: p.record.coupInShoe,
              cardsLeft: p.settled.shoe.spec.decks * 52 - p.settled.shoe.position,
              commitment: p.settled.shoe.commitment,
            },
          }),
        ),
        privately(
          `${NAMES.get(owner)}, when coup 2’s betting closes: the cap’s refund`,
          renderCapRefundNote(locale, items),
        ),
        shown(
          `Coup 2 dealt, waiting for ${NAMES.get(decider)} (5 s to decide)`,
          renderBanqueTableMessage(locale, {
            guild: p.world.guild,
            table: p.waiting,
            names: NAMES,
            selectedChips: chips(50) as Chips,
          }),
        ),
        shown('The channel calls the decider', call),
        privately(`${NAMES.get(decider)}’s prompt, pushed at once`, prompt),
      ];
    },
  },
  {
    id: 'banque-refusal',
    title: 'Baccarat banque: refusals (private)',
    build: (locale) =>
      banqueRefusals().map((rejection) => privately(rejection.code, renderRefusal(locale, rejection))),
  },
];

const PROBLEMS: readonly Problem[] = [
  'not-your-button',
  'manage-guild',
  'no-revealed-shoe',
  'busy',
  // /table variant at a table dealing another game: the variant is Punto Banco's own.
  { kind: 'game', key: 'error.not-punto-banco-table' },
];

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'table',
    title: 'Table message (Punto Banco), state by state',
    build: (locale) => {
      const s = tableStates();
      return [
        shown('A fresh table, nobody has bet', tableMessage(locale, s.world, s.empty)),
        shown('Four players have bet (Repeat last bet available)', tableMessage(locale, s.world, s.withBets)),
        shown('Betting countdown running (timer 15 s)', tableMessage(locale, s.world, s.countdown)),
      ];
    },
  },
  {
    id: 'table-settings-pending',
    title: 'Table message: settings waiting for the next round, and a closed table',
    build: (locale) => {
      const s = tableStates();
      const returned = eventOf(s.closing.events, 'bets-returned');
      return [
        shown(
          'An admin changed limits and variant while bets were on',
          tableMessage(locale, s.world, s.pending),
        ),
        shown('The table is closed', tableMessage(locale, s.world, s.closed)),
        ...(returned
          ? [shown('Notice: bets returned on closing', renderBetsReturned(locale, returned, NAMES))]
          : []),
      ];
    },
  },
  {
    id: 'table-full',
    title: 'Table message with every seat taken',
    build: (locale) => {
      const { world, table, names } = fullTable();
      return [shown('14 players (the most a table seats)', tableMessage(locale, world, table, names))];
    },
  },
  ...(Object.keys(RESULT_KINDS) as ResultKind[]).map(resultScenario),
  {
    id: 'ez-baccarat',
    title: 'EZ Baccarat: the table with its side bets, and a Dragon 7',
    build: (locale) => {
      const { table, world, dealt } = ezDragon();
      return [
        shown(
          'Four bets on the five spots',
          renderTableMessage(locale, { guild: world.guild, table, names: NAMES, face: EZ_FACE }),
        ),
        shown(
          `Round ${dealt.record.round}: a Dragon 7 pushes the Banker and pays 40 to 1`,
          renderRoundResult(locale, {
            record: dealt.record,
            names: NAMES,
            shoe: shoeAfter(dealt),
            face: EZ_FACE,
          }),
        ),
      ];
    },
  },
  {
    id: 'result-with-road',
    title: 'Result with the scoreboard underneath (road under results on)',
    build: (locale) => {
      const dealt = resultRound('both-third-cards');
      const spec = dealt.changes.table!.shoe.spec;
      const message = renderRoundResult(locale, {
        record: dealt.record,
        names: NAMES,
        shoe: shoeAfter(dealt),
      });
      const file = scoreboardFile(shoeRoadmaps(spec, dealt.record.coupInShoe), spec.shoeNumber);
      return [shown('Posted in the channel', withScoreboard(message, file))];
    },
  },
  {
    id: 'bets-private',
    title: 'Private confirmations of a bet, a clear and a repeat',
    build: (locale) => {
      const { placed, cleared, repeated } = privateAnswers();
      return [
        privately('Bet placed by button', renderBetPlaced(locale, eventIn(placed.events, 'bet-placed'))),
        privately('Clear my bets', renderBetsCleared(locale, eventIn(cleared.events, 'bets-cleared'))),
        privately('Repeat last bet', renderBetsRepeated(locale, eventIn(repeated.events, 'bets-repeated'))),
        privately(
          'Chemin de fer: Carla’s stake placed',
          cdfDone(locale, PLAYERS.carla, cheminDeFer().staked.events),
        ),
      ];
    },
  },
  {
    id: 'refusal',
    title: 'Refusals (private), as the table returns them',
    build: (locale) => [
      ...refusals().map((rejection) => privately(rejection.code, renderRefusal(locale, rejection))),
      ...PROBLEMS.map((problem) =>
        privately(
          `error: ${typeof problem === 'string' ? problem : 'key' in problem ? problem.key : problem.kind}`,
          renderError(locale, problem),
        ),
      ),
    ],
  },
  ...RULES_TOPICS.map(
    (topic): Scenario => ({
      id: `rules-${topic}`,
      title: `/rules ${topic}`,
      build: (locale) => {
        const { world, after } = revealedShoe();
        return [
          privately(
            `/rules topic:${topic}`,
            renderRules(locale, topic, effectiveSettings(world.guild, after), {
              verifyUrl: GALLERY_VERIFY_URL,
            }),
          ),
        ];
      },
    }),
  ),
  // /rules at a table of each other game: the topics it words itself (the rest are Punto Banco's).
  ...(['banque', 'chemin-de-fer', 'ez-baccarat'] as const).map(
    (game): Scenario => ({
      id: `rules-${game}`,
      title: `/rules at a table of ${shellOf(game).gameName('en')}`,
      build: (locale) => {
        const { world, after } = revealedShoe();
        const settings = { ...effectiveSettings(world.guild, after), game };
        return (['basics', 'third-card', 'payouts', 'limits'] as const)
          .filter((topic) => shellOf(game).rulesTopic(locale, topic, settings) !== undefined)
          .map((topic) => privately(`/rules topic:${topic}`, renderRules(locale, topic, settings)));
      },
    }),
  ),
  {
    id: 'fair-status',
    title: '/fair status and /fair seed',
    build: (locale) => {
      const { live, after, seed, archive } = revealedShoe();
      const set = eventOf(seed.events, 'client-seed-set');
      // The new shoe's status with the shoe just finished, passed whole: each version of the view takes what it reads.
      const lastRevealed = {
        shoeNumber: archive.spec.shoeNumber,
        serverSeed: archive.spec.serverSeed,
        commitment: archive.commitment,
      };
      const newShoe = { shoe: after.shoe, lastRevealed };
      return [
        privately(
          '/fair status, mid-shoe',
          renderFairStatus(locale, { shoe: live.shoe, verifyUrl: GALLERY_VERIFY_URL }),
        ),
        privately(
          '/fair status on the new shoe, without a verifier page (no VERIFY_URL)',
          renderFairStatus(locale, newShoe),
        ),
        ...(set ? [privately('/fair seed', renderClientSeedSet(locale, set))] : []),
      ];
    },
  },
  {
    id: 'fair-revealed',
    title: 'Shoe revealed and new shoe notices',
    build: (locale) => {
      const { archive, accepted } = revealedShoe();
      const started = eventOf(accepted.events, 'shoe-started');
      return [
        shown(
          'Posted when a shoe ends',
          renderShoeRevealed(locale, { archive, verifyUrl: GALLERY_VERIFY_URL }),
        ),
        ...(started ? [shown('Posted when a new shoe starts', renderShoeStarted(locale, started))] : []),
      ];
    },
  },
  {
    id: 'fair-export',
    title: '/fair export',
    build: (locale) => {
      const { archive } = revealedShoe();
      const exported = exportDealtArchive(shellOf(archive.game).game, archive);
      // What the command knows of a revealed shoe, passed whole: each version of the view takes what it reads.
      const revealed = {
        shoeNumber: exported.shoeNumber,
        serverSeed: archive.spec.serverSeed,
        commitment: archive.commitment,
        coups: exportedCoups(exported),
        verifyUrl: GALLERY_VERIFY_URL,
      };
      const content = renderShoeExport(locale, revealed);
      const file = {
        attachment: Buffer.from(`${JSON.stringify(exported, null, 2)}\n`),
        name: `${exported.format.replace('/1', '')}-${exported.shoeNumber}.json`,
      };
      return [privately('/fair export', { content, embeds: [], components: [], files: [file] })];
    },
  },
  {
    id: 'road',
    title: '/road',
    build: (locale) => {
      const { live, archive } = revealedShoe();
      const maps = shoeRoadmaps(live.shoe.spec, live.shoe.coups);
      const file = scoreboardFile(maps, live.shoe.spec.shoeNumber);
      const revealedMaps = shoeRoadmaps(archive.spec, archive.coups);
      return [
        shown(
          '/road, the shoe in play',
          renderScoreboard(locale, { shoeNumber: live.shoe.spec.shoeNumber, revealed: false, maps, file }),
        ),
        shown(
          '/road shoe:1 after it was revealed',
          renderScoreboard(locale, {
            shoeNumber: archive.spec.shoeNumber,
            revealed: true,
            maps: revealedMaps,
            file: scoreboardFile(revealedMaps, archive.spec.shoeNumber),
          }),
        ),
      ];
    },
  },
  {
    id: 'road-empty',
    title: '/road before the first coup',
    build: (locale) => {
      const { after } = revealedShoe();
      const maps = shoeRoadmaps(after.shoe.spec, 0);
      const file = scoreboardFile(maps, after.shoe.spec.shoeNumber);
      return [
        shown(
          '/road on a new shoe',
          renderScoreboard(locale, { shoeNumber: after.shoe.spec.shoeNumber, revealed: false, maps, file }),
        ),
      ];
    },
  },
  {
    id: 'odds',
    title: '/odds',
    build: (locale) => {
      const { live, world, after } = revealedShoe();
      return [
        privately(
          '/odds mid-shoe',
          shellOf('punto-banco').odds(locale, {
            table: live,
            settings: effectiveSettings(world.guild, live),
          }),
        ),
        privately(
          '/odds on a new shoe, before its first deal',
          shellOf('punto-banco').odds(locale, {
            table: after,
            settings: effectiveSettings(world.guild, after),
          }),
        ),
        // The same shoe at the other games' tables: each game's shell answers /odds.
        ...(['ez-baccarat', 'banque'] as const).map((game) =>
          privately(
            `/odds mid-shoe at a ${shellOf(game).gameName('en')} table`,
            shellOf(game).odds(locale, {
              table: live,
              settings: { ...effectiveSettings(world.guild, live), game },
            }),
          ),
        ),
      ];
    },
  },
  {
    id: 'stats',
    title: '/stats',
    build: (locale) => {
      const { player } = ledger();
      return [
        privately(
          '/stats (own)',
          renderStats(locale, { name: 'Ana', self: true, stats: player(PLAYERS.ana) }),
        ),
        privately(
          '/stats user:Ben',
          renderStats(locale, { name: 'Ben', self: false, stats: player(PLAYERS.ben) }),
        ),
        privately('/stats, never played', renderStats(locale, { name: 'Eve', self: true, stats: undefined })),
      ];
    },
  },
  {
    id: 'history',
    title: '/history',
    build: (locale) => {
      const { player } = ledger();
      return [
        privately('/history', renderHistory(locale, { stats: player(PLAYERS.carla) })),
        privately('/history, never played', renderHistory(locale, { stats: undefined })),
      ];
    },
  },
  {
    id: 'leaderboard',
    title: '/leaderboard',
    build: (locale) => {
      const { leaderboard } = ledger();
      return [
        shown(
          '/leaderboard (by chips), asked by Ben',
          renderLeaderboard(locale, {
            board: leaderboard('chips', PLAYERS.ben),
            names: NAMES,
            askerId: PLAYERS.ben,
          }),
        ),
        shown(
          '/leaderboard by:net, asked by Eve (not ranked)',
          renderLeaderboard(locale, {
            board: leaderboard('net', PLAYERS.eve),
            names: NAMES,
            askerId: PLAYERS.eve,
          }),
        ),
      ];
    },
  },
  {
    id: 'balance',
    title: '/balance, /daily and admin wallet changes',
    build: (locale) => {
      const day = 24 * 60 * 60 * 1000;
      return [
        privately(
          '/balance (daily claimed 5 hours ago)',
          renderBalance(locale, {
            name: 'Ana',
            self: true,
            balanceCents: cents(123_450),
            lastDailyAt: GALLERY_NOW - 5 * 60 * 60 * 1000,
            dailyChips: chips(100),
            now: GALLERY_NOW,
          }),
        ),
        privately(
          '/balance, daily ready',
          renderBalance(locale, {
            name: 'Ana',
            self: true,
            balanceCents: cents(80_000),
            lastDailyAt: GALLERY_NOW - 2 * day,
            dailyChips: chips(100),
            now: GALLERY_NOW,
          }),
        ),
        privately(
          '/balance user:Eve (no wallet yet)',
          renderBalance(locale, { name: 'Eve', self: false, balanceCents: cents(100_000), opened: false }),
        ),
        privately(
          '/daily',
          renderDailyClaimed(locale, {
            ...eventIn(privateAnswers().daily.events, 'wallet-changed'),
            claimedAt: privateAnswers().dailyAt,
          }),
        ),
        privately(
          '/table give member:Ben amount:500',
          renderWalletAdjusted(locale, {
            name: 'Ben',
            ...eventIn(privateAnswers().granted.events, 'wallet-changed'),
            reason: 'grant',
          }),
        ),
      ];
    },
  },
  {
    id: 'table-show',
    title: '/table show (admin)',
    build: (locale) => {
      const s = tableStates();
      const table = s.world.table();
      return [
        privately(
          '/table show',
          renderTableSettings(locale, {
            settings: effectiveSettings(s.world.guild, table),
            guildSettings: s.world.guild.settings,
            pending: [],
          }),
        ),
        privately(
          '/table show, chemin de fer',
          renderTableSettings(locale, {
            settings: effectiveSettings(cheminDeFer().world.guild, cheminDeFer().world.table()),
            guildSettings: cheminDeFer().world.guild.settings,
          }),
        ),
        privately(
          '/table defaults',
          renderTableSettings(locale, {
            settings: tableDefaultsOf(s.world.guild),
            guildSettings: s.world.guild.settings,
            pending: 'each-table',
            updated: 'server',
          }),
        ),
      ];
    },
  },
  {
    id: 'cdf-table',
    title: 'Chemin de fer: the table message, phase by phase',
    build: (locale) => {
      const c = cheminDeFer();
      const render = (table: TableRecord) =>
        renderCdfTableMessage(locale, {
          guild: c.world.guild,
          table,
          names: NAMES,
          selectedChips: chips(40) as Chips,
        });
      return [
        shown('Nobody seated', render(c.empty)),
        shown('The shoe offered to Ben (Ana passed)', render(c.offered)),
        shown('Bank open, offers against it', render(c.betting)),
        shown('Coup dealt, waiting for the punter', render(c.punterTurn)),
        ...(c.bankerTurn ? [shown('Waiting for the banker', render(c.bankerTurn))] : []),
        shown(
          'La suite on offer (Ana passed her bank; Carla claimed it)',
          renderCdfTableMessage(locale, { guild: c.suite.world.guild, table: c.suite.table, names: NAMES }),
        ),
      ];
    },
  },
  {
    id: 'cdf-prompt',
    title: 'Chemin de fer: My cards and the decision prompt (private)',
    build: (locale) => {
      const c = cheminDeFer();
      const state = cdfStateOf(c.punterTurn.gameState);
      const punter = c.punterTurn.coup!.decision.userId;
      const cards = (table: TableRecord, userId: string | null) =>
        userId === null ? undefined : renderCdfCards(locale, { table, userId, names: NAMES });
      const views: [string, ViewMessage | undefined][] = [
        ['The punter, asked to draw or stand', cards(c.punterTurn, punter)],
        ['The banker, waiting for the punter', cards(c.punterTurn, state.banker)],
      ];
      if (c.bankerTurn)
        views.push([
          'The banker, asked after the punter',
          cards(c.bankerTurn, c.bankerTurn.coup!.decision.userId),
        ]);
      return views.flatMap(([caption, view]) => (view ? [privately(caption, view)] : []));
    },
  },
  {
    id: 'cdf-prompt-rule',
    title: 'Chemin de fer: the punter’s pushed prompt and its Play by the rule switch (private)',
    build: (locale) => {
      const c = cheminDeFer();
      return promptWithSwitch(locale, c.world, c.punterTurn, (table, userId) =>
        renderCdfCards(locale, { table, userId, names: NAMES }),
      );
    },
  },
  {
    id: 'turn-call',
    title: 'Chemin de fer and banque: the channel calls the player whose turn it is',
    build: (locale) => {
      const c = cheminDeFer();
      const b = banqueTable();
      const call = (game: 'chemin-de-fer' | 'banque', table: TableRecord) => {
        const message = shellOf(game).turnCall(locale, {
          table,
          userId: table.coup!.decision.userId,
          names: NAMES,
        });
        if (!message) throw new Error(`gallery: no ${game} turn call`);
        return message;
      };
      return [
        shown(
          'Chemin de fer: no recent interaction of the punter’s could carry the prompt',
          call('chemin-de-fer', c.punterTurn),
        ),
        shown('Banque: the same, for the card-holder', call('banque', b.waiting)),
      ];
    },
  },
  {
    id: 'cdf-phone',
    phone: true,
    title:
      'Chemin de fer on a phone at the 5 s decision time: the table during the coup, the call and the punter’s pushed prompt with its Play by the rule switch',
    build: (locale) => {
      const p = cdfPhone();
      const punter = p.waiting.coup!.decision.userId;
      const call = shellOf('chemin-de-fer').turnCall(locale, {
        table: p.waiting,
        userId: punter,
        names: NAMES,
      });
      if (!call) throw new Error('gallery: no chemin de fer turn call');
      return [
        shown(
          `Coup dealt, waiting for ${NAMES.get(punter)} (5 s to decide)`,
          renderCdfTableMessage(locale, {
            guild: p.world.guild,
            table: p.waiting,
            names: NAMES,
            selectedChips: chips(40) as Chips,
          }),
        ),
        shown('The channel calls the punter', call),
        ...promptWithSwitch(locale, p.world, p.waiting, (table, userId) =>
          renderCdfCards(locale, { table, userId, names: NAMES }),
        ),
      ];
    },
  },
  {
    id: 'cdf-result',
    title: 'Chemin de fer: a coup’s result',
    build: (locale) => {
      const c = cheminDeFer();
      const after = c.changes.table ? cdfStateOf(c.changes.table.gameState) : null;
      const table = c.world.table();
      return [
        privately(
          'A player, when betting closes: what the cover sent home',
          renderCdfRefundNote(locale, [
            { kind: 'stake', cents: 3_000 as Cents, reason: 'trimmed' },
            { kind: 'avec-la-table', cents: 5_000 as Cents, reason: 'banco-called' },
          ]),
        ),
        shown(
          'Posted in the channel',
          renderCdfResult(locale, {
            record: c.record as never,
            names: NAMES,
            after,
            shoe: {
              shoeNumber: c.record.shoeNumber,
              coupInShoe: c.record.coupInShoe,
              cardsLeft: table.shoe.spec.decks * 52 - table.shoe.position,
              commitment: table.shoe.commitment,
            },
          }),
        ),
      ];
    },
  },
  ...BANQUE_SCENARIOS,
];

/** A scenario's messages in a language, or the error that stopped it (shown on the page, failed by the test). */
export const buildScenario = (
  scenario: Scenario,
  locale: Locale,
): { readonly shown: Shown[] } | { readonly error: string } => {
  try {
    return { shown: scenario.build(locale) };
  } catch (error) {
    return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
};

/** The language's own name, for the page's column headings. */
export const languageName = (locale: Locale): string =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
