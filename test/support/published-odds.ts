/**
 * The published exact figures for a full shoe (docs/rules.md, "Exact odds"): ordered six-card
 * sequences and how many of them each result takes, the probabilities to six decimals and the
 * house edges in percent to four. Defined once for the engine's and the odds tool's tests.
 */
export const PUBLISHED_ODDS = {
  8: {
    sequences: 4_998_398_275_503_360n,
    banker: 2_292_252_566_437_888n,
    player: 2_230_518_282_592_256n,
    tie: 475_627_426_473_216n,
    /** Banker wins with a total of 6: what Punto 2000 pays 1:2. */
    bankerSix: 269_232_304_455_680n,
    probabilities: { banker: '0.458597', player: '0.446247', tie: '0.095156', bankerSix: '0.053864' },
    edges: { banker: '1.0579', player: '1.2351', tie: '14.3596', banker2000: '1.4581' },
  },
  6: {
    sequences: 878_869_206_895_680n,
    banker: 403_095_751_234_560n,
    player: 392_220_492_728_832n,
    tie: 83_552_962_932_288n,
    probabilities: { banker: '0.458653', player: '0.446279', tie: '0.095069' },
    edges: { banker: '1.0558', player: '1.2374', tie: '14.4382', banker2000: '1.4548' },
  },
} as const;
