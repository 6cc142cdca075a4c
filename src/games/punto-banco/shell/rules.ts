/**
 * /rules at a Punto Banco table: its basics, the third-card rule, the payouts of both variants,
 * Punto 2000 and its limits. The third-card table is drawn from BANKER_DRAWS, the same array the
 * coup consults, in the layout of the Dutch casino rules (docs/rules.md): Banker totals 7 down to 0
 * against the Player's third card 0–9, one letter per cell in the reader's language.
 */
import type { RulesText } from '../../../discord/game-shell.js';
import { type Locale, t } from '../../../discord/i18n/index.js';
import type { CommonTopic, RulesTopic } from '../../../discord/views/rules-topics.js';
import { limitParams } from '../../../discord/views/shared.js';
import { BANKER_DRAWS } from '../../../engine/tableau.js';
import type { TableSettings } from '../../../table/state.js';
import { optionsIn } from '../table/settings.js';
import { VARIANT_NAMES } from '../words/variant-names.js';

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

/** Punto Banco's own /rules topic, beside those every game answers: its Punto 2000 variant. */
export const PUNTO_BANCO_TOPICS = [{ topic: 'punto-2000', name: 'cmd.rules.topic.punto-2000' }] as const;

type PuntoBancoTopic = CommonTopic | (typeof PUNTO_BANCO_TOPICS)[number]['topic'];

const text = (locale: Locale, topic: PuntoBancoTopic, settings: TableSettings): string | undefined => {
  switch (topic) {
    case 'basics':
      return t(locale, 'rules.basics');
    case 'third-card':
      return [
        t(locale, 'rules.third-card.player'),
        bankerTable(locale),
        t(locale, 'rules.third-card.legend'),
      ].join('\n');
    case 'payouts':
      return `${t(locale, 'rules.payouts')}\n\n${t(locale, 'rules.payouts.this', { game: VARIANT_NAMES[optionsIn(settings).variant] })}`;
    case 'punto-2000':
      return t(locale, 'rules.punto-2000');
    case 'limits':
      return t(locale, 'rules.limits', limitParams(settings.limits));
    // The card values, fairness and the roads are every game's: the shared text.
    case 'values':
    case 'fairness':
    case 'roads':
      return undefined;
  }
};

/** One topic of Punto Banco's rules, or undefined for those every game shares. */
export const puntoBancoRules = (
  locale: Locale,
  topic: RulesTopic,
  settings: TableSettings,
): RulesText | undefined => {
  // renderRules asks only for the common topics and this game's own.
  const ours = topic as PuntoBancoTopic;
  const own = text(locale, ours, settings);
  return own === undefined ? undefined : { title: t(locale, `rules.${ours}.title`), text: own };
};
