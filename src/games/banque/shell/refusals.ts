/** Baccarat banque's own refusals in words: one message per code of its table's (rejections.ts). */
import { limitRefusal, plainRefusal, type RefusalWords } from '../../../discord/game-shell.js';
import { t } from '../../../discord/i18n/index.js';
import { centsOf } from '../../../engine/money.js';
import type { BanqueRejectionContexts } from '../table/rejections.js';

export const banqueRefusals: RefusalWords<BanqueRejectionContexts> = {
  'settings/invalid-auction-time': (locale, context) =>
    t(locale, 'refusal.settings/invalid-auction-time', context),
  'banque/unknown-side': plainRefusal('refusal.banque/unknown-side'),
  'banque/unknown-position': plainRefusal('refusal.banque/unknown-position'),
  'banque/already-seated': plainRefusal('refusal.banque/already-seated'),
  'banque/not-seated': plainRefusal('refusal.banque/not-seated'),
  'banque/banker-cannot-play': plainRefusal('refusal.banque/banker-cannot-play'),
  'banque/no-bank': plainRefusal('refusal.banque/no-bank'),
  'banque/bank-running': plainRefusal('refusal.banque/bank-running'),
  'banque/bid-below-min': limitRefusal('min', 'refusal.banque/bid-below-min'),
  'banque/bid-above-max': limitRefusal('max', 'refusal.banque/bid-above-max'),
  'banque/bid-above-wallet': (locale, context) => t(locale, 'refusal.banque/bid-above-wallet', context),
  'banque/not-banker': plainRefusal('refusal.banque/not-banker'),
  'banque/open-bank': plainRefusal('refusal.banque/open-bank'),
  'banque/max-stake-out-of-range': (locale, { min, max }) =>
    t(locale, 'refusal.banque/max-stake-out-of-range', { min: centsOf(min), max: centsOf(max) }),
  'banque/stake-below-min': limitRefusal('min', 'refusal.banque/stake-below-min'),
  'banque/stake-above-max': limitRefusal('max', 'refusal.banque/stake-above-max'),
  'banque/stake-above-bank': limitRefusal('max', 'refusal.banque/stake-above-bank'),
  'banque/banco-off': plainRefusal('refusal.banque/banco-off'),
  'banque/banco-void': limitRefusal('min', 'refusal.banque/banco-void'),
  'banque/already-banco': plainRefusal('refusal.banque/already-banco'),
  'banque/nothing-to-withdraw': plainRefusal('refusal.banque/nothing-to-withdraw'),
  'banque/in-play': plainRefusal('refusal.banque/in-play'),
};
