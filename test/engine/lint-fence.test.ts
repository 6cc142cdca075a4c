/**
 * The lint fence around the pure core (biome.json, the override for src/engine, src/table and each
 * game's rules and table module under src/games; its shell and words are outside):
 * a file placed there that imports I/O, the store, the Discord layer or the logger fails
 * `biome lint`, one diagnostic per forbidden import, while the same file elsewhere does not.
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

/** Each forbidden import, on its own line, seen from a file directly in src/engine or src/table. */
const FORBIDDEN = [
  "import 'node:fs';",
  "import 'node:child_process';",
  "import 'node:http';",
  "import 'node:https';",
  "import 'node:net';",
  "import 'discord.js';",
  "import '@discordjs/builders';",
  "import 'keyv';",
  "import '@keyv/sqlite';",
  "import '../store/game-store.js';",
  "import '../store/journal';",
  "import '../discord/router.js';",
  "import '../discord/i18n/en/rules.js';",
  "import '../log.js';",
  "import '../log';",
];

/** Imports the core makes every day: none of them may trip the fence. */
const ALLOWED = ["import './cards.js';", "import '../engine/settle.js';", "import 'node:crypto';"];

interface BiomeReport {
  readonly diagnostics: readonly {
    readonly category: string;
    readonly location: { readonly path: string; readonly start: { readonly line: number } };
  }[];
}

/** Writes `source` to `path` (relative to the repository), lints it, removes it; the fenced lines. */
const fencedLines = async (path: string, source: string): Promise<number[]> => {
  const file = join(ROOT, path);
  await writeFile(file, source);
  try {
    const { stdout } = await promisify(execFile)(
      BIOME,
      ['lint', '--reporter=json', '--max-diagnostics=none', '--only=style/noRestrictedImports', path],
      { cwd: ROOT },
    ).catch((failure: { stdout: string }) => failure);
    const report = JSON.parse(stdout) as BiomeReport;
    return report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports' && d.location.path === path)
      .map((d) => d.location.start.line);
  } finally {
    await rm(file, { force: true });
  }
};

const probe = [...FORBIDDEN, ...ALLOWED].join('\n');
/** 1-based line numbers of the forbidden imports in `probe`. */
const forbiddenLines = FORBIDDEN.map((_, i) => i + 1);

describe('the lint fence around the pure core', () => {
  for (const folder of [
    'src/engine',
    'src/table',
    'src/games/ez-baccarat/rules',
    'src/games/banque/rules',
    'src/games/banque/table',
    'src/games/chemin-de-fer/table',
  ])
    it(`GIVEN a file in ${folder} importing I/O, the store, Discord and the logger WHEN linted THEN each of those imports is an error and nothing else is`, async () => {
      const lines = await fencedLines(`${folder}/lint-fence-probe-${process.pid}.ts`, probe);
      expect(lines.sort((a, b) => a - b)).toEqual(forbiddenLines);
    });

  for (const folder of ['src/cli', 'src/games/banque/shell', 'src/games/chemin-de-fer/words'])
    it(`GIVEN the same file in ${folder}, outside the fence WHEN linted THEN no import is refused`, async () => {
      expect(await fencedLines(`${folder}/lint-fence-probe-${process.pid}.ts`, probe)).toEqual([]);
    });
});
