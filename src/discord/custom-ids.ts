/**
 * Component custom_ids: `sabot1:<action>[:<side>]:<round>`. Every id carries the round it was
 * drawn for, so a click on an old table message is refused as stale instead of betting on the
 * wrong round. The version prefix lets a future format coexist with messages still on screen.
 *
 * A custom_id comes back from Discord as user-controlled input: decoding is strict (canonical
 * digits only, no leading zeros, known actions only) and never throws.
 */
import { SIDES, type Side } from '../engine/settle.js';
import { MAX_CHIPS } from '../table/limits.js';

export const CUSTOM_ID_VERSION = 'sabot1';
/** Discord's limit on a custom_id's length. */
export const MAX_CUSTOM_ID_LENGTH = 100;

/** Buttons and the chip select that act on one round; `bet` also names the spot. */
export type RoundActionKind = 'deal' | 'clear' | 'rebet' | 'newshoe' | 'chip';
export const ROUND_ACTION_KINDS: readonly RoundActionKind[] = ['deal', 'clear', 'rebet', 'newshoe', 'chip'];

export type ButtonAction =
  | { readonly kind: 'bet'; readonly side: Side; readonly round: number }
  | { readonly kind: RoundActionKind; readonly round: number };

const isRound = (round: number): boolean => Number.isSafeInteger(round) && round > 0;

/** The custom_id for an action. A round that is not a positive safe integer is a programming error. */
export const encodeCustomId = (action: ButtonAction): string => {
  if (!isRound(action.round))
    throw new RangeError(`round must be a positive safe integer, got ${action.round}`);
  return action.kind === 'bet'
    ? `${CUSTOM_ID_VERSION}:bet:${action.side}:${action.round}`
    : `${CUSTOM_ID_VERSION}:${action.kind}:${action.round}`;
};

// Canonical positive integers only: "007" or "1e3" would decode to a number that encodes differently.
const ROUND = /^[1-9][0-9]{0,15}$/;

const parseRound = (text: string | undefined): number | undefined => {
  if (text === undefined || !ROUND.test(text)) return undefined;
  const round = Number(text);
  return isRound(round) ? round : undefined;
};

/** The action a custom_id names, or undefined for anything unknown, forged, oversized or malformed. */
export const decodeCustomId = (customId: string): ButtonAction | undefined => {
  if (typeof customId !== 'string' || customId.length > MAX_CUSTOM_ID_LENGTH) return undefined;
  const parts = customId.split(':');
  if (parts[0] !== CUSTOM_ID_VERSION) return undefined;
  if (parts[1] === 'bet') {
    if (parts.length !== 4) return undefined;
    const side = SIDES.find((s) => s === parts[2]);
    const round = parseRound(parts[3]);
    return side && round !== undefined ? { kind: 'bet', side, round } : undefined;
  }
  if (parts.length !== 3) return undefined;
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
