/**
 * The exact figures of chemin de fer the rules page publishes (docs/chemin-de-fer.md): ordered
 * six-card sequences by result with every default, and on 6 decks each fixed choice of the punter
 * at 5 and the banker in the two optional cells. Defined once for the engine's and the tool's tests.
 */
export const CDF_DEFAULT_COUNTS = {
  6: {
    sequences: 878_869_206_895_680n,
    banker: 403_095_751_234_560n,
    punter: 392_220_492_728_832n,
    tie: 83_552_962_932_288n,
  },
  8: {
    sequences: 4_998_398_275_503_360n,
    banker: 2_292_252_566_437_888n,
    punter: 2_230_518_282_592_256n,
    tie: 475_627_426_473_216n,
  },
  3: {
    sequences: 13_076_423_680_320n,
    banker: 6_000_349_195_008n,
    punter: 5_837_305_562_496n,
    tie: 1_238_768_922_816n,
  },
} as const;

/** 6 decks, with every default: percentages to 4 decimals. */
export const CDF_SIX_DECK_EDGES = {
  punter: '-1.2374',
  bankerAfterCommission: '-1.0558',
  houseTake: '2.2933',
};

/** 6 decks: punter at 5, banker 3 v 9, banker 5 v 4 → banker, punter, tie and the banker's edge in %. */
export const CDF_STRATEGY_ROWS: readonly (readonly [
  string,
  string,
  string,
  bigint,
  bigint,
  bigint,
  string,
])[] = [
  ['draw', 'draw', 'draw', 403_095_751_234_560n, 392_220_492_728_832n, 83_552_962_932_288n, '1.2374'],
  ['draw', 'draw', 'stand', 403_002_204_166_656n, 392_151_065_640_192n, 83_715_937_088_832n, '1.2347'],
  ['draw', 'stand', 'draw', 402_860_318_685_696n, 392_296_135_002_624n, 83_712_753_207_360n, '1.2020'],
  ['draw', 'stand', 'stand', 402_766_771_617_792n, 392_226_707_913_984n, 83_875_727_363_904n, '1.1993'],
  ['stand', 'draw', 'draw', 405_778_791_020_544n, 392_383_086_400_512n, 80_707_329_474_624n, '1.5242'],
  ['stand', 'draw', 'stand', 405_685_243_952_640n, 392_268_584_210_688n, 80_915_378_732_352n, '1.5266'],
  ['stand', 'stand', 'draw', 405_778_442_558_976n, 392_176_333_384_704n, 80_914_430_952_000n, '1.5477'],
  ['stand', 'stand', 'stand', 405_684_895_491_072n, 392_061_831_194_880n, 81_122_480_209_728n, '1.5501'],
];

/**
 * The free règle's default against one hand whose punter draws at 5, 6 decks, counted over the
 * nine-card sequences of the two-hand game (punter / banker / tie): each is the six-card count
 * times 306·305·304, the ways to fill the three positions a second hand would take.
 */
export const FREE_REGLE_NINE_CARD = {
  punter: 11_180_541_764_864_605_317_120n,
  banker: 11_524_879_274_019_411_363_840n,
  tie: 2_230_137_337_306_422_896_640n,
  factor: 306n * 305n * 304n,
  bankerEdge: '1.3809',
};
