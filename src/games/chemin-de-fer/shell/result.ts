/**
 * A chemin de fer coup, explained in public once it is settled: both hands card by card, every
 * third-card decision with who took it and why (his own choice, the rule, or the default when he
 * did not answer in time), each punter's stake and what it returned, what the bank accepted and
 * sent back, the commission, the bank after the coup with any garage, and where the shoe goes.
 */
import type { APIEmbedField } from 'discord.js';
import { type Key, type Locale, t } from '../../../discord/i18n/index.js';
import { handFaces } from '../../../discord/views/cards.js';
import { linesToFields } from '../../../discord/views/embed-limits.js';
import { COLORS, displayName, netAndBalance, type ViewMessage } from '../../../discord/views/shared.js';
import { addCents, centsOf, subCents, sumChips } from '../../../engine/money.js';
import { type BankedResultInput, playedByTheRule, resultMessage } from '../../banked/shell/result.js';
import { commissionText } from '../../banked/shell/shared.js';
import type { CdfDecision } from '../rules/coup.js';
import type { CdfRoundCoup, CdfTableState } from '../table/index.js';
import { inPriorityOrder } from './shared.js';

/** A coup's result as the view draws it; `after` (the state right after it, when known) says the bank kept and the shoe's next holder. */
export type CdfResultInput = BankedResultInput<CdfRoundCoup, CdfTableState>;

type WhyKey = Extract<Key, `cdf.why.${string}`>;
const WHY: Readonly<Partial<Record<CdfDecision['rule'], WhyKey>>> = {
  'punter-draws-0-4': 'cdf.why.punter-draws-0-4',
  'punter-stands-6-7': 'cdf.why.punter-stands-6-7',
  'banker-draws-0-5-punter-stood': 'cdf.why.banker-draws-0-5-punter-stood',
  'banker-stands-6-7-punter-stood': 'cdf.why.banker-stands-6-7-punter-stood',
  'banker-draws-0-2': 'cdf.why.banker-draws-0-2',
  'banker-table-draws': 'cdf.why.banker-table-draws',
  'banker-table-stands': 'cdf.why.banker-table-stands',
  'banker-stands-7': 'cdf.why.banker-stands-7',
};

/** One sentence for one decision (`byTheRule`: who asked the bot to play by the rule): the person, the total (and the punter's third card), and why. */
export const cdfDecisionLine = (
  locale: Locale,
  played: CdfRoundCoup,
  decision: CdfDecision,
  names: ReadonlyMap<string, string>,
  byTheRule: ReadonlySet<string> = new Set(),
): string => {
  const holder = decision.hand === 'punter' ? played.handHolder : played.banker;
  const params = {
    name: holder === null ? '' : `**${displayName(names, holder)}**`,
    role: decision.hand,
    total: decision.total,
    against: decision.hand === 'banker' ? decision.punterThird : null,
    action: decision.action,
  };
  if (holder === null) return t(locale, 'cdf.decision.nobody', params);
  if (decision.by === 'player') return t(locale, 'cdf.decision.player', params);
  if (decision.by === 'default')
    return t(locale, byTheRule.has(holder) ? 'cdf.decision.byTheRule' : 'cdf.decision.default', params);
  const why = WHY[decision.rule];
  return why
    ? t(locale, 'cdf.decision.rule', { ...params, why: t(locale, why) })
    : t(locale, 'cdf.decision.player', params);
};

const isNaturalHand = (cards: readonly unknown[], total: number) => cards.length === 2 && total >= 8;

/** The coup's result as one public embed, coloured by who won. */
export const renderCdfResult = (locale: Locale, input: CdfResultInput): ViewMessage => {
  const { record, names, after, shoe } = input;
  const played = record.coup;
  const { coup } = played;
  const who = (userId: string) => `**${displayName(names, userId)}**`;
  const outcome =
    coup.outcome === 'tie'
      ? t(locale, 'cdf.outcome.tie', { total: coup.punterTotal })
      : t(locale, `cdf.outcome.${coup.outcome}`, { punter: coup.punterTotal, banker: coup.bankerTotal });
  const decisions = coup.natural
    ? [t(locale, 'cdf.result.natural')]
    : coup.decisions.map((decision) =>
        cdfDecisionLine(locale, played, decision, names, playedByTheRule(record.decisions)),
      );
  const results = new Map(record.results.map((result) => [result.userId, result]));
  const stakeLines: string[] = [];
  // In the order the bank took them; the seats after the coup are the seats it was played at.
  const ordered = inPriorityOrder(
    {
      seats: after?.seats ?? [],
      banker: played.banker,
      suivi: played.handBy === 'banco-suivi' ? played.handHolder : null,
    },
    played.acceptances,
  );
  for (const acceptance of ordered) {
    const result = results.get(acceptance.userId);
    if (acceptance.accepted > 0 && result)
      stakeLines.push(
        t(locale, 'cdf.result.stake', {
          name: who(acceptance.userId),
          stake: centsOf(acceptance.accepted),
          outcome: netAndBalance(locale, result),
        }),
      );
    if (acceptance.refunded > 0)
      stakeLines.push(
        t(locale, 'cdf.result.returned', {
          name: who(acceptance.userId),
          cents: centsOf(acceptance.refunded),
          why: t(locale, `cdf.refund.${acceptance.reason === 'accepted' ? 'trimmed' : acceptance.reason}`),
        }),
      );
  }
  const banker = results.get(played.banker);
  const cover = centsOf(sumChips(played.acceptances.map((a) => a.accepted)));
  const bankLines: string[] = [];
  if (banker)
    bankLines.push(
      t(locale, 'cdf.result.banker.line', {
        name: who(played.banker),
        outcome: netAndBalance(locale, {
          netCents: subCents(banker.netCents, banker.commissionCents),
          balanceCents: banker.balanceCents,
        }),
      }),
    );
  if (record.houseTakeCents > 0)
    bankLines.push(
      t(locale, 'cdf.result.commission', {
        rate: commissionText(locale, record.commissionBp),
        cents: record.houseTakeCents,
      }),
    );
  const next: string[] = [];
  // An absent banker's bank goes back to him after the coup (docs/chemin-de-fer.md, "The bank and the stakes").
  if (after?.absent.includes(played.banker) && after.banker !== played.banker)
    next.push(t(locale, 'cdf.result.absent', { name: who(played.banker) }));
  if (coup.outcome === 'punter') {
    bankLines.push(
      t(locale, 'cdf.result.paidOut', { name: who(played.banker), cents: subCents(played.bankCents, cover) }),
    );
    const holder = after?.holder;
    next.push(
      holder ? t(locale, 'cdf.result.passes', { name: who(holder) }) : t(locale, 'cdf.result.passesOn'),
    );
  } else {
    // The bank grew by the cover less the commission (or stayed, on égalité); above the maximum, garage.
    const grown =
      coup.outcome === 'tie'
        ? played.bankCents
        : subCents(addCents(played.bankCents, cover), record.houseTakeCents);
    const kept = after && after.banker === played.banker ? after.bankCents : null;
    bankLines.push(t(locale, 'cdf.result.bankAfter', { cents: kept ?? grown }));
    if (kept !== null && kept < grown)
      bankLines.push(
        t(locale, 'cdf.result.garage', { name: who(played.banker), cents: subCents(grown, kept) }),
      );
    if (coup.outcome === 'tie') next.push(t(locale, 'cdf.result.tie'));
    next.push(
      after && after.banker !== played.banker && after.holder
        ? t(locale, 'cdf.result.passes', { name: who(after.holder) })
        : t(locale, 'cdf.result.keeps', { name: who(played.banker) }),
    );
  }
  const hand = (role: 'punter' | 'banker'): APIEmbedField => {
    const cards = role === 'punter' ? coup.punter : coup.banker;
    const total = role === 'punter' ? coup.punterTotal : coup.bankerTotal;
    const holder = role === 'punter' ? played.handHolder : played.banker;
    return {
      name: t(locale, `cdf.result.${role}`, { total, natural: isNaturalHand(cards, total) }),
      value: `${holder ? `${who(holder)}\n` : ''}${handFaces(cards)}`,
      inline: true,
    };
  };
  return resultMessage(locale, shoe, {
    title: t(locale, 'cdf.result.title', { round: record.round, outcome }),
    color: coup.outcome === 'punter' ? COLORS.player : coup.outcome === 'banker' ? COLORS.banker : COLORS.tie,
    fields: [
      hand('punter'),
      hand('banker'),
      ...linesToFields(t(locale, 'cdf.result.decisions'), decisions),
      ...linesToFields(t(locale, 'cdf.result.stakes'), stakeLines),
      ...linesToFields(t(locale, 'cdf.result.bank'), bankLines),
      ...linesToFields(t(locale, 'cdf.result.next'), next),
    ],
  });
};
