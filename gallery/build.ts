/**
 * The gallery as data and as HTML: every scenario built in every language, ready to write out or
 * to check. No browser, no files: the test builds exactly what `npm run gallery` writes.
 */
import { LOCALES, type Locale } from '../src/discord/i18n/index.js';
import { fullTable } from './fixtures.js';
import { cellHtml, type GalleryRow, pageHtml } from './html.js';
import { buildScenario, SCENARIOS, type Scenario, type Shown } from './scenarios.js';
import { GALLERY_NOW, NAMES } from './world.js';

export interface BuiltCell {
  readonly scenario: Scenario;
  readonly locale: Locale;
  readonly built: { readonly shown: Shown[] } | { readonly error: string };
  readonly html: string;
}

/** Every scenario (or those given) in every language, each with its messages (or its error) and its HTML. */
export const buildGallery = (
  scenarios: readonly Scenario[] = SCENARIOS,
): { readonly cells: BuiltCell[]; readonly html: string } => {
  // Mentions name everyone the gallery's tables seat.
  const names = new Map([...NAMES, ...fullTable().names]);
  const cells: BuiltCell[] = [];
  const rows: GalleryRow[] = scenarios.map((scenario) => ({
    scenario,
    cells: LOCALES.map((locale) => {
      const built = buildScenario(scenario, locale);
      const html = cellHtml(scenario, locale, built, { now: GALLERY_NOW, names });
      cells.push({ scenario, locale, built, html });
      return { locale, html };
    }),
  }));
  const when = new Date(GALLERY_NOW).toISOString().replace('T', ' ').slice(0, 16);
  return {
    cells,
    html: pageHtml(
      rows,
      `Drawn by the bot's own views from tables the real machine played on fixed seeds; the clock reads ${when} UTC.`,
    ),
  };
};
