/**
 * The words every module of the Discord shell shares: where an action happens (Place), what an
 * answer may be (Reply), the two errors the one error handler knows, the services a handler is
 * given (TableActions to change a table, TableReads to look at one), the contexts of a command
 * and of a click, and the shapes of a slash command and of a button kind with their
 * preconditions. This module imports no other module of the shell but leaves (views, i18n,
 * custom ids, chip choices) and the shape of a shoe's export (a type of shoe-history.ts), so the
 * shell has no import cycles: everything else imports it.
 */
import type {
  APIModalInteractionResponseCallbackData,
  AttachmentBuilder,
  ChatInputCommandInteraction,
  MessageComponentInteraction,
  ModalSubmitInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { Cents, Chips } from '../engine/money.js';
import type { Leaderboard, LeaderboardBy } from '../store/history.js';
import type { Accepted, Command } from '../table/commands.js';
import type { Rejection } from '../table/rejections.js';
import type { GuildRecord, ShoeArchive, TableRecord, TableSettings } from '../table/state.js';
import type { PlayerStats } from '../table/statistics.js';
import type { ChipChoices } from './chip-choices.js';
import type { ButtonAction, ModalAction } from './custom-ids.js';
import type { OddsSources } from './game-shell.js';
import type { Locale } from './i18n/index.js';
import type { AnyShoeExport } from './shoe-history.js';
// Each view type from its own module: the views' index reaches the games' shells, whose controls
// take these words.
import type { Problem } from './views/problem.js';
import type { ScoreboardInput } from './views/scoreboard-view.js';
import type { ViewMessage } from './views/shared.js';

export type { LeaderboardBy };

/** Where an action happens, and the language public messages there are written in. */
export interface Place {
  readonly guildId: string;
  readonly channelId: string;
  /** The server's language: public messages (table, results, notices). See languages.ts. */
  readonly guildLocale: Locale;
  /**
   * Discord's locale for the server, which the server's 'auto' language follows; where absent,
   * `guildLocale` is Discord's too (a place made without a server choice).
   */
  readonly discordLocale?: Locale;
}

/** What an answer may be: a view, a plain sentence, or a sentence with files. */
export type Reply =
  | ViewMessage
  | string
  | { readonly content: string; readonly files: readonly AttachmentBuilder[] };

/** A refusal to show the member: a table rule (Rejection) or a Discord-side problem. */
export class Refused extends Error {
  constructor(readonly reason: Rejection | Problem) {
    super(
      typeof reason === 'string'
        ? reason
        : 'code' in reason
          ? reason.code
          : reason.kind === 'game'
            ? reason.key
            : reason.kind,
    );
    this.name = 'Refused';
  }
}

/** The service is shutting down and takes no more commands. */
export class ServiceStopped extends Error {
  constructor() {
    super('the game service is stopping');
    this.name = 'ServiceStopped';
  }
}

/** Members' display names as far as the client knows them; unknown ones are left out. */
export type NameBook = (guildId: string, userIds: readonly string[]) => ReadonlyMap<string, string>;

/** What the router checks before a handler runs; preconditions.ts says what each one means. */
export type PreconditionName = 'guild-only' | 'manage-guild';
/** A handler's preconditions, in the order they run. Every handler acts at a table, so in a server. */
export type Preconditions = readonly ['guild-only', ...PreconditionName[]];

/** The write side: commands run against a channel's table or the server's wallets. */
export interface TableActions {
  /** Runs a command; a rejection throws Refused. The result's channel work follows the commit. */
  run(place: Place, command: Command): Promise<Accepted>;
  /**
   * Keeps the player's answered interaction, to follow it up privately with what the table does
   * to his chips later without him asking (a player-banked game's bank unable to take all of his
   * stake or offer when betting closes).
   */
  rememberFollowUp(
    place: Place,
    userId: string,
    locale: Locale,
    followUp: (reply: Reply) => Promise<void>,
  ): void;
  /** Creates the channel's table (with its committed first shoe) if it has none yet. */
  ensureTable(place: Place): Promise<void>;
  /** Posts a fresh table message in the channel (`/table show`). */
  showTable(place: Place): void;
  /** Takes a clicked table message as the channel's (after a restart the bot knows none). */
  adopt(place: Place, messageId: string): void;
}

/** A member's chips as /balance shows them. */
export interface Balance {
  /** False: the member has no wallet yet, and `balanceCents` is the starting chips waiting for them. */
  readonly opened: boolean;
  readonly balanceCents: Cents;
  readonly lastDailyAt: number | null;
  /** The server's daily top-up, in whole chips (0: off). */
  readonly dailyChips: Chips;
}

/** A channel's table as it stands, with the server it belongs to. */
export interface TableView {
  readonly guild: GuildRecord;
  /** Undefined before the channel's first action. */
  readonly table: TableRecord | undefined;
  /** The settings in force at the table: its own overrides over the server's defaults. */
  readonly settings: TableSettings;
  /** The server's table defaults, which a table without its own value follows. */
  readonly serverDefaults: TableSettings;
}

/** The scoreboard of a shoe, before it is drawn. */
export type ShoeScoreboard = Omit<ScoreboardInput, 'file'>;

/** The read side: named queries that never change anything (no wallet opened, no table created). */
export interface TableReads {
  /** A member's chips; a member without a wallet is shown the starting chips waiting for them. */
  balance(guildId: string, userId: string): Promise<Balance>;
  /** The server, the channel's table and the settings in force there. */
  table(place: Place): Promise<TableView>;
  /** A player's totals and last rounds on the server (/stats, /history); undefined if none played. */
  player(guildId: string, userId: string): Promise<PlayerStats | undefined>;
  /** The server's top places by chips held or net winnings, and the asker's own. */
  leaderboard(guildId: string, by: LeaderboardBy, askerId: string): Promise<Leaderboard>;
  /** The roadmaps of the shoe in play (no number, or its own) or of a revealed shoe. */
  road(place: Place, shoeNumber: number | undefined): Promise<ShoeScoreboard>;
  /** The exact odds of the channel's next coup from the unseen cards, beside a full shoe's. */
  odds(place: Place): Promise<OddsSources>;
  /** The newest revealed shoe's archive (its seed and commitment); undefined before any is revealed. */
  lastRevealedShoe(place: Place): Promise<ShoeArchive | undefined>;
  /** A revealed shoe's export in its game's format: the newest shoe when `shoeNumber` is left out. */
  exportShoe(place: Place, shoeNumber: number | undefined): Promise<AnyShoeExport>;
  /** The channel's table message as it is now, or undefined when there is no table. */
  tableMessage(guildId: string, channelId: string): Promise<ViewMessage | undefined>;
  names: NameBook;
  /**
   * These reads for one interaction's handler: once `session` is decided by this process, the
   * table and balances it answers with are read as committed should its server have moved on.
   */
  forSession(session: { readonly decided: boolean }): TableReads;
}

/** What every handler is given, for one interaction. */
interface HandlerContext {
  readonly game: TableActions;
  readonly reads: TableReads;
  /** Server, channel and the server's language for public messages. */
  readonly place: Place;
  /** The member's own language, for ephemeral answers. */
  readonly locale: Locale;
  /** Answers the interaction (reply, editReply after a defer, or followUp). Ephemeral by default. */
  reply(message: Reply, options?: { readonly ephemeral?: boolean }): Promise<void>;
  /** Answers publicly when still possible (true), else privately (false). */
  publish(message: Reply): Promise<boolean>;
}

export interface CommandContext extends HandlerContext {
  readonly interaction: ChatInputCommandInteraction<'raw' | 'cached'>;
  /** The verifier page's address (VERIFY_URL); undefined when the bot has none. */
  readonly verifyUrl?: string | undefined;
}

/** Everything a component handler needs, for one click. */
export interface ComponentContext extends HandlerContext {
  readonly interaction: MessageComponentInteraction<'raw' | 'cached'>;
  readonly chips: ChipChoices;
  /** Acknowledges the click without answering it. */
  acknowledge(): Promise<unknown>;
  /** Answers the click by rewriting the message it was on (a private prompt, once acted on). */
  update(message: Reply): Promise<void>;
  /** Answers the click with a form (the bank's amount). */
  showModal(modal: APIModalInteractionResponseCallbackData): Promise<void>;
}

/** Everything a modal's handler needs, for one submitted form. */
export interface ModalContext extends HandlerContext {
  readonly interaction: ModalSubmitInteraction<'raw' | 'cached'>;
}

/** One kind of modal the bot opens: its preconditions and what submitting it does. */
export interface ModalKind<K extends ModalAction['kind']> {
  readonly preconditions: Preconditions;
  handle(ctx: ModalContext, action: ModalAction & { readonly kind: K }): Promise<void>;
}

/** What every `commands/*.ts` exports. */
export interface SlashCommand {
  readonly data: { readonly name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  /** Checked by the router before `execute`, whatever the registered default permissions say. */
  readonly preconditions: Preconditions;
  /** 'ephemeral': the router defers privately before `execute` (anything that may take a while). */
  readonly defer?: 'ephemeral';
  execute(ctx: CommandContext): Promise<void>;
}

/** One kind of table button (or the chip select): its preconditions and what a click does. */
export interface ButtonKind<K extends ButtonAction['kind']> {
  readonly preconditions: Preconditions;
  handle(ctx: ComponentContext, action: ButtonAction & { readonly kind: K }): Promise<void>;
}
