/**
 * The games `npm run odds` reports on, in the order its usage lists them; the first is the one
 * taken when `--game` is not given. A new game adds its `rules/odds-report.ts` here.
 */
import { banqueOdds } from './banque/rules/odds-report.js';
import { cheminDeFerOdds } from './chemin-de-fer/rules/odds-report.js';
import { ezBaccaratOdds } from './ez-baccarat/rules/odds-report.js';
import type { GameOdds } from './odds-report.js';
import { puntoBancoOdds } from './punto-banco/rules/odds-report.js';

export const GAME_ODDS: readonly GameOdds[] = [puntoBancoOdds, ezBaccaratOdds, cheminDeFerOdds, banqueOdds];

/** The odds of game `game`, or undefined for a game the tool does not report on. */
export const oddsOfGame = (game: string): GameOdds | undefined =>
  GAME_ODDS.find((entry) => entry.game === game);
