/** Baccarat banque's words in every language, as words.ts composes them into the catalogs. */
import type { WordsOf } from '../../../discord/i18n/types.js';
import { banque as en } from './en.js';
import { banque as it } from './it.js';
import { banque as nl } from './nl.js';
import { banque as ro } from './ro.js';

export const banqueWords: WordsOf<typeof en> = { en, it, nl, ro };
