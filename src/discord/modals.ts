/**
 * The forms the bot opens, one entry per kind: each game's own (a bank's amount, a bid), from its
 * controls. Submitting sends the amount as typed; the table parses and checks it (whole chips, the
 * bank's limits, the wallet) and refuses anything else.
 */
import type { GameFormKind } from '../games/control-kinds.js';
import { CONTROLS } from '../games/shells.js';
import type { ModalAction } from './custom-ids.js';
import type { GameForms } from './game-controls.js';
import type { ModalKind } from './vocabulary.js';

// Each game declares its own forms; the controls test checks none is missing.
export const MODALS: { readonly [K in ModalAction['kind']]: ModalKind<K> } = Object.assign(
  {},
  ...CONTROLS.map((controls) => controls.forms),
) as GameForms<GameFormKind>;
