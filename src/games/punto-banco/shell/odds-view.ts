/**
 * /odds at a Punto Banco table: the exact chances of Banker, Player and Tie on the next coup and the
 * house edge of each bet under the table's variant, from the cards the players have not seen, beside the same figures
 * for a full shoe. The figures are the engine's exact rationals (the ones `npm run odds` prints),
 * rounded only when written out.
 */
import type { APIEmbed } from 'discord.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import { fitEmbed } from '../../../discord/views/embed-limits.js';
import { percentText } from '../../../discord/views/percent.js';
import { COLORS, type ViewMessage } from '../../../discord/views/shared.js';
import { SIDES, type Side } from '../../../engine/coup.js';
import type { Rational } from '../../../engine/odds.js';
import type { ShoeOdds } from '../rules/odds.js';
import type { Variant } from '../rules/settle.js';

export interface OddsInput {
  readonly shoeNumber: number;
  /** The number the next coup will have in its shoe (coups dealt + 1). */
  readonly nextCoup: number;
  readonly variant: Variant;
  /** The odds over the unseen cards. */
  readonly unseen: ShoeOdds;
  /** The odds of a full shoe of the same decks. */
  readonly full: ShoeOdds;
}

const houseEdge = (odds: ShoeOdds, variant: Variant, side: Side): Rational => {
  const bet = odds.bets.find((b) => b.variant === variant && b.side === side);
  if (!bet) throw new RangeError(`no odds for ${side} in ${variant}`);
  return bet.houseEdge;
};

const OUTCOME_ORDER: readonly Side[] = ['banker', 'player', 'tie'];

export const renderOdds = (locale: Locale, input: OddsInput): ViewMessage => {
  const { unseen, full, variant } = input;
  const unseenCards = unseen.composition.reduce((sum, count) => sum + count, 0);
  const fullCards = full.composition.reduce((sum, count) => sum + count, 0);
  const outcomeLines = OUTCOME_ORDER.map((side) =>
    t(locale, 'odds.line', {
      side,
      now: percentText(locale, unseen.probabilities[side]),
      full: percentText(locale, full.probabilities[side]),
    }),
  );
  const edges = SIDES.map((side) => ({ side, now: houseEdge(unseen, variant, side) }));
  const edgeLines = edges.map(({ side, now }) =>
    t(locale, 'odds.line', {
      side,
      now: percentText(locale, now),
      full: percentText(locale, houseEdge(full, variant, side)),
    }),
  );
  if (edges.some(({ now }) => now.numerator < 0n)) edgeLines.push('', t(locale, 'odds.favourable'));
  const embed: APIEmbed = {
    title: t(locale, 'odds.title', { shoe: input.shoeNumber, coup: input.nextCoup }),
    color: COLORS.info,
    description: t(locale, 'odds.explain', { unseen: unseenCards, seen: fullCards - unseenCards }),
    fields: [
      { name: t(locale, 'odds.outcomes'), value: outcomeLines.join('\n') },
      { name: t(locale, 'odds.edges', { variant }), value: edgeLines.join('\n') },
    ],
    footer: { text: t(locale, 'odds.counts', { counts: unseen.composition.join(',') }) },
  };
  return { embeds: [fitEmbed(embed)], components: [] };
};
