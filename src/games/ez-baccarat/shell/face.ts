/**
 * EZ Baccarat on the felt and in the result: Punto Banco's table message and result views, with
 * its five spots, its payouts, and the Banker push and side bets named when a coup brings them.
 */
import { ButtonStyle } from 'discord.js';
import { type Key, type Locale, t } from '../../../discord/i18n/index.js';
import { limitParams, stakesText } from '../../../discord/views/shared.js';
import { centsOf } from '../../../engine/money.js';
import { type Limits, limitOf } from '../../../table/limits.js';
import {
  type HouseGameFace,
  MAIN_BUTTONS,
  type SpotButton,
} from '../../punto-banco/shell/house-game-face.js';
import { EZ_SIDE_BETS, type EzSpot, ezResultOf } from '../rules/bets.js';
import { ezBaccarat } from '../table/game.js';
import type { SideBetLimitParams } from '../words/en.js';

const SIDE_BETS = ezBaccarat.sideBets ?? [];

const spotName = (spot: EzSpot) => (locale: Locale) => t(locale, `side.${spot}`);

/** The side bets' limits in cents, as the felt and /rules show them. */
export const sideBetLimitParams = (limits: Limits): SideBetLimitParams => ({
  dragon7Min: centsOf(limitOf(limits, 'dragon7Min', SIDE_BETS)),
  dragon7Max: centsOf(limitOf(limits, 'dragon7Max', SIDE_BETS)),
  panda8Min: centsOf(limitOf(limits, 'panda8Min', SIDE_BETS)),
  panda8Max: centsOf(limitOf(limits, 'panda8Max', SIDE_BETS)),
});

/** The side bets' buttons, grey beside the main bets' colours: they are long shots. */
const SIDE_BUTTONS: readonly SpotButton[] = EZ_SIDE_BETS.map((spot) => ({
  spot,
  label: spotName(spot),
  style: ButtonStyle.Secondary,
}));

type EzPayoutKey = Extract<Key, `ez.payout.${string}` | 'result.payout.tie'>;

export const EZ_FACE: HouseGameFace = {
  heading: (locale, _settings, decks) => t(locale, 'ez.settings.game', { count: decks }),
  terms: (locale, { limits }) => [
    t(locale, 'table.limits', limitParams(limits)),
    t(locale, 'ez.table.sideLimits', sideBetLimitParams(limits)),
    t(locale, 'ez.table.payouts'),
  ],
  howTo: (locale) => t(locale, 'ez.table.howTo'),
  buttons: [...MAIN_BUTTONS, ...SIDE_BUTTONS],
  // Every spot's name is in the catalog, so the shared line lists EZ's in table order.
  stakesText,
  payouts: (locale, { coup }) => {
    const result = ezResultOf(coup);
    const keys: EzPayoutKey[] =
      result.outcome === 'tie'
        ? ['result.payout.tie']
        : result.outcome === 'player'
          ? ['ez.payout.player', ...(result.panda8 ? (['ez.payout.panda-8'] as const) : [])]
          : [result.dragon7 ? 'ez.payout.dragon-7' : 'ez.payout.banker'];
    return keys.map((key) => t(locale, key));
  },
};
