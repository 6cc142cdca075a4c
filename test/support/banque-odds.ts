/**
 * The exact figures of banque à deux tableaux the rules page publishes (docs/banque.md): ordered
 * nine-card sequences by each tableau's result, one tableau against the banker's default, punters
 * drawing at 5. Defined once for the engine's, the tool's and the docs' tests.
 */

/** 6 decks, equal stakes on both tableaux, no centre: joint[right][left], results win, lose, tie. */
export const BANQUE_SIX_DECKS = {
  sequences: 24_935_558_376_190_439_577_600n,
  tableau: {
    win: 11_206_860_253_466_378_204_160n,
    lose: 11_439_189_884_399_326_774_272n,
    tie: 2_289_508_238_324_734_599_168n,
  },
  joint: [
    [7_113_536_646_566_893_323_264n, 3_162_975_902_912_036_542_464n, 930_347_703_987_448_338_432n],
    [3_162_975_902_912_036_542_464n, 7_148_432_240_484_645_436_416n, 1_127_781_741_002_644_795_392n],
    [930_347_703_987_448_338_432n, 1_127_781_741_002_644_795_392n, 231_378_793_334_641_465_344n],
  ],
  /** Per tableau, to 6 decimals. */
  probabilities: { win: '0.449433', lose: '0.458750', tie: '0.091817' },
  /** The banker's edge in %, 4 decimals: no commission, after 1.25 % and after 2 % on his net. */
  bankerEdge: { none: '0.9317', open: '0.5168', limited: '0.2679' },
  centre: {
    settledValue: '-0.9317',
    frozenFraction: '0.336230',
    bothWin: '0.285277',
    bothLose: '0.286676',
    split: '0.253692',
    winTie: '0.074620',
    loseTie: '0.090456',
    bothTie: '0.009279',
    resolvedValue: '-1.4037',
  },
} as const;

/** 6 decks, stakes on the right only: the right's counts (win, lose, tie), both sides' probabilities. */
export const BANQUE_RIGHT_ONLY = {
  right: {
    win: 11_180_541_764_864_605_317_120n,
    lose: 11_524_879_274_019_411_363_840n,
    tie: 2_230_137_337_306_422_896_640n,
  },
  bankerEdge: '1.3809',
  left: { win: '0.476341', lose: '0.432633', tie: '0.091026' },
} as const;

/** 6 decks, right stakes twice the left: each side's probabilities (win, lose, tie). */
export const BANQUE_TWO_TO_ONE = {
  right: { win: '0.448425', lose: '0.460215', tie: '0.091360' },
  left: { win: '0.451547', lose: '0.456994', tie: '0.091459' },
} as const;

/** 6 decks, equal stakes, punters standing at 5: per tableau, and the banker's edge in %. */
export const BANQUE_STAND_AT_FIVE = {
  tableau: { win: '0.452434', lose: '0.458128', tie: '0.089438' },
  bankerEdge: '0.5693',
} as const;

/** 6 decks, the banker on the Punto Banco table against the right: the left's P(win), the edge in %. */
export const BANQUE_PUNTO_BANCO_BANKER = { leftWin: '0.474799', bankerEdge: '-1.4516' } as const;

/** 3 decks, equal stakes, no centre. */
export const BANQUE_THREE_DECKS = {
  sequences: 43_254_194_249_762_496_000n,
  tableau: {
    win: 19_444_140_300_200_391_936n,
    lose: 19_851_386_967_585_202_176n,
    tie: 3_958_666_981_976_901_888n,
  },
  probabilities: { win: '0.449532', lose: '0.458947', tie: '0.091521' },
  bankerEdge: '0.9415',
} as const;
