/**
 * Every game's words, composed per language in one place: each language's catalog
 * (src/discord/i18n/<lang>/index.ts) spreads its entry here and names no game. Each game's
 * `words/index.ts` holds its languages to its English keys and parameters; the composed languages
 * are held to the composed English here. Keyed by the registry's ids: a game listed in
 * registry.ts without its words here does not compile.
 */
import type { CatalogOf, WordsOf } from '../discord/i18n/types.js';
import { banqueWords } from './banque/words/index.js';
import { cheminDeFerWords } from './chemin-de-fer/words/index.js';
import { ezBaccaratWords } from './ez-baccarat/words/index.js';
import { puntoBancoWords } from './punto-banco/words/index.js';
import { type BuiltInGameId, GAME_MODULES } from './registry.js';

const WORDS = {
  'punto-banco': puntoBancoWords,
  'ez-baccarat': ezBaccaratWords,
  'chemin-de-fer': cheminDeFerWords,
  banque: banqueWords,
} satisfies Record<BuiltInGameId, WordsOf<object>>;

type Language = keyof WordsOf<object>;
type Every<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;
/** One language's words of every game, as one catalog. */
type AllWords<L extends Language> = Every<(typeof WORDS)[BuiltInGameId][L]>;

const wordsIn = <L extends Language>(language: L): AllWords<L> =>
  Object.assign({}, ...GAME_MODULES.map((module) => WORDS[module.id][language]));

const en = wordsIn('en');
type GameWords = CatalogOf<typeof en>;

export const GAME_WORDS: {
  readonly en: typeof en;
  readonly it: GameWords;
  readonly nl: GameWords;
  readonly ro: GameWords;
} = {
  en,
  it: wordsIn('it'),
  nl: wordsIn('nl'),
  ro: wordsIn('ro'),
};
