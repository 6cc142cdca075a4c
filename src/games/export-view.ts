/**
 * How the verifier page (docs/verify/) shows a game's export: a heading for its coups, each coup's
 * hands, outcome and notes, and what the page says of the shoe as a whole. English, as the page
 * is. Each game declares its own in a pure `rules/export-view.ts`, which its export format holds.
 */
import { handTotal, parseCard } from '../engine/cards.js';
import type { Shoe } from '../engine/provably-fair.js';

export interface ShownHand {
  readonly label: string;
  readonly cards: readonly string[];
  /** Undefined when a card is not a card (a tampered file). */
  readonly total: number | undefined;
}

export interface CoupView {
  readonly hands: readonly ShownHand[];
  readonly outcome: string;
  readonly notes: readonly string[];
}

export interface ExportView<Export, Coup> {
  /** The heading over the coups. */
  readonly heading: string;
  /** A coup as the export states it, or as the shoe deals it. */
  coup(coup: Coup): CoupView;
  /**
   * How many coups the shoe holds before the cut card, so the page can say a shoe was ended
   * early; undefined for a game whose coups' lengths depend on the players' choices.
   */
  coupsInShoe(shoe: Shoe): number | undefined;
  /** What the page shows beside the shoe's settings (`chemin de fer · règle free`), or undefined. */
  note(claimed: Export): string | undefined;
}

/** A hand's total when every card is a card; undefined when one is not (a tampered file). */
export const totalOf = (codes: readonly string[]): number | undefined => {
  const cards = codes.map(parseCard);
  return cards.every((card) => card !== undefined) ? handTotal(cards) : undefined;
};

/** A hand as shown, its total counted from its cards. */
export const shownHand = (label: string, cards: readonly string[]): ShownHand => ({
  label,
  cards: [...cards],
  total: totalOf(cards),
});

const DECIDED_BY: Readonly<Record<string, string>> = {
  rule: 'by rule',
  player: "player's choice",
  default: 'by default',
};
const HAND_WORDS: Readonly<Record<string, string>> = {
  punter: 'Punter',
  banker: 'Banker',
  right: 'Right',
  left: 'Left',
};

/** A third-card decision of a player-banked game's export: `Punter on 5 draws (by default)`. */
export const decisionNote = (decision: {
  readonly hand: string;
  readonly total: number;
  readonly action: string;
  readonly by: string;
}): string =>
  `${HAND_WORDS[decision.hand] ?? decision.hand} on ${decision.total} ${decision.action === 'card' ? 'draws' : 'stands'} (${DECIDED_BY[decision.by] ?? decision.by})`;
