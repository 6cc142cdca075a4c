/**
 * Punto Banco's own words. Its game line, spots, payouts and results are the shared catalogs'
 * (src/discord/i18n), which every table reads; only what names the game itself is here.
 */

import type { CatalogOf, Template } from '../../../discord/i18n/types.js';

export const puntoBanco = {
  'error.side-on-punto-banco': 'This table deals Punto Banco: bet on Player, Banker or Tie.',
} satisfies Record<string, Template>;

export type PuntoBancoCatalog = CatalogOf<typeof puntoBanco>;
