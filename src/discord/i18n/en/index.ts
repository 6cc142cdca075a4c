/** The English catalog: the source of truth every other language is checked against. */

import { GAME_WORDS } from '../../../games/words.js';
import type { CatalogOf } from '../types.js';
import { commands } from './commands.js';
import { common } from './common.js';
import { panels } from './panels.js';
import { play } from './play.js';
import { refusals } from './refusals.js';
import { rules } from './rules.js';
import { stats } from './stats.js';

/** The English areas, so each language can type its own area files against them. */
export const areas = { common, commands, play, panels, rules, refusals, stats, games: GAME_WORDS.en };

export const en = {
  ...common,
  ...commands,
  ...play,
  ...panels,
  ...rules,
  ...refusals,
  ...stats,
  ...GAME_WORDS.en,
};

export type Catalog = CatalogOf<typeof en>;
export type CommonCatalog = CatalogOf<typeof common>;
export type CommandsCatalog = CatalogOf<typeof commands>;
export type PlayCatalog = CatalogOf<typeof play>;
export type PanelsCatalog = CatalogOf<typeof panels>;
export type RulesCatalog = CatalogOf<typeof rules>;
export type RefusalsCatalog = CatalogOf<typeof refusals>;
export type StatsCatalog = CatalogOf<typeof stats>;
