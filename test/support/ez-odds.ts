/**
 * The published exact figures of EZ Baccarat for a full shoe: how many ordered six-card sequences
 * end in a Dragon 7 (the Banker wins on three cards totalling 7) and a Panda 8 (the Player wins on
 * three cards totalling 8), and the house edges in percent to four decimals. Defined once for the
 * EZ odds tests and the odds tool's.
 */
export const EZ_PUBLISHED_ODDS = {
  8: {
    sequences: 4_998_398_275_503_360n,
    dragon7: 112_633_011_329_024n,
    panda8: 172_660_763_262_976n,
    edges: { banker: '1.0183', dragon7: '7.6113', panda8: '10.1876' },
  },
  6: {
    sequences: 878_869_206_895_680n,
    dragon7: 19_805_383_926_144n,
    panda8: 30_352_294_536_192n,
  },
} as const;
