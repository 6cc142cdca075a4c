/** Punto Banco's own refusal in words (table/rejections.ts). */
import { plainRefusal, type RefusalWords } from '../../../discord/game-shell.js';
import type { PuntoBancoRejectionContexts } from '../table/rejections.js';

export const puntoBancoRefusals: RefusalWords<PuntoBancoRejectionContexts> = {
  'settings/invalid-variant': plainRefusal('refusal.settings/invalid-variant'),
};
