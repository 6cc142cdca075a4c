/**
 * The little every command-line tool needs: `--flag value` / `--flag=value` parsing against a list
 * of known flags, and a runner that turns any failure into one line on stderr, never a stack trace.
 */

/** A mistake on the command line: reported in one line, exit code 2. */
export class UsageError extends Error {}

export interface ParsedArgs {
  /** Flag values by name without the dashes: `--decks 8` → `decks` → `'8'`. */
  readonly flags: ReadonlyMap<string, string>;
  readonly positionals: readonly string[];
  /** `--help` or `-h` was given. */
  readonly help: boolean;
}

/**
 * Parses `argv` (without node and the script). Every flag takes a value, taken verbatim even when
 * it starts with a dash, so a client seed like `-x` survives; `--` ends the flags.
 */
export const parseArgs = (argv: readonly string[], knownFlags: readonly string[]): ParsedArgs => {
  const flags = new Map<string, string>();
  const positionals: string[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = (equals < 0 ? arg : arg.slice(0, equals)).replace(/^--?/, '');
    if (!knownFlags.includes(name)) throw new UsageError(`unknown option '${arg}' (try --help)`);
    if (flags.has(name)) throw new UsageError(`--${name} given twice`);
    const value = equals < 0 ? argv[++i] : arg.slice(equals + 1);
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    flags.set(name, value);
  }
  return { flags, positionals, help };
};

/** The value of a flag that must be given. */
export const requireFlag = (args: ParsedArgs, name: string): string => {
  const value = args.flags.get(name);
  if (value === undefined) throw new UsageError(`missing --${name} (try --help)`);
  return value;
};

/** A whole number written in plain digits, within [min, max]; anything else is a usage error. */
export const integerFlag = (name: string, text: string, min: number, max: number, what: string): number => {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new UsageError(`--${name} must be ${what}, got '${text}'`);
  return value;
};

/** An error's message folded onto one line (some, like JSON.parse's, quote the input's newlines). */
export const oneLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ').trim();

/**
 * Runs a tool's main and sets the exit code it returns. A UsageError prints its message and exits 2;
 * anything unexpected prints one line and exits 2 too, so a user never sees a stack trace.
 */
export const runCli = async (tool: string, main: () => number | Promise<number>): Promise<void> => {
  try {
    process.exitCode = await main();
  } catch (error) {
    const message = oneLine(error);
    console.error(
      error instanceof UsageError ? `${tool}: ${message}` : `${tool}: unexpected error: ${message}`,
    );
    process.exitCode = 2;
  }
};
