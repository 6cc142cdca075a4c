/**
 * What the shell asks of a table's game, one implementation per game (`src/games/<game>/shell/`),
 * found by the table's game id through `shellOf` (src/games/shells.ts). Shared code asks the shell
 * of the table's game for each surface and never tests the game id itself; a game whose shell
 * lacks a surface does not compile.
 */
import { type Cents, type Chips, centsOf } from '../engine/money.js';
import type { TableCommand } from '../table/commands.js';
import type { ChangeSet } from '../table/draft.js';
import type { TableEvent } from '../table/events.js';
import type { Game } from '../table/game.js';
import { type Stakes, stakeOn } from '../table/limits.js';
import type { Rejection } from '../table/rejections.js';
import type { GameId, GuildRecord, RoundRecord, TableRecord, TableSettings } from '../table/state.js';
import type { RecentRound } from '../table/statistics.js';
import { type Key, type Locale, type ParamsOf, type StaticKey, t } from './i18n/index.js';
import type { CommonTopic, RulesTopic } from './views/rules-topics.js';
import { chipsFigure, type ViewMessage } from './views/shared.js';

export interface GameShell {
  /** The game's table module. */
  readonly game: Game;
  /** The private answer to a chip chosen in the selector, naming the table's own betting buttons. */
  chipChosen(locale: Locale, cents: Cents): string;
  /** How /history names a round of this game: its result, or the game and the player's part in it. */
  roundOutcome(locale: Locale, round: RecentRound): string;
  /** A round's stakes as /history lists them, in the game's own words. */
  stakesText(locale: Locale, stakes: Stakes): string;
  /**
   * One of the game's own spots as /stats names a player's bets on it, in the game's words;
   * undefined for a spot that is not the game's.
   */
  statsSpotName(locale: Locale, spot: string): string | undefined;
  /**
   * A refusal of one of the game's own codes in words; undefined for any other code, which the
   * shared refusal view words itself.
   */
  refusal(locale: Locale, rejection: Rejection): string | undefined;
  /**
   * /odds at the game's table: the exact figures of its next coup from the unseen cards, or, where
   * the players' own choices decide the draws, a plain word saying so.
   */
  odds(locale: Locale, input: OddsSources): ViewMessage;
  /** The game's name, as /table game lists it and a refusal names the game a table deals. */
  gameName(locale: Locale): string;
  /** What /bet does at the game's table: the sides it takes, and what it says of another game's. */
  readonly bet: BetSurface;
  /** The channel's table message for a table of this game, as it is now. */
  tableMessage(locale: Locale, input: TableMessageSources): ViewMessage;
  /** A dealt round's result as the public embed, in the channel's language. */
  result(locale: Locale, input: ResultSources): ViewMessage;
  /**
   * Whether the game's coups are the shoe's cards dealt in order, so a shoe's coups can be dealt
   * again from its seeds (its export, the scoreboard under a result). A game whose cards hang on
   * the players' choices keeps its coups in its round records instead.
   */
  readonly coupsFromShoe: boolean;
  /**
   * The private notes the game's own events among `events` leave for players (chips the bank
   * could not take at the close of betting, an auction's end), one per owner and kind, in order.
   */
  privateNotes(events: readonly TableEvent[]): readonly OwnedNote[];
  /** One of the game's private notes, in its reader's language. */
  privateNoteText(locale: Locale, note: PrivateNote): string;
  /** The public notice one of the game's own events makes in the channel, if it makes one. */
  notice(locale: Locale, event: TableEvent, names: Names): ViewMessage | undefined;
  /**
   * A player's own cards in the coup being played, shown to him alone, with his prompt when the
   * coup waits for him; undefined when he holds no hand (or the game deals no private cards).
   */
  privateCards(locale: Locale, input: PrivateCardsInput): ViewMessage | undefined;
  /**
   * The channel's call to the player the coup waits for, when his prompt cannot reach him
   * privately: his mention, and the button that opens his cards; undefined for a game whose
   * coups wait for nobody.
   */
  turnCall(locale: Locale, input: PrivateCardsInput): ViewMessage | undefined;
  /**
   * /rules at a table of this game: the topic in the game's own words, with the table's settings,
   * or undefined where the text every game shares says it (card values, fairness, the roads); a
   * game's own topic left undefined gets the game's basics (views/rules.ts).
   */
  rulesTopic(locale: Locale, topic: RulesTopic, settings: TableSettings): RulesText | undefined;
  /** Topics only this game's /rules answers (a variant of its own), each with its choice's name. */
  readonly ownTopics: readonly { readonly topic: string; readonly name: StaticKey }[];
  /** /table show: the game the table deals, with its deck count. */
  settingsGame(locale: Locale, settings: TableSettings): string;
  /** What the settings call the game's own options when they wait for the next round; absent: "options of the game". */
  optionsName?(locale: Locale): string;
  /** /table show: the game's own options as one field, or undefined when it has none. */
  settingsOptions(locale: Locale, settings: TableSettings): SettingsField | undefined;
  /** Whether the game waits for players' decisions, so /table show lists how long they have. */
  readonly decisions: boolean;
}

/**
 * /bet at a game's table. The side names its game, and the command names that game to the table,
 * which refuses it in the same step if it deals another: so a bet needs no read of the table first.
 */
export interface BetSurface {
  /** The sides /bet lists that are the game's own, each with its choice's name. */
  readonly sides: readonly { readonly value: string; readonly name: StaticKey }[];
  /** What /bet says at the game's table when the side named is another game's. */
  readonly otherSide: StaticKey;
  /** The table command a bet of `amount` on `side` (one of `sides`) sends, for `who` at his table. */
  command(
    side: string,
    amount: number,
    who: { readonly channelId: string; readonly userId: string },
  ): TableCommand;
  /** The private answer to an accepted bet the shared `bet-placed` does not give, or undefined. */
  answer(locale: Locale, userId: string, events: readonly TableEvent[]): string | undefined;
}

/** Whose private cards, at which table; `names` holds whoever the coup waits for. */
export interface PrivateCardsInput {
  readonly table: TableRecord;
  readonly userId: string;
  readonly names: ReadonlyMap<string, string>;
}

/**
 * A private note, as plain data (an effect carries it until its reader's language is known): the
 * game whose shell words it, and what that shell needs to.
 */
export interface PrivateNote {
  readonly game: GameId;
  readonly [detail: string]: unknown;
}

/** A private note and the player it is for. */
export interface OwnedNote {
  readonly userId: string;
  readonly note: PrivateNote;
}

/** Members' display names as far as the client knows them; unknown ones are left out. */
export type Names = (userIds: readonly string[]) => ReadonlyMap<string, string>;

/** What a table message is drawn from: the server, the table, and the names of whoever it shows. */
export interface TableMessageSources {
  readonly guild: GuildRecord;
  readonly table: TableRecord;
  readonly names: Names;
}

/** What a result is drawn from: the round, the records its command changed, and the names it shows. */
export interface ResultSources {
  readonly record: RoundRecord<unknown>;
  /** The command's changes: the table just after the coup, and the shoe it may have revealed. */
  readonly changes: ChangeSet;
  readonly names: Names;
}

/** One field of /table show. */
/** What /odds reads: the table (its shoe) and its settings as they stand. */
export interface OddsSources {
  readonly table: TableRecord;
  readonly settings: TableSettings;
}

export interface SettingsField {
  readonly name: string;
  readonly value: string;
}

/** A /rules topic as a game words it. */
export interface RulesText {
  readonly title: string;
  readonly text: string;
}

/** Every position staked, in the order given, each with its name and the chips on it. */
export const positionsText = (
  locale: Locale,
  stakes: Stakes,
  positions: readonly (readonly [string, (locale: Locale) => string])[],
): string =>
  positions
    .filter(([position]) => stakeOn(stakes, position) > 0)
    .map(([position, name]) => `${name(locale)} ${chipsFigure(locale, stakeOn(stakes, position))}`)
    .join(' · ');

/** A game's words for each of its own refusal codes, from the code's context: one per code, or it does not compile. */
export type RefusalWords<Contexts> = {
  readonly [C in keyof Contexts]: (locale: Locale, context: Contexts[C]) => string;
};

/** A shell's `refusal` from its game's words: its own codes worded, any other left to the shared words. */
export const ownRefusals =
  <Contexts>(words: RefusalWords<Contexts>) =>
  (locale: Locale, rejection: Rejection): string | undefined =>
    Object.hasOwn(words, rejection.code)
      ? (words[rejection.code as keyof Contexts] as (locale: Locale, context: unknown) => string)(
          locale,
          rejection.context,
        )
      : undefined;

/** A refusal whose message takes nothing from its context. */
export const plainRefusal =
  (key: StaticKey) =>
  (locale: Locale): string =>
    t(locale, key);

type ChipParam<K extends Key, P extends 'min' | 'max'> = ParamsOf<K> extends Record<P, Cents> ? K : never;

/** A refusal naming a limit (`min` or `max`, in whole chips), which its message shows in cents. */
export const limitRefusal =
  <P extends 'min' | 'max', K extends Key>(param: P, key: ChipParam<K, P>) =>
  (locale: Locale, context: Readonly<Record<P, Chips>>): string =>
    (t as (locale: Locale, key: Key, params: unknown) => string)(locale, key, {
      [param]: centsOf(context[param]),
    });
/** How a game words one /rules topic, with the table's settings. */
export type RulesWriter = (locale: Locale, settings: TableSettings) => RulesText;

/**
 * A game's /rules from its own topics: card values and fairness as every game shares them, and its
 * basics for a topic it lacks (the roads), which the command offers at every table.
 */
export const ownRules =
  (own: { readonly basics: RulesWriter } & { readonly [T in CommonTopic]?: RulesWriter }) =>
  (locale: Locale, topic: RulesTopic, settings: TableSettings): RulesText | undefined =>
    topic === 'values' || topic === 'fairness'
      ? undefined
      : (own[topic as CommonTopic] ?? own.basics)(locale, settings);
