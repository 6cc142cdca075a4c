/** Chemin de fer's words in every language, as words.ts composes them into the catalogs. */
import type { WordsOf } from '../../../discord/i18n/types.js';
import { cdf as en } from './en.js';
import { cdf as it } from './it.js';
import { cdf as nl } from './nl.js';
import { cdf as ro } from './ro.js';

export const cheminDeFerWords: WordsOf<typeof en> = { en, it, nl, ro };
