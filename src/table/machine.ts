/**
 * The server's game as one pure function: `runCommand(snapshot, command, context)` returns the
 * records to commit and the events to show, or a rejection that changes nothing. No I/O, no
 * clock, no randomness of its own: the store supplies the snapshot, the shell the time and seeds.
 */
import { DEFAULT_CUT_CARD_RESERVE } from '../engine/shoe.js';
import { adjustWallet, claimDaily, configureGuild, configureTable } from './admin.js';
import { clearBets, placeBet, repeatLastBet } from './betting.js';
import type { Command, CommandContext, Outcome, TableCommand } from './commands.js';
import { dealRound, setClientSeed, startNewShoe } from './dealing.js';
import { Draft, type Snapshot } from './draft.js';
import { newShoeState } from './shoes.js';
import { DEFAULT_GUILD_SETTINGS, defaultClientSeed, type GuildRecord, type TableRecord } from './state.js';

export const newGuild = (guildId: string): GuildRecord => ({
  guildId,
  settings: DEFAULT_GUILD_SETTINGS,
  issuedCents: 0,
  takenCents: 0,
  members: [],
  tables: [],
});

/** A channel's first table: the server's default settings and a shoe whose commitment is known at once. */
export const newTable = (guild: GuildRecord, channelId: string, serverSeed: string): TableRecord => ({
  guildId: guild.guildId,
  channelId,
  overrides: {},
  shoe: newShoeState({
    serverSeed,
    clientSeed: defaultClientSeed(guild.guildId, channelId),
    shoeNumber: 1,
    decks: guild.settings.tableDefaults.decks,
    cutCardReserve: DEFAULT_CUT_CARD_RESERVE,
  }),
  round: 1,
  seats: [],
  dealAt: null,
  lastStakes: {},
  revealedShoes: [],
});

export const isTableCommand = (command: Command): command is TableCommand => 'channelId' in command;

/** The wallets a command may read or write, so the store can load exactly those. */
export const walletsNeeded = (command: Command, table: TableRecord | undefined): string[] => {
  switch (command.type) {
    case 'deal':
      return table ? table.seats.map((seat) => seat.userId) : [];
    case 'bet':
    case 'clear':
    case 'rebet':
    case 'daily':
    case 'grant':
    case 'take':
    case 'view-wallet':
      return [command.userId];
    default:
      return [];
  }
};

export const runCommand = (snapshot: Snapshot, command: Command, context: CommandContext): Outcome => {
  const draft = new Draft(snapshot);
  if (!isTableCommand(command)) {
    switch (command.type) {
      case 'daily':
        return claimDaily(draft, command.userId, context.now);
      case 'grant':
      case 'take':
        return adjustWallet(draft, command.userId, command.amount, command.type);
      case 'configure-guild':
        return configureGuild(draft, command.changes);
      case 'view-wallet':
        draft.wallet(command.userId);
        return { ok: true, changes: draft.changes(), events: [] };
    }
  }
  const table = snapshot.table ?? newTable(snapshot.guild, command.channelId, context.freshServerSeed);
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
      return dealRound(draft, table, command, context.now, context.freshServerSeed);
    case 'new-shoe':
      return startNewShoe(draft, table, context.now, context.freshServerSeed, command.round);
    case 'set-client-seed':
      return setClientSeed(draft, table, command.seed);
    case 'configure-table':
      return configureTable(draft, table, command.changes);
    case 'view-table':
      return { ok: true, changes: draft.changes(), events: [] };
  }
};
