/**
 * The ownership test's process: plays one server over a shared store (STORAGE_URL) for as long as
 * it runs, a bet and a deal at a time, as fast as the store lets it.
 *
 *   node --import tsx test/store/support/owner-worker.ts <storage-url> <seed> <guild> <lease-ms>
 *
 * It prints `ready` once loaded and starts on the first line of stdin (so the test can start
 * several at once), then one JSON line per command: `intent` before, `ack` (with the player's
 * balance) once durable, or `refused` when another process owns the server (then it tries again
 * shortly). A line `stop` on stdin closes the store (releasing the lease) and exits, printing the
 * player's balance as this process last knew it if it still owned the server.
 */
import { GameStore } from '../../../src/store/game-store.js';
import { ServerOwnedElsewhereError } from '../../../src/store/ownership.js';
import { preloadDriver } from '../../../src/store/storage.js';
import type { Command } from '../../../src/table/commands.js';

const [url, , guildId, leaseMs] = process.argv.slice(2);
if (!url || !guildId || !leaseMs)
  throw new Error('usage: owner-worker.ts <storage-url> <seed> <guild> <lease-ms>');

const emit = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const CHANNEL = 'c1';
const USER = 'u1';

await preloadDriver(url);
emit({ t: 'ready' });
let stopping = false;
const started = new Promise<void>((resolve) =>
  process.stdin.on('data', (data) => {
    if (String(data).includes('stop')) stopping = true;
    resolve();
  }),
);
await started;
const store = await GameStore.open(url, {
  now: () => Date.now(),
  newServerSeed: () => 'a'.repeat(64),
  leaseMs: Number(leaseMs),
});

let id = 0;
let round = 1;
/** A pause between refused tries: waiting for the lease, not for an outcome. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

while (!stopping) {
  // A bot's commands arrive as events; this loop makes its own, so it lets the event loop turn
  // (and read `stop`) between them: on SQLite the store answers in place, without ever yielding.
  await new Promise((resolve) => setImmediate(resolve));
  const commands: Command[] = [
    { type: 'bet', channelId: CHANNEL, userId: USER, side: 'banker', amount: 1, round },
    { type: 'deal', channelId: CHANNEL, userId: USER, round },
  ];
  for (const command of commands) {
    emit({ t: 'intent', id: ++id, op: command.type, at: Date.now() });
    try {
      const outcome = await store.execute(guildId, command);
      let balance: number | undefined;
      for (const event of outcome.ok ? outcome.events : []) {
        if ('balanceCents' in event && typeof event.balanceCents === 'number') balance = event.balanceCents;
        if (event.type === 'round-dealt') round = event.record.round + 1;
      }
      if (!outcome.ok && outcome.code === 'round/stale')
        round = (await store.readTable(guildId, CHANNEL))?.round ?? round;
      emit({ t: 'ack', id, op: command.type, ok: outcome.ok, ...(balance === undefined ? {} : { balance }) });
    } catch (error) {
      if (!(error instanceof ServerOwnedElsewhereError)) {
        process.stderr.write(`execute threw: ${String(error)}\n`);
        process.exit(2);
      }
      emit({ t: 'refused', id });
      await pause();
      break;
    }
  }
}
let balance: number | undefined;
try {
  balance = (await store.readWallet(guildId, USER))?.balanceCents;
} catch (error) {
  if (!(error instanceof ServerOwnedElsewhereError)) throw error;
}
await store.close();
emit({ t: 'closed', ...(balance === undefined ? {} : { balance }) });
process.exit(0);
