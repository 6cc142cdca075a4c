/**
 * The shape of a message catalog. English is the source of truth; every other language is typed
 * as `CatalogOf<typeof english>`, so a missing key, an extra key or a template that reads a
 * parameter English does not pass fails `tsc`, like Skyra's `FT<Params>` keys.
 */

import type { Cents } from '../../engine/money.js';

/** A message with parameters. A function rather than a `{{placeholder}}` string so each language can inflect (plurals, articles). */
export type FT<P> = (params: P) => string;

/** What an English catalog entry may be: plain text, or a function of typed parameters. */
export type Template = string | FT<never>;

/** Another language's catalog for the English catalog `E`: the same keys, the same parameters. */
export type CatalogOf<E> = { readonly [K in keyof E]: E[K] extends FT<infer P> ? FT<P> : string };

/** The five limit figures, in cents, as the catalogs receive them. */
export interface LimitParams {
  readonly min: Cents;
  readonly max: Cents;
  readonly tieMinAlone: Cents;
  readonly tieMinBeside: Cents;
  readonly tieMax: Cents;
}

/** A game's words (src/games/<game>/words/index.ts): its English catalog, and every other language held to it. */
export interface WordsOf<E> {
  readonly en: E;
  readonly it: CatalogOf<E>;
  readonly nl: CatalogOf<E>;
  readonly ro: CatalogOf<E>;
}
