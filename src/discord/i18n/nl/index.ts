/** De Nederlandse catalogus: dezelfde sleutels en parameters als de Engelse, gecontroleerd door tsc. */

import { banque } from '../../../games/banque/words/nl.js';
import { cdf } from '../../../games/chemin-de-fer/words/nl.js';
import { ez } from '../../../games/ez-baccarat/words/nl.js';
import type { Catalog } from '../en/index.js';
import { commands } from './commands.js';
import { common } from './common.js';
import { panels } from './panels.js';
import { play } from './play.js';
import { refusals } from './refusals.js';
import { rules } from './rules.js';
import { stats } from './stats.js';

export const nl: Catalog = {
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
