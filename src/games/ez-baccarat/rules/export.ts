/**
 * EZ Baccarat's shoe export: Punto Banco's `sabot-shoe/1` (the same cards, totals and outcome, so
 * every reader of that format reads it), naming the game, and each round stating what every EZ
 * bet did on it: `win` (at the game's odds: 1:1, 8:1, 40:1, 25:1, no commission), `push` (the stake
 * back) or `lose`. Checking it checks the cards as Punto Banco's export does, then each round's
 * results against what EZ's rules make of the coup the shoe deals there.
 */

import type { Coup } from '../../../engine/coup.js';
import { CENTS_PER_CHIP } from '../../../engine/money.js';
import { dealWholeShoe, type Shoe } from '../../../engine/provably-fair.js';
import {
  checkShoeExport,
  type ExportedRound,
  exportRound,
  isRecord,
  type Mismatch,
  SHOE_EXPORT_FORMAT,
  type ShoeExport,
  shoeExportShapeProblems,
  shoeHeader,
} from '../../../engine/shoe-export.js';
import type { ExportCheck } from '../../export-format.js';
import { EZ_BACCARAT, EZ_SPOTS, type EzCoup, type EzSpot, ezResultOf, ezReturnPerChip } from './bets.js';

/** What a bet did in a coup. */
export type EzVerdict = 'win' | 'push' | 'lose';
const VERDICTS: readonly string[] = ['win', 'push', 'lose'];

/** One round: Punto Banco's, with what each EZ bet did. */
export interface EzExportedRound extends ExportedRound {
  readonly result: Readonly<Record<EzSpot, EzVerdict>>;
}

export interface EzShoeExport extends Omit<ShoeExport, 'game' | 'rounds'> {
  readonly game: typeof EZ_BACCARAT;
  readonly rounds: readonly EzExportedRound[];
}

/** What each EZ bet did in `coup`, read from what it returns per chip. */
export const ezVerdicts = (coup: EzCoup): Readonly<Record<EzSpot, EzVerdict>> => {
  const result = ezResultOf(coup);
  const verdicts = {} as Record<EzSpot, EzVerdict>;
  for (const spot of EZ_SPOTS) {
    const back = ezReturnPerChip(spot, result);
    verdicts[spot] = back > CENTS_PER_CHIP ? 'win' : back === CENTS_PER_CHIP ? 'push' : 'lose';
  }
  return verdicts;
};

const ezRound = (round: ExportedRound): EzExportedRound => ({ ...round, result: ezVerdicts(round) });

/** The export of a shoe's coups, in the order dealt. */
export const exportEzShoe = (shoe: Shoe, coups: readonly Coup[]): EzShoeExport => ({
  format: SHOE_EXPORT_FORMAT,
  game: EZ_BACCARAT,
  ...shoeHeader(shoe),
  rounds: coups.map((coup, i) => ezRound(exportRound(i + 1, coup))),
});

/** Every coup of the shoe to the cut card, as its export. */
export const replayEzShoe = (shoe: Shoe): EzShoeExport => exportEzShoe(shoe, dealWholeShoe(shoe));

/** The problems of a parsed value as an EZ Baccarat `sabot-shoe/1` export; empty when it is well-formed. */
export const ezExportShapeProblems = (value: unknown): string[] => {
  const problems = shoeExportShapeProblems(value);
  if (!isRecord(value)) return problems;
  if (value.game !== EZ_BACCARAT) problems.push(`game must be "${EZ_BACCARAT}"`);
  if (Array.isArray(value.rounds))
    value.rounds.forEach((round: unknown, i) => {
      const result = isRecord(round) ? round.result : undefined;
      if (!isRecord(result) || !EZ_SPOTS.every((spot) => VERDICTS.includes(result[spot] as string)))
        problems.push(`rounds[${i}].result must give each of ${EZ_SPOTS.join(', ')} as win, push or lose`);
    });
  return problems;
};

/**
 * Every claim of a well-formed EZ export checked against `shoe`, the shoe its own seeds build: the
 * cards, totals and outcome as Punto Banco's export is checked, then what each bet did, as EZ's
 * rules settle the coup the shoe deals there.
 */
export const checkEzExport = (claimed: EzShoeExport, shoe: Shoe): ExportCheck => {
  const { header, rounds } = checkShoeExport(claimed, shoe);
  const coups = rounds.map((checked, i) => {
    const said = claimed.rounds[i]!;
    if (checked.actual === undefined)
      return { claimed: said, actual: undefined, mismatches: checked.mismatches };
    const actual = ezRound(checked.actual);
    const mismatches: Mismatch[] = [...checked.mismatches];
    for (const spot of EZ_SPOTS)
      if (said.result[spot] !== actual.result[spot])
        mismatches.push({
          where: `round ${i + 1} ${spot}`,
          claimed: said.result[spot],
          actual: actual.result[spot],
        });
    return { claimed: said, actual, mismatches };
  });
  return { header, coups };
};
