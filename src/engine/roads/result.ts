/**
 * What the roads need to know about one coup, and adapters from the engine's `Coup` and from a
 * round of a `sabot-shoe/1` export. A pair is the first two cards of a hand sharing a rank (so
 * 10-K and J-Q are not pairs); a natural is 8 or 9 on either hand's first two cards.
 */
import { type Card, handTotal, parseCard, rankOf } from '../cards.js';
import type { Coup, Outcome } from '../coup.js';
import type { ExportedRound } from '../shoe-export.js';

export interface CoupResult {
  readonly outcome: Outcome;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
  readonly natural: boolean;
}

/** A round of an export that cannot be read as a coup result; the message names the round. */
export class RoundProblem extends Error {}

const isPair = (hand: readonly Card[]): boolean => hand.length >= 2 && rankOf(hand[0]!) === rankOf(hand[1]!);

const isNaturalHand = (hand: readonly Card[]): boolean => handTotal(hand.slice(0, 2)) >= 8;

export const resultOfCoup = (coup: Coup): CoupResult => ({
  outcome: coup.outcome,
  playerPair: isPair(coup.player),
  bankerPair: isPair(coup.banker),
  natural: coup.natural,
});

const OUTCOMES: readonly string[] = ['player', 'banker', 'tie'];

const handOf = (round: ExportedRound, name: 'player' | 'banker', where: string): Card[] => {
  const codes = round[name];
  if (codes.length < 2 || codes.length > 3)
    throw new RoundProblem(`${where}: the ${name} hand must have 2 or 3 cards, got ${codes.length}`);
  return codes.map((code) => {
    const card = parseCard(code);
    if (card === undefined) throw new RoundProblem(`${where}: ${JSON.stringify(code)} is not a card code`);
    return card;
  });
};

/**
 * Reads one well-shaped exported round (see `shoeExportShapeProblems`). The outcome is taken as
 * claimed: drawing roads is not verifying. Throws `RoundProblem` for a card code or outcome that
 * is not one. `index` is the round's 0-based position, used only in messages.
 */
export const resultOfExportedRound = (round: ExportedRound, index: number): CoupResult => {
  const where = `rounds[${index}]`;
  if (!OUTCOMES.includes(round.outcome))
    throw new RoundProblem(
      `${where}: outcome must be player, banker or tie, got ${JSON.stringify(round.outcome)}`,
    );
  const player = handOf(round, 'player', where);
  const banker = handOf(round, 'banker', where);
  return {
    outcome: round.outcome,
    playerPair: isPair(player),
    bankerPair: isPair(banker),
    natural: isNaturalHand(player) || isNaturalHand(banker),
  };
};

export const resultsOfRounds = (rounds: readonly ExportedRound[]): CoupResult[] =>
  rounds.map((round, i) => resultOfExportedRound(round, i));
