/** The English catalog: the source of truth every other language is checked against. */

import { banque } from '../../../games/banque/words/en.js';
import { cdf } from '../../../games/chemin-de-fer/words/en.js';
import { ez } from '../../../games/ez-baccarat/words/en.js';
import type { CatalogOf } from '../types.js';
import { commands } from './commands.js';
import { common } from './common.js';
import { panels } from './panels.js';
import { play } from './play.js';
import { refusals } from './refusals.js';
import { rules } from './rules.js';
import { stats } from './stats.js';

/** The English areas, so each language can type its own area files against them. */
export const areas = { common, commands, play, panels, rules, refusals, stats, cdf, banque, ez };

export const en = {
  ...common,
  ...commands,
  ...play,
  ...panels,
  ...rules,
  ...refusals,
  ...stats,
  ...cdf,
  ...banque,
  ...ez,
};

export type Catalog = CatalogOf<typeof en>;
export type CommonCatalog = CatalogOf<typeof common>;
export type CommandsCatalog = CatalogOf<typeof commands>;
export type PlayCatalog = CatalogOf<typeof play>;
export type PanelsCatalog = CatalogOf<typeof panels>;
export type RulesCatalog = CatalogOf<typeof rules>;
export type RefusalsCatalog = CatalogOf<typeof refusals>;
export type StatsCatalog = CatalogOf<typeof stats>;
export type CdfCatalog = CatalogOf<typeof cdf>;
export type BanqueCatalog = CatalogOf<typeof banque>;
export type EzCatalog = CatalogOf<typeof ez>;
export type { BanqueDecisionParams, BanqueHandId, BanqueSideId } from '../../../games/banque/words/en.js';
export type { DecisionParams } from '../../../games/chemin-de-fer/words/en.js';
export type { SideBetLimitParams } from '../../../games/ez-baccarat/words/en.js';
