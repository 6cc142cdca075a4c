/**
 * /odds at an EZ Baccarat table: the chances of the next coup and the house edge of each of EZ's
 * own bets (no commission, the Banker bet pushed on a three-card 7, Dragon 7, Panda 8), from the
 * unseen cards beside a full shoe. Exact rationals from the game's odds (rules/odds.ts, the figures
 * `npm run odds -- --game ez-baccarat` prints), rounded only when written out.
 */
import type { OddsSources } from '../../../discord/game-shell.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import { shoeCompositions } from '../../../discord/unseen-cards.js';
import { fitEmbed } from '../../../discord/views/embed-limits.js';
import { percentText } from '../../../discord/views/percent.js';
import { COLORS, spotName, type ViewMessage } from '../../../discord/views/shared.js';
import type { Rational } from '../../../engine/odds.js';
import { EZ_SPOTS, type EzSpot } from '../rules/bets.js';
import { type EzOdds, ezExactOdds } from '../rules/odds.js';

export interface EzOddsInput {
  readonly shoeNumber: number;
  /** The number the next coup will have in its shoe (coups dealt + 1). */
  readonly nextCoup: number;
  /** The odds over the unseen cards. */
  readonly unseen: EzOdds;
  /** The odds of a full shoe of the same decks. */
  readonly full: EzOdds;
}

/** A full shoe's odds depend only on its decks: enumerated once per deck count. */
const fullShoeOdds = new Map<number, EzOdds>();

/** The EZ odds of the table's next coup, from the unseen cards, beside a full shoe's. */
export const nextEzOdds = ({ table }: OddsSources): EzOddsInput => {
  const { full, unseen } = shoeCompositions(table);
  const { decks } = table.shoe.spec;
  let fullOdds = fullShoeOdds.get(decks);
  if (!fullOdds) {
    fullOdds = ezExactOdds(full);
    fullShoeOdds.set(decks, fullOdds);
  }
  return {
    shoeNumber: table.shoe.spec.shoeNumber,
    nextCoup: table.shoe.coups + 1,
    unseen: unseen === full ? fullOdds : ezExactOdds(unseen),
    full: fullOdds,
  };
};

const edgeOf = (odds: EzOdds, spot: EzSpot): Rational => {
  const bet = odds.bets.find((b) => b.spot === spot);
  if (!bet) throw new RangeError(`no EZ odds for ${spot}`);
  return bet.houseEdge;
};

export const renderEzOdds = (locale: Locale, input: EzOddsInput): ViewMessage => {
  const { unseen, full } = input;
  const line = (spot: string, now: Rational, whole: Rational) =>
    t(locale, 'ez.odds.line', { spot, now: percentText(locale, now), full: percentText(locale, whole) });
  const outcomeLines = [
    ...(['banker', 'player', 'tie'] as const).map((side) =>
      line(spotName(locale, side), unseen.probabilities[side], full.probabilities[side]),
    ),
    line(t(locale, 'ez.odds.dragon-7'), unseen.probabilities.dragon7, full.probabilities.dragon7),
    line(t(locale, 'ez.odds.panda-8'), unseen.probabilities.panda8, full.probabilities.panda8),
  ];
  const edges = EZ_SPOTS.map((spot) => ({ spot, now: edgeOf(unseen, spot) }));
  const edgeLines = edges.map(({ spot, now }) => line(spotName(locale, spot), now, edgeOf(full, spot)));
  edgeLines.push('', t(locale, 'ez.odds.push'));
  if (edges.some(({ now }) => now.numerator < 0n)) edgeLines.push('', t(locale, 'odds.favourable'));
  const unseenCards = unseen.composition.reduce((sum, count) => sum + count, 0);
  const fullCards = full.composition.reduce((sum, count) => sum + count, 0);
  return {
    embeds: [
      fitEmbed({
        title: t(locale, 'odds.title', { shoe: input.shoeNumber, coup: input.nextCoup }),
        color: COLORS.info,
        description: t(locale, 'odds.explain', { unseen: unseenCards, seen: fullCards - unseenCards }),
        fields: [
          { name: t(locale, 'odds.outcomes'), value: outcomeLines.join('\n') },
          { name: t(locale, 'ez.odds.edges'), value: edgeLines.join('\n') },
        ],
        footer: { text: t(locale, 'ez.odds.counts', { counts: unseen.composition.join(',') }) },
      }),
    ],
    components: [],
  };
};
