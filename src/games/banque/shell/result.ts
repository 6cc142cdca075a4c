/**
 * A banque coup, explained in public once it is settled: the three hands as dealt, every decision
 * with who took it and why (his own choice, forced by the rule, the default when he did not
 * answer in time, or the rule for a tableau nobody held or whose card-holder sat out), each
 * tableau's outcome, every stake's payout (frozen and half-frozen centre items included), what the
 * cap sent back at the close of betting, the banker's net, the commission, the bank after the
 * coup, and who holds the cards next (and why they stay or pass).
 */
import type { Names } from '../../../discord/game-shell.js';
import { formatSignedChips, formatSignedInteger, type Locale, t } from '../../../discord/i18n/index.js';
import { handFaces } from '../../../discord/views/cards.js';
import { fitEmbed, linesToFields } from '../../../discord/views/embed-limits.js';
import { COLORS, displayName, netAndBalance, type ViewMessage } from '../../../discord/views/shared.js';
import { handTotal } from '../../../engine/cards.js';
import { addCents, type Cents, centsOf, subCents, ZERO_CENTS } from '../../../engine/money.js';
import type { TableEvent } from '../../../table/commands.js';
import { type BankedResultInput, playedByTheRule, resultMessage } from '../../banked/shell/result.js';
import { commissionText } from '../../banked/shell/shared.js';
import { type CentreItem, settleCentre } from '../rules/centre.js';
import { BANQUE_SIDES, type BanqueDecision, type BanqueSide } from '../rules/coup.js';
import type { BanqueRoundCoup, BanqueTableState } from '../table/index.js';
import { handName, isNaturalHand } from './table.js';

/** A coup's result as the view draws it; `after` (the state right after it, when known) says who holds the cards next. */
export type BanqueResultInput = BankedResultInput<BanqueRoundCoup, BanqueTableState>;

/** Who decided for a hand: its holder this coup, the banker, or nobody (the rule played it). */
const deciderOf = (played: BanqueRoundCoup, hand: BanqueDecision['hand']): string | null =>
  hand === 'banker' ? played.banker : (played.holders[hand]?.userId ?? null);

/** The card-holder who sat the coup out on a tableau, his whole stake sent home; null: nobody did. */
const sitterOf = (played: BanqueRoundCoup, hand: BanqueDecision['hand']): string | null =>
  hand === 'banker' ? null : (played.sittingOut?.[hand] ?? null);

/**
 * One sentence for one decision: who, on what total, and why. `byTheRule` holds the players who
 * asked the bot to play their decisions by the rule this coup: their defaults are theirs.
 */
export const banqueDecisionLine = (
  locale: Locale,
  played: BanqueRoundCoup,
  decision: BanqueDecision,
  names: ReadonlyMap<string, string>,
  byTheRule: ReadonlySet<string> = new Set(),
): string => {
  const decider = deciderOf(played, decision.hand);
  const params = {
    name: decider === null ? '' : `**${displayName(names, decider)}**`,
    hand: decision.hand,
    total: decision.total,
    action: decision.action,
  };
  if (decider === null) {
    const sitter = sitterOf(played, decision.hand);
    return sitter === null
      ? t(locale, 'banque.decision.nobody', params)
      : t(locale, 'banque.decision.satOut', { ...params, name: `**${displayName(names, sitter)}**` });
  }
  if (decision.by === 'player') return t(locale, 'banque.decision.player', params);
  if (decision.by === 'rule') return t(locale, 'banque.decision.rule', params);
  const score = formatSignedInteger(locale, decision.score ?? 0);
  if (byTheRule.has(decider))
    return decision.hand === 'banker'
      ? t(locale, 'banque.decision.bankerByTheRule', { ...params, score })
      : t(locale, 'banque.decision.byTheRule', params);
  return decision.hand === 'banker'
    ? t(locale, 'banque.decision.bankerDefault', { ...params, score })
    : t(locale, 'banque.decision.default', params);
};

/** A centre item's fate this coup, in words. */
const centreFate = (locale: Locale, item: CentreItem, right: string, left: string): string => {
  const outcome = settleCentre(item.amount, right as never, left as never);
  const paid = addCents(centsOf(outcome.returned), centsOf(outcome.won));
  if (outcome.frozen === item.amount) return t(locale, 'banque.centre.frozen');
  if (outcome.lost === item.amount) return t(locale, 'banque.centre.lost');
  if (outcome.won > 0 && outcome.frozen === 0) return t(locale, 'banque.centre.won', { cents: paid });
  if (outcome.won > 0)
    return t(locale, 'banque.centre.halfWon', { cents: paid, frozen: centsOf(outcome.frozen) });
  if (outcome.lost > 0)
    return t(locale, 'banque.centre.halfLost', {
      lost: centsOf(outcome.lost),
      frozen: centsOf(outcome.frozen),
    });
  return t(locale, 'banque.centre.push');
};

/** The coup's result as one public embed, coloured by how the tableaux fared against the bank. */
export const renderBanqueResult = (locale: Locale, input: BanqueResultInput): ViewMessage => {
  const { record, names, after, shoe } = input;
  const played = record.coup;
  const { coup } = played;
  const who = (userId: string) => `**${displayName(names, userId)}**`;
  const position = (p: string) => t(locale, `banque.position.${p as BanqueSide | 'centre'}`);

  const hands = [...BANQUE_SIDES, 'banker' as const].map((hand) => {
    const cards = coup[hand];
    const holder = deciderOf(played, hand);
    const natural = isNaturalHand(cards);
    return `${t(locale, 'banque.result.hand', {
      hand: handName(locale, hand),
      name: holder === null ? null : who(holder),
      cards: handFaces(cards),
      total: handTotal(cards),
    })}${natural ? ` · ${t(locale, 'banque.result.natural')}` : ''}`;
  });
  const decisions =
    coup.decisions.length === 0
      ? [t(locale, 'banque.decision.none')]
      : coup.decisions.map((decision) =>
          banqueDecisionLine(locale, played, decision, names, playedByTheRule(record.decisions)),
        );
  const outcomes = BANQUE_SIDES.map((side) =>
    t(locale, `banque.outcome.${coup.results[side]}`, { tableau: side }),
  );

  const stakes = played.acceptances
    .filter((a) => a.accepted > 0 && a.position !== 'centre')
    .map((a) => {
      const result = coup.results[a.position as BanqueSide];
      const staked = centsOf(a.accepted);
      const returned = result === 'win' ? addCents(staked, staked) : result === 'tie' ? staked : ZERO_CENTS;
      return t(locale, 'banque.result.payout', {
        name: who(a.userId),
        position: position(a.position),
        kind: a.kind,
        accepted: staked,
        returned,
      });
    });
  const centre = played.centre.map((item) =>
    t(locale, 'banque.centre.item', {
      name: who(item.owner),
      amount: centsOf(item.amount),
      wasFrozen: item.frozen,
      fate: centreFate(locale, item, coup.results.right, coup.results.left),
    }),
  );
  // Each punter once, all his positions together (the banker's coup is the bank's, below).
  const punters = record.results
    .filter((result) => result.userId !== played.banker)
    .map((result) =>
      t(locale, 'banque.result.punter', { name: who(result.userId), outcome: netAndBalance(locale, result) }),
    );
  const refunds = played.acceptances
    .filter((a) => a.refunded > 0 && a.reason !== 'accepted')
    .map((a) =>
      t(locale, 'banque.result.refund', {
        name: who(a.userId),
        cents: centsOf(a.refunded),
        why: t(locale, `banque.refund.${a.reason as Exclude<typeof a.reason, 'accepted'>}`),
      }),
    );

  const banker = record.results.find((result) => result.userId === played.banker);
  const net = banker?.netCents ?? ZERO_CENTS;
  const bankLines = [
    t(locale, 'banque.result.bankerNet', {
      name: who(played.banker),
      outcome: banker ? netAndBalance(locale, banker) : `**${formatSignedChips(locale, net)}**`,
    }),
  ];
  if (record.houseTakeCents > 0)
    bankLines.push(
      t(locale, 'banque.result.commission', {
        rate: commissionText(locale, record.commissionBp),
        cents: record.houseTakeCents,
      }),
    );
  bankLines.push(
    t(locale, 'banque.result.bankAfter', {
      cents: subCents(addCents(played.bankCents, net), record.houseTakeCents),
    }),
  );

  const next: string[] = [];
  if (after)
    for (const side of BANQUE_SIDES) {
      const holder = after.queues[side][0];
      const before = played.holders[side];
      const passed =
        coup.results[side] === 'lose' &&
        before?.by === 'card-holder' &&
        holder !== undefined &&
        holder !== before.userId;
      // A card-holder who sat the coup out keeps the cards, whatever his tableau did.
      const kept = holder !== undefined && holder === sitterOf(played, side);
      next.push(
        holder === undefined
          ? t(locale, 'banque.result.noHolder', { hand: handName(locale, side) })
          : passed
            ? t(locale, 'banque.result.passed', { tableau: side, name: who(holder) })
            : kept
              ? t(locale, 'banque.result.kept', {
                  tableau: side,
                  name: who(holder),
                  lost: coup.results[side] === 'lose',
                })
              : t(locale, 'banque.result.holder', { hand: handName(locale, side), name: who(holder) }),
      );
    }

  const wins = BANQUE_SIDES.filter((side) => coup.results[side] === 'win').length;
  const losses = BANQUE_SIDES.filter((side) => coup.results[side] === 'lose').length;
  return resultMessage(locale, shoe, {
    title: t(locale, 'banque.result.title', { round: record.round }),
    color: wins > losses ? COLORS.player : losses > wins ? COLORS.banker : COLORS.tie,
    fields: [
      ...linesToFields(t(locale, 'banque.result.hands'), hands),
      ...linesToFields(t(locale, 'banque.result.decisions'), decisions),
      ...linesToFields(t(locale, 'banque.result.outcomes'), outcomes),
      ...linesToFields(
        t(locale, 'banque.result.stakes'),
        stakes.length === 0 ? [t(locale, 'banque.result.noStakes')] : stakes,
      ),
      ...(centre.length > 0 ? linesToFields(t(locale, 'banque.result.centre'), centre) : []),
      ...(punters.length > 0 ? linesToFields(t(locale, 'banque.result.punters'), punters) : []),
      ...(refunds.length > 0 ? linesToFields(t(locale, 'banque.result.returned'), refunds) : []),
      ...linesToFields(t(locale, 'banque.result.bank'), bankLines),
      ...(next.length > 0 ? linesToFields(t(locale, 'banque.result.next'), next) : []),
    ],
  });
};

/** The bank's end, announced in the channel: why, what went back, and that the auction is open. */
export const renderBanqueBankEnded = (
  locale: Locale,
  input: {
    readonly banker: string;
    readonly cents: Cents;
    readonly reason: 'retired' | 'broken' | 'idle' | 'shoe-ended' | 'absent' | 'table-closed';
    readonly frozenReturned: readonly { readonly owner: string; readonly cents: Cents }[];
    readonly names: ReadonlyMap<string, string>;
  },
): ViewMessage => {
  const who = (userId: string) => `**${displayName(input.names, userId)}**`;
  const lines = [
    t(locale, `banque.ended.${input.reason}`, { name: who(input.banker), cents: input.cents }),
    ...input.frozenReturned.map((item) =>
      t(locale, 'banque.ended.frozen', { name: who(item.owner), cents: item.cents }),
    ),
    ...(input.reason === 'table-closed' ? [] : [t(locale, 'banque.ended.auction')]),
  ];
  return {
    embeds: [
      fitEmbed({ title: t(locale, 'banque.ended.title'), color: COLORS.info, description: lines.join('\n') }),
    ],
    components: [],
  };
};

/** The channel's notice of a banque event: the bank's end is news for the whole channel. */
export const banqueNotice = (locale: Locale, event: TableEvent, names: Names): ViewMessage | undefined =>
  event.type === 'banque-bank-ended'
    ? renderBanqueBankEnded(locale, {
        banker: event.banker,
        cents: event.cents,
        reason: event.reason,
        frozenReturned: event.frozenReturned,
        // The banker and every owner of a returned centre stake, by name as in the results.
        names: names([event.banker, ...event.frozenReturned.map(({ owner }) => owner)]),
      })
    : undefined;
