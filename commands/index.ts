/**
 * Every slash command, listed explicitly so `tsc` catches one that is missing or malformed; each
 * game's own commands come from its controls.
 */
import type { SlashCommand } from '../src/discord/vocabulary.js';
import { CONTROLS } from '../src/games/shells.js';
import * as balance from './balance.js';
import * as bet from './bet.js';
import * as daily from './daily.js';
import * as deal from './deal.js';
import * as fair from './fair.js';
import * as history from './history.js';
import * as leaderboard from './leaderboard.js';
import * as odds from './odds.js';
import * as road from './road.js';
import * as rules from './rules.js';
import * as stats from './stats.js';
import * as table from './table.js';

export const commands: readonly SlashCommand[] = [
  bet,
  deal,
  // Each game's own moves, from its controls.
  ...CONTROLS.flatMap((controls) => controls.commands),
  balance,
  daily,
  rules,
  table,
  fair,
  road,
  odds,
  stats,
  leaderboard,
  history,
];

/** The definitions as Discord receives them. */
export const commandData = () => commands.map((command) => command.data.toJSON());
