/**
 * The private prompt of `/table new-shoe`: ending a shoe reveals its seed and cannot be undone, so
 * the admin confirms with a button only they see. The button carries the round, so a prompt left
 * open while the table dealt on is refused as stale rather than ending a shoe nobody looked at.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { encodeCustomId } from '../custom-ids.js';
import { type Locale, t } from '../i18n/index.js';
import { fitEmbed } from './embed-limits.js';
import { COLORS, type ViewMessage } from './shared.js';

export const renderNewShoePrompt = (
  locale: Locale,
  input: { readonly shoeNumber: number; readonly round: number },
): ViewMessage => ({
  embeds: [
    fitEmbed({
      title: t(locale, 'newShoe.confirm.title', { shoe: input.shoeNumber }),
      color: COLORS.fair,
      description: t(locale, 'newShoe.confirm.body'),
    }),
  ],
  components: [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          style: ButtonStyle.Danger,
          label: t(locale, 'button.newShoeConfirm'),
          custom_id: encodeCustomId({ kind: 'newshoe', round: input.round }),
        },
      ],
    },
  ],
});
