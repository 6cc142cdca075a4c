/**
 * Table settings, server settings, and the chips admins and the daily top-up move.
 *
 * Settings never change a round in progress: the round's rules were frozen at its first bet
 * (betting.ts), so a new limit, game option, game or timer reaches play at the next round, and a new
 * deck count at the next shoe (at once while the shoe is untouched and no round is under way).
 * Closing the table is the exception, on purpose: it returns every bet on the table, and a
 * player-banked game's bank and offers. Switching away from a player-banked game does the same:
 * a bank could otherwise keep the old game in play for as long as its banker keeps winning.
 */
import { addCents, centsOf, subCents } from '../engine/money.js';
import { isRejection, parseChipSetting, parseWholeChips } from './amounts.js';
import { closeBankedGame } from './banked.js';
import { returnAllBets } from './betting.js';
import type { Draft } from './draft.js';
import type { Outcome, TableEvent } from './events.js';
import { decksOf, shoeDecks, switchedDecks } from './game.js';
import {
  type Limits,
  MAX_CHIPS,
  pickLimits,
  TIER_IDS,
  type TierId,
  tierLimits,
  validateLimits,
} from './limits.js';
import { type Rejection, reject } from './rejections.js';
import { newShoeState } from './shoes.js';
import {
  type Decks,
  effectiveSettings,
  type GuildSettings,
  MAX_DECISION_SECONDS,
  MAX_TIMER_SECONDS,
  MIN_DECISION_SECONDS,
  pendingSettings,
  roundUnderWay,
  rulesInPlay,
  SERVER_LANGUAGES,
  type TableRecord,
  type TableSettings,
  tableDefaultsOf,
} from './state.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads the settings a command asked to change; unknown names are ignored, bad values refused. */
const parseTableChanges = (
  draft: Draft,
  changes: Readonly<Record<string, unknown>>,
  base: TableSettings,
): Partial<TableSettings> | Rejection => {
  const parsed: { -readonly [K in keyof TableSettings]?: TableSettings[K] } = {};
  if ('game' in changes) {
    if (!draft.knowsGame(changes.game)) return reject('settings/invalid-game');
    parsed.game = changes.game;
  }
  if ('decisionSeconds' in changes) {
    const seconds = changes.decisionSeconds;
    if (
      !Number.isInteger(seconds) ||
      (seconds as number) < MIN_DECISION_SECONDS ||
      (seconds as number) > MAX_DECISION_SECONDS
    )
      return reject('settings/invalid-decision-time', {
        min: MIN_DECISION_SECONDS,
        max: MAX_DECISION_SECONDS,
      });
    parsed.decisionSeconds = seconds as number;
  }
  if ('decks' in changes) {
    const { allowed } = decksOf(draft.game(parsed.game ?? base.game));
    if (!allowed.includes(changes.decks as Decks))
      return reject('settings/invalid-decks', { decks: allowed });
    parsed.decks = changes.decks as Decks;
  } else if (parsed.game !== undefined) {
    // The deck count follows the game while it is the old game's default; a game that does not
    // deal the table's chosen count (one dealing only 3 or 6 decks) takes its own default.
    const decks = switchedDecks(draft.game(base.game), draft.game(parsed.game), base.decks);
    if (decks !== base.decks) parsed.decks = decks;
  }
  if ('tier' in changes) {
    // Own keys only: a typed tier like "toString" would otherwise read Object.prototype and
    // leave the table with no limits at all.
    const id = changes.tier;
    if (typeof id !== 'string' || !(TIER_IDS as readonly string[]).includes(id))
      return reject('settings/invalid-limits', { reason: 'tier' });
    parsed.limits = tierLimits(id as TierId, draft.sideBets());
  }
  if ('limits' in changes) {
    const limits = changes.limits as Limits;
    const problem =
      typeof limits === 'object' && limits !== null
        ? validateLimits(limits, draft.sideBets())
        : reject('settings/invalid-limits');
    if (problem) return problem;
    parsed.limits = pickLimits(limits, draft.sideBets());
  }
  if ('timerSeconds' in changes) {
    const seconds = changes.timerSeconds;
    if (!Number.isInteger(seconds) || (seconds as number) < 0 || (seconds as number) > MAX_TIMER_SECONDS)
      return reject('settings/invalid-timer', { max: MAX_TIMER_SECONDS });
    parsed.timerSeconds = seconds as number;
  }
  // Options only one game reads are that game's to validate: the game a game's own settings
  // name (`optionsOf`), else the table's. `parsed.gameOptions` holds that game's alone; the
  // callers lay it over the options already set for the others.
  const gameId = 'optionsOf' in changes ? changes.optionsOf : (parsed.game ?? base.game);
  if (!draft.knowsGame(gameId)) return reject('settings/invalid-game');
  const { options } = draft.game(gameId);
  if (options?.fields.some((field) => field in changes)) {
    const gameOptions = options.parse(changes, base.gameOptions?.[gameId]);
    if (isRejection(gameOptions)) return gameOptions;
    parsed.gameOptions = { [gameId]: gameOptions };
  }
  if ('open' in changes) parsed.open = changes.open === true;
  if ('roadUnderResults' in changes) {
    if (typeof changes.roadUnderResults !== 'boolean') return reject('settings/invalid-switch');
    parsed.roadUnderResults = changes.roadUnderResults;
  }
  return parsed;
};

/** `changes` over `settings`, a game's new options beside those already set for the other games. */
const withOptionsOver = <S extends Partial<TableSettings>>(
  settings: S,
  changes: Partial<TableSettings>,
): S =>
  changes.gameOptions
    ? { ...settings, ...changes, gameOptions: { ...settings.gameOptions, ...changes.gameOptions } }
    : { ...settings, ...changes };

export const configureTable = (
  draft: Draft,
  table: TableRecord,
  changes: Readonly<Record<string, unknown>>,
): Outcome => {
  const parsed = parseTableChanges(draft, changes, effectiveSettings(draft.guild, table));
  if (isRejection(parsed)) return parsed;
  const playing = rulesInPlay(draft.guild, table).game;
  let next: TableRecord = { ...table, overrides: withOptionsOver(table.overrides, parsed) };
  const events: TableEvent[] = [];
  // Closing sends every bet home; a coup already dealt is played out and paid first.
  if (parsed.open === false && !next.coup) {
    const returned = returnAllBets(draft, next);
    next = returned.table;
    events.push(...returned.events);
  }
  // A player-banked game's bank and offers go home when the table closes or leaves that game;
  // mid-coup, the coup's settlement does it (play.ts).
  const banked = draft.game(playing).banked;
  const switched = effectiveSettings(draft.guild, next).game !== playing;
  if (banked && !next.coup && (parsed.open === false || switched)) {
    const closed = closeBankedGame(draft, next, banked, switched);
    next = closed.table;
    events.push(...closed.events);
  }
  // A new deck count applies from the next shoe, or at once while this shoe is untouched.
  const now = effectiveSettings(draft.guild, next);
  const decks = shoeDecks(draft.game(now.game), now.decks);
  if (next.shoe.coups === 0 && !roundUnderWay(next) && decks !== next.shoe.spec.decks)
    next = { ...next, shoe: newShoeState({ ...next.shoe.spec, decks }, next.shoe.nextClientSeed) };
  draft.setTable(next);
  events.push({
    type: 'table-configured',
    settings: effectiveSettings(draft.guild, next),
    roundRules: next.roundRules,
    pending: pendingSettings(draft.guild, next),
  });
  return draft.accept(events);
};

/**
 * The server's settings: chips, the language of its public messages, and `tableDefaults` (the same changes `configure-table` takes,
 * validated by the same parser). A table follows a new default at once wherever it has no
 * override of its own; its overrides still win. No table record is touched: a new default deck
 * count takes effect from each table's next shoe (`replaceShoe` reads the effective settings), and
 * a betting timer already armed deals at the time it was armed for.
 */
export const configureGuild = (draft: Draft, changes: Readonly<Record<string, unknown>>): Outcome => {
  let settings: GuildSettings = draft.guild.settings;
  for (const field of ['startingChips', 'dailyChips'] as const) {
    if (!(field in changes)) continue;
    const value = parseChipSetting(changes[field]);
    if (isRejection(value)) return reject('settings/invalid-amount', { max: MAX_CHIPS });
    settings = { ...settings, [field]: value };
  }
  if ('language' in changes) {
    const language = SERVER_LANGUAGES.find((known) => known === changes.language);
    if (language === undefined) return reject('settings/invalid-language');
    settings = { ...settings, language };
  }
  // Like unknown setting names, a `tableDefaults` that is not an object names nothing to change.
  const requested = changes.tableDefaults;
  if (typeof requested === 'object' && requested !== null) {
    const parsed = parseTableChanges(
      draft,
      requested as Readonly<Record<string, unknown>>,
      tableDefaultsOf(draft.guild),
    );
    if (isRejection(parsed)) return parsed;
    settings = { ...settings, tableDefaults: withOptionsOver(tableDefaultsOf(draft.guild), parsed) };
  }
  draft.setGuild({ ...draft.guild, settings });
  return draft.accept([{ type: 'guild-configured', settings }]);
};

export const claimDaily = (draft: Draft, userId: string, now: number): Outcome => {
  const chips = draft.guild.settings.dailyChips;
  if (chips === 0) return reject('daily/off');
  const wallet = draft.openWallet(userId);
  if (wallet.lastDailyAt !== null && now - wallet.lastDailyAt < DAY_MS)
    return reject('daily/too-soon', { nextAt: wallet.lastDailyAt + DAY_MS });
  const deltaCents = centsOf(chips);
  const balanceCents = addCents(wallet.balanceCents, deltaCents);
  draft.setWallet({ ...wallet, balanceCents, lastDailyAt: now });
  draft.setGuild({ ...draft.guild, issuedCents: addCents(draft.guild.issuedCents, deltaCents) });
  return draft.accept([{ type: 'wallet-changed', userId, deltaCents, balanceCents, reason: 'daily' }]);
};

/** An admin gives (positive) or takes (negative) chips; taking never leaves a wallet below zero. */
export const adjustWallet = (
  draft: Draft,
  userId: string,
  amount: unknown,
  direction: 'grant' | 'take',
): Outcome => {
  const chips = parseWholeChips(amount);
  if (isRejection(chips)) return chips;
  const cents = centsOf(chips);
  if (direction === 'take') {
    // A member who has not played yet is owed the starting chips (/balance shows them waiting):
    // taking opens the wallet, issuing them, and takes from it. A refused take opens nothing.
    const wallet = draft.openWallet(userId);
    const balance = wallet.balanceCents;
    if (balance < cents) return reject('admin/not-enough-chips', { balance });
    const balanceCents = subCents(balance, cents);
    draft.setWallet({ ...wallet, balanceCents });
    draft.setGuild({ ...draft.guild, takenCents: addCents(draft.guild.takenCents, cents) });
    return draft.accept([
      { type: 'wallet-changed', userId, deltaCents: -cents as typeof cents, balanceCents, reason: 'take' },
    ]);
  }
  const wallet = draft.openWallet(userId);
  const balanceCents = addCents(wallet.balanceCents, cents);
  draft.setWallet({ ...wallet, balanceCents });
  draft.setGuild({ ...draft.guild, issuedCents: addCents(draft.guild.issuedCents, cents) });
  return draft.accept([{ type: 'wallet-changed', userId, deltaCents: cents, balanceCents, reason: 'grant' }]);
};
