/** What the chemin de fer bank did with one offer at the cover, for tests that need a cover event. */
import type { CdfAcceptance } from '../../src/engine/cdf-bank.js';
import type { Chips } from '../../src/engine/money.js';

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
