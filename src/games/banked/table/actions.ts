/**
 * What the banked games' player actions (banque, chemin de fer) share: recognising an action by
 * its kind, a step with its chip moves and events, and the absence an accepted action clears.
 * Each game validates and answers its own actions.
 */
import type { TableEvent } from '../../../table/events.js';
import type { BankedInput, BankedStep, WalletMove } from '../../../table/game.js';
import type { Rejection } from '../../../table/rejections.js';

/** Whether `value` is an action object of one of `kinds` (its other fields the game checks). */
export const isActionOf =
  <Kind extends string>(kinds: readonly Kind[]) =>
  (value: unknown): value is { readonly kind: Kind } & Readonly<Record<string, unknown>> =>
    typeof value === 'object' && value !== null && kinds.includes((value as { kind?: unknown }).kind as Kind);

/** The game's state after an action, with the chips to move and what to tell the table. */
export const bankedStep = (
  state: unknown,
  moves: WalletMove[] = [],
  events: TableEvent[] = [],
): BankedStep => ({
  state,
  moves,
  events,
});

/**
 * A game's action handler whose accepted actions clear the player's absence: he is back. The
 * count of decisions left to time out stays; only a decision answered resets it.
 */
export const clearingAbsence =
  (dispatch: (input: BankedInput, action: unknown) => BankedStep | Rejection) =>
  (input: BankedInput, action: unknown): BankedStep | Rejection => {
    const acted = dispatch(input, action);
    if ('ok' in acted) return acted;
    const after = acted.state as { readonly absent: readonly string[] };
    return { ...acted, state: { ...after, absent: after.absent.filter((id) => id !== input.userId) } };
  };
