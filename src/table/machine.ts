/**
 * The server's game as one pure function: `runCommand(snapshot, command, context)` returns the
 * records to commit and the events to show, or a rejection that changes nothing. No I/O, no
 * clock, no randomness of its own: the store supplies the snapshot, the shell the time and seeds.
 *
 * Two checks live here, once for every command: a table command that names a round refers to the
 * open one (else `round/stale`), and an accepted change set conserves every chip (ledger.ts).
 */
import { ZERO_CENTS } from '../engine/money.js';
import { DEFAULT_CUT_CARD_RESERVE } from '../engine/shoe.js';
import { BUILT_IN_GAMES } from '../games/registry.js';
import { adjustWallet, claimDaily, configureGuild, configureTable } from './admin.js';
import { gameAction } from './banked.js';
import { clearBets, placeBet, repeatLastBet } from './betting.js';
import type { Command, CommandContext, Outcome, TableCommand } from './commands.js';
import { setClientSeed, startNewShoe } from './dealing.js';
import { Draft, type Snapshot } from './draft.js';
import { type GameRegistry, shoeDecks, sideBetsOf } from './game.js';
import { assertConserved, LedgerImbalanceError } from './ledger.js';
import { tierLimits } from './limits.js';
import { dealRound, decide, playByTheRule, timeOutDecision } from './play.js';
import { reject } from './rejections.js';
import { newShoeState } from './shoes.js';
import {
  DEFAULT_GUILD_SETTINGS,
  defaultClientSeed,
  type GuildRecord,
  rulesInPlay,
  type TableRecord,
  tableDefaultsOf,
  tableRecord,
} from './state.js';

/** A server's first record: the default settings, its limits the first tier with every game's side bets. */
export const newGuild = (guildId: string, games: GameRegistry = BUILT_IN_GAMES): GuildRecord => ({
  guildId,
  settings: {
    ...DEFAULT_GUILD_SETTINGS,
    tableDefaults: {
      ...DEFAULT_GUILD_SETTINGS.tableDefaults,
      limits: tierLimits('1-100', sideBetsOf(games)),
    },
  },
  issuedCents: ZERO_CENTS,
  takenCents: ZERO_CENTS,
  tables: [],
});

/** The deck count of a new table's first shoe: the server's default, as its default game deals it. */
const decksForDefaults = (guild: GuildRecord, games: GameRegistry) => {
  const defaults = tableDefaultsOf(guild);
  const game = games.get(defaults.game);
  return game ? shoeDecks(game, defaults.decks) : defaults.decks;
};

/** A channel's first table: the server's default settings and a shoe whose commitment is known at once. */
export const newTable = (
  guild: GuildRecord,
  channelId: string,
  serverSeed: string,
  games: GameRegistry = BUILT_IN_GAMES,
): TableRecord => ({
  guildId: guild.guildId,
  channelId,
  overrides: {},
  shoe: newShoeState({
    serverSeed,
    clientSeed: defaultClientSeed(guild.guildId, channelId),
    shoeNumber: 1,
    decks: decksForDefaults(guild, games),
    cutCardReserve: DEFAULT_CUT_CARD_RESERVE,
  }),
  round: 1,
  seats: [],
  roundRules: null,
  coup: null,
  escrowCents: ZERO_CENTS,
  gameState: null,
  dealAt: null,
  lastStakes: {},
  revealedShoes: [],
  byTheRule: [],
});

export const isTableCommand = (command: Command): command is TableCommand => 'channelId' in command;

/**
 * The players a player-banked game's state names at this table (banker, offers, stakes in play):
 * any command may move their chips. The game is the one the table's state was written by.
 */
const bankedPlayers = (table: TableRecord | undefined, games: GameRegistry): readonly string[] => {
  if (!table || table.gameState === null || table.gameState === undefined) return [];
  const game = table.roundRules ? games.get(table.roundRules.game) : undefined;
  return game?.banked?.playersOf(table.gameState) ?? [];
};

/** The wallets a command may read or write, so the store can load exactly those. */
export const walletsNeeded = (
  command: Command,
  table: TableRecord | undefined,
  games: GameRegistry = BUILT_IN_GAMES,
): string[] => {
  switch (command.type) {
    case 'deal':
    case 'decide':
    case 'decision-timeout':
    case 'configure-table':
    case 'new-shoe':
      // Dealing and deciding may settle the round; closing the table returns its bets; a new
      // shoe may end a bank held for the shoe.
      return table
        ? [...new Set([...table.seats.map((seat) => seat.userId), ...bankedPlayers(table, games)])]
        : [];
    case 'game-action':
      return [...new Set([command.userId, ...bankedPlayers(table, games)])];
    case 'bet':
    case 'clear':
    case 'rebet':
    case 'daily':
    case 'grant':
    case 'take':
      return [command.userId];
    default:
      return [];
  }
};

export const runCommand = (snapshot: Snapshot, command: Command, context: CommandContext): Outcome => {
  let outcome: Outcome;
  try {
    outcome = dispatch(snapshot, command, context);
  } catch (error) {
    // A game's step checks its books below the command (banked.ts): name the command it broke in.
    if (error instanceof LedgerImbalanceError) throw error.in(command.type);
    throw error;
  }
  if (outcome.ok) assertConserved(snapshot, outcome.changes, command.type);
  return outcome;
};

const dispatch = (snapshot: Snapshot, command: Command, context: CommandContext): Outcome => {
  const draft = new Draft(snapshot, context.games ?? BUILT_IN_GAMES);
  if (!isTableCommand(command)) {
    switch (command.type) {
      case 'daily':
        return claimDaily(draft, command.userId, context.now);
      case 'grant':
      case 'take':
        return adjustWallet(draft, command.userId, command.amount, command.type);
      case 'configure-guild':
        return configureGuild(draft, command.changes);
    }
  }
  const table = snapshot.table
    ? tableRecord(snapshot.table)
    : newTable(snapshot.guild, command.channelId, context.freshServerSeed, context.games ?? BUILT_IN_GAMES);
  if (command.round !== undefined && command.round !== table.round)
    return reject('round/stale', { round: table.round });
  if (command.game !== undefined) {
    const dealt = rulesInPlay(draft.guild, table).game;
    const meant = typeof command.game === 'string' ? [command.game] : command.game;
    if (!meant.includes(dealt)) return reject('table/other-game', { game: dealt });
  }
  if (!snapshot.table) {
    draft.setTable(table);
    draft.setGuild({ ...draft.guild, tables: [...draft.guild.tables, command.channelId] });
  }
  switch (command.type) {
    case 'bet':
      return placeBet(draft, table, command, context.now);
    case 'clear':
      return clearBets(draft, table, command);
    case 'rebet':
      return repeatLastBet(draft, table, command, context.now);
    case 'deal':
      return dealRound(draft, table, command, context);
    case 'decide':
      return decide(draft, table, command, context);
    case 'decision-timeout':
      return timeOutDecision(draft, table, command, context);
    case 'play-by-rule':
      return playByTheRule(draft, table, command, context);
    case 'game-action':
      return gameAction(draft, table, command, context.now);
    case 'new-shoe':
      return startNewShoe(draft, table, context.now, context.freshServerSeed);
    case 'set-client-seed':
      return setClientSeed(draft, table, command.seed);
    case 'configure-table':
      return configureTable(draft, table, command.changes);
    case 'view-table':
      return draft.accept();
  }
};
