/**
 * A shoe built from its seeds on Node: shuffle, burn and cut card per provably-fair-v1
 * (docs/provably-fair.md). The algorithm is provably-fair.ts, which the verifier page shares; this
 * module builds shoes with it synchronously, node:crypto answering its digests.
 */
import { nodeHasher } from './fair.js';
import { runHashing } from './hashing.js';
import { type Shoe, type ShoeSpec, shoeSteps } from './provably-fair.js';

export {
  DEFAULT_CUT_CARD_RESERVE,
  type DeckCount,
  dealAt,
  dealWholeShoe,
  isShoeOver,
  type Shoe,
  type ShoeSpec,
  SUPPORTED_DECKS,
} from './provably-fair.js';

export const buildShoe = (spec: ShoeSpec): Shoe => runHashing(shoeSteps(spec), nodeHasher);
