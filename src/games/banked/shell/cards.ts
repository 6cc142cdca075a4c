/**
 * What the private cards of the player-banked games (chemin de fer, banque) share: the message
 * itself, its embed and, when the coup waits for its reader, one button per choice he has.
 */
import { type APIButtonComponentWithCustomId, type APIEmbed, ButtonStyle, ComponentType } from 'discord.js';
import { type DecisionChoice, encodeCustomId } from '../../../discord/custom-ids.js';
import { formatTime, type Locale, t } from '../../../discord/i18n/index.js';
import { COLORS, type ViewMessage } from '../../../discord/views/shared.js';
import type { TableRecord } from '../../../table/state.js';
import { type Decider, decisionLabel } from './shared.js';

/** What a private cards message says, and the decision its buttons answer. */
export interface CardsMessageInput {
  readonly title: string;
  readonly lines: readonly string[];
  /** Whether the coup waits for the reader: only then does he get buttons. */
  readonly mine: boolean;
  /** The choices the rule leaves him, labelled as his role says them. */
  readonly choices: readonly DecisionChoice[];
  readonly decider: Decider;
  /** The decision's step and the round, which every button carries. */
  readonly step: number;
  readonly round: number;
  /** Whether the reader plays by the rule at this table: his prompt offers to switch it. */
  readonly byTheRule: boolean;
}

/** The private cards message; always ephemeral. */
export const cardsMessage = (locale: Locale, input: CardsMessageInput): ViewMessage => {
  const lines = input.mine && input.byTheRule ? [...input.lines, t(locale, 'rule.prompt.on')] : input.lines;
  const embed: APIEmbed = { title: input.title, color: COLORS.info, description: lines.join('\n') };
  // The switch: playing by the rule, or choosing for himself again.
  const rule: APIButtonComponentWithCustomId = {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: t(locale, input.byTheRule ? 'rule.button.off' : 'rule.button.on'),
    custom_id: encodeCustomId({ kind: input.byTheRule ? 'rule-off' : 'rule-on', round: input.round }),
  };
  const choices: APIButtonComponentWithCustomId[] = input.choices.map((choice) => ({
    type: ComponentType.Button,
    style: choice === 'draw' ? ButtonStyle.Primary : ButtonStyle.Secondary,
    label: decisionLabel(locale, choice, input.decider),
    custom_id: encodeCustomId({ kind: 'decide', choice, step: input.step, round: input.round }),
  }));
  // His choices first; below them, the switch that holds for his later decisions too.
  return {
    embeds: [embed],
    components: input.mine
      ? [
          { type: ComponentType.ActionRow, components: choices },
          { type: ComponentType.ActionRow, components: [rule] },
        ]
      : [],
  };
};

/**
 * The channel's call to the player the coup waits for, when no interaction of his can carry his
 * prompt privately: a mention that pings him alone, the deadline, and My cards (`cardsButton`).
 */
export const turnCallMessage = (
  locale: Locale,
  table: TableRecord,
  userId: string,
  cardsButton: (locale: Locale, round: number) => APIButtonComponentWithCustomId,
): ViewMessage | undefined => {
  const decision = table.coup?.decision;
  if (decision?.userId !== userId) return undefined;
  return {
    content: `<@${userId}> ${t(locale, 'turn.call', {
      deadline: formatTime(decision.deadline, 'T'),
      relative: formatTime(decision.deadline),
    })}`,
    embeds: [],
    components: [{ type: ComponentType.ActionRow, components: [cardsButton(locale, table.round)] }],
  };
};
