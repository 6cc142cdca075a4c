/**
 * /rules, topic by topic. The third-card table is drawn from BANKER_DRAWS, the same array the
 * coup consults, in the layout of the Dutch casino rules (docs/rules.md): Banker totals 7 down to 0
 * against the Player's third card 0–9, one letter per cell in the reader's language.
 */
import type { APIEmbed } from 'discord.js';
import { BANKER_DRAWS } from '../../engine/tableau.js';
import { shellOf } from '../../games/shells.js';
import type { TableSettings } from '../../table/state.js';
import { type Locale, t } from '../i18n/index.js';
import { fitEmbed } from './embed-limits.js';
import { RULES_TOPICS, type RulesTopic } from './rules-topics.js';
import { COLORS, limitParams, type ViewMessage } from './shared.js';

export { RULES_TOPICS, type RulesTopic } from './rules-topics.js';

/** Width of the corner cell (`B \ P3`) and of each row label. */
const LABEL_WIDTH = 6;

/**
 * The Banker's drawing table as a monospace block: one row per Banker total, highest first,
 * a letter per Player third-card value (draw or stand in `locale`).
 */
export const bankerTable = (locale: Locale): string => {
  const draw = t(locale, 'rules.third-card.draw');
  const stand = t(locale, 'rules.third-card.stand');
  const points = Array.from({ length: 10 }, (_, point) => String(point));
  const header = `${t(locale, 'rules.third-card.corner').padEnd(LABEL_WIDTH)} │ ${points.join(' ')}`;
  const rule = `${'─'.repeat(LABEL_WIDTH + 1)}┼${'─'.repeat(points.length * 2)}`;
  const rows = BANKER_DRAWS.map(
    (row, total) =>
      `${String(total).padStart(LABEL_WIDTH)} │ ${row.map((d) => (d ? draw : stand)).join(' ')}`,
  );
  return ['```', header, rule, ...rows.reverse(), '```'].join('\n');
};

const VARIANT_KEYS = { 'punto-banco': 'variant.punto-banco', 'punto-2000': 'variant.punto-2000' } as const;

/** What the rules may point players to: the verifier page (VERIFY_URL), when the bot has one. */
export interface RulesLinks {
  readonly verifyUrl?: string | undefined;
}

const body = (locale: Locale, topic: RulesTopic, settings: TableSettings, links: RulesLinks): string => {
  switch (topic) {
    case 'basics':
      return t(locale, 'rules.basics');
    case 'values':
      return t(locale, 'rules.values');
    case 'third-card':
      return [
        t(locale, 'rules.third-card.player'),
        bankerTable(locale),
        t(locale, 'rules.third-card.legend'),
      ].join('\n');
    case 'payouts':
      return `${t(locale, 'rules.payouts')}\n\n${t(locale, 'rules.payouts.this', { game: t(locale, VARIANT_KEYS[settings.variant]) })}`;
    case 'punto-2000':
      return t(locale, 'rules.punto-2000');
    case 'limits':
      return t(locale, 'rules.limits', limitParams(settings.limits));
    case 'fairness':
      return t(locale, 'rules.fairness', {
        check:
          links.verifyUrl !== undefined
            ? t(locale, 'rules.fairness.check.page', { url: links.verifyUrl })
            : t(locale, 'rules.fairness.check'),
      });
    case 'roads':
      // The scoreboard's legend lives here, so /road itself stays short.
      return t(locale, 'road.legend');
  }
};

/**
 * One topic of the rules of the game the table deals: the game's own text where it has one, else
 * the text every game shares (that of the game a new table starts with); the limits and
 * payouts topics speak of this table's own settings.
 */
export const renderRules = (
  locale: Locale,
  topic: RulesTopic,
  settings: TableSettings,
  links: RulesLinks = {},
): ViewMessage => {
  // A topic that is not one of ours (an outdated command registration) gets the basics.
  const known: RulesTopic = RULES_TOPICS.includes(topic) ? topic : 'basics';
  const own = shellOf(settings.game).rulesTopic(locale, known, settings);
  const embed: APIEmbed = {
    title: own?.title ?? t(locale, `rules.${known}.title`),
    color: known === 'fairness' ? COLORS.fair : COLORS.felt,
    description: own?.text ?? body(locale, known, settings, links),
  };
  return { embeds: [fitEmbed(embed)], components: [] };
};
