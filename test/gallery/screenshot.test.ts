/**
 * The gallery in a real headless Chromium (Debian's, installed by the test setup when missing, as
 * for the verifier page): a result with the scoreboard under it is drawn and screenshotted, its
 * picture loads, and a suit with U+FE0E is drawn as a text glyph, not a colour emoji. The screenshot is left in
 * .tmp/gallery-test/ for a person to look at.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGallery } from '../../gallery/build.js';
import { EMOJI_FONT } from '../../gallery/emoji-font.js';
import { cellId } from '../../gallery/html.js';
import { inline } from '../../gallery/markdown.js';
import { SCENARIOS } from '../../gallery/scenarios.js';
import { GALLERY_NOW } from '../../gallery/world.js';
import { REPO_ROOT } from '../support/processes.js';
import { launchChromium } from '../verify-page/support/browser.js';

const OUT = join(REPO_ROOT, '.tmp', 'gallery-test');

const CONTEXT = { locale: 'nl' as const, now: GALLERY_NOW, names: new Map<string, string>() };

/**
 * How many pixels of an element's screenshot are coloured (not grey): decoded by the browser
 * itself, so the test needs no image library.
 */
const colouredPixels = async (page: Page, selector: string): Promise<number> => {
  const png = await page.locator(selector).screenshot();
  return page.evaluate(`(async () => {
    const image = new Image();
    image.src = 'data:image/png;base64,${png.toString('base64')}';
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, image.width, image.height).data;
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 60) coloured++;
    return coloured;
  })()`);
};

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('the gallery in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('GIVEN a result with the road under it THEN its section screenshots with the picture loaded', async () => {
    const scenario = SCENARIOS.find((s) => s.id === 'result-with-road')!;
    const { html } = buildGallery([scenario]);
    const file = join(OUT, 'index.html');
    writeFileSync(file, html);
    const page = await browser.newPage({ viewport: { width: 2480, height: 1200 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`file://${file}`);
    await page.waitForLoadState('load');

    const cell = page.locator(`#${cellId(scenario.id, 'nl')}`);
    // The scoreboard is a PNG the bot attaches: it must decode, at its own size.
    const image = cell.locator('img.embed-image');
    await expect
      .poll(() => image.evaluate((img: { naturalWidth: number }) => img.naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(100);
    // A red suit marked U+FE0E is drawn as a text glyph (grey, like the text around it), never as a
    // colour emoji; the same suit bare is an emoji, red where a colour emoji font is installed.
    await cell.evaluate(
      (node: { insertAdjacentHTML(where: string, html: string): void }, html: string) =>
        node.insertAdjacentHTML('beforeend', html),
      `<div class="content" id="suit-probe"><span id="as-text">${inline('10♥\uFE0E', CONTEXT)}</span> <span id="as-emoji">${inline('10♥', CONTEXT)}</span></div>`,
    );
    expect(await colouredPixels(page, '#as-text')).toBe(0);
    if (existsSync(EMOJI_FONT)) expect(await colouredPixels(page, '#as-emoji')).toBeGreaterThan(20);
    await page.locator('#suit-probe').evaluate((node: { remove(): void }) => node.remove());

    const shot = join(OUT, `${cellId(scenario.id, 'nl')}.png`);
    await cell.screenshot({ path: shot });
    const size = pngSize(readFileSync(shot));
    expect(size.width).toBe(600);
    expect(size.height).toBeGreaterThan(400);
    await page.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
