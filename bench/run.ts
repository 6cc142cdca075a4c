/**
 * `npm run bench`: every section's figures in one table. Figures, not tests: a missed floor is
 * reported, and the exit code says whether every floor held.
 */
import type { BenchSection } from './section.js';

const sectionLoaders: Record<string, () => Promise<{ default: BenchSection }>> = {
  engine: () => import('./engine.js'),
  odds: () => import('./odds.js'),
  scoreboard: () => import('./scoreboard.js'),
  store: () => import('./store.js'),
  banque: () => import('./banque.js'),
  costs: () => import('./costs.js'),
  discord: () => import('./discord.js'),
  'discord-1000': () => import('./discord-1000.js'),
  memory: () => import('./memory.js'),
  startup: () => import('./startup.js'),
  sharded: () => import('./sharded.js'),
  prompts: () => import('./prompts.js'),
};

const only = process.argv.slice(2);
let allFloorsMet = true;
for (const [key, load] of Object.entries(sectionLoaders)) {
  if (only.length > 0 && !only.includes(key)) continue;
  const section = (await load()).default;
  console.log(`\n## ${section.title}\n`);
  const rows = await section.run();
  const nameWidth = Math.max(...rows.map((r) => r.name.length), 6);
  const valueWidth = Math.max(...rows.map((r) => r.value.length), 5);
  for (const row of rows) {
    const verdict =
      row.floor === undefined ? '' : `  floor ${row.floor}: ${row.meetsFloor ? 'met' : 'MISSED'}`;
    if (row.floor !== undefined && !row.meetsFloor) allFloorsMet = false;
    console.log(`${row.name.padEnd(nameWidth)}  ${row.value.padStart(valueWidth)}${verdict}`);
  }
}
console.log(allFloorsMet ? '\nEvery floor met.' : '\nSome floors were missed.');
process.exitCode = allFloorsMet ? 0 : 1;
