/**
 * What a slash-command file is made of: the shape every `commands/*.ts` exports, the context the
 * router hands it, and small helpers that give builders their English text and Dutch, Italian and
 * Romanian localizations from the catalogs (names stay English: Discord matches them as typed).
 */
import type {
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { GameService, Place } from './game-service.js';
import { englishOf, type Locale, localizationsOf, type StaticKey } from './i18n/index.js';
import type { Reply } from './router.js';

export interface CommandContext {
  readonly interaction: ChatInputCommandInteraction<'raw' | 'cached'>;
  readonly game: GameService;
  /** Server, channel and the languages to answer in. */
  readonly place: Place;
  /** The member's own language, for ephemeral answers. */
  readonly locale: Locale;
  /** Answers the interaction (reply, or editReply after the router's defer). */
  reply(message: Reply, options?: { readonly ephemeral?: boolean }): Promise<void>;
  /** Answers publicly when still possible (true), else privately (false). */
  publish(message: Reply): Promise<boolean>;
}

export interface SlashCommand {
  readonly data: { readonly name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  /** 'ephemeral': the router defers privately before `execute` (anything touching storage). */
  readonly defer?: 'ephemeral';
  /** Needs Manage Server, checked at run time whatever the registered default permissions say. */
  readonly admin?: boolean;
  execute(ctx: CommandContext): Promise<void>;
}

interface Describable<T> {
  setDescription(description: string): T;
  setDescriptionLocalizations(localizations: { nl: string; it: string; ro: string }): T;
}

/** Sets a builder's English description and its localizations from one catalog key. */
export const described = <T extends Describable<T>>(builder: T, key: StaticKey): T =>
  builder.setDescription(englishOf(key)).setDescriptionLocalizations(localizationsOf(key));

/** A choice named from the catalog (English name plus localizations). */
export const choice = <V extends string | number>(key: StaticKey, value: V) => ({
  name: englishOf(key),
  name_localizations: localizationsOf(key),
  value,
});
