/** Punto Banco's own words (it); see en.ts. */

import type { PuntoBancoCatalog } from './en.js';

export const puntoBanco: PuntoBancoCatalog = {
  'error.side-on-punto-banco': 'A questo tavolo si gioca a Punto Banco: punta su Punto, Banco o Pareggio.',
};
