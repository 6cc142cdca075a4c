/**
 * Carries out the plan effects.ts makes: posts and table updates go to the channel's coalesced
 * writes (never awaited: callers never wait for Discord), timers to the timer of their kind.
 * Effects run in plan order, so a round's result is posted before the shoe notices after it.
 */
import { createHash } from 'node:crypto';
import type { MessageCreateOptions } from 'discord.js';
import type { ChangeSet } from '../table/draft.js';
import type { RoundRecord } from '../table/state.js';
import type { Effect, TimerKind } from './effects.js';
import type { RefundNote, ViewMessage } from './views/index.js';
import type { Place } from './vocabulary.js';

/** The channel writes effects need (TableMessages). */
export interface ChannelPosts {
  announce(guildId: string, channelId: string, message: MessageCreateOptions, onPosted?: () => void): void;
  refresh(guildId: string, channelId: string): void;
  repost(guildId: string, channelId: string): void;
}

/** One kind of timer, one per channel (TableTimers). */
export interface ChannelTimers {
  arm(guildId: string, channelId: string, round: number, at: number): void;
  disarm(channelId: string): void;
}

export interface EffectTargets {
  readonly posts: ChannelPosts;
  /** Every timer kind must have its timers: a new kind does not compile until it does. */
  readonly timers: Readonly<Record<TimerKind, ChannelTimers>>;
  /** Draws a round's result as the channel sees it. */
  result(place: Place, record: RoundRecord<unknown>, changes: ChangeSet): Promise<ViewMessage>;
  /** The round's result is in the channel: it leaves the store's outbox. */
  resultPosted(place: Place, record: RoundRecord<unknown>): void;
  /**
   * Tells a player privately, when he can still be reached, what the close of betting sent home
   * (never awaited).
   */
  tellRefunds(place: Place, userId: string, note: RefundNote): void;
  /** Sends the player the coup waits for his prompt privately, or calls him in the channel (never awaited). */
  promptDecider(place: Place, userId: string, step: number): void;
}

/**
 * The nonce a round's result is posted with. Discord creates one message per nonce (with
 * enforce_nonce), so a result posted again after a crash, before the bot could note it posted,
 * does not appear twice. At most 25 characters.
 */
export const resultNonce = (channelId: string, round: number): string =>
  createHash('sha256').update(`${channelId}:${round}`).digest('base64url').slice(0, 25);

/** A round's result as a channel post: deduplicated by its nonce. */
export const resultPost = (message: ViewMessage, channelId: string, round: number): MessageCreateOptions => ({
  ...message,
  nonce: resultNonce(channelId, round),
  enforceNonce: true,
});

/** Carries out `effects` at `place`, in order. */
export const carryOut = async (
  targets: EffectTargets,
  place: Place,
  effects: readonly Effect[],
): Promise<void> => {
  const { guildId, channelId } = place;
  for (const effect of effects) {
    switch (effect.kind) {
      case 'post-result': {
        const { record } = effect;
        const message = await targets.result(place, record, effect.changes);
        targets.posts.announce(guildId, channelId, resultPost(message, channelId, record.round), () =>
          targets.resultPosted(place, record),
        );
        break;
      }
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
      case 'tell-refunds':
        targets.tellRefunds(place, effect.userId, effect.note);
        break;
      case 'prompt-decider':
        targets.promptDecider(place, effect.userId, effect.step);
        break;
      default:
        effect satisfies never;
    }
  }
};
