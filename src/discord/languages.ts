/**
 * The one place that decides which language a message is written in:
 * - a private (ephemeral) answer speaks the member's own language: the interaction's `locale`;
 * - a public message (the table, a result, a notice, the road, the leaderboard) speaks the
 *   server's: the language an admin chose with `/table language`, or with 'auto' (the default)
 *   Discord's server locale, the interaction's `guild_locale`. Both are carried by the Place.
 *   A channel learns Discord's server locale from the actions taken there and remembers it across
 *   restarts, so messages without an interaction (a betting timer's deal, a table redrawn after a
 *   restart) still speak it. A channel never heard from speaks English, unless the server chose.
 */

import { type GuildRecord, type ServerLanguage, serverLanguageOf } from '../table/state.js';
import { type ChannelMemory, UNRECORDED_LOCALE } from './channel-memory.js';
import { type Locale, localeOf } from './i18n/index.js';
import type { Place } from './vocabulary.js';

/** The server's chosen language, 'auto' where it chose none (read from its settings). */
export type ServerChoice = (guildId: string) => Promise<ServerLanguage>;

/**
 * The server's choice as its settings in `store` hold it: from the committed record in memory when
 * the store holds the server (no wait behind the server's commands for every interaction's
 * wording), else read.
 */
export const choiceIn =
  (store: {
    committedGuild(guildId: string): GuildRecord | undefined;
    readGuild(guildId: string): Promise<GuildRecord>;
  }): ServerChoice =>
  async (guildId) =>
    serverLanguageOf(store.committedGuild(guildId) ?? (await store.readGuild(guildId)));

/** The language of an ephemeral answer: the member's own. */
export const privateLocale = (interaction: { readonly locale?: string | null }): Locale =>
  localeOf(interaction.locale);

/** The language of a public message at `place`: the server's. */
export const publicLocale = (place: Place): Locale => place.guildLocale;

/** The server's public language: its choice, or with 'auto' Discord's server locale. */
export const resolveLanguage = (choice: ServerLanguage, discordLocale: Locale): Locale =>
  choice === 'auto' ? discordLocale : choice;

/**
 * Where an interaction happens, with Discord's server locale as its public language: what 'auto'
 * means. `ChannelLanguages.placeOf` applies the server's own choice over it.
 */
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

/** Discord's server locale at a place: what 'auto' follows (a place made by hand has only one). */
export const discordLocaleOf = (place: Place): Locale => place.discordLocale ?? place.guildLocale;

/**
 * Each channel's public language: the server's choice, else Discord's server locale learned from
 * the channel's actions and kept across restarts by `memory`.
 */
export class ChannelLanguages {
  private readonly learned = new Map<string, Locale>();

  /**
   * Without `memory`, what a channel learned lasts one process; without `choiceOf`, every server
   * follows Discord's locale ('auto').
   */
  constructor(
    private readonly memory?: ChannelMemory,
    private readonly choiceOf: ServerChoice = async () => 'auto',
  ) {}

  /** Takes Discord's server locale of an action at `place` as the channel's, and remembers it. */
  learn(place: Place): void {
    const locale = discordLocaleOf(place);
    this.learned.set(place.channelId, locale);
    this.memory?.remember(place.guildId, place.channelId, { locale });
  }

  /** The place of an interaction, speaking the language the server chose (learns nothing). */
  async placeOf(interaction: Parameters<typeof placeOf>[0]): Promise<Place> {
    const place = placeOf(interaction);
    const choice = await this.choiceOf(place.guildId);
    return {
      ...place,
      guildLocale: resolveLanguage(choice, place.guildLocale),
      discordLocale: place.guildLocale,
    };
  }

  /** The channel's public language: the server's choice, else Discord's server locale learned there. */
  async of(guildId: string, channelId: string): Promise<Locale> {
    return resolveLanguage(await this.choiceOf(guildId), await this.discordLocale(guildId, channelId));
  }

  /** The place of a channel when no interaction is at hand (a timer), in the channel's language. */
  async placeAt(guildId: string, channelId: string): Promise<Place> {
    const discordLocale = await this.discordLocale(guildId, channelId);
    const guildLocale = resolveLanguage(await this.choiceOf(guildId), discordLocale);
    return { guildId, channelId, guildLocale, discordLocale };
  }

  /** Discord's server locale as the channel last heard it, else the remembered one, else English. */
  private async discordLocale(guildId: string, channelId: string): Promise<Locale> {
    const known = this.learned.get(channelId);
    if (known) return known;
    return (await this.memory?.load(guildId, channelId))?.locale ?? UNRECORDED_LOCALE;
  }
}
