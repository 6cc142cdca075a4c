/**
 * `npm run gallery`: writes .tmp/gallery/index.html (every message the bot sends, in every
 * language, in Discord's dark theme) and screenshots it with Debian's headless Chromium: one PNG
 * per scenario and language (`table-en.png`, `result-both-third-cards-nl.png`, `refusal-it.png`…)
 * and the whole page (`gallery.png`).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../test/support/processes.js';
import { launchChromium } from '../test/verify-page/support/browser.js';
import { buildGallery } from './build.js';
import { ensureEmojiFont } from './emoji-font.js';
import { cellId } from './html.js';

export const GALLERY_DIR = join(REPO_ROOT, '.tmp', 'gallery');

const main = async (): Promise<void> => {
  const started = Date.now();
  const { cells, html } = buildGallery();
  rmSync(GALLERY_DIR, { recursive: true, force: true });
  mkdirSync(GALLERY_DIR, { recursive: true });
  const page = join(GALLERY_DIR, 'index.html');
  writeFileSync(page, html);
  const failed = cells.filter((cell) => 'error' in cell.built);
  for (const cell of failed) console.error(`gallery: ${cell.scenario.id} (${cell.locale}) failed to build`);

  ensureEmojiFont();
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage({ viewport: { width: 2480, height: 1200 } });
    await tab.goto(`file://${page}`);
    await tab.waitForLoadState('load');
    for (const cell of cells) {
      await tab
        .locator(`#${cellId(cell.scenario.id, cell.locale)}`)
        .screenshot({ path: join(GALLERY_DIR, `${cellId(cell.scenario.id, cell.locale)}.png`) });
    }
    await tab.screenshot({ path: join(GALLERY_DIR, 'gallery.png'), fullPage: true });
  } finally {
    await browser.close();
  }
  console.log(
    `gallery: ${cells.length} screenshots and the whole page in ${GALLERY_DIR} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (failed.length > 0) process.exitCode = 1;
};

await main();
