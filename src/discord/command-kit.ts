/**
 * Helpers for the slash-command builders of `commands/*.ts`: each builder's English text and its
 * Dutch, Italian and Romanian localizations come from the catalogs (names stay English: Discord
 * matches them as typed). The shape a command file exports is SlashCommand, in vocabulary.ts.
 */
import type { SlashCommandIntegerOption, SlashCommandStringOption } from '@discordjs/builders';
import { englishOf, localizationsOf, type StaticKey } from './i18n/index.js';

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

/** A whole-number option from `min` up, required unless told. */
export const whole =
  (name: string, key: StaticKey, min: number, required = true) =>
  (option: SlashCommandIntegerOption) =>
    described(option.setName(name), key).setRequired(required).setMinValue(min);

/**
 * Where a /table setting goes: this table's own settings (the default), or the server's defaults,
 * which every table without its own value for that setting follows. Optional, so always the last
 * option; `key` describes it for the setting at hand.
 */
export const scopeOption = (key: StaticKey) => (option: SlashCommandStringOption) =>
  described(option.setName('scope'), key).addChoices(
    choice('cmd.table.scope.table', 'table'),
    choice('cmd.table.scope.server', 'server'),
  );
