/** Catalogul românesc: aceleași chei și parametri ca cel englez, verificate de tsc. */

import { banque } from '../../../games/banque/words/ro.js';
import { cdf } from '../../../games/chemin-de-fer/words/ro.js';
import { ez } from '../../../games/ez-baccarat/words/ro.js';
import type { Catalog } from '../en/index.js';
import { commands } from './commands.js';
import { common } from './common.js';
import { panels } from './panels.js';
import { play } from './play.js';
import { refusals } from './refusals.js';
import { rules } from './rules.js';
import { stats } from './stats.js';

export const ro: Catalog = {
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
