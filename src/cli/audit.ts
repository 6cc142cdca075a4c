/**
 * `npm run audit`: checks every server's ledger from storage alone, opened from STORAGE_URL as the
 * bot opens it (`.env` included; the default SQLite file otherwise). One line per server with the
 * invariant's terms in chips, then any discrepancy: the difference and the missing round records.
 * Exit 0 when every server balances, 1 when one does not, 2 when storage cannot be opened or read.
 *
 * Read-only. A commit a crash left half-applied is read as the bot's next start will complete it
 * (the server's last journal entry laid over its records), so a crash alone is no discrepancy.
 */

import { join } from 'node:path';
import dotenv, { type DotenvPopulateInput } from 'dotenv';
import type Keyv from 'keyv';
import { ConfigError, readStorageUrl } from '../config.js';
import { type Cents, digitsOf } from '../engine/money.js';
import { addUrlSecrets, maskUrl, redact } from '../log.js';
import { auditGuild, type GuildAudit } from '../store/audit.js';
import { ServerDirectory } from '../store/directory.js';
import { auditIndexes } from '../store/index-audit.js';
import { keys } from '../store/keys.js';
import { type OpenStorage, openStorage, StorageUnavailableError } from '../store/storage.js';
import { isEntryPoint, oneLine, parseArgs, runAsProcess, runTool, type ToolIo, UsageError } from './args.js';

const USAGE = `Usage: npm run audit

Checks every server's ledger in the bot's storage (STORAGE_URL from the environment or .env;
default sqlite://data/sabot.sqlite, relative to where it runs):

  wallets + chips on tables = chips issued - chips taken + players' net winnings

and that every dealt round has its record. Prints one line per server, in chips, and under an
unbalanced server the difference and any missing rounds. Run it with the bot stopped, or run it
twice: a commit landing between two reads can look like a difference for a moment.

Exit status: 0 every server balances, 1 one does not, 2 storage cannot be opened or read.

  --help   this text`;

type Term = readonly [field: keyof GuildAudit & `${string}Cents`, label: string, sign: 1 | -1];

/** The invariant's two sides, in the order they are printed. */
const HELD: readonly Term[] = [
  ['walletsCents', 'wallets', 1],
  ['onTablesCents', 'on tables', 1],
  ['escrowCents', 'banks in escrow', 1],
];
const ACCOUNTED: readonly Term[] = [
  ['issuedCents', 'issued', 1],
  ['takenCents', 'taken', -1],
  ['netWinningsCents', 'net winnings', 1],
  ['houseTakeCents', 'house take', -1],
];
/** Fields shown elsewhere in the line, or not figures. */
const NOT_EXTRA = new Set(['rounds', ...[...HELD, ...ACCOUNTED].map(([field]) => field)]);

/** Hundredths of a chip as chips with two decimals, in integers all the way: 123456 → "1234.56". */
const chips = (cents: number): string => {
  const { negative, whole, hundredths } = digitsOf(cents as Cents);
  return `${negative ? '-' : ''}${whole}.${String(hundredths).padStart(2, '0')}`;
};

/** `takenCents` → `taken`, `escrowedBanksCents` → `escrowed banks`. */
const words = (field: string): string =>
  field
    .replace(/Cents$/, '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();

const side = (audit: GuildAudit, terms: readonly Term[]): { text: string; cents: number } => {
  let text = '';
  let cents = 0;
  for (const [field, label, sign] of terms) {
    const value = audit[field];
    cents += sign * value;
    text += text === '' ? `${label} ${chips(value)}` : ` ${sign > 0 ? '+' : '-'} ${label} ${chips(value)}`;
  }
  return { text, cents };
};

/**
 * The server's lines: its equation, any figure the audit adds beyond it (so a new term is never
 * hidden), then, when it does not balance, the difference and the missing rounds.
 */
export const describeAudit = (audit: GuildAudit): string[] => {
  const held = side(audit, HELD);
  const accounted = side(audit, ACCOUNTED);
  const extras = Object.entries(audit)
    .filter(([field, value]) => typeof value === 'number' && !NOT_EXTRA.has(field))
    .map(([field, value]) => `${words(field)} ${field.endsWith('Cents') ? chips(value) : value}`);
  const rounds = `${audit.rounds} round${audit.rounds === 1 ? '' : 's'}`;
  const verdict = audit.balanced ? 'balanced' : 'UNBALANCED';
  const sign = held.cents === accounted.cents ? '=' : '!=';
  const lines = [
    `${audit.guildId} ${verdict}: ${held.text} ${sign} ${accounted.text} (${[rounds, ...extras].join(', ')})`,
  ];
  if (!audit.balanced) {
    if (held.cents !== accounted.cents)
      lines.push(
        `  difference: ${held.cents > accounted.cents ? '+' : ''}${chips(held.cents - accounted.cents)} chips held beyond what the ledger accounts for`,
      );
    if (audit.missingRounds.length > 0)
      lines.push(`  missing round records: ${audit.missingRounds.join(', ')}`);
  }
  return lines;
};

/**
 * Storage as the bot's next start will see it: the server's last journal entry holds the complete
 * new value of every record it names and is the newest change to each, so it is laid over them.
 */
const committedView = async (kv: Keyv, guildId: string): Promise<Keyv> => {
  const entry = await kv.get<{ writes?: readonly (readonly [string, unknown])[] }>(keys.journal(guildId));
  const pending = new Map(entry?.writes ?? []);
  if (pending.size === 0) return kv;
  return new Proxy(kv, {
    get(target, property, receiver) {
      if (property !== 'get') return Reflect.get(target, property, receiver);
      return (key: string | string[], ...rest: unknown[]) =>
        typeof key === 'string' && pending.has(key)
          ? Promise.resolve(pending.get(key))
          : (target.get as (...args: unknown[]) => Promise<unknown>).call(target, key, ...rest);
    },
  });
};

/** Audits every server the store lists; prints as it goes; true when all balance. */
const auditAll = async ({ kv, fencing }: OpenStorage, shownUrl: string, io: ToolIo): Promise<boolean> => {
  const listed = await new ServerDirectory(kv, fencing).list('servers');
  const guildIds = [...listed.keys()].sort();
  if (guildIds.length === 0) {
    io.stdout(`no servers in ${shownUrl}: nothing to audit\n`);
    return true;
  }
  let unbalanced = 0;
  for (const guildId of guildIds) {
    const view = await committedView(kv, guildId);
    const audit = await auditGuild(view, guildId);
    // The member list, statistics and leaderboards must agree with the ledger too.
    const problems = await auditIndexes(view, guildId);
    if (!audit.balanced || problems.length > 0) unbalanced++;
    for (const line of describeAudit(audit)) io.stdout(`${line}\n`);
    for (const problem of problems) io.stdout(`  index: ${problem}\n`);
  }
  const servers = `${guildIds.length} server${guildIds.length === 1 ? '' : 's'}`;
  io.stdout(`${unbalanced === 0 ? `${servers}: all balanced` : `${servers}: ${unbalanced} UNBALANCED`}\n`);
  return unbalanced === 0;
};

const audit = async (argv: readonly string[], io: ToolIo): Promise<number> => {
  const args = parseArgs(argv, []);
  if (args.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (args.positionals.length > 0)
    throw new UsageError(`unexpected argument '${args.positionals[0]}' (try --help)`);
  // `.env` where the tool runs, as dotenv's default reads it; what the environment sets wins.
  // (It only ever writes strings into the environment it is given.)
  dotenv.config({ quiet: true, path: join(io.cwd, '.env'), processEnv: io.env as DotenvPopulateInput });

  /** Storage trouble: one plain line, the password masked, exit 2. */
  const cannot = (message: string): number => {
    io.stderr(`${redact(`audit: ${message}`)}\n`);
    return 2;
  };
  let url: string;
  try {
    url = readStorageUrl(io.env);
  } catch (error) {
    if (error instanceof ConfigError) return cannot(error.message);
    throw error;
  }
  addUrlSecrets(url);
  let storage: OpenStorage;
  try {
    storage = await openStorage(url, { mustExist: true });
  } catch (error) {
    return cannot(error instanceof StorageUnavailableError ? error.message : oneLine(error));
  }
  try {
    return (await auditAll(storage, maskUrl(url), io)) ? 0 : 1;
  } catch (error) {
    return cannot(`reading ${maskUrl(url)} failed (${oneLine(error)}): check STORAGE_URL and try again`);
  } finally {
    await storage.close().catch(() => {});
  }
};

/**
 * `npm run audit`: the exit code, everything said on `io`. A relative SQLite path in STORAGE_URL
 * is opened from the process's working directory, which is `io.cwd` when run as a process.
 */
export const main = (argv: readonly string[], io: ToolIo): Promise<number> =>
  runTool('audit', io, () => audit(argv, io));

if (isEntryPoint(import.meta.url)) await runAsProcess(main);
