/**
 * What the private cards of the player-banked games (chemin de fer, banque) share: the message
 * itself, its embed and, when the coup waits for its reader, one button per choice he has.
 */
import { type APIEmbed, ButtonStyle, ComponentType } from 'discord.js';
import { type DecisionChoice, encodeCustomId } from '../../../discord/custom-ids.js';
import type { Locale } from '../../../discord/i18n/index.js';
import { COLORS, type ViewMessage } from '../../../discord/views/shared.js';
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
}

/** The private cards message; always ephemeral. */
export const cardsMessage = (locale: Locale, input: CardsMessageInput): ViewMessage => {
  const embed: APIEmbed = { title: input.title, color: COLORS.info, description: input.lines.join('\n') };
  return {
    embeds: [embed],
    components: input.mine
      ? [
          {
            type: ComponentType.ActionRow,
            components: input.choices.map((choice) => ({
              type: ComponentType.Button,
              style: choice === 'draw' ? ButtonStyle.Primary : ButtonStyle.Secondary,
              label: decisionLabel(locale, choice, input.decider),
              custom_id: encodeCustomId({ kind: 'decide', choice, step: input.step, round: input.round }),
            })),
          },
        ]
      : [],
  };
};
