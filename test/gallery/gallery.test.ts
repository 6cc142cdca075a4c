/**
 * The gallery (npm run gallery) without a browser: every scenario builds in every language from
 * tables the real machine played, each message it shows is non-empty and within Discord's limits,
 * and the page draws Discord's markdown the way the client does (suits with U+FE0E as text, bare
 * suits as emoji, timestamps as words).
 */
import { describe, expect, it } from 'vitest';
import { type BuiltCell, buildGallery } from '../../gallery/build.js';
import { cdfPhone } from '../../gallery/fixtures.js';
import { cellId } from '../../gallery/html.js';
import { inline, markdown } from '../../gallery/markdown.js';
import { SCENARIOS } from '../../gallery/scenarios.js';
import { GALLERY_NOW, NAMES } from '../../gallery/world.js';
import { LOCALES, t } from '../../src/discord/i18n/index.js';
import type { Cents } from '../../src/engine/money.js';
import { MIN_DECISION_SECONDS, PROMPT_REACH_MS } from '../../src/table/state.js';
import { allText, expectWithinDiscordLimits } from '../discord/discord-limits.js';

const gallery = buildGallery();

const context = { locale: 'en' as const, now: GALLERY_NOW, names: new Map([['42', 'Ana']]) };

describe('the gallery', () => {
  it('GIVEN every scenario THEN each is built in each of the four languages, in one page', () => {
    expect(gallery.cells).toHaveLength(SCENARIOS.length * LOCALES.length);
    for (const cell of gallery.cells)
      expect(gallery.html).toContain(`id="${cellId(cell.scenario.id, cell.locale)}"`);
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
  });

  it('GIVEN the kinds of message the bot sends THEN the gallery shows each of them', () => {
    const ids = SCENARIOS.map((s) => s.id);
    for (const id of [
      'table',
      'table-settings-pending',
      'result-player-win',
      'result-banker-win',
      'result-tie',
      'result-natural',
      'result-both-third-cards',
      'result-punto-2000-banker-six',
      'refusal',
      'rules-third-card',
      'fair-status',
      'fair-revealed',
      'fair-export',
      'road',
      'stats',
      'history',
      'leaderboard',
      'balance',
      'cdf-table',
      'cdf-prompt',
      'cdf-prompt-rule',
      'turn-call',
      'cdf-result',
      'banque-table',
      'banque-prompt',
      'banque-prompt-rule',
      'banque-result',
      'banque-refusal',
      'banque-phone',
      'cdf-phone',
    ])
      expect(ids).toContain(id);
  });

  it('GIVEN the phone read at the 5 s decision time THEN it is drawn 360 px wide and shows, in order, the half-frozen centre, the cap’s refund, the coup waiting, the call and the pushed prompt', () => {
    for (const locale of LOCALES) {
      const cell = gallery.cells.find((c) => c.scenario.id === 'banque-phone' && c.locale === locale)!;
      expect(cell.html).toContain(`class="cell phone" id="banque-phone-${locale}"`);
      if ('error' in cell.built) expect.fail(cell.built.error);
      const [result, refund, table, call, prompt] = cell.built.shown;
      const centre = result!.message.embeds[0]!.fields!.find(
        (f) => f.name === t(locale, 'banque.result.centre'),
      );
      expect(centre?.value).toContain(
        t(locale, 'banque.centre.halfLost', { lost: 3_000 as Cents, frozen: 3_000 as Cents }).split(' (')[0],
      );
      expect(refund!.ephemeral).toBe(true);
      expect(refund!.message.content).toContain(t(locale, 'banque.note.closed'));
      expect(table!.message.embeds[0]!.fields!.map((f) => f.name)).toContain(
        t(locale, 'banque.table.frozen'),
      );
      expect(call!.message.content).toMatch(/^<@\d+> /);
      expect(prompt!.ephemeral).toBe(true);
      expect(prompt!.message.components).not.toHaveLength(0);
    }
  });

  it('GIVEN the chemin de fer phone read THEN it is drawn 360 px wide and shows, in order, the coup waiting 5 s for the punter, the call and the pushed prompt rewritten by its switch', () => {
    const { waiting } = cdfPhone();
    const decision = waiting.coup!.decision;
    // Dealt at the gallery's clock with the shortest decision time, plus the prompt's reach.
    expect(decision.deadline - GALLERY_NOW).toBe(MIN_DECISION_SECONDS * 1000 + PROMPT_REACH_MS);
    expect(decision.choices).toEqual(expect.arrayContaining(['draw', 'stand']));
    const punter = NAMES.get(decision.userId)!;
    for (const locale of LOCALES) {
      const cell = gallery.cells.find((c) => c.scenario.id === 'cdf-phone' && c.locale === locale)!;
      expect(cell.html).toContain(`class="cell phone" id="cdf-phone-${locale}"`);
      if ('error' in cell.built) expect.fail(cell.built.error);
      const [table, call, pushed, byTheRule, again] = cell.built.shown;
      expect(table!.ephemeral).toBe(false);
      expect(allText(table!.message)).toContain(punter);
      expect(call!.message.content).toMatch(/^<@\d+> /);
      for (const prompt of [pushed, byTheRule, again]) {
        expect(prompt!.ephemeral).toBe(true);
        expect(prompt!.message.components).not.toHaveLength(0);
      }
      expect(byTheRule!.message.content).toBe(t(locale, 'rule.on'));
      expect(again!.message.content).toBe(t(locale, 'rule.off'));
    }
  });

  it.each(gallery.cells.map((cell): [string, BuiltCell] => [cellId(cell.scenario.id, cell.locale), cell]))(
    'GIVEN %s THEN its messages are non-empty and within Discord’s limits',
    (id, cell) => {
      if ('error' in cell.built) expect.fail(`${id} did not build:\n${cell.built.error}`);
      expect(cell.built.shown.length, id).toBeGreaterThan(0);
      for (const { message, caption } of cell.built.shown) {
        const where = `${id}: ${caption}`;
        expect(allText(message).trim().length + (message.files?.length ?? 0), where).toBeGreaterThan(0);
        expectWithinDiscordLimits(message, where);
        for (const embed of message.embeds) {
          const image = embed.image?.url;
          // A picture an embed shows is a file sent with the message.
          if (image?.startsWith('attachment://'))
            expect(
              message.files?.map((f) => f.name),
              where,
            ).toContain(image.slice('attachment://'.length));
        }
      }
      expect(cell.html).not.toContain('scenario-error');
    },
  );

  it('GIVEN the result scenarios THEN each shows a coup of its kind', () => {
    const result = (id: string) => gallery.cells.find((c) => c.scenario.id === id && c.locale === 'en')!;
    const title = (id: string) => {
      const built = result(id).built;
      return 'shown' in built ? (built.shown[0]!.message.embeds[0]!.title ?? '') : '';
    };
    expect(title('result-player-win')).toMatch(/Player wins/);
    expect(title('result-banker-win')).toMatch(/Banker wins/);
    expect(title('result-tie')).toMatch(/Tie/);
    expect(title('result-punto-2000-banker-six')).toMatch(/Banker wins, 6 to/);
  });
});

describe('the gallery’s Discord markdown', () => {
  it('GIVEN a suit with U+FE0E THEN it stays text; a bare suit is drawn as an emoji, as Discord does', () => {
    expect(inline('10♥\uFE0E', context)).toBe('10<span class="suit-text">♥\uFE0E</span>');
    expect(inline('10♥', context)).toBe('10<span class="emoji suit red">♥\uFE0F</span>');
    expect(inline('A♠', context)).toContain('class="emoji suit black"');
  });

  it('GIVEN bold, italic, code, a mention and timestamps THEN they read as the client shows them', () => {
    expect(inline('**Ana** — *pending* `a*b*c`', context)).toBe(
      '<strong>Ana</strong> — <em>pending</em> <code class="inline">a*b*c</code>',
    );
    expect(inline('<@42> and <@7>', context)).toBe(
      '<span class="mention">@Ana</span> and <span class="mention">@unknown-user</span>',
    );
    const at = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;
    expect(inline(at(GALLERY_NOW + 15_000), context)).toBe('<span class="timestamp">in 15 seconds</span>');
    expect(inline(at(GALLERY_NOW - 3 * 3_600_000), { ...context, locale: 'nl' })).toBe(
      '<span class="timestamp">3 uur geleden</span>',
    );
    expect(inline('\\*not italic\\*', context)).toBe('*not italic*');
  });

  it('GIVEN a code block between lines THEN it is kept verbatim, with no markdown inside it', () => {
    expect(markdown('Table:\n```\n**7** │ S S\n```\nLegend', context)).toBe(
      '<div class="line">Table:</div><pre class="codeblock">**7** │ S S</pre><div class="line">Legend</div>',
    );
  });
});
