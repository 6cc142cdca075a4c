/** Punto Banco's words in every language, as words.ts composes them into the catalogs. */
import type { WordsOf } from '../../../discord/i18n/types.js';
import { puntoBanco as en } from './en.js';
import { puntoBanco as it } from './it.js';
import { puntoBanco as nl } from './nl.js';
import { puntoBanco as ro } from './ro.js';

export const puntoBancoWords: WordsOf<typeof en> = { en, it, nl, ro };
