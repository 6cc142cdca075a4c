/** Punto Banco's stakes in tests: a seat with nothing on any of its three spots. */
import type { Chips } from '../../src/engine/money.js';
import type { Stakes } from '../../src/table/limits.js';

export const NO_STAKES: Stakes = { player: 0 as Chips, banker: 0 as Chips, tie: 0 as Chips };
