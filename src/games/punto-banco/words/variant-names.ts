/** The variants' names: proper names, written the same in every language. */
import type { Variant } from '../rules/settle.js';

export const VARIANT_NAMES: Readonly<Record<Variant, string>> = {
  'punto-banco': 'Punto Banco',
  'punto-2000': 'Punto 2000',
};
