/**
 * Carries out the plan effects.ts makes: posts and table updates go to the channel's coalesced
 * writes (never awaited: callers never wait for Discord), timers to the timer of their kind.
 * Effects run in plan order, so a round's result is posted before the shoe notices after it.
 */
import type { ChangeSet } from '../table/draft.js';
import type { RoundRecord } from '../table/state.js';
import type { Effect, TimerKind } from './effects.js';
import type { ViewMessage } from './views/index.js';
import type { Place } from './vocabulary.js';

/** The channel writes effects need (TableMessages). */
export interface ChannelPosts {
  announce(guildId: string, channelId: string, message: ViewMessage): void;
  refresh(guildId: string, channelId: string): void;
  repost(guildId: string, channelId: string): void;
}

/** One kind of timer, one per channel (BettingTimers). */
export interface ChannelTimers {
  arm(guildId: string, channelId: string, round: number, at: number): void;
  disarm(channelId: string): void;
}

export interface EffectTargets {
  readonly posts: ChannelPosts;
  /** Every timer kind must have its timers: a new kind does not compile until it does. */
  readonly timers: Readonly<Record<TimerKind, ChannelTimers>>;
  /** Draws a round's result as the channel sees it. */
  result(place: Place, record: RoundRecord, changes: ChangeSet): Promise<ViewMessage>;
}

/** Carries out `effects` at `place`, in order. */
export const carryOut = async (
  targets: EffectTargets,
  place: Place,
  effects: readonly Effect[],
): Promise<void> => {
  const { guildId, channelId } = place;
  for (const effect of effects) {
    switch (effect.kind) {
      case 'post-result':
        targets.posts.announce(
          guildId,
          channelId,
          await targets.result(place, effect.record, effect.changes),
        );
        break;
      case 'announce':
        targets.posts.announce(guildId, channelId, effect.message);
        break;
      case 'refresh-table':
        targets.posts.refresh(guildId, channelId);
        break;
      case 'repost-table':
        targets.posts.repost(guildId, channelId);
        break;
      case 'arm-timer':
        targets.timers[effect.timer].arm(guildId, channelId, effect.round, effect.at);
        break;
      case 'disarm-timer':
        targets.timers[effect.timer].disarm(channelId);
        break;
      default:
        effect satisfies never;
    }
  }
};
