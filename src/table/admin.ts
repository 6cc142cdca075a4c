/** Table settings, server settings, and the chips admins and the daily top-up move. */
import { VARIANTS, type Variant } from '../engine/settle.js';
import { isRejection, parseChipSetting, parseWholeChips } from './amounts.js';
import type { Outcome } from './commands.js';
import type { Draft } from './draft.js';
import { type Limits, MAX_CHIPS, TIERS, type TierId, validateLimits } from './limits.js';
import { type Rejection, reject } from './rejections.js';
import { newShoeState } from './shoes.js';
import {
  type Decks,
  effectiveSettings,
  type GuildSettings,
  MAX_TIMER_SECONDS,
  TABLE_DECKS,
  type TableRecord,
  type TableSettings,
  tableDefaultsOf,
} from './state.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads the settings a command asked to change; unknown names are ignored, bad values refused. */
const parseTableChanges = (
  changes: Readonly<Record<string, unknown>>,
): Partial<TableSettings> | Rejection => {
  const parsed: { -readonly [K in keyof TableSettings]?: TableSettings[K] } = {};
  if ('variant' in changes) {
    if (!VARIANTS.includes(changes.variant as Variant)) return reject('settings/invalid-variant');
    parsed.variant = changes.variant as Variant;
  }
  if ('decks' in changes) {
    if (!TABLE_DECKS.includes(changes.decks as Decks)) return reject('settings/invalid-decks');
    parsed.decks = changes.decks as Decks;
  }
  if ('tier' in changes) {
    // Own keys only: a typed tier like "toString" would otherwise read Object.prototype and
    // leave the table with no limits at all.
    const id = changes.tier;
    if (typeof id !== 'string' || !Object.hasOwn(TIERS, id))
      return reject('settings/invalid-limits', { reason: 'tier' });
    parsed.limits = TIERS[id as TierId];
  }
  if ('limits' in changes) {
    const limits = changes.limits as Limits;
    const problem =
      typeof limits === 'object' && limits !== null
        ? validateLimits(limits)
        : reject('settings/invalid-limits');
    if (problem) return problem;
    const { min, max, tieMinAlone, tieMinBeside, tieMax } = limits;
    parsed.limits = { min, max, tieMinAlone, tieMinBeside, tieMax };
  }
  if ('timerSeconds' in changes) {
    const seconds = changes.timerSeconds;
    if (!Number.isInteger(seconds) || (seconds as number) < 0 || (seconds as number) > MAX_TIMER_SECONDS)
      return reject('settings/invalid-timer', { max: MAX_TIMER_SECONDS });
    parsed.timerSeconds = seconds as number;
  }
  if ('open' in changes) parsed.open = changes.open === true;
  if ('roadUnderResults' in changes) {
    if (typeof changes.roadUnderResults !== 'boolean') return reject('settings/invalid-switch');
    parsed.roadUnderResults = changes.roadUnderResults;
  }
  return parsed;
};

export const configureTable = (
  draft: Draft,
  table: TableRecord,
  changes: Readonly<Record<string, unknown>>,
): Outcome => {
  const parsed = parseTableChanges(changes);
  if (isRejection(parsed)) return parsed;
  let next: TableRecord = { ...table, overrides: { ...table.overrides, ...parsed } };
  // A new deck count applies from the next shoe, or at once while this shoe is untouched.
  const decks = effectiveSettings(draft.guild, next).decks;
  if (table.shoe.coups === 0 && decks !== table.shoe.spec.decks)
    next = { ...next, shoe: newShoeState({ ...table.shoe.spec, decks }, table.shoe.nextClientSeed) };
  if (parsed.timerSeconds === 0) next = { ...next, dealAt: null };
  draft.setTable(next);
  return {
    ok: true,
    changes: draft.changes(),
    events: [{ type: 'table-configured', settings: effectiveSettings(draft.guild, next) }],
  };
};

/**
 * The server's settings: chips, and `tableDefaults` (the same changes `configure-table` takes,
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
  // Like unknown setting names, a `tableDefaults` that is not an object names nothing to change.
  const requested = changes.tableDefaults;
  if (typeof requested === 'object' && requested !== null) {
    const parsed = parseTableChanges(requested as Readonly<Record<string, unknown>>);
    if (isRejection(parsed)) return parsed;
    settings = { ...settings, tableDefaults: { ...tableDefaultsOf(draft.guild), ...parsed } };
  }
  draft.setGuild({ ...draft.guild, settings });
  return { ok: true, changes: draft.changes(), events: [{ type: 'guild-configured', settings }] };
};

export const claimDaily = (draft: Draft, userId: string, now: number): Outcome => {
  const chips = draft.guild.settings.dailyChips;
  if (chips === 0) return reject('daily/off');
  const wallet = draft.wallet(userId);
  if (wallet.lastDailyAt !== null && now - wallet.lastDailyAt < DAY_MS)
    return reject('daily/too-soon', { nextAt: wallet.lastDailyAt + DAY_MS });
  const deltaCents = chips * 100;
  const balanceCents = wallet.balanceCents + deltaCents;
  draft.setWallet({ ...wallet, balanceCents, lastDailyAt: now });
  draft.setGuild({ ...draft.guild, issuedCents: draft.guild.issuedCents + deltaCents });
  return {
    ok: true,
    changes: draft.changes(),
    events: [{ type: 'wallet-changed', userId, deltaCents, balanceCents, reason: 'daily' }],
  };
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
  const wallet = draft.wallet(userId);
  const cents = chips * 100;
  if (direction === 'take' && wallet.balanceCents < cents)
    return reject('admin/not-enough-chips', { balance: wallet.balanceCents });
  const deltaCents = direction === 'grant' ? cents : -cents;
  const balanceCents = wallet.balanceCents + deltaCents;
  draft.setWallet({ ...wallet, balanceCents });
  draft.setGuild(
    direction === 'grant'
      ? { ...draft.guild, issuedCents: draft.guild.issuedCents + cents }
      : { ...draft.guild, takenCents: draft.guild.takenCents + cents },
  );
  return {
    ok: true,
    changes: draft.changes(),
    events: [{ type: 'wallet-changed', userId, deltaCents, balanceCents, reason: direction }],
  };
};
