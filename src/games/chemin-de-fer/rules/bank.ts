/**
 * The money of chemin de fer, as pure functions over plain data: which offers the bank accepts and
 * in what order (banco suivi, banco, avec la table, partial stakes), who plays the hand, and what a
 * settled coup pays, takes in commission and leaves in the bank. Stakes are whole chips, the bank
 * and every payment cents; only the bank's whole chips are ever at risk.
 */

import {
  basisPointsOf,
  type Cents,
  type Chips,
  centsAt,
  centsOf,
  chips,
  subCents,
  sumChips,
  wholeChipsIn,
  ZERO_CENTS,
} from '../../../engine/money.js';
import type { CdfOutcome } from './regle.js';

/** A banco (the whole bank), avec la table (half of it, rounded up) or a partial stake. */
export type CdfOfferKind = 'banco' | 'avec-la-table' | 'stake';

export interface CdfOffer {
  readonly userId: string;
  readonly kind: CdfOfferKind;
  /** What the player put up; for a banco or avec la table, exactly `offerAmount` of the kind. */
  readonly amount: Chips;
}

export interface CdfBetting {
  readonly bankCents: Cents;
  readonly tableMin: Chips;
  /** The seated punters in priority order: from the banker's right round the table, banker excluded. */
  readonly priority: readonly string[];
  /** Who holds the first right to banco (suivi), if anyone. */
  readonly suivi: string | null;
  /** Every offer, in the order placed; one per player. */
  readonly offers: readonly CdfOffer[];
}

/**
 * Why an offer was taken as it was: `accepted` whole, `trimmed` to what the bank still covered,
 * `cover-full` (what was left was under the table minimum), `banco-called` (someone else's banco
 * voided it), `not-seated` (only seated players may banco or go avec la table).
 */
export type CdfAcceptanceReason = 'accepted' | 'trimmed' | 'cover-full' | 'banco-called' | 'not-seated';

export interface CdfAcceptance {
  readonly userId: string;
  readonly kind: CdfOfferKind;
  readonly offered: Chips;
  readonly accepted: Chips;
  readonly refunded: Chips;
  readonly reason: CdfAcceptanceReason;
}

/** How the hand's holder got it; `null` holder: no seated stake, so the bot plays it by the rule. */
export type CdfHandBy = 'banco-suivi' | 'banco' | 'avec-la-table' | 'largest-stake';

export interface CdfCover {
  /** One per offer, in the order the offers were given. */
  readonly acceptances: readonly CdfAcceptance[];
  /** The cover: Σ accepted, the only part of the bank at risk. Zero: no coup. */
  readonly cover: Chips;
  readonly handHolder: string | null;
  readonly handBy: CdfHandBy | null;
}

/** The whole chips a bank covers: its cents remainder is never at risk. */
export const bankCap = (bankCents: Cents): Chips => wholeChipsIn(bankCents);

/** What a banco or avec la table must put up against this bank; a partial stake names its own. */
export const offerAmount = (kind: Exclude<CdfOfferKind, 'stake'>, bankCents: Cents): Chips => {
  const cap = bankCap(bankCents);
  return kind === 'banco' ? cap : chips(Math.ceil(cap / 2));
};

/** The seated players in priority order for `banker`: the next seat in passing order first. */
export const priorityFrom = (seats: readonly string[], banker: string): string[] => {
  const at = seats.indexOf(banker);
  if (at < 0) throw new RangeError(`${banker} is not seated`);
  return [...seats.slice(at + 1), ...seats.slice(0, at)];
};

/** The seat the shoe goes to after `holder`: the next in passing order, round the table. */
export const nextHolder = (seats: readonly string[], holder: string): string => {
  const at = seats.indexOf(holder);
  if (at < 0) throw new RangeError(`${holder} is not seated`);
  return seats[(at + 1) % seats.length]!;
};

/**
 * Accepts the offers against the bank in priority order: a banco by the suivi holder, else the
 * first banco in seat priority, takes the whole bank and voids every other offer. Otherwise the
 * first avec la table in seat priority takes ⌈cap/2⌉ and plays the hand; then partial stakes
 * (other avec la table offers count as partial stakes of what they put up), seated players in
 * priority order, then players standing behind in the order they placed, each accepted as
 * min(amount, what is left) when that reaches the table minimum, the rest refunded.
 */
export const acceptOffers = (betting: CdfBetting): CdfCover => {
  const { bankCents, tableMin, priority, suivi, offers } = betting;
  const cap = bankCap(bankCents);
  const seen = new Set<string>();
  for (const offer of offers) {
    if (seen.has(offer.userId)) throw new RangeError(`${offer.userId} made two offers`);
    seen.add(offer.userId);
    if (offer.kind !== 'stake' && offer.amount !== offerAmount(offer.kind, bankCents))
      throw new RangeError(
        `a ${offer.kind} against ${cap} chips puts up ${offerAmount(offer.kind, bankCents)}`,
      );
  }
  const rank = (userId: string): number => {
    const seat = priority.indexOf(userId);
    return seat < 0 ? priority.length : seat;
  };
  const seated = (offer: CdfOffer) => priority.includes(offer.userId);
  const decided = new Map<CdfOffer, { accepted: number; reason: CdfAcceptanceReason }>();
  for (const offer of offers)
    if (offer.kind !== 'stake' && !seated(offer)) decided.set(offer, { accepted: 0, reason: 'not-seated' });
  const inPriority = (kind: CdfOfferKind) =>
    offers.filter((o) => o.kind === kind && !decided.has(o)).sort((a, b) => rank(a.userId) - rank(b.userId));

  let handBy: CdfHandBy | null = null;
  let holder: CdfOffer | undefined;
  const bancos = inPriority('banco');
  holder = bancos.find((o) => o.userId === suivi) ?? bancos[0];
  if (holder !== undefined && cap >= tableMin) {
    handBy = holder.userId === suivi ? 'banco-suivi' : 'banco';
    decided.set(holder, { accepted: cap, reason: 'accepted' });
    for (const offer of offers)
      if (!decided.has(offer)) decided.set(offer, { accepted: 0, reason: 'banco-called' });
  } else {
    let left: number = cap;
    const take = (offer: CdfOffer) => {
      const fit = Math.min(offer.amount, left);
      if (fit < tableMin) decided.set(offer, { accepted: 0, reason: 'cover-full' });
      else {
        decided.set(offer, { accepted: fit, reason: fit === offer.amount ? 'accepted' : 'trimmed' });
        left -= fit;
      }
    };
    for (const banco of bancos) decided.set(banco, { accepted: 0, reason: 'cover-full' });
    const [avec] = inPriority('avec-la-table');
    if (avec !== undefined) {
      take(avec);
      if (decided.get(avec)!.accepted > 0) [holder, handBy] = [avec, 'avec-la-table'];
    }
    const stakes = offers.filter((o) => !decided.has(o));
    // Seated players by priority, then those standing behind in placement order (a stable sort).
    for (const offer of [...stakes].sort((a, b) => rank(a.userId) - rank(b.userId))) take(offer);
    if (handBy === null) {
      // The largest accepted seated stake plays; a tie goes to the first in priority.
      const largest = offers
        .filter((o) => seated(o) && decided.get(o)!.accepted > 0)
        .sort(
          (a, b) => decided.get(b)!.accepted - decided.get(a)!.accepted || rank(a.userId) - rank(b.userId),
        )[0];
      if (largest !== undefined) [holder, handBy] = [largest, 'largest-stake'];
      else holder = undefined;
    }
  }
  const acceptances = offers.map((offer): CdfAcceptance => {
    const { accepted, reason } = decided.get(offer)!;
    return {
      userId: offer.userId,
      kind: offer.kind,
      offered: offer.amount,
      accepted: chips(accepted),
      refunded: chips(offer.amount - accepted),
      reason,
    };
  });
  return {
    acceptances,
    cover: sumChips(acceptances.map((a) => a.accepted)),
    handHolder: handBy === null ? null : holder!.userId,
    handBy,
  };
};

export interface CdfSettleInput {
  readonly bankCents: Cents;
  /** Accepted stakes (whole chips), one per player. */
  readonly stakes: readonly { readonly userId: string; readonly accepted: Chips }[];
  readonly outcome: CdfOutcome;
  readonly handHolder: string | null;
  readonly commissionBp: number;
  /** The most a bank may hold going into a coup; above it the banker garages the rest. */
  readonly bankMax: Chips | null;
}

export interface CdfSettlement {
  /** What each staker gets back: stake and winnings on a punter win, the stake on a tie, 0 on a loss. */
  readonly returns: readonly { readonly userId: string; readonly cents: Cents }[];
  /** The house's 5 % (or the table's rate) on the banker's winnings; 0 unless the banker won. */
  readonly commissionCents: Cents;
  /** The bank still in play for the next coup; 0 when it has ended (the shoe passes). */
  readonly bankAfterCents: Cents;
  /** What leaves the bank for the banker's wallet now: the garage above bankMax, or all that is left. */
  readonly toBankerCents: Cents;
  /** The punter won: the bank ends and the shoe goes to the next seat. */
  readonly shoePasses: boolean;
  /** Who holds banco suivi on the next coup against this bank. */
  readonly suivi: string | null;
}

/**
 * Settles a coup. Banker wins: every stake is lost to the bank, less the commission on that win
 * (roundHalfUp(C·100·rateBp/10000) cents), and the whole bank stays at risk up to bankMax.
 * Punter wins: each stake is paid 1:1 from the bank, what is left goes back to the banker and
 * the shoe passes. Égalité: stakes come back, the bank and the shoe stay.
 */
export const settleCdfCoup = (input: CdfSettleInput): CdfSettlement => {
  const { bankCents, stakes, outcome, handHolder, commissionBp, bankMax } = input;
  const coverCents = centsOf(sumChips(stakes.map((s) => s.accepted)));
  if (coverCents > bankCents)
    throw new RangeError(`a cover of ${coverCents} cents is above the bank's ${bankCents}`);
  const returnPerChip = outcome === 'punter' ? 200 : outcome === 'tie' ? 100 : 0;
  const returns = stakes.map(({ userId, accepted }) => ({
    userId,
    cents: centsAt(accepted, returnPerChip),
  }));
  if (outcome === 'punter')
    return {
      returns,
      commissionCents: ZERO_CENTS,
      bankAfterCents: ZERO_CENTS,
      toBankerCents: subCents(bankCents, coverCents),
      shoePasses: true,
      suivi: null,
    };
  if (outcome === 'tie')
    return {
      returns,
      commissionCents: ZERO_CENTS,
      bankAfterCents: bankCents,
      toBankerCents: ZERO_CENTS,
      shoePasses: false,
      suivi: handHolder,
    };
  const commissionCents = basisPointsOf(coverCents, commissionBp);
  const grown = (bankCents + coverCents - commissionCents) as Cents;
  const limit = bankMax === null ? grown : centsOf(bankMax);
  const bankAfterCents = Math.min(grown, limit) as Cents;
  return {
    returns,
    commissionCents,
    bankAfterCents,
    toBankerCents: subCents(grown, bankAfterCents),
    shoePasses: false,
    suivi: handHolder,
  };
};

/** Why a holder of the shoe may not open a bank of `amount` chips, or undefined when he may. */
export const openingProblem = (
  amount: Chips,
  limits: { readonly bankMin: Chips; readonly bankMax: Chips | null },
  walletCents: Cents,
): 'bank/below-min' | 'bank/above-max' | 'bank/above-wallet' | undefined => {
  if (amount < limits.bankMin) return 'bank/below-min';
  if (limits.bankMax !== null && amount > limits.bankMax) return 'bank/above-max';
  if (centsOf(amount) > walletCents) return 'bank/above-wallet';
  return undefined;
};
