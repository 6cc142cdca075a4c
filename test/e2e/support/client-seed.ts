/**
 * Knowing a shoe's coups before they are dealt, through the real bot: the test reads the table's
 * committed server seed from the bot's SQLite file (a secret to players, not to the test), then
 * picks a client seed — which players may choose before a shoe's first coup with `/fair seed` —
 * whose shoe deals the coups a scenario needs. Nothing in the bot is stubbed: the shoe is built by
 * the provably fair algorithm from the seeds the bot holds. Each game plans its coups with its own
 * engine (cdf-shoe-plan.ts, banque-shoe-plan.ts).
 */
import { buildShoe, type Shoe, type ShoeSpec } from '../../../src/engine/shoe.js';

/**
 * The first client seed (`<prefix>-0`, `<prefix>-1`, …) whose shoe, with the server seed and shoe
 * number of `spec`, `plan`s into coups that `wanted` accepts. Each candidate costs a shuffle (a
 * fraction of a millisecond), so a scenario that one shoe in a few thousand satisfies is found in
 * about a second.
 */
export const searchClientSeed = <Plan>(
  spec: ShoeSpec,
  plan: (shoe: Shoe) => Plan,
  wanted: (planned: Plan) => boolean,
  { prefix = 'e2e', tries = 200_000 } = {},
): { clientSeed: string; shoe: Shoe; plan: Plan } => {
  for (let i = 0; i < tries; i++) {
    const clientSeed = `${prefix}-${i}`;
    const shoe = buildShoe({ ...spec, clientSeed });
    const planned = plan(shoe);
    if (wanted(planned)) return { clientSeed, shoe, plan: planned };
  }
  throw new Error(`no client seed among ${tries} deals the wanted coups`);
};
