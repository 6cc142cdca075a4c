/**
 * Component custom_ids: `sabot1:<action>[:<side>]:<round>`, and for a decision
 * `sabot1:decide:<choice>:<step>:<round>` (the step of the coup it was drawn for). Every id carries the round it was
 * drawn for, so a click on an old table message is refused as stale instead of betting on the
 * wrong round. The version prefix lets a future format coexist with messages still on screen.
 *
 * A custom_id comes back from Discord as user-controlled input: decoding is strict (canonical
 * digits only, no leading zeros, known actions only) and never throws.
 */
import { GAME_BUTTON_KINDS, GAME_FORM_KINDS, type GameButtonKind } from '../games/control-kinds.js';
import { BET_SPOTS } from '../games/registry.js';
import { MAX_CHIPS } from '../table/limits.js';

export const CUSTOM_ID_VERSION = 'sabot1';
/** Discord's limit on a custom_id's length. */
export const MAX_CUSTOM_ID_LENGTH = 100;

/** Buttons and the chip select that act on one round, each game's own among them; `bet` also names the spot. */
export type RoundActionKind =
  | 'deal'
  | 'clear'
  | 'rebet'
  | 'newshoe'
  | 'chip'
  | 'rule-on'
  | 'rule-off'
  | GameButtonKind;
export const ROUND_ACTION_KINDS: readonly RoundActionKind[] = [
  'deal',
  'clear',
  'rebet',
  'newshoe',
  'chip',
  // A decision prompt's switch: playing by the rule, or choosing for oneself again.
  'rule-on',
  'rule-off',
  ...GAME_BUTTON_KINDS,
];

/** The answers a decision prompt offers (a third card or not). */
export const DECISION_CHOICES = ['draw', 'stand'] as const;
export type DecisionChoice = (typeof DECISION_CHOICES)[number];

export type ButtonAction =
  | { readonly kind: 'bet'; readonly side: string; readonly round: number }
  | { readonly kind: RoundActionKind; readonly round: number }
  | {
      readonly kind: 'decide';
      readonly choice: DecisionChoice;
      /** The decision of the coup the prompt was drawn for (`PendingDecision.step`). */
      readonly step: number;
      readonly round: number;
    };

/** Modals the bot opens: each game's own forms. */
export const MODAL_KINDS = GAME_FORM_KINDS;
export type ModalAction = { readonly kind: (typeof MODAL_KINDS)[number]; readonly round: number };

/** Whether the action is a form's (a modal's submit) rather than a button's. */
export const isModalAction = (action: CustomIdAction): action is ModalAction =>
  (MODAL_KINDS as readonly string[]).includes(action.kind);

/** The text input of the bank modal. */
export const BANK_AMOUNT_INPUT = 'amount';

/** Anything a custom_id may name. */
export type CustomIdAction = ButtonAction | ModalAction;

const isRound = (round: number): boolean => Number.isSafeInteger(round) && round > 0;

/** The custom_id for an action. A round that is not a positive safe integer is a programming error. */
export const encodeCustomId = (action: CustomIdAction): string => {
  if (!isRound(action.round))
    throw new RangeError(`round must be a positive safe integer, got ${action.round}`);
  if (action.kind === 'bet') return `${CUSTOM_ID_VERSION}:bet:${action.side}:${action.round}`;
  if (action.kind === 'decide') {
    if (!isRound(action.step))
      throw new RangeError(`step must be a positive safe integer, got ${action.step}`);
    return `${CUSTOM_ID_VERSION}:decide:${action.choice}:${action.step}:${action.round}`;
  }
  return `${CUSTOM_ID_VERSION}:${action.kind}:${action.round}`;
};

// Canonical positive integers only: "007" or "1e3" would decode to a number that encodes differently.
const ROUND = /^[1-9][0-9]{0,15}$/;

const parseRound = (text: string | undefined): number | undefined => {
  if (text === undefined || !ROUND.test(text)) return undefined;
  const round = Number(text);
  return isRound(round) ? round : undefined;
};

/** The action a custom_id names, or undefined for anything unknown, forged, oversized or malformed. */
export const decodeCustomId = (customId: string): CustomIdAction | undefined => {
  if (typeof customId !== 'string' || customId.length > MAX_CUSTOM_ID_LENGTH) return undefined;
  const parts = customId.split(':');
  if (parts[0] !== CUSTOM_ID_VERSION) return undefined;
  if (parts[1] === 'bet') {
    if (parts.length !== 4) return undefined;
    // Any game's spot: the table checks it is its own game's.
    const side = BET_SPOTS.find((s) => s === parts[2]);
    const round = parseRound(parts[3]);
    return side && round !== undefined ? { kind: 'bet', side, round } : undefined;
  }
  if (parts[1] === 'decide') {
    if (parts.length !== 5) return undefined;
    const choice = DECISION_CHOICES.find((c) => c === parts[2]);
    const step = parseRound(parts[3]);
    const round = parseRound(parts[4]);
    return choice && step !== undefined && round !== undefined
      ? { kind: 'decide', choice, step, round }
      : undefined;
  }
  if (parts.length !== 3) return undefined;
  const form = MODAL_KINDS.find((k) => k === parts[1]);
  if (form) {
    const round = parseRound(parts[2]);
    return round === undefined ? undefined : { kind: form, round };
  }
  const kind = ROUND_ACTION_KINDS.find((k) => k === parts[1]);
  const round = parseRound(parts[2]);
  return kind && round !== undefined ? { kind, round } : undefined;
};

/** A chip-select option's value: the chip's worth in whole chips. */
export const encodeChipValue = (chips: number): string => String(chips);

/** The whole chips a chip-select value stands for, or undefined if it is not one the bot could have offered. */
export const decodeChipValue = (value: string): number | undefined => {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const chips = Number(value);
  return chips <= MAX_CHIPS ? chips : undefined;
};
