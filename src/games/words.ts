/**
 * Every game's words, composed per language in one place: each language's catalog
 * (src/discord/i18n/<lang>/index.ts) spreads its entry here and names no game. English is the type
 * source; the other languages are held to its keys and parameters.
 */
import type { CatalogOf } from '../discord/i18n/types.js';
import { banque as banqueEn } from './banque/words/en.js';
import { banque as banqueIt } from './banque/words/it.js';
import { banque as banqueNl } from './banque/words/nl.js';
import { banque as banqueRo } from './banque/words/ro.js';
import { cdf as cdfEn } from './chemin-de-fer/words/en.js';
import { cdf as cdfIt } from './chemin-de-fer/words/it.js';
import { cdf as cdfNl } from './chemin-de-fer/words/nl.js';
import { cdf as cdfRo } from './chemin-de-fer/words/ro.js';
import { ez as ezEn } from './ez-baccarat/words/en.js';
import { ez as ezIt } from './ez-baccarat/words/it.js';
import { ez as ezNl } from './ez-baccarat/words/nl.js';
import { ez as ezRo } from './ez-baccarat/words/ro.js';

const en = { ...cdfEn, ...banqueEn, ...ezEn };
type GameWords = CatalogOf<typeof en>;

export const GAME_WORDS: {
  readonly en: typeof en;
  readonly it: GameWords;
  readonly nl: GameWords;
  readonly ro: GameWords;
} = {
  en,
  it: { ...cdfIt, ...banqueIt, ...ezIt },
  nl: { ...cdfNl, ...banqueNl, ...ezNl },
  ro: { ...cdfRo, ...banqueRo, ...ezRo },
};
