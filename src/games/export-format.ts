/**
 * What the tools ask of a game whose shoes are exported (`replay`, `verify`, the verifier page):
 * its export's format id, how to tell a file of it is well formed, how to check it against the
 * shoe its seeds build, and how to replay a whole shoe as that export. Each game declares its own
 * in a pure `rules/export-format.ts`, which its entry (`index.ts`) holds; export-formats.ts lists
 * them from the registry. Pure and free of Node modules: the verifier page runs these very modules,
 * copied from the build.
 */
import type { Shoe } from '../engine/provably-fair.js';
import type { Mismatch, ShoeHeader } from '../engine/shoe-export.js';
import type { ExportView } from './export-view.js';

/** One coup of an export (a round, in Punto Banco) beside what its shoe deals there. */
export interface CheckedCoup {
  /** The coup as the export states it, and as the shoe deals it (undefined: past the cut card); the verifier page shows both. */
  readonly claimed: unknown;
  readonly actual: unknown;
  /** Where the coup differs from what the shoe deals; empty when it holds. */
  readonly mismatches: readonly Mismatch[];
}

/** An export checked against the shoe its seeds build: the header, then coup by coup, in order. */
export interface ExportCheck {
  readonly header: readonly Mismatch[];
  readonly coups: readonly CheckedCoup[];
}

/** The stakes a replay writes on every coup, when the game's defaults weigh them. */
export interface ReplayStakes<Stakes> {
  /** The value `--stakes` takes, as the usage writes it (`R`, `R,L,C`), and its default. */
  readonly shape: string;
  readonly defaultText: string;
  /** What `--stakes` must be, for the usage error: `a positive integer`. */
  readonly must: string;
  /** The option's help, after its name: `the cover written on every coup, …`. */
  readonly help: string;
  /** The stakes `text` gives, or undefined when it is not what `must` says. */
  parse(text: string): Stakes | undefined;
}

/** How `replay` deals a whole shoe of the game, every decision by its default. */
export interface ShoeReplay<Export, Stakes> {
  /** The deck counts a shoe of the game is built from, and the one taken when none is given. */
  readonly decks: { readonly allowed: readonly number[]; readonly default: number };
  /** The smallest cut-card reserve that always holds a whole coup. */
  readonly minReserve: number;
  /** Present for games whose default decisions weigh the stakes (or write them in the export). */
  readonly stakes?: ReplayStakes<Stakes>;
  /** What the replay prints, for the usage: `as a sabot-cdf/1 export with every decision …`. */
  readonly help: string;
  /** The export of every coup dealt from `shoe` before the cut card; `stakes` absent: the default. */
  replay(shoe: Shoe, stakes: Stakes | undefined): Export;
}

export interface ShoeExportFormat<Export extends ShoeHeader = ShoeHeader, Stakes = unknown, Coup = unknown> {
  /** The format id a file names (`sabot-cdf/1`). */
  readonly format: string;
  /** The game's id, as `--game` takes it. */
  readonly game: string;
  /** The game's name in prose: `chemin de fer`. */
  readonly name: string;
  /** What `verify` counts the export's entries as: `round`, `coup`. */
  readonly entry: string;
  /** What `verify` checks in it, for its usage. */
  readonly checks: string;
  /** What is wrong with `value` as an export of this format, or nothing. */
  shapeProblems(value: unknown): string[];
  /** Every claim of a well-formed export checked against `shoe`, the shoe its own seeds build. */
  check(claimed: Export, shoe: Shoe): ExportCheck;
  readonly replay: ShoeReplay<Export, Stakes>;
  /** How the verifier page shows it. */
  readonly view: ExportView<Export, Coup>;
}

/** `text` as a whole number (digits only, a safe integer), or undefined: what `--stakes` parts are. */
export const wholeNumber = (text: string): number | undefined => {
  const value = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(value) ? value : undefined;
};
