/**
 * Banque's shoe export for the tools: `sabot-banque/1`, checked by dealing every coup again with
 * its own free choices and stakes, and replayed with every decision by its default, the banker
 * weighing the same stakes on every coup.
 */
import { chips } from '../../../engine/money.js';
import { type ShoeExportFormat, wholeNumber } from '../../export-format.js';
import { type BanqueStakes, dealWholeBanqueShoe } from './coup.js';
import {
  BANQUE_DECKS,
  BANQUE_EXPORT_FORMAT,
  BANQUE_MIN_RESERVE,
  type BanqueExportedCoup,
  type BanqueShoeExport,
  banqueExportShapeProblems,
  checkBanqueExport,
  exportBanqueShoe,
} from './export.js';
import { banqueExportView } from './export-view.js';

/** `--stakes R,L,C`: three whole numbers of chips, on the right, the left and the centre. */
const parseStakes = (text: string): BanqueStakes | undefined => {
  const parts = text.split(',').map(wholeNumber);
  if (parts.length !== 3 || parts.some((part) => part === undefined)) return undefined;
  const [right, left, centre] = parts.map((part) => chips(part!));
  return { right: right!, left: left!, centre: centre! };
};

const DEFAULT_STAKES = '1,1,0';

export const banqueExportFormat: ShoeExportFormat<BanqueShoeExport, BanqueStakes, BanqueExportedCoup> = {
  format: BANQUE_EXPORT_FORMAT,
  game: 'banque',
  name: 'banque à deux tableaux',
  entry: 'coup',
  checks:
    "the same, for the three hands of every coup, the banker's defaults weighed with the coup's own stakes, and each tableau's result.",
  shapeProblems: banqueExportShapeProblems,
  check: checkBanqueExport,
  replay: {
    decks: { allowed: BANQUE_DECKS, default: 6 },
    minReserve: BANQUE_MIN_RESERVE,
    stakes: {
      shape: 'R,L,C',
      defaultText: DEFAULT_STAKES,
      must: 'three non-negative integers R,L,C',
      help: "banque: the stakes on the right, the left and the centre on every coup, which the banker's default weighs, three non-negative integers (default 1,1,0)",
      parse: parseStakes,
    },
    help: `as a ${BANQUE_EXPORT_FORMAT} export with every decision taken by its default (punters draw at 5, the banker weighs the stakes by the Δ table)`,
    replay: (shoe, stakes = parseStakes(DEFAULT_STAKES)!) =>
      exportBanqueShoe(shoe, dealWholeBanqueShoe(shoe, stakes)),
  },
  view: banqueExportView,
};
