/**
 * EZ Baccarat's shoe export: Punto Banco's `sabot-shoe/1` (the same cards, totals and outcome, so
 * every reader of that format reads it), naming the game, and each round stating what every EZ
 * bet did on it: `win` (at the game's odds: 1:1, 8:1, 40:1, 25:1, no commission), `push` (the stake
 * back) or `lose`. Checking it checks the cards as Punto Banco's export does, then each round's
 * results against what EZ's rules make of the coup the shoe deals there.
 */
import { CENTS_PER_CHIP } from '../../../engine/money.js';
import { dealWholeShoe } from '../../../engine/provably-fair.js';
import { checkShoeExport, exportRound, isRecord, SHOE_EXPORT_FORMAT, shoeExportShapeProblems, shoeHeader, } from '../../../engine/shoe-export.js';
import { EZ_BACCARAT, EZ_SPOTS, ezResultOf, ezReturnPerChip } from './bets.js';
const VERDICTS = ['win', 'push', 'lose'];
/** What each EZ bet did in `coup`, read from what it returns per chip. */
export const ezVerdicts = (coup) => {
    const result = ezResultOf(coup);
    const verdicts = {};
    for (const spot of EZ_SPOTS) {
        const back = ezReturnPerChip(spot, result);
        verdicts[spot] = back > CENTS_PER_CHIP ? 'win' : back === CENTS_PER_CHIP ? 'push' : 'lose';
    }
    return verdicts;
};
const ezRound = (round) => ({ ...round, result: ezVerdicts(round) });
/** The export of a shoe's coups, in the order dealt. */
export const exportEzShoe = (shoe, coups) => ({
    format: SHOE_EXPORT_FORMAT,
    game: EZ_BACCARAT,
    ...shoeHeader(shoe),
    rounds: coups.map((coup, i) => ezRound(exportRound(i + 1, coup))),
});
/** Every coup of the shoe to the cut card, as its export. */
export const replayEzShoe = (shoe) => exportEzShoe(shoe, dealWholeShoe(shoe));
/** The problems of a parsed value as an EZ Baccarat `sabot-shoe/1` export; empty when it is well-formed. */
export const ezExportShapeProblems = (value) => {
    const problems = shoeExportShapeProblems(value);
    if (!isRecord(value))
        return problems;
    if (value.game !== EZ_BACCARAT)
        problems.push(`game must be "${EZ_BACCARAT}"`);
    if (Array.isArray(value.rounds))
        value.rounds.forEach((round, i) => {
            const result = isRecord(round) ? round.result : undefined;
            if (!isRecord(result) || !EZ_SPOTS.every((spot) => VERDICTS.includes(result[spot])))
                problems.push(`rounds[${i}].result must give each of ${EZ_SPOTS.join(', ')} as win, push or lose`);
        });
    return problems;
};
/**
 * Every claim of a well-formed EZ export checked against `shoe`, the shoe its own seeds build: the
 * cards, totals and outcome as Punto Banco's export is checked, then what each bet did, as EZ's
 * rules settle the coup the shoe deals there.
 */
export const checkEzExport = (claimed, shoe) => {
    const { header, rounds } = checkShoeExport(claimed, shoe);
    const coups = rounds.map((checked, i) => {
        const said = claimed.rounds[i];
        if (checked.actual === undefined)
            return { claimed: said, actual: undefined, mismatches: checked.mismatches };
        const actual = ezRound(checked.actual);
        const mismatches = [...checked.mismatches];
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
//# sourceMappingURL=export.js.map