/**
 * A game as the pure side knows it: one entry per game (`src/games/<game>/index.ts`), listed once
 * in registry.ts, from which the table's games, the tools' export formats and odds reports, and
 * the custom-id kinds of its controls are derived. Pure and free of Node modules: the verifier
 * page runs this module's registry, copied from the build.
 *
 * A game's own events and refusal codes are types only: its entry merges them into answers.ts
 * (see there), so the table composes them without a list of games.
 */
import type { Game } from '../table/game.js';
import type { ShoeExportFormat } from './export-format.js';
import type { GameOdds } from './odds-report.js';

export interface GameModule {
  /** The game's id in table settings, `--game` and records: its table module's. */
  readonly id: string;
  /** Its table module: what the table machine asks of it. */
  readonly game: Game;
  /**
   * The shoe export the tools read, check and replay for it. Two games may share a format id (EZ
   * Baccarat's files are `sabot-shoe/1`, as Punto Banco's are): a file naming its game is then
   * held to that game's rules.
   */
  readonly exportFormat?: ShoeExportFormat;
  /** Its report for `npm run odds`. */
  readonly odds: GameOdds;
  /** The custom-id kinds of its own buttons and forms (its shell's controls answer them). */
  readonly buttonKinds: readonly string[];
  readonly formKinds: readonly string[];
}

/**
 * A game's entry, its id and control kinds kept as literal types, so the registry derives the
 * games' ids and the kinds' unions from its one list.
 */
export const gameModule = <const M extends GameModule>(module: M): M => module;
