/**
 * The verifier page (docs/verify/) in a real headless Chromium: it runs the project's compiled
 * provably-fair-v1 modules with the browser's WebCrypto, rebuilds the published known-answer shoe,
 * passes an honest export coup by coup, and names the first difference of a tampered one.
 * Screenshots of what it shows are left in .tmp/verify-page/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commitmentOf } from '../../src/engine/fair.js';
import { chips } from '../../src/engine/money.js';
import { buildShoe, dealWholeShoe } from '../../src/engine/shoe.js';
import { exportShoe, type ShoeExport } from '../../src/engine/shoe-export.js';
import { dealWholeBanqueShoe } from '../../src/games/banque/rules/coup.js';
import { type BanqueShoeExport, exportBanqueShoe } from '../../src/games/banque/rules/export.js';
import { dealWholeCdfShoe } from '../../src/games/chemin-de-fer/rules/coup.js';
import { type CdfShoeExport, exportCdfShoe } from '../../src/games/chemin-de-fer/rules/export.js';
import { type EzShoeExport, exportEzShoe } from '../../src/games/ez-baccarat/rules/export.js';
import {
  KNOWN_ANSWER,
  KNOWN_ANSWER_BURN,
  KNOWN_ANSWER_COMMITMENT,
  KNOWN_ANSWER_COUPS,
  KNOWN_ANSWER_FIRST_TEN,
  KNOWN_ANSWER_ROUNDS,
} from '../support/known-answer.js';
import { REPO_ROOT } from '../support/processes.js';
import { launchChromium, type StaticSite, serveStatic } from './support/browser.js';

const PAGE_DIR = join(REPO_ROOT, 'docs', 'verify');
const SCREENSHOTS = join(REPO_ROOT, '.tmp', 'verify-page');

const knownShoe = buildShoe(KNOWN_ANSWER);
const honest: ShoeExport = exportShoe(knownShoe, dealWholeShoe(knownShoe));

/** A deep, writable copy of an export, as a hand editing the file would have it. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** Card codes as the page prints them in a sentence: `TD KH` is `10♦︎ K♥︎` (text-form suits). */
const printed = (codes: readonly string[]): string =>
  codes
    .map((code) => `${code[0] === 'T' ? '10' : code[0]}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[code[1]!]}\uFE0E`)
    .join(' ');

/** A file for the page's file input. */
const file = (name: string, content: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content, null, 2)),
});

describe('the verifier page in Chromium', () => {
  let browser: Browser;
  let site: StaticSite;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [browser, site] = await Promise.all([launchChromium(), serveStatic(PAGE_DIR)]);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await page.goto(site.url);
    await page.waitForSelector('html[data-ready]');
  });

  afterEach(async () => {
    await page.close();
    expect(pageErrors).toEqual([]);
  });

  /** Picks `content` as the file to check and waits for the verdict. */
  const check = async (name: string, content: unknown) => {
    await page.setInputFiles('#file', file(name, content));
    await page.waitForSelector('#verdict');
  };

  const coupsMarked = (kind: 'ok' | 'bad') =>
    page.$$eval(`.coup.${kind}`, (rows) => rows.map((row) => Number(row.getAttribute('data-coup'))));

  it('GIVEN the known-answer seeds WHEN the lib modules run in the browser with WebCrypto THEN they deal the published shoe', async () => {
    // A string, so the browser imports the page's own lib/ (the test runner leaves strings alone).
    const dealt = await page.evaluate(`(async () => {
      const { runHashingAsync, webCryptoHasher } = await import('./lib/engine/hashing.js');
      const { shoeSteps, dealWholeShoe } = await import('./lib/engine/provably-fair.js');
      const { exportShoe } = await import('./lib/engine/shoe-export.js');
      const { cardCode } = await import('./lib/engine/cards.js');
      const spec = ${JSON.stringify(KNOWN_ANSWER)};
      const shoe = await runHashingAsync(shoeSteps(spec), webCryptoHasher(crypto.subtle));
      const exported = exportShoe(shoe, dealWholeShoe(shoe));
      return {
        commitment: shoe.commitment,
        firstTen: [...shoe.cards.subarray(0, 10)].map(cardCode).join(' '),
        burn: exported.burn,
        rounds: exported.rounds,
      };
    })()`);
    expect(dealt).toEqual({
      commitment: KNOWN_ANSWER_COMMITMENT,
      firstTen: KNOWN_ANSWER_FIRST_TEN,
      burn: KNOWN_ANSWER_BURN,
      rounds: honest.rounds,
    });
    expect((dealt as { rounds: unknown[] }).rounds).toHaveLength(KNOWN_ANSWER_COUPS);
    expect((dealt as { rounds: unknown[] }).rounds.slice(0, 3)).toEqual(KNOWN_ANSWER_ROUNDS);
  });

  it('GIVEN an honest export WHEN picked THEN the verdict is a match, every coup has its ✓, and the seed hash equals the commitment', async () => {
    await page.screenshot({ path: join(SCREENSHOTS, 'landing.png') });
    await check('sabot-shoe-1.json', honest);
    expect(await page.getAttribute('#verdict', 'data-verdict')).toBe('ok');
    expect(await page.textContent('#verdict h2')).toBe('Shoe 1 matches its seeds');
    expect(await coupsMarked('ok')).toEqual(honest.rounds.map((round) => round.round));
    expect(await coupsMarked('bad')).toEqual([]);
    const marks = await page.$$eval('.coup .coup-mark', (found) => found.map((mark) => mark.textContent));
    expect(marks).toEqual(honest.rounds.map(() => '✓'));
    expect(await page.textContent('#commitment')).toBe(KNOWN_ANSWER_COMMITMENT);
    expect(await page.textContent('#seed-hash')).toBe(KNOWN_ANSWER_COMMITMENT);
    expect(await page.textContent('#commitment-check')).toContain('✓');
    // Coup 1 is drawn with its cards: Player 5D 9H 4D (8), Banker KH 3S 4D (7).
    const first = await page.$$eval('#coup-1 > .hand', (hands) =>
      hands.map((hand) => ({
        cards: [...hand.querySelectorAll('.card')].map((c) => c.getAttribute('data-code')),
        total: hand.querySelector('.total')?.textContent,
      })),
    );
    expect(first).toEqual([
      { cards: ['5D', '9H', '4D'], total: '8' },
      { cards: ['KH', '3S', '4D'], total: '7' },
    ]);
    await page.screenshot({ path: join(SCREENSHOTS, 'verified.png'), fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(SCREENSHOTS, 'verified-dark.png') });
  });

  it('GIVEN a shoe an admin ended after 10 coups WHEN picked THEN it matches, and the page says the shoe was ended early', async () => {
    await check('sabot-shoe-1.json', { ...honest, rounds: honest.rounds.slice(0, 10) });
    expect(await page.getAttribute('#verdict', 'data-verdict')).toBe('ok');
    expect(await coupsMarked('ok')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await page.textContent('#verdict p')).toBe(
      `The commitment, the shuffle, the burn and all 10 coups are exactly what the revealed seeds deal. The shoe was ended early: it held ${KNOWN_ANSWER_COUPS} coups before the cut card.`,
    );
  });

  it('GIVEN one Banker card changed in coup 12 WHEN picked THEN coup 12 alone is marked, first, with the cards the seeds deal', async () => {
    const tampered = copy(honest);
    const banker = tampered.rounds[11]!.banker as string[];
    const actual = [...banker];
    banker[1] = banker[1] === 'AS' ? '2S' : 'AS';
    await check('sabot-shoe-1.json', tampered);

    expect(await page.getAttribute('#verdict', 'data-verdict')).toBe('bad');
    expect(await page.textContent('.first-difference')).toBe(
      `First difference: coup 12, the Banker's hand. The file says ${printed(banker)}, the seeds deal ${printed(actual)}.`,
    );
    expect(await coupsMarked('bad')).toEqual([12]);
    expect(await page.getAttribute('.coup.first', 'id')).toBe('coup-12');
    expect(await page.textContent('#commitment-check')).toContain('✓');
    const dealt = await page.$$eval('#coup-12 .difference .hand', (hands) =>
      hands.map((hand) => [...hand.querySelectorAll('.card')].map((c) => c.getAttribute('data-code'))),
    );
    expect(dealt).toEqual([honest.rounds[11]!.player, actual]);
    expect(
      await page.$$eval('#coup-12 > .hand .card.differs', (cards) =>
        cards.map((c) => c.getAttribute('data-code')),
      ),
    ).toEqual([banker[1]]);

    await page.click('.verdict .jump a');
    await page.screenshot({ path: join(SCREENSHOTS, 'tampered-card.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#coup-12').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'tampered-card-phone.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(SCREENSHOTS, 'tampered-card-phone-dark.png') });
  });

  it('GIVEN a server seed changed by one character WHEN picked THEN the page shows its SHA-256 beside the commitment, not matching', async () => {
    const tampered = { ...copy(honest), serverSeed: `1${honest.serverSeed.slice(1)}` };
    await check('sabot-shoe-1.json', tampered);

    expect(await page.getAttribute('#verdict', 'data-verdict')).toBe('bad');
    expect(await page.textContent('.first-difference')).toBe(
      'The revealed server seed does not hash to the commitment.',
    );
    expect(await page.textContent('#commitment')).toBe(KNOWN_ANSWER_COMMITMENT);
    // The browser's SHA-256 of the tampered seed is node:crypto's.
    expect(await page.textContent('#seed-hash')).toBe(commitmentOf(tampered.serverSeed));
    expect(await page.textContent('#commitment-check')).toContain('✗');
    await page.screenshot({ path: join(SCREENSHOTS, 'tampered-seed.png') });
  });

  it('GIVEN a chemin de fer export WHEN dropped on the page THEN every coup is checked with its decisions and passes; a changed card is caught', async () => {
    const spec = { ...KNOWN_ANSWER, decks: 6, clientSeed: 'cdf:page' };
    const shoe = buildShoe(spec);
    const played = dealWholeCdfShoe(shoe).map((coup) => ({ coup, stake: chips(25) }));
    const exported: CdfShoeExport = exportCdfShoe(shoe, played);
    const dataTransfer = await page.evaluateHandle(`(() => {
      const data = new DataTransfer();
      data.items.add(new File([${JSON.stringify(JSON.stringify(exported))}], 'sabot-cdf.json', { type: 'application/json' }));
      return data;
    })()`);
    await page.dispatchEvent('#drop', 'drop', { dataTransfer });
    await page.waitForSelector('#verdict');

    expect(await page.getAttribute('#verdict', 'data-verdict')).toBe('ok');
    expect(await coupsMarked('ok')).toEqual(exported.coups.map((coup) => coup.coup));
    expect(await page.textContent('#coup-1 .notes')).toContain('cover 25');
    await page.screenshot({ path: join(SCREENSHOTS, 'chemin-de-fer.png') });

    // The punter's first card of coup 4 swapped for another: the seeds deal something else.
    const tampered = JSON.parse(JSON.stringify(exported)) as { coups: { punter: string[] }[] };
    const punter = tampered.coups[3]!.punter;
    punter[0] = punter[0] === 'KS' ? 'QS' : 'KS';
    const tamperedTransfer = await page.evaluateHandle(`(() => {
      const data = new DataTransfer();
      data.items.add(new File([${JSON.stringify(JSON.stringify(tampered))}], 'sabot-cdf-tampered.json', { type: 'application/json' }));
      return data;
    })()`);
    await page.dispatchEvent('#drop', 'drop', { dataTransfer: tamperedTransfer });
    await page.waitForSelector('#verdict[data-verdict="bad"]');
    expect(await coupsMarked('bad')).toEqual([4]);
  });

  it('GIVEN a baccarat banque export (what /fair export gives banque players) WHEN dropped on the page THEN every coup is checked with its three hands and passes; a changed card is caught', async () => {
    const spec = { ...KNOWN_ANSWER, decks: 6, clientSeed: 'banque:page' };
    const shoe = buildShoe(spec);
    const stakes = { right: chips(30), left: chips(10), centre: chips(5) };
    const exported: BanqueShoeExport = exportBanqueShoe(shoe, dealWholeBanqueShoe(shoe, stakes));
    const drop = async (value: unknown, name: string) => {
      const dataTransfer = await page.evaluateHandle(`(() => {
        const data = new DataTransfer();
        data.items.add(new File([${JSON.stringify(JSON.stringify(value))}], ${JSON.stringify(name)}, { type: 'application/json' }));
        return data;
      })()`);
      await page.dispatchEvent('#drop', 'drop', { dataTransfer });
      await page.locator('#verdict').waitFor();
    };
    await drop(exported, 'sabot-banque.json');
    expect(await page.getAttribute('#verdict', 'data-verdict')).toBe('ok');
    expect(await coupsMarked('ok')).toEqual(exported.coups.map((coup) => coup.coup));
    expect(await page.textContent('#coup-1')).toContain('Right');
    expect(await page.textContent('#coup-1 .notes')).toContain('stakes right 30');
    await page.screenshot({ path: join(SCREENSHOTS, 'banque.png') });

    const tampered = JSON.parse(JSON.stringify(exported)) as { coups: { banker: string[] }[] };
    const banker = tampered.coups[2]!.banker;
    banker[0] = banker[0] === 'KS' ? 'QS' : 'KS';
    await drop(tampered, 'sabot-banque-tampered.json');
    await page.waitForSelector('#verdict[data-verdict="bad"]');
    expect(await coupsMarked('bad')).toEqual([3]);
  });

  it('GIVEN an EZ Baccarat export (sabot-shoe/1 naming the game) WHEN picked THEN every round is checked by EZ’s rules and passes, with its Dragon 7 and Panda 8 named; a Dragon 7 claimed paid at evens is caught', async () => {
    const exported: EzShoeExport = exportEzShoe(knownShoe, dealWholeShoe(knownShoe));
    await check('sabot-shoe-ez.json', exported);
    expect(await page.getAttribute('#verdict', 'data-verdict')).toBe('ok');
    expect(await coupsMarked('ok')).toEqual(exported.rounds.map((round) => round.round));
    // Round 47 of the known-answer shoe: the Banker wins on three cards totalling 7; round 1: the Player on three totalling 8.
    expect(await page.textContent('#coup-47 .notes')).toContain('Banker pushes (three-card 7)');
    expect(await page.textContent('#coup-47 .notes')).toContain('Dragon 7 pays 40:1');
    expect(await page.textContent('#coup-1 .notes')).toContain('Panda 8 pays 25:1');
    await page.screenshot({ path: join(SCREENSHOTS, 'ez-baccarat.png') });

    const tampered = copy(exported) as unknown as { rounds: { result: Record<string, string> }[] };
    tampered.rounds[46]!.result.banker = 'win';
    await check('sabot-shoe-ez-tampered.json', tampered);
    await page.waitForSelector('#verdict[data-verdict="bad"]');
    expect(await coupsMarked('bad')).toEqual([47]);
    expect(await page.textContent('#coup-47')).toContain('Banker pushes (three-card 7)');
  });

  it('GIVEN a reader in light mode WHEN the theme button is clicked THEN the page turns dark, and stays dark after a reload', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    const background = () => page.evaluate('getComputedStyle(document.body).backgroundColor');
    const light = await background();
    await page.click('#theme');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    const dark = await background();
    expect(dark).not.toBe(light);
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await background()).toBe(dark);
  });

  it('GIVEN a file that is not an export WHEN picked THEN it is refused with the reasons, and nothing is verified', async () => {
    await page.setInputFiles('#file', file('notes.json', { format: 'sabot-shoe/1', serverSeed: 'abc' }));
    await page.waitForSelector('#status.error');
    const status = await page.textContent('#status');
    expect(status).toContain(
      'notes.json: This file is not a sabot-shoe/1, sabot-cdf/1 or sabot-banque/1 export',
    );
    expect(status).toContain('serverSeed must be 64 lowercase hex characters');
    expect(await page.isHidden('#report')).toBe(true);

    await page.setInputFiles('#file', file('broken.json', '{"format": '));
    await page.locator('#status h2', { hasText: 'broken.json' }).waitFor();
    expect(await page.textContent('#status h2')).toBe('broken.json: This file is not JSON');
  });
});
