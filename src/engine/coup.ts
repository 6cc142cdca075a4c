/**
 * One coup of Punto Banco, dealt from a shoe by the tableau, with a transcript a view can explain:
 * every card and whose hand it went to, both totals after it, and each draw-or-stand decision
 * with the rule that made it. Pure: the same cards always give the same coup.
 *
 * `Coup` is the data: what a round record stores and what a view reads, also after a trip through
 * JSON. `dealCoup` returns a `DealtCoup`: totals and outcome worked out in integers from card
 * bytes, and the card-by-card transcript built only when something reads it (a view, an export,
 * `JSON.stringify`).
 */
import { type Card, pointOf } from './cards.js';
import {
  type Action,
  bankerRuleWhenPlayerDrew,
  bankerRuleWhenPlayerStood,
  isNatural,
  playerDraws,
  type RuleId,
} from './tableau.js';

export type Hand = 'player' | 'banker';
export type Outcome = 'player' | 'banker' | 'tie';

export interface DealtCard {
  readonly card: Card;
  readonly hand: Hand;
  /** Both totals once this card is on the table. */
  readonly playerTotal: number;
  readonly bankerTotal: number;
}

export interface Decision {
  readonly hand: Hand;
  /** The deciding hand's two-card total. */
  readonly total: number;
  /** Point value of the Player's third card, when the Player drew one before this decision. */
  readonly playerThird: number | null;
  readonly action: Action;
  readonly rule: RuleId;
}

export interface Coup {
  /** Cards in dealing order: P, B, P, B, then the Player's third, then the Banker's. */
  readonly cards: readonly DealtCard[];
  /** The Player's decision, then the Banker's. */
  readonly decisions: readonly Decision[];
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly outcome: Outcome;
  /** Either hand had 8 or 9 on its first two cards. */
  readonly natural: boolean;
}

/** Point value by card byte, for all 256 bytes so it agrees with pointOf on any input. */
const POINTS = Uint8Array.from({ length: 256 }, (_, card) => pointOf(card));

/** A decision pair, frozen because every coup with the same totals shares it. */
const decisionPair = (player: Decision, banker: Decision): readonly Decision[] =>
  Object.freeze([Object.freeze(player), Object.freeze(banker)]);

const TOTALS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/*
 * Every decision pair the tableau can produce, built once from its rules (tableau.ts stays the one
 * source), so no coup allocates Decision objects: `decisions` is a lookup into these.
 */

/** NATURAL_DECISIONS[playerTotal * 10 + bankerTotal], when either two-card total is 8 or 9. */
const NATURAL_DECISIONS = TOTALS.flatMap((p) =>
  TOTALS.map((b) =>
    decisionPair(
      { hand: 'player', total: p, playerThird: null, action: 'stand', rule: 'natural' },
      { hand: 'banker', total: b, playerThird: null, action: 'stand', rule: 'natural' },
    ),
  ),
);

/** PLAYER_STOOD_DECISIONS[(playerTotal - 6) * 10 + bankerTotal], Player on 6 or 7. */
const PLAYER_STOOD_DECISIONS = [6, 7].flatMap((p) =>
  TOTALS.map((b) =>
    decisionPair(
      { hand: 'player', total: p, playerThird: null, action: 'stand', rule: 'player-stands-6-7' },
      { hand: 'banker', total: b, playerThird: null, ...bankerRuleWhenPlayerStood(b) },
    ),
  ),
);

/** PLAYER_DREW_DECISIONS[(playerTotal * 10 + bankerTotal) * 10 + playerThird], Player on 0–5. */
const PLAYER_DREW_DECISIONS = [0, 1, 2, 3, 4, 5].flatMap((p) =>
  TOTALS.flatMap((b) =>
    TOTALS.map((p3) =>
      decisionPair(
        { hand: 'player', total: p, playerThird: null, action: 'draw', rule: 'player-draws-0-5' },
        { hand: 'banker', total: b, playerThird: p3, ...bankerRuleWhenPlayerDrew(b, p3) },
      ),
    ),
  ),
);

/*
 * dealCoup's tables, also built from POINTS and the tableau's rules, each indexed with a card byte
 * in the low 8 bits: dealing goes from card bytes to totals and draws in one load apiece, with no
 * POINTS lookup and no `% 10` on the way (dealing alone went from about 9.6 to 7.9 ns a coup).
 */

/** TWO_CARD_TOTAL[(first << 8) | second]: the total of two cards. */
const TWO_CARD_TOTAL = Uint8Array.from(
  { length: 1 << 16 },
  (_, i) => (POINTS[i >> 8]! + POINTS[i & 0xff]!) % 10,
);

/** TOTAL_WITH[(total << 8) | card]: a two-card total once a third card is added. */
const TOTAL_WITH = Uint8Array.from({ length: 10 << 8 }, (_, i) => ((i >> 8) + POINTS[i & 0xff]!) % 10);

/** BANKER_DRAWS_WHEN_PLAYER_DREW[(bankerTotal << 8) | playerThirdCard] is 1 when the Banker draws. */
const BANKER_DRAWS_WHEN_PLAYER_DREW = Uint8Array.from({ length: 10 << 8 }, (_, i) =>
  bankerRuleWhenPlayerDrew(i >> 8, POINTS[i & 0xff]!).action === 'draw' ? 1 : 0,
);

/** BANKER_DRAWS_WHEN_PLAYER_STOOD[bankerTotal] is 1 when the Banker draws. */
const BANKER_DRAWS_WHEN_PLAYER_STOOD = Uint8Array.from(TOTALS, (b) =>
  bankerRuleWhenPlayerStood(b).action === 'draw' ? 1 : 0,
);

/** Bits of `DealtCoup.thirds`. */
const PLAYER_THIRD = 1;
const BANKER_THIRD = 2;

/** The card byte at `index` (0–5) of a coup's packed cards. */
const cardAt = (coup: DealtCoup, index: number): Card =>
  index < 3 ? (coup.packedLow >>> (8 * index)) & 0xff : (coup.packedHigh >>> (8 * (index - 3))) & 0xff;

/** The card-by-card part of a coup, built on first read and kept. */
interface Transcript {
  readonly cards: readonly DealtCard[];
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
}

const transcriptOf = (coup: DealtCoup): Transcript => {
  const p1 = cardAt(coup, 0);
  const b1 = cardAt(coup, 1);
  const p2 = cardAt(coup, 2);
  const b2 = cardAt(coup, 3);
  const pFirst = POINTS[p1]!;
  const bFirst = POINTS[b1]!;
  let playerTotal = (pFirst + POINTS[p2]!) % 10;
  let bankerTotal = (bFirst + POINTS[b2]!) % 10;
  const cards: DealtCard[] = [
    { card: p1, hand: 'player', playerTotal: pFirst, bankerTotal: 0 },
    { card: b1, hand: 'banker', playerTotal: pFirst, bankerTotal: bFirst },
    { card: p2, hand: 'player', playerTotal, bankerTotal: bFirst },
    { card: b2, hand: 'banker', playerTotal, bankerTotal },
  ];
  const player = [p1, p2];
  const banker = [b1, b2];
  // The Player's third card, if any, is the fifth; the Banker's is the next one dealt.
  if (coup.thirds & PLAYER_THIRD) {
    const card = cardAt(coup, cards.length);
    playerTotal = (playerTotal + POINTS[card]!) % 10;
    cards.push({ card, hand: 'player', playerTotal, bankerTotal });
    player.push(card);
  }
  if (coup.thirds & BANKER_THIRD) {
    const card = cardAt(coup, cards.length);
    bankerTotal = (bankerTotal + POINTS[card]!) % 10;
    cards.push({ card, hand: 'banker', playerTotal, bankerTotal });
    banker.push(card);
  }
  return { cards, player, banker };
};

/** The shared decision pair of a coup, looked up from its two-card totals and the Player's third. */
const decisionsOf = (coup: DealtCoup): readonly Decision[] => {
  const playerTwo = (POINTS[cardAt(coup, 0)]! + POINTS[cardAt(coup, 2)]!) % 10;
  const bankerTwo = (POINTS[cardAt(coup, 1)]! + POINTS[cardAt(coup, 3)]!) % 10;
  if (coup.natural) return NATURAL_DECISIONS[playerTwo * 10 + bankerTwo]!;
  if (coup.thirds & PLAYER_THIRD) {
    const playerThird = POINTS[cardAt(coup, 4)]!;
    return PLAYER_DREW_DECISIONS[(playerTwo * 10 + bankerTwo) * 10 + playerThird]!;
  }
  return PLAYER_STOOD_DECISIONS[(playerTwo - 6) * 10 + bankerTwo]!;
};

/**
 * A coup as dealt. It holds numbers only, no reference to the shoe: the card bytes it dealt
 * packed into two small integers, which hands drew a third card, the totals, the outcome. The
 * transcript (`cards`, `player`, `banker`) is built from the packed bytes on first read and kept;
 * `decisions` is a lookup of the shared frozen pair. So dealing allocates this one object.
 *
 * Store it as JSON: `toJSON` gives the plain `Coup`, which is what a stored round reads back.
 * Its own enumerable fields determine the whole transcript, so two DealtCoups are structurally
 * equal (vitest's `toEqual`) exactly when their transcripts are; but a structured clone or
 * `{ ...coup }` copies only those fields, not the transcript. Made by dealCoup, not by hand.
 */
export class DealtCoup implements Coup {
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly outcome: Outcome;
  readonly natural: boolean;
  /** How many cards the coup took from the shoe: 4, 5 or 6. `cards.length`, without building `cards`. */
  readonly cardCount: number;
  /** Which hands drew a third card: bit 0 the Player, bit 1 the Banker. */
  readonly thirds: number;
  /** The first three card bytes dealt, 8 bits each, first card lowest. */
  readonly packedLow: number;
  /** The fourth to sixth card bytes, as packedLow; 0 for a card the coup did not deal. */
  readonly packedHigh: number;
  #transcript: Transcript | undefined;

  constructor(
    packedLow: number,
    packedHigh: number,
    thirds: number,
    playerTotal: number,
    bankerTotal: number,
    natural: boolean,
  ) {
    this.playerTotal = playerTotal;
    this.bankerTotal = bankerTotal;
    this.outcome = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
    this.natural = natural;
    this.cardCount = 4 + (thirds & PLAYER_THIRD) + (thirds >> 1);
    this.thirds = thirds;
    this.packedLow = packedLow;
    this.packedHigh = packedHigh;
  }

  get cards(): readonly DealtCard[] {
    this.#transcript ??= transcriptOf(this);
    return this.#transcript.cards;
  }

  get player(): readonly Card[] {
    this.#transcript ??= transcriptOf(this);
    return this.#transcript.player;
  }

  get banker(): readonly Card[] {
    this.#transcript ??= transcriptOf(this);
    return this.#transcript.banker;
  }

  get decisions(): readonly Decision[] {
    return decisionsOf(this);
  }

  /** The plain transcript: exactly the fields of `Coup`, in the order a stored round always had. */
  toJSON(): Coup {
    return {
      cards: this.cards,
      decisions: this.decisions,
      player: this.player,
      banker: this.banker,
      playerTotal: this.playerTotal,
      bankerTotal: this.bankerTotal,
      outcome: this.outcome,
      natural: this.natural,
    };
  }
}

/**
 * Deals one coup from `cards` starting at `at`. The caller guarantees six cards remain; the fifth
 * and sixth are read only when a hand draws them. Integer arithmetic over the tables above, and
 * one allocation, the DealtCoup. Kept small on purpose (one `new`, no decision lookup): within
 * V8's inlining budget a dealing loop inlines it, knows the card count without a round trip
 * through memory, and need not allocate a coup it does not keep. A first lazy version, with a
 * `new` in each branch, was over that budget and V8 called it instead.
 */
export const dealCoup = (cards: Uint8Array, at: number): DealtCoup => {
  const p1 = cards[at]!;
  const b1 = cards[at + 1]!;
  const p2 = cards[at + 2]!;
  const b2 = cards[at + 3]!;
  const playerTwo = TWO_CARD_TOTAL[(p1 << 8) | p2]!;
  const bankerTwo = TWO_CARD_TOTAL[(b1 << 8) | b2]!;
  const natural = isNatural(playerTwo) || isNatural(bankerTwo);
  let playerTotal = playerTwo;
  let bankerTotal = bankerTwo;
  let thirds = 0;
  let high = b2;
  if (natural) {
    // Both stand.
  } else if (playerDraws(playerTwo)) {
    // The Player draws the fifth card; the Banker's third, if any, is the sixth.
    const p3 = cards[at + 4]!;
    playerTotal = TOTAL_WITH[(playerTwo << 8) | p3]!;
    thirds = PLAYER_THIRD;
    high |= p3 << 8;
    if (BANKER_DRAWS_WHEN_PLAYER_DREW[(bankerTwo << 8) | p3] === 1) {
      const b3 = cards[at + 5]!;
      bankerTotal = TOTAL_WITH[(bankerTwo << 8) | b3]!;
      thirds = PLAYER_THIRD | BANKER_THIRD;
      high |= b3 << 16;
    }
  } else if (BANKER_DRAWS_WHEN_PLAYER_STOOD[bankerTwo] === 1) {
    // The Player stands on 6 or 7; the Banker's third is the fifth card.
    const b3 = cards[at + 4]!;
    bankerTotal = TOTAL_WITH[(bankerTwo << 8) | b3]!;
    thirds = BANKER_THIRD;
    high |= b3 << 8;
  }
  return new DealtCoup(p1 | (b1 << 8) | (p2 << 16), high, thirds, playerTotal, bankerTotal, natural);
};
