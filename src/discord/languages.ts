/**
 * The one place that decides which language a message is written in:
 * - a private (ephemeral) answer speaks the member's own language: the interaction's `locale`;
 * - a public message (the table, a result, a notice) speaks the server's: the interaction's
 *   `guild_locale`, carried by the Place. A channel learns it from the actions taken there and
 *   remembers it across restarts, so messages without an interaction (a betting timer's deal,
 *   a table redrawn after a restart) still speak it. A channel never heard from speaks English.
 */
import type { ChannelMemory } from './channel-memory.js';
import { type Locale, localeOf } from './i18n/index.js';
import type { Place } from './vocabulary.js';

/** The language of an ephemeral answer: the member's own. */
export const privateLocale = (interaction: { readonly locale?: string | null }): Locale =>
  localeOf(interaction.locale);

/** The language of a public message at `place`: the server's. */
export const publicLocale = (place: Place): Locale => place.guildLocale;

/** Where an interaction happens; public messages there speak the server's language. */
export const placeOf = (interaction: {
  readonly guildId: string | null;
  readonly channelId: string | null;
  readonly guildLocale?: string | null;
}): Place => {
  const { guildId, channelId } = interaction;
  // The router's 'guild-only' precondition runs first; this is a programming error, not a refusal.
  if (!guildId || !channelId) throw new Error('a place is a server channel: declare guild-only');
  return { guildId, channelId, guildLocale: localeOf(interaction.guildLocale) };
};

/** Each channel's public language, learned from its actions and kept across restarts by `memory`. */
export class ChannelLanguages {
  private readonly learned = new Map<string, Locale>();

  /** Without `memory`, a channel's language lasts one process. */
  constructor(private readonly memory?: ChannelMemory) {}

  /** Takes the server language of an action at `place` as the channel's, and remembers it. */
  learn(place: Place): void {
    this.learned.set(place.channelId, place.guildLocale);
    this.memory?.remember(place.guildId, place.channelId, { locale: place.guildLocale });
  }

  /** The channel's public language: the last action's, else the remembered one, else English. */
  async of(guildId: string, channelId: string): Promise<Locale> {
    const known = this.learned.get(channelId);
    if (known) return known;
    return (await this.memory?.load(guildId, channelId))?.locale ?? 'en';
  }

  /** The place of a channel when no interaction is at hand (a timer), in the channel's language. */
  async placeAt(guildId: string, channelId: string): Promise<Place> {
    return { guildId, channelId, guildLocale: await this.of(guildId, channelId) };
  }
}
