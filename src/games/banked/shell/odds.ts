/**
 * /odds at a player-banked table (banque, chemin de fer): the draws on some totals are the
 * players' choices and the bank's, so no figure of the next coup follows from the cards alone.
 * A plain word saying so, rather than another game's figures.
 */
import { type Locale, t } from '../../../discord/i18n/index.js';
import { fitEmbed } from '../../../discord/views/embed-limits.js';
import { COLORS, type ViewMessage } from '../../../discord/views/shared.js';

export const bankedOdds = (locale: Locale, game: string): ViewMessage => ({
  embeds: [
    fitEmbed({
      title: t(locale, 'odds.none.title'),
      color: COLORS.info,
      description: t(locale, 'odds.none', { game }),
    }),
  ],
  components: [],
});
