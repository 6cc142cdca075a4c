/**
 * The bot's words. English is the source of truth (`en/`); Dutch, Italian and Romanian are typed
 * against it, so `t(locale, key, params)` type-checks the key and its parameters, and a language
 * missing a message does not compile. Money in parameters is always in cents.
 */
import { type Catalog, en } from './en/index.js';
import { LOCALES, type Locale } from './format.js';
import { it } from './it/index.js';
import { nl } from './nl/index.js';
import { ro } from './ro/index.js';
import type { FT } from './types.js';

export type { Catalog } from './en/index.js';
export {
  countChips,
  formatChips,
  formatInteger,
  formatPercent,
  formatSignedChips,
  formatSignedInteger,
  formatTime,
  inlineCode,
  LOCALES,
  type Locale,
  type TimeStyle,
} from './format.js';
export type { CatalogOf, FT, LimitParams } from './types.js';

export const CATALOGS: Readonly<Record<Locale, Catalog>> = { en, nl, it, ro };

export type Key = keyof Catalog;
/** The parameters a key takes; `never` for plain text. */
export type ParamsOf<K extends Key> = Catalog[K] extends FT<infer P> ? P : never;
/**
 * What `t` takes after the key. Not distributive: for a union of keys (`rule.${RuleId}`) the
 * parameters must suit every member, and mixing plain and parameterised keys does not compile.
 */
type ArgsOf<K extends Key> = [Catalog[K]] extends [string]
  ? []
  : [Catalog[K]] extends [FT<infer P>]
    ? [params: P]
    : never;
/** Keys that are plain text: the only ones Discord can show as command descriptions and choice names. */
export type StaticKey = { [K in Key]: Catalog[K] extends string ? K : never }[Key];

/**
 * The interaction's locale to one the bot speaks. Discord sends `nl`, `it`, `ro` for these three
 * and `en-US`/`en-GB` for English; anything else (or none, e.g. a timer) falls back to English.
 */
export const localeOf = (discordLocale?: string | null): Locale => {
  const language = (discordLocale ?? '').toLowerCase().split('-')[0];
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : 'en';
};

/** A message in `locale`: `t('nl', 'table.title', { round: 3 })`, `t('it', 'side.banker')`. */
export function t<K extends Key>(locale: Locale, key: K, ...params: ArgsOf<K>): string {
  // Types make a missing key impossible; at run time a stale cast still gets English, then the key.
  const template = (CATALOGS[locale][key] ?? en[key] ?? key) as string | FT<unknown>;
  return typeof template === 'function' ? template(params[0]) : template;
}

/** Dutch, Italian and Romanian for a slash-command builder's `setDescriptionLocalizations` / `setNameLocalizations`. */
export const localizationsOf = (key: StaticKey): { nl: string; it: string; ro: string } => ({
  nl: nl[key],
  it: it[key],
  ro: ro[key],
});

/** The English text of a key: the default description or choice name a builder needs. */
export const englishOf = (key: StaticKey): string => en[key];
