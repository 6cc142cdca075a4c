/**
 * The engine's step as a banked table's (banque, chemin de fer): a hand nobody holds plays by the
 * rule, taking the default at once; a hand someone holds waits for that player; a finished coup
 * carries what the table staked on it. Each game says who holds which hand and what its finished
 * coup records.
 */
import type { Action } from '../../../engine/tableau.js';
import type { CoupStep } from '../../../table/game.js';

/** A decision as the engines of the banked games ask it. */
export interface EngineDecision {
  readonly rule: string;
  readonly choices: readonly Action[];
  readonly defaultChoice: Action;
}

export type EngineStep<Paused, Coup, Decision extends EngineDecision> =
  | { readonly kind: 'waiting'; readonly state: Paused; readonly decision: Decision }
  | { readonly kind: 'finished'; readonly coup: Coup; readonly cardsUsed: number };

export interface HandHolders<Paused, Coup, Decision extends EngineDecision, TableCoup> {
  /** Whether nobody holds the hand this decision is for: it plays by the rule. */
  readonly unheld: (decision: Decision) => boolean;
  /** The engine's next step after `choice`, taken by default. */
  readonly byDefault: (paused: Paused, choice: Action) => EngineStep<Paused, Coup, Decision>;
  /** Who answers this decision. */
  readonly deciderOf: (decision: Decision) => string;
  /** The finished coup as the table records it. */
  readonly finished: (coup: Coup) => TableCoup;
}

export const tableStepOf = <Paused, Coup, Decision extends EngineDecision, TableCoup>(
  engine: EngineStep<Paused, Coup, Decision>,
  holders: HandHolders<Paused, Coup, Decision, TableCoup>,
): CoupStep<Paused, TableCoup> => {
  let step = engine;
  while (step.kind === 'waiting' && holders.unheld(step.decision))
    step = holders.byDefault(step.state, step.decision.defaultChoice);
  if (step.kind === 'waiting') {
    const { decision } = step;
    return {
      kind: 'waiting',
      state: step.state,
      decision: {
        userId: holders.deciderOf(decision),
        kind: decision.rule,
        choices: decision.choices,
        defaultChoice: decision.defaultChoice,
      },
    };
  }
  return { kind: 'finished', cardsUsed: step.cardsUsed, coup: holders.finished(step.coup) };
};
