/**
 * What the banked games' engines (banque, chemin de fer) check before they apply a choice to a
 * paused coup. Pure, like the rules that call it.
 */
import type { Action } from '../../../engine/tableau.js';

/** The decision a paused coup waits for, as the engine asks it. */
export interface PendingChoice {
  readonly rule: string;
  readonly choices: readonly Action[];
  readonly defaultChoice: Action;
}

/**
 * Throws where a choice may not be applied: a coup dealt elsewhere (`at` is not where it was
 * dealt), a choice the rule does not allow, or a default that is not the default. Each is a
 * programming error: the table offers only the allowed choices.
 */
export const assertChoice = (
  at: number,
  dealtAt: number,
  request: PendingChoice,
  choice: Action,
  by: 'player' | 'default',
): void => {
  if (at !== dealtAt) throw new RangeError(`the coup was dealt at ${dealtAt}, not ${at}`);
  if (!request.choices.includes(choice))
    throw new RangeError(`${request.rule} allows ${request.choices.join(' or ')}, not ${choice}`);
  if (by === 'default' && choice !== request.defaultChoice)
    throw new RangeError(`the default of ${request.rule} is ${request.defaultChoice}, not ${choice}`);
};
