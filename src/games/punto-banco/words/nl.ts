/** Punto Banco's own words (nl); see en.ts. */

import type { PuntoBancoCatalog } from './en.js';

export const puntoBanco: PuntoBancoCatalog = {
  'error.side-on-punto-banco': 'Deze tafel speelt Punto Banco: zet in op Speler, Bankier of Gelijkspel.',
};
