/** Il catalogo italiano: stesse chiavi e stessi parametri dell'inglese, verificati da tsc. */

import { banque } from '../../../games/banque/words/it.js';
import { cdf } from '../../../games/chemin-de-fer/words/it.js';
import { ez } from '../../../games/ez-baccarat/words/it.js';
import type { Catalog } from '../en/index.js';
import { commands } from './commands.js';
import { common } from './common.js';
import { panels } from './panels.js';
import { play } from './play.js';
import { refusals } from './refusals.js';
import { rules } from './rules.js';
import { stats } from './stats.js';

export const it: Catalog = {
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
