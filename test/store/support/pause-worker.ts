/**
 * A process that deals a draw-or-stand coup and dies waiting for the decision: it opens a
 * GameStore over the SQLite file it is given, seats two players, deals, prints the pending
 * decision as one JSON line, and then idles until the test kills it with SIGKILL.
 *
 *   node --import tsx test/store/support/pause-worker.ts <file.sqlite> <now-ms>
 */
import { GameStore } from '../../../src/store/game-store.js';
import type { Command } from '../../../src/table/commands.js';
import { GAMES_WITH_DRAW_OR_STAND } from '../../table/support/draw-or-stand.js';

const [file, nowText] = process.argv.slice(2);
if (!file || !nowText) throw new Error('usage: pause-worker.ts <file.sqlite> <now-ms>');
const now = Number(nowText);

const store = await GameStore.open(`sqlite://${file}`, {
  now: () => now,
  newServerSeed: () => 'e'.repeat(64),
  games: GAMES_WITH_DRAW_OR_STAND,
});
const commands: Command[] = [
  { type: 'configure-table', channelId: 'c1', changes: { game: 'draw-or-stand', decisionSeconds: 30 } },
  { type: 'bet', channelId: 'c1', userId: 'u1', side: 'hand', amount: 10 },
  { type: 'bet', channelId: 'c1', userId: 'u2', side: 'hand', amount: 7 },
  { type: 'deal', channelId: 'c1', userId: 'u2' },
];
for (const command of commands) {
  const outcome = await store.execute('g1', command);
  if (!outcome.ok) throw new Error(`${command.type} refused: ${outcome.code}`);
}
const table = await store.readTable('g1', 'c1');
process.stdout.write(`${JSON.stringify(table?.coup?.decision)}\n`);
// Wait to be killed; the store is never closed.
setInterval(() => {}, 60_000);
