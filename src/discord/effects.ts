/**
 * What a command's result does in the channel, as data: a pure function of the accepted change
 * set and its events, carried out by effect-executor.ts. The ledger is committed before any of
 * it runs, so none of it can change money; it only shows it.
 *
 * A new table event every game shares is one more case in `planEffects`; a game's own events
 * redraw its table, and its shell says which of them the channel is told of (`GameShell.notice`).
 * A new timer (a decision's deadline beside the betting timer) is one more TimerKind, which the
 * executor's timer table must then arm.
 */
import { SHELLS } from '../games/shells.js';
import type { Accepted, TableEvent } from '../table/commands.js';
import type { ChangeSet } from '../table/draft.js';
import type { RoundRecord } from '../table/state.js';
import { publicLocale } from './languages.js';
import { hasResultView } from './round-results.js';
import {
  type RefundNote,
  refundNotesOf,
  renderBetsReturned,
  renderShoeRevealed,
  renderShoeStarted,
  type ViewMessage,
} from './views/index.js';
import type { Place } from './vocabulary.js';

/** The channel timers a table may have running: the betting timer's deal, a decision's deadline. */
export type TimerKind = 'betting' | 'decision';

export type Effect =
  /** Post the round's result in the channel (drawn by the executor: it needs names and settings). */
  | { readonly kind: 'post-result'; readonly record: RoundRecord<unknown>; readonly changes: ChangeSet }
  /** Post a ready-made public message in the channel, before the table message. */
  | { readonly kind: 'announce'; readonly message: ViewMessage }
  /** Bring the channel's table message up to date. */
  | { readonly kind: 'refresh-table' }
  /** Post a fresh table message (a new round); the old one loses its buttons. */
  | { readonly kind: 'repost-table' }
  /** Arm the channel's `timer` to act on `round` at `at` (ms since the epoch), replacing any other. */
  | { readonly kind: 'arm-timer'; readonly timer: TimerKind; readonly round: number; readonly at: number }
  /** Drop the channel's `timer`. */
  | { readonly kind: 'disarm-timer'; readonly timer: TimerKind }
  /** Tell one player privately what the bank could not take of his chips at the close of betting. */
  | { readonly kind: 'tell-refunds'; readonly userId: string; readonly note: RefundNote }
  /**
   * Give the player a decision now waits for his prompt (his cards, his choices, the deadline)
   * privately, at once; `step` is the decision's, so a prompt the coup has moved past is not sent.
   */
  | { readonly kind: 'prompt-decider'; readonly userId: string; readonly step: number };

export interface PlanOptions {
  /** The verifier page's address (VERIFY_URL), for the notice that reveals a shoe. */
  readonly verifyUrl?: string | undefined;
  /** The display names of these players in the place's server, for notices that list players. */
  readonly names?: (userIds: readonly string[]) => ReadonlyMap<string, string>;
}

const REFRESH: Effect = { kind: 'refresh-table' };
const REPOST: Effect = { kind: 'repost-table' };

/** What one event asks of the channel, in the order it should appear there. */
const effectsOf = (place: Place, accepted: Accepted, event: TableEvent, options: PlanOptions): Effect[] => {
  switch (event.type) {
    case 'round-dealt': {
      const { record } = event;
      // Every result is a channel post with its round's nonce, never an interaction's reply: a
      // post made again (by the next process to serve the server) is then folded by Discord.
      // A game without a result view (a test's own) still opens a fresh table.
      const post = hasResultView(record);
      return [...(post ? [{ kind: 'post-result', record, changes: accepted.changes } as const] : []), REPOST];
    }
    case 'decision-pending':
      return [
        { kind: 'arm-timer', timer: 'decision', round: event.round, at: event.decision.deadline },
        { kind: 'prompt-decider', userId: event.decision.userId, step: event.decision.step },
        REFRESH,
      ];
    // Switched on while the coup waited for him: his decision is now due sooner.
    case 'play-by-rule-set':
      return event.decision
        ? [{ kind: 'arm-timer', timer: 'decision', round: event.round, at: event.decision.deadline }, REFRESH]
        : [];
    case 'shoe-revealed':
      return [
        {
          kind: 'announce',
          message: renderShoeRevealed(publicLocale(place), {
            archive: event.archive,
            verifyUrl: options.verifyUrl,
          }),
        },
      ];
    case 'shoe-started':
      return [{ kind: 'announce', message: renderShoeStarted(publicLocale(place), event) }, REFRESH];
    case 'timer-armed': {
      const table = accepted.changes.table;
      return [
        ...(table
          ? [{ kind: 'arm-timer', timer: 'betting', round: table.round, at: event.dealAt } as const]
          : []),
        REFRESH,
      ];
    }
    case 'bets-returned':
      return [
        {
          kind: 'announce',
          message: renderBetsReturned(
            publicLocale(place),
            event,
            options.names?.(event.refunds.map(({ userId }) => userId)),
          ),
        },
        REFRESH,
      ];
    case 'bet-placed':
    case 'bets-cleared':
    case 'bets-repeated':
    case 'decision-taken':
    case 'table-configured':
    case 'client-seed-set':
      return [REFRESH];
    case 'wallet-opened':
    case 'wallet-changed':
      return [];
    // A server default or the server's language shows in the table message: redraw it.
    case 'guild-configured':
      return [REFRESH];
    // A game's own event shows in its table message; the game's shell says whether it is news for
    // the whole channel too (a bank ending: why, what went back, who may bank next).
    default:
      return [
        ...noticesOf(place, event, options).map((message) => ({ kind: 'announce', message }) as const),
        REFRESH,
      ];
  }
};

/** The channel notices a game's own event makes, asked of every game's shell (only its own answers). */
const noticesOf = (place: Place, event: TableEvent, options: PlanOptions): ViewMessage[] =>
  [...SHELLS.values()].flatMap((shell) => {
    const notice = shell.notice(
      publicLocale(place),
      event,
      (userIds) => options.names?.(userIds) ?? new Map(),
    );
    return notice ? [notice] : [];
  });

/**
 * The channel work of an accepted command: announcements and timers in the order of its events,
 * then at most one table update (a repost wins over a refresh, since it draws the table anew).
 */
export const planEffects = (place: Place, accepted: Accepted, options: PlanOptions): readonly Effect[] => {
  const planned = accepted.events.flatMap((event) => effectsOf(place, accepted, event, options));
  const effects = planned.filter((effect) => effect !== REFRESH && effect !== REPOST);
  // No deal time left on the table (timer off, bets cleared, round dealt): its timer goes.
  if (accepted.changes.table?.dealAt === null) effects.push({ kind: 'disarm-timer', timer: 'betting' });
  // A decision was taken and the coup waits for no other: its deadline timer goes.
  if (
    accepted.events.some((event) => event.type === 'decision-taken') &&
    accepted.changes.table?.coup === null
  )
    effects.push({ kind: 'disarm-timer', timer: 'decision' });
  // Each owner of chips the close of betting sent home reads it privately, besides the public result.
  for (const { userId, note } of refundNotesOf(accepted.events))
    effects.push({ kind: 'tell-refunds', userId, note });
  if (planned.includes(REPOST)) effects.push(REPOST);
  else if (planned.includes(REFRESH)) effects.push(REFRESH);
  return effects;
};
