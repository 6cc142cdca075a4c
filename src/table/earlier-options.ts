/**
 * Settings stored before a game had options of its own kept them among the shared settings. A
 * record read from storage passes through here once, so the table machine, the views and the
 * next write all meet each game's options under its id (`TableSettings.gameOptions`); which
 * settings moved, and what they held, each game says itself (`GameOptions.earlier`).
 */
import type { GameRegistry } from './game.js';
import type { GameId, GuildRecord, TableRecord } from './state.js';

/**
 * `settings` as stored, with every game's options that were kept among the shared settings moved
 * under `gameOptions[game id]`; options the game already holds there win. The same object when
 * there is nothing to move.
 */
export const withEarlierOptions = <S extends { readonly gameOptions?: Readonly<Record<GameId, unknown>> }>(
  settings: S,
  games: GameRegistry,
): S => {
  let moved: Record<string, unknown> | undefined;
  for (const [id, game] of games) {
    const earlier = game.options?.earlier;
    if (!earlier?.fields.some((field) => field in settings)) continue;
    moved ??= { ...settings };
    const options = earlier.read(settings as Readonly<Record<string, unknown>>);
    for (const field of earlier.fields) delete moved[field];
    if (options !== undefined && settings.gameOptions?.[id] === undefined)
      moved.gameOptions = { ...(moved.gameOptions as object | undefined), [id]: options };
  }
  return (moved as S | undefined) ?? settings;
};

/** A server's record as stored, its table defaults' game options under their games. */
export const guildWithEarlierOptions = (guild: GuildRecord, games: GameRegistry): GuildRecord => {
  const tableDefaults = withEarlierOptions(guild.settings.tableDefaults, games);
  return tableDefaults === guild.settings.tableDefaults
    ? guild
    : { ...guild, settings: { ...guild.settings, tableDefaults } };
};

/** A table as stored, its own settings' and its open round's game options under their games. */
export const tableWithEarlierOptions = (table: TableRecord, games: GameRegistry): TableRecord => {
  const overrides = withEarlierOptions(table.overrides, games);
  const roundRules = table.roundRules && withEarlierOptions(table.roundRules, games);
  return overrides === table.overrides && roundRules === table.roundRules
    ? table
    : { ...table, overrides, roundRules };
};
