/**
 * The money of banque à deux tableaux, as pure functions over plain data: the auction for the bank,
 * the banker's maximum stake, who holds each tableau's cards, the cover cap with its precedence
 * (frozen centre items, banco, the card-holders, then everything else in placement order), what a
 * settled coup pays and takes with the commission on the banker's net, the cards passing after a
 * loss, and the bank ending. Stakes are whole chips, the bank and every payment cents; only the
 * bank's whole chips are ever at risk, and the cap guarantees it covers the worst coup.
 */

import {
  addCents,
  basisPointsOf,
  type Cents,
  type Chips,
  centsOf,
  chips,
  subCents,
  sumChips,
  wholeChipsIn,
  ZERO_CENTS,
} from '../../../engine/money.js';
import { openingProblem } from '../../chemin-de-fer/rules/bank.js';
import { type CentreItem, type CentreOutcome, settleCentreItems } from './centre.js';
import { BANQUE_SIDES, type BanqueSide, type BanqueStakes, type TableauResult } from './coup.js';

/** Where a stake goes: one of the tableaux, or the centre (both at once). */
export type BanquePosition = BanqueSide | 'centre';
export const BANQUE_POSITIONS: readonly BanquePosition[] = ['right', 'left', 'centre'];

// ── The auction and the maximum stake ──

export interface BanqueBid {
  readonly userId: string;
  readonly amount: Chips;
}

/** Why a member may not bid `amount` for the bank, or undefined when he may (chemin de fer's bank check). */
export const bidProblem = openingProblem;

/** The bank goes to the highest bid; between equal bids, to the earliest. Bids in the order placed. */
export const auctionWinner = (bids: readonly BanqueBid[]): BanqueBid | null => {
  let best: BanqueBid | null = null;
  for (const bid of bids) if (best === null || bid.amount > best.amount) best = bid;
  return best;
};

/**
 * Why a banker may not set `maxStake`, or undefined when he may: it lies in [tableMin, tableMax].
 * An open bank has no maximum at all (null), and the banker cannot set one.
 */
export const maxStakeProblem = (
  maxStake: Chips,
  limits: { readonly tableMin: Chips; readonly tableMax: Chips; readonly openBank: boolean },
): 'banque/open-bank' | 'bet/below-min' | 'bet/above-max' | undefined => {
  if (limits.openBank) return 'banque/open-bank';
  if (maxStake < limits.tableMin) return 'bet/below-min';
  if (maxStake > limits.tableMax) return 'bet/above-max';
  return undefined;
};

// ── Betting: card-holders, the cap, banco and the acceptance order ──

/** Each tableau's queue of seated punters, front first: the first in a queue holds its cards. */
export interface BanqueQueues {
  readonly right: readonly string[];
  readonly left: readonly string[];
}

/** A stake asked for; at most one per player and position, in placement (timestamp) order. */
export interface BanqueRequest {
  readonly userId: string;
  readonly position: BanquePosition;
  readonly amount: Chips;
}

/** A banco called on a side: the caller puts up exactly `bancoAmount` of the bank when calling. */
export interface BancoCall {
  readonly userId: string;
  readonly side: BanqueSide;
  readonly amount: Chips;
}

export interface BanqueBetting {
  readonly bankCents: Cents;
  readonly tableMin: Chips;
  /** The banker's maximum stake; null for an open bank (no maximum). Frozen items and banco are exempt. */
  readonly maxStake: Chips | null;
  readonly queues: BanqueQueues;
  /** Centre items frozen by earlier coups of this bank. */
  readonly frozen: readonly CentreItem[];
  readonly requests: readonly BanqueRequest[];
  /** Banco calls, in the order called. */
  readonly bancos: readonly BancoCall[];
}

/**
 * Why a stake or banco was taken as it was: `accepted` whole, `trimmed` to what the bank still
 * covered, `cover-full` (what was left was under the table minimum), `banco-called` (someone's banco
 * took the bank), `banco-behind` (another caller came first), `banco-void` (the bank left to
 * cover is under the table minimum), `not-seated` (only seated punters banco), `not-your-side` (a
 * card-holder bancos only his own side).
 */
export type BanqueAcceptanceReason =
  | 'accepted'
  | 'trimmed'
  | 'cover-full'
  | 'banco-called'
  | 'banco-behind'
  | 'banco-void'
  | 'not-seated'
  | 'not-your-side';

export interface BanqueAcceptance {
  readonly userId: string;
  readonly kind: 'stake' | 'banco';
  readonly position: BanquePosition;
  readonly offered: Chips;
  readonly accepted: Chips;
  readonly refunded: Chips;
  readonly reason: BanqueAcceptanceReason;
}

/** Who holds a tableau's cards this coup: its regular card-holder, or a banco caller. */
export interface BanqueHolder {
  readonly userId: string;
  readonly by: 'card-holder' | 'banco';
}

export interface BanqueCover {
  /** The queues once punters ahead of each card-holder who did not stake have passed la main. */
  readonly queues: BanqueQueues;
  /**
   * Who decides for each tableau this coup; null: nobody holds it (nobody in its queue staked there,
   * or its card-holder sits out, below), and the bot plays it by the rule.
   */
  readonly holders: Readonly<Record<BanqueSide, BanqueHolder | null>>;
  /**
   * Each tableau's card-holder who sits this coup out because none of his own stake on his side was
   * accepted (the cap or a banco on the other side sent all of it home): he decides nothing, the
   * rule plays his tableau, and he keeps the cards and his place whatever its result. Null when
   * nobody sits out there (a banco on his own side is a `banco` holder instead).
   */
  readonly sittingOut: Readonly<Record<BanqueSide, string | null>>;
  /** One per request, in the order given, then one per banco call, in the order called. */
  readonly acceptances: readonly BanqueAcceptance[];
  /** The centre items in play: the frozen ones first, then the new ones in acceptance order. */
  readonly centre: readonly CentreItem[];
  /** What the banker's default weighs: accepted stakes per tableau (banco included), the centre with frozen items. */
  readonly stakes: BanqueStakes;
  /** Everything at risk against the bank, frozen items included: never above ⌊bank/100⌋. */
  readonly used: Chips;
  /** No accepted stake and no frozen item: no coup is dealt. */
  readonly idle: boolean;
}

/** The whole chips a bank covers. */
export const banqueCap = (bankCents: Cents): Chips => wholeChipsIn(bankCents);

/** Σ of frozen items, the first claim on the cap. */
export const frozenChips = (items: readonly CentreItem[]): Chips => sumChips(items.map((i) => i.amount));

/** What a banco puts up: everything the bank still covers once frozen items are counted. */
export const bancoAmount = (bankCents: Cents, frozen: readonly CentreItem[]): Chips =>
  chips(banqueCap(bankCents) - frozenChips(frozen));

/**
 * Closes the betting. For each side the card-holder is the first punter in its queue who asked for
 * at least the table minimum on his own side; those ahead of him pass la main to the back (a
 * card-holder none of whose stake the bank then accepts sits the coup out and keeps the cards). Then a
 * banco, if any valid one was called (priority: right card-holder, left card-holder, the right
 * queue front to back, the left queue), takes all the bank leaves after the frozen items and every
 * other request is refunded. Otherwise requests are accepted against the cap, the right
 * card-holder's right stake first, then the left card-holder's left stake, then every other in
 * placement order, each as min(amount, what is left) when that reaches the table minimum.
 */
export const closeBanqueBetting = (betting: BanqueBetting): BanqueCover => {
  const { bankCents, tableMin, maxStake, frozen, requests, bancos } = betting;
  const seated = [...betting.queues.right, ...betting.queues.left];
  if (new Set(seated).size !== seated.length) throw new RangeError('a punter sits twice in the queues');
  const seen = new Set<string>();
  for (const r of requests) {
    const key = `${r.userId}/${r.position}`;
    if (seen.has(key)) throw new RangeError(`${r.userId} asked twice on ${r.position}`);
    seen.add(key);
    if (r.amount < tableMin || (maxStake !== null && r.amount > maxStake))
      throw new RangeError(`a stake of ${r.amount} is outside the limits`);
  }
  const bancoPut = bancoAmount(bankCents, frozen);
  for (const b of bancos)
    if (b.amount !== bancoPut)
      throw new RangeError(`a banco against this bank puts up ${bancoPut}, not ${b.amount}`);
  if (new Set(bancos.map((b) => b.userId)).size !== bancos.length)
    throw new RangeError('a player called banco twice');

  // 1. Card-holders, and la main passed by those ahead of them.
  const staked = (userId: string, side: BanqueSide) =>
    requests.some((r) => r.userId === userId && r.position === side);
  const queues = { right: [...betting.queues.right], left: [...betting.queues.left] };
  const cardHolder: Record<BanqueSide, string | null> = { right: null, left: null };
  for (const side of BANQUE_SIDES) {
    const queue = queues[side];
    const at = queue.findIndex((userId) => staked(userId, side));
    if (at < 0) continue;
    cardHolder[side] = queue[at]!;
    queues[side] = [...queue.slice(at), ...queue.slice(0, at)];
  }

  // 2.–3. The cap, and banco.
  const cap = banqueCap(bankCents);
  let used: number = frozenChips(frozen);
  const sideOf = (userId: string): BanqueSide | null =>
    queues.right.includes(userId) ? 'right' : queues.left.includes(userId) ? 'left' : null;
  const bancoRank = (userId: string): number => {
    if (userId === cardHolder.right) return 0;
    if (userId === cardHolder.left) return 1;
    const side = sideOf(userId)!;
    return 2 + (side === 'right' ? 0 : queues.right.length) + queues[side].indexOf(userId);
  };
  const bancoReason = new Map<BancoCall, BanqueAcceptanceReason>();
  for (const call of bancos) {
    if (sideOf(call.userId) === null) bancoReason.set(call, 'not-seated');
    else if (BANQUE_SIDES.some((side) => cardHolder[side] === call.userId && side !== call.side))
      bancoReason.set(call, 'not-your-side');
    else if (bancoPut < tableMin) bancoReason.set(call, 'banco-void');
  }
  const banco =
    bancos
      .filter((call) => !bancoReason.has(call))
      .sort((a, b) => bancoRank(a.userId) - bancoRank(b.userId))[0] ?? null;
  for (const call of bancos)
    if (!bancoReason.has(call)) bancoReason.set(call, call === banco ? 'accepted' : 'banco-behind');

  // 4. Otherwise the requests in precedence order.
  const taken = new Map<BanqueRequest, { accepted: number; reason: BanqueAcceptanceReason }>();
  if (banco !== null) {
    used += banco.amount;
    for (const r of requests) taken.set(r, { accepted: 0, reason: 'banco-called' });
  } else {
    const first = (side: BanqueSide) =>
      requests.find((r) => r.userId === cardHolder[side] && r.position === side);
    const ordered = [first('right'), first('left'), ...requests].filter(
      (r, i, all): r is BanqueRequest => r !== undefined && all.indexOf(r) === i,
    );
    for (const r of ordered) {
      const fit = Math.min(r.amount, cap - used);
      if (fit < tableMin) taken.set(r, { accepted: 0, reason: 'cover-full' });
      else {
        taken.set(r, { accepted: fit, reason: fit === r.amount ? 'accepted' : 'trimmed' });
        used += fit;
      }
    }
  }

  const acceptances: BanqueAcceptance[] = [
    ...requests.map((r): BanqueAcceptance => {
      const { accepted, reason } = taken.get(r)!;
      return {
        userId: r.userId,
        kind: 'stake',
        position: r.position,
        offered: r.amount,
        accepted: chips(accepted),
        refunded: chips(r.amount - accepted),
        reason,
      };
    }),
    ...bancos.map((call): BanqueAcceptance => {
      const accepted = call === banco ? call.amount : chips(0);
      return {
        userId: call.userId,
        kind: 'banco',
        position: call.side,
        offered: call.amount,
        accepted,
        refunded: chips(call.amount - accepted),
        reason: bancoReason.get(call)!,
      };
    }),
  ];
  const accepted = acceptances.filter((a) => a.accepted > 0);
  const on = (position: BanquePosition) =>
    sumChips(accepted.filter((a) => a.position === position).map((a) => a.accepted));
  const centre = [
    ...frozen,
    ...accepted
      .filter((a) => a.position === 'centre')
      .map((a): CentreItem => ({ owner: a.userId, amount: a.accepted, frozen: false })),
  ];
  // A card-holder none of whose own stake on his side was accepted sits the coup out: his whole
  // stake went home, so he has nothing on the tableau he would play.
  const holders: Record<BanqueSide, BanqueHolder | null> = { right: null, left: null };
  const sittingOut: Record<BanqueSide, string | null> = { right: null, left: null };
  for (const side of BANQUE_SIDES) {
    const holder = cardHolder[side];
    if (banco?.side === side) holders[side] = { userId: banco.userId, by: 'banco' };
    else if (holder === null) holders[side] = null;
    else if (accepted.some((a) => a.userId === holder && a.kind === 'stake' && a.position === side))
      holders[side] = { userId: holder, by: 'card-holder' };
    else sittingOut[side] = holder;
  }
  return {
    queues,
    holders,
    sittingOut,
    acceptances,
    centre,
    stakes: { right: on('right'), left: on('left'), centre: chips(on('centre') + frozenChips(frozen)) },
    used: chips(used),
    idle: accepted.length === 0 && frozen.length === 0,
  };
};

// ── Settlement and commission ──

/** An accepted stake on one tableau (a banco included). */
export interface BanqueTableauStake {
  readonly userId: string;
  readonly side: BanqueSide;
  readonly accepted: Chips;
}

export interface BanqueSettleInput {
  readonly bankCents: Cents;
  readonly stakes: readonly BanqueTableauStake[];
  /** Every centre item in play, frozen ones included. */
  readonly centre: readonly CentreItem[];
  readonly results: Readonly<Record<BanqueSide, TableauResult>>;
  readonly commissionBp: number;
}

export interface BanqueSettlement {
  /** Per tableau stake, in the order given: stake and winnings on a win, the stake on a tie, 0 on a loss. */
  readonly returns: readonly { readonly userId: string; readonly side: BanqueSide; readonly cents: Cents }[];
  /** Per centre item, in the order given: what happened, and what its owner gets now. */
  readonly centre: readonly {
    readonly item: CentreItem;
    readonly outcome: CentreOutcome;
    readonly toOwnerCents: Cents;
  }[];
  /** The items that carry on frozen into the next coup, in the same order. */
  readonly frozen: readonly CentreItem[];
  /** Σ the bank won − Σ it paid: frozen parts count zero, settled halves count. */
  readonly bankerNetCents: Cents;
  /** roundHalfUp(net · rate) when the net is positive, else 0. */
  readonly commissionCents: Cents;
  /** bank + net − commission. */
  readonly bankAfterCents: Cents;
}

/**
 * Settles a coup: each tableau stake at even money on its tableau's result, each centre item by the
 * centre matrix, then the commission on the banker's net win of the whole coup (Art. 62's three
 * cases at once: both tableaux won, one won and one lost, one won and one tied).
 */
export const settleBanqueCoup = (input: BanqueSettleInput): BanqueSettlement => {
  const { bankCents, stakes, centre, results, commissionBp } = input;
  const worstCase = sumChips([...stakes.map((s) => s.accepted), ...centre.map((i) => i.amount)]);
  if (worstCase > banqueCap(bankCents))
    throw new RangeError(`stakes of ${worstCase} chips are above the bank's ${banqueCap(bankCents)}`);
  let net = 0;
  const returns = stakes.map(({ userId, side, accepted }) => {
    const result = results[side];
    net += result === 'win' ? -accepted : result === 'lose' ? accepted : 0;
    return {
      userId,
      side,
      cents: centsOf(chips(accepted * (result === 'win' ? 2 : result === 'tie' ? 1 : 0))),
    };
  });
  const settled = settleCentreItems(centre, results.right, results.left).map(({ item, outcome, next }) => {
    net += outcome.lost - outcome.won;
    return { item, outcome, next, toOwnerCents: centsOf(chips(outcome.returned + outcome.won)) };
  });
  const bankerNetCents = centsOf(chips(net));
  const commissionCents = net > 0 ? basisPointsOf(bankerNetCents, commissionBp) : ZERO_CENTS;
  return {
    returns,
    centre: settled.map(({ item, outcome, toOwnerCents }) => ({ item, outcome, toOwnerCents })),
    frozen: settled.flatMap(({ next }) => (next === null ? [] : [next])),
    bankerNetCents,
    commissionCents,
    bankAfterCents: subCents(addCents(bankCents, bankerNetCents), commissionCents),
  };
};

// ── After the coup: the cards pass, the bank may end ──

/**
 * The queues after a coup: a regular card-holder whose tableau lost moves to the back of its queue
 * and the next punter takes the cards. A win or a tie keeps them; a banco caller's coup, or a
 * tableau nobody held (a card-holder who sat the coup out included), leaves the queue as it was.
 */
export const passCards = (
  queues: BanqueQueues,
  holders: Readonly<Record<BanqueSide, BanqueHolder | null>>,
  results: Readonly<Record<BanqueSide, TableauResult>>,
): BanqueQueues => {
  const after = (side: BanqueSide): readonly string[] => {
    const queue = queues[side];
    const holder = holders[side];
    if (results[side] !== 'lose' || holder?.by !== 'card-holder' || queue[0] !== holder.userId) return queue;
    return [...queue.slice(1), queue[0]!];
  };
  return { right: after('right'), left: after('left') };
};

/** The bank is broken when what it covers beyond its frozen items is under the table minimum. */
export const isBankBroken = (bankCents: Cents, frozen: readonly CentreItem[], tableMin: Chips): boolean =>
  banqueCap(bankCents) - frozenChips(frozen) < tableMin;

export interface BankEnding {
  /** The bank's cents, back to the banker's wallet. */
  readonly toBankerCents: Cents;
  /** Every frozen item back to its owner whole: nobody wins or loses it. One entry per item. */
  readonly returned: readonly { readonly owner: string; readonly cents: Cents }[];
}

/** The bank ends (retired, broken, the shoe over, the banker absent, the table closed). */
export const endBank = (bankCents: Cents, frozen: readonly CentreItem[]): BankEnding => ({
  toBankerCents: bankCents,
  returned: frozen.map((item) => ({ owner: item.owner, cents: centsOf(item.amount) })),
});
