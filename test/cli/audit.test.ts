/**
 * `npm run audit` against a real SQLite file, PostgreSQL database and Redis database: servers built through the real GameStore balance
 * (exit 0, one line each); a wallet changed behind the ledger's back, or a round record deleted,
 * does not (exit 1, the difference and the missing round printed); a commit a crash left
 * half-applied is read as recovery completes it; storage that cannot be opened is exit 2 in one
 * line without its password. The tool's `main` runs in the test's process, given its environment
 * and directory; storage that cannot be opened is tried with the compiled tool as `npm run audit`
 * starts it, a real child process in a directory of its own (where the default file is looked for).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditGuild } from '../../src/store/audit.js';
import { GameStore, type StoreDeps } from '../../src/store/game-store.js';
import { keys } from '../../src/store/keys.js';
import { openStorage } from '../../src/store/storage.js';
import type { Command } from '../../src/table/commands.js';
import type { WalletRecord } from '../../src/table/state.js';
import { BACKENDS, type Backend, storesFor } from '../store/support/backends.js';
import { type CliRun, runCli, runCompiledCli } from '../support/cli.js';
import { tempDirs } from '../support/processes.js';

const ALPHA = '100000000000000001';
const BETA = '100000000000000002';

const tempDir = tempDirs('sabot-audit-');

const freshOn = { postgres: storesFor('postgres'), redis: storesFor('redis') };

/**
 * A temp directory to run the audit in, and a fresh store: an SQLite file in that directory (it
 * appears once a store opens it), or a PostgreSQL or Redis database of its own.
 */
const tempDatabase = async (backend: Backend = 'sqlite') => {
  const dir = tempDir();
  const url = backend === 'sqlite' ? `sqlite://${join(dir, 'sabot.sqlite')}` : (await freshOn[backend]()).url;
  return { dir, url };
};

const deterministic = (): StoreDeps => {
  let seeds = 0;
  let now = Date.UTC(2026, 0, 1);
  return {
    now: () => (now += 1000),
    newServerSeed: () => createHash('sha256').update(`audit seed ${++seeds}`).digest('hex'),
  };
};

const ok = async (store: GameStore, guildId: string, command: Command) => {
  const outcome = await store.execute(guildId, command);
  if (!outcome.ok) throw new Error(`${command.type} refused: ${outcome.code}`);
};

/**
 * Two servers with every term of the invariant moving: rounds dealt with Banker bets (payouts in
 * hundredths), chips granted and taken, a bet left on a table. The last command of each server
 * touches only `carol`, so the journal entry left behind names no other wallet.
 */
const buildServers = async (url: string): Promise<void> => {
  const store = await GameStore.open(url, deterministic());
  try {
    for (const guildId of [ALPHA, BETA]) {
      for (let round = 0; round < 3; round++) {
        await ok(store, guildId, {
          type: 'bet',
          channelId: 'c1',
          userId: 'alice',
          side: 'banker',
          amount: 7,
        });
        await ok(store, guildId, { type: 'bet', channelId: 'c1', userId: 'bob', side: 'player', amount: 5 });
        await ok(store, guildId, { type: 'deal', channelId: 'c1', userId: 'alice' });
      }
      await ok(store, guildId, { type: 'grant', userId: 'bob', amount: 250 });
      await ok(store, guildId, { type: 'take', userId: 'alice', amount: 40 });
      await ok(store, guildId, { type: 'bet', channelId: 'c2', userId: 'carol', side: 'tie', amount: 3 });
    }
  } finally {
    await store.close();
  }
};

/** Runs the audit's `main` as `npm run audit` would run it, from `cwd`, with only the given environment. */
const audit = (cwd: string, env: Record<string, string>): Promise<CliRun> =>
  runCli('audit', [], { cwd, env });

/** Runs the compiled audit as `npm run audit` starts it: a process in `cwd`, with only the given environment. */
const auditProcess = (cwd: string, env: Record<string, string>): Promise<CliRun> =>
  runCompiledCli('audit', [], { cwd, env });

/** Chips with two decimals, written independently of the tool. */
const chips = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;

/** The line the audit must print for a balanced server, from the library's own audit of it. */
const expectedLine = async (url: string, guildId: string): Promise<string> => {
  const storage = await openStorage(url);
  try {
    const a = await auditGuild(storage.kv, guildId);
    expect(a.balanced).toBe(true);
    return `${guildId} balanced: wallets ${chips(a.walletsCents)} + on tables ${chips(a.onTablesCents)} + banks in escrow ${chips(a.escrowCents)} = issued ${chips(a.issuedCents)} - taken ${chips(a.takenCents)} + net winnings ${chips(a.netWinningsCents)} - house take ${chips(a.houseTakeCents)} (${a.rounds} rounds)`;
  } finally {
    await storage.close();
  }
};

for (const backend of BACKENDS) {
  describe(`npm run audit on ${backend}`, () => {
    it('GIVEN two servers built through the GameStore WHEN audited THEN exit 0 and one balanced line per server', async () => {
      const { dir, url } = await tempDatabase(backend);
      await buildServers(url);
      const lines = [await expectedLine(url, ALPHA), await expectedLine(url, BETA)];
      // Every term is in play: a Banker payout in hundredths, a grant, a take, a bet on a table.
      for (const line of lines)
        expect(line).toMatch(
          / \+ on tables 3\.00 \+ banks in escrow 0\.00 = .* - taken 40\.00 \+ .*\(3 rounds\)$/,
        );
      expect(lines.join('\n')).toMatch(/net winnings -?\d+\.(?!00)\d\d /);

      const run = await audit(dir, { STORAGE_URL: url });
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe(`${lines.join('\n')}\n2 servers: all balanced\n`);
      expect(run.code).toBe(0);
    });

    it('GIVEN a wallet changed directly in storage and a round record deleted WHEN audited THEN exit 1 with the difference and the missing round', async () => {
      const { dir, url } = await tempDatabase(backend);
      await buildServers(url);
      const storage = await openStorage(url);
      try {
        const walletKey = keys.wallet(ALPHA, 'alice');
        const wallet = (await storage.kv.get<WalletRecord>(walletKey))!;
        await storage.kv.set(walletKey, { ...wallet, balanceCents: wallet.balanceCents + 12_345 });
        await storage.kv.delete(keys.round(BETA, 'c1', 2));
      } finally {
        await storage.close();
      }

      const run = await audit(dir, { STORAGE_URL: url });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe('');
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(
        new RegExp(
          `^${ALPHA} UNBALANCED: wallets \\d+\\.\\d\\d \\+ on tables 3\\.00 \\+ banks in escrow 0\\.00 != issued `,
        ),
      );
      expect(lines[1]).toBe('  difference: +123.45 chips held beyond what the ledger accounts for');
      const beta = lines.findIndex((line) => line.startsWith(`${BETA} UNBALANCED: `));
      expect(lines[beta]).toContain('(2 rounds)');
      expect(lines.slice(beta + 1, -1)).toContain('  missing round records: c1#2');
      expect(lines.at(-1)).toBe('2 servers: 2 UNBALANCED');
    });

    it('GIVEN a commit a crash left half-applied WHEN audited THEN it reads as recovery completes it and balances', async () => {
      const { dir, url } = await tempDatabase(backend);
      await buildServers(url);
      const storage = await openStorage(url);
      try {
        // carol's bet is the last commit. A fenced commit is one atomic write, but a store a
        // process cannot fence commits in two steps, journal then records:
        // leave it as such a process would when it died in between, her wallet as before the bet.
        const walletKey = keys.wallet(BETA, 'carol');
        const wallet = (await storage.kv.get<WalletRecord>(walletKey))!;
        const entry = (await storage.kv.get<{ seq: number }>(keys.journal(BETA)))!;
        await storage.kv.set(keys.journal(BETA), { seq: entry.seq + 1, writes: [[walletKey, wallet]] });
        await storage.kv.set(walletKey, { ...wallet, balanceCents: wallet.balanceCents + 300 });
        expect((await auditGuild(storage.kv, BETA)).balanced).toBe(false);
      } finally {
        await storage.close();
      }
      const run = await audit(dir, { STORAGE_URL: url });
      expect(run.stdout).toContain(`${BETA} balanced: `);
      expect(run.code).toBe(0);
    });
  });
}

describe('npm run audit', () => {
  it('GIVEN storage that cannot be opened WHEN the compiled audit runs as a process THEN exit 2 and one line, the password masked, nothing created', async () => {
    const { dir } = await tempDatabase();
    const postgres = await auditProcess(dir, { STORAGE_URL: 'postgresql://sabot:hunter22@127.0.0.1:1/x' });
    expect(postgres.code).toBe(2);
    expect(postgres.stdout).toBe('');
    expect(postgres.stderr).toBe(
      'audit: STORAGE_URL postgresql://sabot:[redacted]@127.0.0.1:1/x cannot be reached (connect ECONNREFUSED 127.0.0.1:1): start PostgreSQL there, or correct STORAGE_URL\n',
    );

    // The default file, relative to where the audit runs: absent here, and not created by it.
    const missing = await auditProcess(dir, {});
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      "audit: STORAGE_URL sqlite://data/sabot.sqlite: there is no such file here: run this where the bot runs, or set STORAGE_URL to the bot's database\n",
    );
    expect(existsSync(join(dir, 'data'))).toBe(false);
  });
});
