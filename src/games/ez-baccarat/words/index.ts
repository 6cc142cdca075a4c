/** EZ Baccarat's words in every language, as words.ts composes them into the catalogs. */
import type { WordsOf } from '../../../discord/i18n/types.js';
import { ez as en } from './en.js';
import { ez as it } from './it.js';
import { ez as nl } from './nl.js';
import { ez as ro } from './ro.js';

export const ezBaccaratWords: WordsOf<typeof en> = { en, it, nl, ro };
