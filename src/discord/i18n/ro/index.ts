/** Catalogul românesc: aceleași chei și parametri ca cel englez, verificate de tsc. */

import { GAME_WORDS } from '../../../games/words.js';
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
  ...GAME_WORDS.ro,
};
