/** What the chemin de fer bank did with one offer at the cover, for tests that need a cover event. */

import type { Chips } from '../../src/engine/money.js';
import type { CdfAcceptance } from '../../src/games/chemin-de-fer/rules/bank.js';

export const cdfAcceptance = (
  userId: string,
  kind: CdfAcceptance['kind'],
  offered: number,
  accepted: number,
  reason: CdfAcceptance['reason'],
): CdfAcceptance => ({
  userId,
  kind,
  offered: offered as Chips,
  accepted: accepted as Chips,
  refunded: (offered - accepted) as Chips,
  reason,
});
