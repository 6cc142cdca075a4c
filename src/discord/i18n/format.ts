/**
 * Locale-aware formatting that catalogs and views share: chip amounts in exact integers, chip
 * nouns with each language's plural rules, and Discord's own timestamp markup. Every amount comes
 * in as `Cents`; how cents split into chips is money.ts's to say.
 */
import { type Cents, chipCount, digitsOf } from '../../engine/money.js';

export type Locale = 'en' | 'nl' | 'it' | 'ro';
export const LOCALES: readonly Locale[] = ['en', 'nl', 'it', 'ro'];

const TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', nl: 'nl-NL', it: 'it-IT', ro: 'ro-RO' };

// 'always': Italian CLDR data would otherwise leave four-digit numbers ungrouped (1234), and a
// table should read 1.234 next to 12.345 the way the other languages do.
const GROUPING: Readonly<Record<Locale, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat(TAGS.en, { maximumFractionDigits: 0, useGrouping: 'always' }),
  nl: new Intl.NumberFormat(TAGS.nl, { maximumFractionDigits: 0, useGrouping: 'always' }),
  it: new Intl.NumberFormat(TAGS.it, { maximumFractionDigits: 0, useGrouping: 'always' }),
  ro: new Intl.NumberFormat(TAGS.ro, { maximumFractionDigits: 0, useGrouping: 'always' }),
};

const DECIMAL: Readonly<Record<Locale, string>> = { en: '.', nl: ',', it: ',', ro: ',' };

const PLURALS: Readonly<Record<Locale, Intl.PluralRules>> = {
  en: new Intl.PluralRules(TAGS.en),
  nl: new Intl.PluralRules(TAGS.nl),
  it: new Intl.PluralRules(TAGS.it),
  ro: new Intl.PluralRules(TAGS.ro),
};

/**
 * An amount in hundredths of a chip, e.g. en `1,234.50`, nl/it/ro `1.234,50`. Whole chips show
 * no decimals (`1,234`); hundredths appear only when there are some. Intl only ever sees the
 * integer part, so no float rounding can creep into a balance.
 */
export const formatChips = (locale: Locale, cents: Cents): string => {
  const { negative, whole, hundredths } = digitsOf(cents);
  const sign = negative ? '-' : '';
  // Under a thousand there is nothing to group, in any of the four languages: the plain digits
  // (most stakes and many balances), without a trip through Intl for each.
  const grouped = whole < 1000 ? String(whole) : GROUPING[locale].format(whole);
  return hundredths === 0
    ? `${sign}${grouped}`
    : `${sign}${grouped}${DECIMAL[locale]}${String(hundredths).padStart(2, '0')}`;
};

/** A net result with its sign always shown: `+9.50`, `−10` (a true minus), `±0` for a push. */
export const formatSignedChips = (locale: Locale, cents: Cents): string => {
  if (cents === 0) return '±0';
  return `${cents > 0 ? '+' : '−'}${formatChips(locale, Math.abs(cents) as Cents)}`;
};

/** Romanian sets a (non-breaking) space before the percent sign; the others write it closed up. */
const PERCENT_SPACE: Readonly<Record<Locale, string>> = { en: '', nl: '', it: '', ro: '\u00a0' };

/**
 * A percentage given as an exact decimal string (`45.8597`, `-1.2351`, from exact arithmetic), in
 * the reader's notation: en `45.8597%`, nl/it `45,8597%`, ro `45,8597 %`; a true minus sign.
 * The digits are kept as given, so no float rounding can change a published figure.
 */
export const formatPercent = (locale: Locale, decimal: string): string => {
  const negative = decimal.startsWith('-');
  const digits = negative ? decimal.slice(1) : decimal;
  return `${negative ? '−' : ''}${digits.replace('.', DECIMAL[locale])}${PERCENT_SPACE[locale]}%`;
};

/** The noun forms of one language, by CLDR plural category; `other` is the fallback. */
export type NounForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

/**
 * `cents` written out with the right noun: en `1 chip`, `2.50 chips`; ro `5 jetoane`,
 * `20 de jetoane`. The plural category needs the value, not its digits (money.ts's `chipCount`).
 */
export const countChips = (locale: Locale, forms: NounForms) => {
  const noun = agreeWithChips(locale, forms);
  return (cents: Cents): string => `${formatChips(locale, cents)} ${noun(cents)}`;
};

/**
 * The form of a word that agrees with the count `n` (a verb, an adjective, a noun without its
 * number): en `is`/`are`, it `è nota`/`sono note`, ro `cunoscută`/`cunoscute`.
 */
export const agreeWith = (locale: Locale, forms: NounForms) => {
  return (n: number): string => forms[PLURALS[locale].select(n)] ?? forms.other;
};

/** The form of a word that agrees with an amount of chips in cents (`1 chip is`, `2.50 chips are`). */
export const agreeWithChips = (locale: Locale, forms: NounForms) => {
  const word = agreeWith(locale, forms);
  return (cents: Cents): string => word(chipCount(cents));
};

/** A plural noun for a plain count (`1 coup`, `3 coups`; ro `20 de runde`). */
export const countOf = (locale: Locale, forms: NounForms) => {
  const word = agreeWith(locale, forms);
  return (n: number): string => `${GROUPING[locale].format(n)} ${word(n)}`;
};

/** A word or phrase at the start of a sentence: its first letter upper case, in the locale's rules. */
export const sentenceStart = (locale: Locale, text: string): string =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** A whole number with the locale's grouping (cards left, round numbers stay plain). */
export const formatInteger = (locale: Locale, n: number): string => GROUPING[locale].format(n);

/** A whole number that may be negative, with a true minus as results print it: `−120`. */
export const formatSignedInteger = (locale: Locale, n: number): string =>
  `${n < 0 ? '−' : ''}${formatInteger(locale, Math.abs(n))}`;

/** Discord timestamp styles: R relative ("in 3 hours"), f date and time, t short time. */
export type TimeStyle = 'R' | 'f' | 'F' | 't' | 'T' | 'd' | 'D';

/**
 * A moment (ms since the epoch) as Discord markup. Discord renders it in each reader's own
 * language and time zone, so it needs no locale here.
 */
export const formatTime = (epochMs: number, style: TimeStyle = 'R'): string =>
  `<t:${Math.floor(epochMs / 1000)}:${style}>`;

/**
 * Text shown as inline code, exactly as typed: client seeds may hold any printable character,
 * backticks included, and a player must be able to copy one back unchanged.
 */
export const inlineCode = (text: string): string => {
  if (!text.includes('`')) return `\`${text}\``;
  // Discord's double-backtick span holds single backticks; padding keeps an edge backtick apart.
  if (!text.includes('``')) return `\`\` ${text} \`\``;
  return text.replace(/[\\`*_~|>]/g, '\\$&');
};
