/**
 * The decision pause survives a crash: a process deals a coup that waits for a decision and is
 * SIGKILLed while it waits. The next process finds the same wait with the same deadline among
 * its timers, refuses the default before the deadline, applies it once at the deadline, and the
 * ledger balances.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { auditGuild } from '../../src/store/audit.js';
import { GameStore } from '../../src/store/game-store.js';
import { openStorage } from '../../src/store/storage.js';
import { type PendingDecision, PROMPT_REACH_MS } from '../../src/table/state.js';
import { GAMES_WITH_DRAW_OR_STAND } from '../table/support/draw-or-stand.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WORKER = join(ROOT, 'test/store/support/pause-worker.ts');
const T0 = Date.UTC(2026, 0, 5, 12);

const dir = mkdtempSync(join(tmpdir(), 'sabot-pause-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the worker until it prints the pending decision, then SIGKILLs it. */
const dealAndKill = (file: string): Promise<PendingDecision> =>
  new Promise((resolvePending, fail) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', WORKER, file, String(T0)], { cwd: ROOT });
    let out = '';
    let err = '';
    proc.stderr.on('data', (chunk) => {
      err += chunk;
    });
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        proc.kill('SIGKILL');
        proc.once('exit', (_code, signal) => {
          if (signal !== 'SIGKILL') fail(new Error(`worker exited on its own: ${err}`));
          else resolvePending(JSON.parse(line) as PendingDecision);
        });
      }
    });
    proc.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') fail(new Error(`worker exited with ${code}: ${err}`));
    });
  });

const restart = (file: string, now: number) =>
  GameStore.open(`sqlite://${file}`, {
    now: () => now,
    newServerSeed: () => 'f'.repeat(64),
    games: GAMES_WITH_DRAW_OR_STAND,
  });

describe('a decision pause across SIGKILL', () => {
  it('GIVEN a coup waiting when its process is killed WHEN a new process starts THEN the same wait resumes and the default applies exactly once', async () => {
    const file = join(dir, 'pause.sqlite');
    const pending = await dealAndKill(file);
    expect(pending).toMatchObject({
      step: 1,
      userId: 'u1',
      defaultChoice: 'stand',
      deadline: T0 + 30_000 + PROMPT_REACH_MS,
    });

    // Restarted before the deadline: the timer is found with the same deadline, and is not due yet.
    const early = await restart(file, T0 + 10_000);
    expect(await early.pendingTimers()).toEqual([
      { kind: 'decision', guildId: 'g1', channelId: 'c1', round: 1, step: 1, at: pending.deadline },
    ]);
    expect(
      await early.execute('g1', { type: 'decision-timeout', channelId: 'c1', round: 1, step: 1 }),
    ).toMatchObject({
      ok: false,
      code: 'decision/not-due',
    });
    await early.close();

    // Restarted after it: the default applies once; the same timer firing again changes nothing.
    const late = await restart(file, T0 + 45_000);
    const [timer] = await late.pendingTimers();
    expect(timer).toMatchObject({ kind: 'decision', at: pending.deadline });
    const applied = await late.execute('g1', {
      type: 'decision-timeout',
      channelId: 'c1',
      round: 1,
      step: 1,
    });
    expect(applied.ok).toBe(true);
    const dealt = applied.ok ? applied.events.find((event) => event.type === 'round-dealt') : undefined;
    expect(dealt?.type === 'round-dealt' && dealt.record.decisions).toEqual([
      { userId: 'u1', kind: 'draw-or-stand', choice: 'stand', by: 'default' },
    ]);
    expect(
      await late.execute('g1', { type: 'decision-timeout', channelId: 'c1', round: 1, step: 1 }),
    ).toMatchObject({
      ok: false,
      code: 'round/stale',
    });
    expect(await late.pendingTimers()).toEqual([]);
    await late.close();

    const storage = await openStorage(`sqlite://${file}`);
    try {
      const audit = await auditGuild(storage.kv, 'g1');
      expect(audit).toMatchObject({ balanced: true, rounds: 1, missingRounds: [] });
    } finally {
      await storage.close();
    }
  });
});
