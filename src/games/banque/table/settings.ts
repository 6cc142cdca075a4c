/**
 * Banque's own table options (docs/banque.md, "The bank"): the bank's limits, the house's commission, the open
 * bank, banco, how long a bank lasts and how long its auction runs. The table machine stores them
 * under `gameOptions.banque` and hands changes to `banqueOptions.parse`; nothing outside this game
 * reads them. The deck count is the table's own setting, limited to 3 or 6 for banque (`Game.decks`).
 */
import type { Chips } from '../../../engine/money.js';
import type { GameOptions } from '../../../table/game.js';
import { MAX_CHIPS } from '../../../table/limits.js';
import { reject } from '../../../table/rejections.js';

/** `shoe`: a bank lasts the rest of the shoe it was taken in; `session`: until it ends otherwise. */
export type BanqueTenure = 'shoe' | 'session';
export const BANQUE_TENURES: readonly BanqueTenure[] = ['shoe', 'session'];

export interface BanqueOptions {
  /** The smallest bid for the bank; null: 20 × the table minimum. */
  readonly bankMin: Chips | null;
  /** The largest bid for the bank; null: none. */
  readonly bankMax: Chips | null;
  /** The house's commission on the banker's net win of a coup, in basis points (200 = 2 %). */
  readonly commissionBp: number;
  /** An open bank: the banker may not set a maximum stake (Art. 61). */
  readonly openBank: boolean;
  readonly bancoAllowed: boolean;
  readonly tenure: BanqueTenure;
  /** How long the auction for the bank runs from its first bid. */
  readonly auctionSeconds: number;
}

export const DEFAULT_BANQUE_OPTIONS: BanqueOptions = {
  bankMin: null,
  bankMax: null,
  commissionBp: 200,
  openBank: false,
  bancoAllowed: true,
  tenure: 'shoe',
  auctionSeconds: 30,
};

/** Art. 60: the most the house may take on a banque bank. */
export const MAX_BANQUE_COMMISSION_BP = 500;
export const MIN_AUCTION_SECONDS = 5;
export const MAX_AUCTION_SECONDS = 300;

/** The deck counts banque deals from (Art. 58), the first being the default. */
export const BANQUE_TABLE_DECKS = { allowed: [6, 3], default: 6 } as const;

const FIELDS = [
  'bankMin',
  'bankMax',
  'commissionBp',
  'openBank',
  'bancoAllowed',
  'tenure',
  'auctionSeconds',
] as const;

const isBankLimit = (value: unknown): value is Chips | null =>
  value === null || (Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_CHIPS);

/** The options as stored, over the defaults. */
export const banqueOptionsOf = (stored: unknown): BanqueOptions => ({
  ...DEFAULT_BANQUE_OPTIONS,
  ...(typeof stored === 'object' && stored !== null ? stored : {}),
});

export const banqueOptions: GameOptions = {
  fields: FIELDS,
  parse(changes, current) {
    const o = {
      ...banqueOptionsOf(current),
      ...Object.fromEntries(
        FIELDS.filter((field) => field in changes).map((field) => [field, changes[field]]),
      ),
    } as Record<(typeof FIELDS)[number], unknown>;
    const bankValid =
      isBankLimit(o.bankMin) &&
      isBankLimit(o.bankMax) &&
      (o.bankMin === null || o.bankMax === null || (o.bankMin as number) <= (o.bankMax as number)) &&
      Number.isInteger(o.commissionBp) &&
      (o.commissionBp as number) >= 0 &&
      (o.commissionBp as number) <= MAX_BANQUE_COMMISSION_BP &&
      BANQUE_TENURES.includes(o.tenure as BanqueTenure);
    if (!bankValid) return reject('settings/invalid-bank');
    if (typeof o.openBank !== 'boolean' || typeof o.bancoAllowed !== 'boolean')
      return reject('settings/invalid-switch');
    const seconds = o.auctionSeconds;
    if (
      !Number.isInteger(seconds) ||
      (seconds as number) < MIN_AUCTION_SECONDS ||
      (seconds as number) > MAX_AUCTION_SECONDS
    )
      return reject('settings/invalid-auction-time', { min: MIN_AUCTION_SECONDS, max: MAX_AUCTION_SECONDS });
    return Object.fromEntries(FIELDS.map((field) => [field, o[field]])) as unknown as BanqueOptions;
  },
};
