/** Chemin de fer's own refusals in words: one message per code of its table's (rejections.ts). */
import { limitRefusal, plainRefusal, type RefusalWords } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import type { CdfRejectionContexts } from '../table/rejections.js';

export const cdfRefusals: RefusalWords<CdfRejectionContexts> = {
  'cdf/not-seated': plainRefusal('refusal.cdf/not-seated'),
  'cdf/already-seated': plainRefusal('refusal.cdf/already-seated'),
  'cdf/not-your-turn': plainRefusal('refusal.cdf/not-your-turn'),
  'cdf/no-bank': plainRefusal('refusal.cdf/no-bank'),
  'cdf/bank-open': plainRefusal('refusal.cdf/bank-open'),
  'cdf/banker-cannot-bet': plainRefusal('refusal.cdf/banker-cannot-bet'),
  'cdf/banco-taken': plainRefusal('refusal.cdf/banco-taken'),
  'cdf/already-offered': plainRefusal('refusal.cdf/already-offered'),
  'cdf/no-offer': plainRefusal('refusal.cdf/no-offer'),
  'cdf/bank-below-min': limitRefusal('min', 'refusal.cdf/bank-below-min'),
  'cdf/bank-above-max': limitRefusal('max', 'refusal.cdf/bank-above-max'),
  'cdf/bank-above-wallet': (locale, context) => t(locale, 'refusal.cdf/bank-above-wallet', context),
  'cdf/stake-below-min': limitRefusal('min', 'refusal.cdf/stake-below-min'),
  'cdf/stake-above-bank': limitRefusal('max', 'refusal.cdf/stake-above-bank'),
  'cdf/in-play': plainRefusal('refusal.cdf/in-play'),
};
