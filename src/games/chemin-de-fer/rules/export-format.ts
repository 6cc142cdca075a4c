/**
 * Chemin de fer's shoe export for the tools: `sabot-cdf/1`, checked by dealing every coup again
 * with its own free choices, and replayed with every decision by its default and one cover.
 */
import { type Chips, chips } from '../../../engine/money.js';
import { SUPPORTED_DECKS } from '../../../engine/provably-fair.js';
import { type ShoeExportFormat, wholeNumber } from '../../export-format.js';
import { dealWholeCdfShoe } from './coup.js';
import {
  CDF_EXPORT_FORMAT,
  CDF_MIN_RESERVE,
  type CdfExportedCoup,
  type CdfShoeExport,
  cdfExportShapeProblems,
  checkCdfExport,
  exportCdfShoe,
} from './export.js';
import { cheminDeFerExportView } from './export-view.js';

export const cheminDeFerExportFormat: ShoeExportFormat<CdfShoeExport, Chips, CdfExportedCoup> = {
  format: CDF_EXPORT_FORMAT,
  game: 'chemin-de-fer',
  name: 'chemin de fer',
  entry: 'coup',
  checks:
    "the commitment, the burn, and every coup dealt again with its own free choices: each card's position, each decision's total, that forced decisions were followed and defaults are the defaults, and each result.",
  shapeProblems: cdfExportShapeProblems,
  check: checkCdfExport,
  replay: {
    decks: { allowed: SUPPORTED_DECKS, default: 6 },
    minReserve: CDF_MIN_RESERVE,
    stakes: {
      shape: 'R',
      defaultText: '1',
      must: 'a positive integer',
      help: 'chemin de fer: the cover written on every coup, a positive integer (default 1)',
      parse: (text) => {
        const cover = wholeNumber(text);
        return cover === undefined || cover < 1 ? undefined : chips(cover);
      },
    },
    help: `as a ${CDF_EXPORT_FORMAT} export with every decision taken by its default (the punter draws at 5, the banker draws in the optional cells)`,
    replay: (shoe, stake = chips(1)) =>
      exportCdfShoe(
        shoe,
        dealWholeCdfShoe(shoe).map((coup) => ({ coup, stake })),
      ),
  },
  view: cheminDeFerExportView,
};
