/**
 * The little every command-line tool needs: `--flag value` / `--flag=value` parsing against a list
 * of known flags, a runner that turns any failure into one line on stderr, never a stack trace, and
 * the surroundings (`ToolIo`) a tool writes to and reads from.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
 * Where a tool writes, and what it reads of its surroundings. A tool run as a process is given the
 * process's own (`processIo`); the tests call a tool's `main(argv, io)` in their own process with
 * theirs, so each case costs a function call rather than a Node start-up.
 */
export interface ToolIo {
  /** Writes `text` to standard output as it is: the tool adds its own newlines. */
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** The environment the tool reads (only `audit` reads any: STORAGE_URL, and `.env` into it). */
  readonly env: NodeJS.ProcessEnv;
  /** The directory the tool runs in: where `audit` looks for `.env`. */
  readonly cwd: string;
}

/** A tool's whole run: the arguments after the script, its surroundings, and its exit code. */
export type ToolMain = (argv: readonly string[], io: ToolIo) => Promise<number>;

/** The surroundings of a tool started as a process: its stdout, stderr, environment and directory. */
export const processIo = (): ToolIo => ({
  stdout: (text) => {
    process.stdout.write(text);
  },
  stderr: (text) => {
    process.stderr.write(text);
  },
  env: process.env,
  cwd: process.cwd(),
});

/**
 * Runs a tool's main and returns its exit code. A UsageError prints its message and is exit 2;
 * anything unexpected prints one line and is exit 2 too, so a user never sees a stack trace.
 */
export const runTool = async (
  tool: string,
  io: ToolIo,
  main: () => number | Promise<number>,
): Promise<number> => {
  try {
    return await main();
  } catch (error) {
    const message = oneLine(error);
    io.stderr(
      `${error instanceof UsageError ? `${tool}: ${message}` : `${tool}: unexpected error: ${message}`}\n`,
    );
    return 2;
  }
};

/**
 * Whether the module at `moduleUrl` is the script Node was started with (`node dist/src/cli/x.js`,
 * or tsx on the source), not a module a test imported for its `main`. Both sides are resolved
 * through symbolic links, as Node resolves the module's own URL.
 */
export const isEntryPoint = (moduleUrl: string): boolean => {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
};

/** Runs a tool as the process it was started as: its arguments, its surroundings, its exit code. */
export const runAsProcess = async (main: ToolMain): Promise<void> => {
  process.exitCode = await main(process.argv.slice(2), processIo());
};

/** `a`, `a or b`, `a, b or c`: the choices a usage or an error lists. */
export const orList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** `text` folded into lines of at most `width` characters where it has spaces: usage prose put together from what each game says of itself. */
export const wrapText = (text: string, width = 100): string => {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
};

/** An option's line in a usage: its name in a column `column` wide, its help folded beside it. */
export const optionLine = (name: string, help: string, column: number): string =>
  `  ${name.padEnd(column)}${wrapText(help, 100 - 2 - column).replaceAll('\n', `\n${' '.repeat(column + 2)}`)}`;
