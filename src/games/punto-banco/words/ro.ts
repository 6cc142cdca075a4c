/** Punto Banco's own words (ro); see en.ts. */

import type { PuntoBancoCatalog } from './en.js';

export const puntoBanco: PuntoBancoCatalog = {
  'error.side-on-punto-banco': 'Masa aceasta joacă Punto Banco: pariază pe Jucător, Bancher sau Egalitate.',
};
