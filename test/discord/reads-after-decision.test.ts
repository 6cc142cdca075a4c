/**
 * The answer to a command this process decided is drawn from what it committed, even when the
 * server passed to another process between the decision and the answer (a frozen process woken,
 * a lease run out): failing there would tell the member "nothing was changed" while it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ChannelLanguages } from '../../src/discord/languages.js';
import { StoreReads } from '../../src/discord/reads.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { ServerOwnedElsewhereError } from '../../src/store/ownership.js';
import { ALICE, CHANNEL, GUILD } from './fake-interaction.js';

const dir = mkdtempSync(join(tmpdir(), 'sabot-reads-after-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const opened: GameStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

const LEASE_MS = 5_000;
const place = { guildId: GUILD, channelId: CHANNEL, guildLocale: 'en' as const };

/** Two processes on one store file; each has its own lease clock, so A can fall behind. */
const twoProcesses = async () => {
  const url = `sqlite://${join(dir, `reads-${Date.now()}-${opened.length}.sqlite`)}`;
  let time = Date.now();
  const process = async () => {
    const clock = { frozenAt: undefined as number | undefined };
    const store = await GameStore.open(url, {
      ...systemDeps,
      now: () => time,
      leaseMs: LEASE_MS,
      leaseClock: () => clock.frozenAt ?? time,
    });
    opened.push(store);
    const languages = new ChannelLanguages();
    return { store, clock, reads: new StoreReads({ store, names: () => new Map(), languages }) };
  };
  const a = await process();
  const b = await process();
  return { a, b, pass: (ms: number) => (time += ms) };
};

describe('reads for the answer to a decided command', () => {
  it('GIVEN A decided a table change, then B took the server WHEN A draws its answer THEN it reads the change as committed; a session that decided nothing is refused', async () => {
    const { a, b, pass } = await twoProcesses();
    const decided = { decided: false };
    await a.store.execute(GUILD, { type: 'view-table', channelId: CHANNEL });
    await a.store.execute(GUILD, {
      type: 'configure-table',
      channelId: CHANNEL,
      changes: { decisionSeconds: 7 },
    });
    decided.decided = true;
    // A stalls; its lease runs out and B serves the server from then on.
    a.clock.frozenAt = Date.now();
    pass(LEASE_MS + 1_000);
    await b.store.execute(GUILD, { type: 'view-table', channelId: CHANNEL });
    a.clock.frozenAt = undefined;

    const view = await a.reads.forSession(decided).table(place);
    expect(view.settings.decisionSeconds).toBe(7);

    await expect(a.reads.forSession({ decided: false }).table(place)).rejects.toBeInstanceOf(
      ServerOwnedElsewhereError,
    );
    await expect(a.reads.table(place)).rejects.toBeInstanceOf(ServerOwnedElsewhereError);
  });

  it('GIVEN A decided a grant, then B took the server WHEN A draws the balance THEN it shows the committed wallet', async () => {
    const { a, b, pass } = await twoProcesses();
    await a.store.execute(GUILD, { type: 'grant', userId: ALICE, amount: 250 });
    const before = await a.reads.balance(GUILD, ALICE);
    a.clock.frozenAt = Date.now();
    pass(LEASE_MS + 1_000);
    await b.store.execute(GUILD, { type: 'view-table', channelId: CHANNEL });
    a.clock.frozenAt = undefined;

    expect(await a.reads.forSession({ decided: true }).balance(GUILD, ALICE)).toEqual(before);
    await expect(a.reads.forSession({ decided: false }).balance(GUILD, ALICE)).rejects.toBeInstanceOf(
      ServerOwnedElsewhereError,
    );
  });
});
