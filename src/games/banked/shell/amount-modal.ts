/** The form that asks for a bank's amount: chemin de fer's Open bank and banque's bid share it. */
import { type APIModalInteractionResponseCallbackData, ComponentType, TextInputStyle } from 'discord.js';
import { BANK_AMOUNT_INPUT, encodeCustomId, type ModalAction } from '../../../discord/custom-ids.js';

export interface AmountModal {
  readonly action: ModalAction;
  readonly title: string;
  readonly label: string;
  /** The bank's limits in words, when the table is known. */
  readonly range: string | undefined;
  /** The amount the field starts with (the bank minimum), when the table is known. */
  readonly initial: number | undefined;
}

export const amountModal = ({
  action,
  title,
  label,
  range,
  initial,
}: AmountModal): APIModalInteractionResponseCallbackData => ({
  custom_id: encodeCustomId(action),
  title,
  components: [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.TextInput,
          custom_id: BANK_AMOUNT_INPUT,
          label,
          style: TextInputStyle.Short,
          required: true,
          min_length: 1,
          max_length: 12,
          ...(range ? { placeholder: range } : {}),
          ...(initial !== undefined ? { value: String(initial) } : {}),
        },
      ],
    },
  ],
});
