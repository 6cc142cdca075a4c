/**
 * What the shell asks of a table's game, one entry per game, looked up by the table's game id:
 * the game module itself (its deck counts, the limits it plays by, its export format) and the
 * shell's own words for it (the answer to a chosen chip names the table's betting buttons). A new
 * game adds its entry here; the views and controls never test the game id themselves.
 */
import type { Cents } from '../engine/money.js';
import { BANQUE } from '../games/banque/table/state.js';
import { CHEMIN_DE_FER } from '../games/chemin-de-fer/table/state.js';
import { PUNTO_BANCO } from '../games/punto-banco/table/game.js';
import { BUILT_IN_GAMES } from '../games/registry.js';
import { type Game, type LimitField, limitsOf } from '../table/game.js';
import { type Stakes, stakeOn } from '../table/limits.js';
import type { GameId } from '../table/state.js';
import type { RecentRound } from '../table/statistics.js';
import { type Locale, t } from './i18n/index.js';
import { chipsFigure, stakesText as sidesText } from './views/shared.js';

export interface GameSurface {
  readonly game: Game;
  /** The table limits the settings panel lists: the ones the game plays by. */
  readonly limits: readonly LimitField[];
  /** The private answer to a chip chosen in the selector, naming the table's own betting buttons. */
  chipChosen(locale: Locale, cents: Cents): string;
  /** How /history names a round of this game: its result, or the game and the player's part in it. */
  roundOutcome(locale: Locale, round: RecentRound): string;
  /** A round's stakes as /history lists them, in the game's own words. */
  stakesText(locale: Locale, stakes: Stakes): string;
}

/** Punto Banco's result: who won, and on which totals. */
const puntoBancoOutcome = (locale: Locale, round: RecentRound): string =>
  round.outcome === 'tie'
    ? t(locale, 'outcome.tie', { total: round.playerTotal ?? 0 })
    : t(locale, `outcome.${round.outcome}`, {
        player: round.playerTotal ?? 0,
        banker: round.bankerTotal ?? 0,
      });

/** Every position staked, in the order given, each with its name and the chips on it. */
const positionsText = (
  locale: Locale,
  stakes: Stakes,
  positions: readonly (readonly [string, (locale: Locale) => string])[],
): string =>
  positions
    .filter(([position]) => stakeOn(stakes, position) > 0)
    .map(([position, name]) => `${name(locale)} ${chipsFigure(locale, stakeOn(stakes, position))}`)
    .join(' · ');

/** A player-banked round: a punter's stakes show who he played; the banker's result has none. */
const bankedOutcome =
  (
    punter: 'banque.history.punter' | 'cdf.history.punter',
    banker: 'banque.history.banker' | 'cdf.history.banker',
  ) =>
  (locale: Locale, round: RecentRound): string =>
    t(locale, Object.keys(round.stakes).length > 0 ? punter : banker);

const WORDS: Readonly<Record<GameId, Pick<GameSurface, 'chipChosen' | 'roundOutcome' | 'stakesText'>>> = {
  [PUNTO_BANCO]: {
    chipChosen: (locale, cents) => t(locale, 'chip.chosen', { cents }),
    roundOutcome: puntoBancoOutcome,
    stakesText: sidesText,
  },
  [BANQUE]: {
    chipChosen: (locale, cents) => t(locale, 'banque.chip.chosen', { cents }),
    roundOutcome: bankedOutcome('banque.history.punter', 'banque.history.banker'),
    stakesText: (locale, stakes) =>
      positionsText(locale, stakes, [
        ['right', (l) => t(l, 'banque.button.right')],
        ['left', (l) => t(l, 'banque.button.left')],
        ['centre', (l) => t(l, 'banque.button.centre')],
      ]),
  },
  [CHEMIN_DE_FER]: {
    chipChosen: (locale, cents) => t(locale, 'cdf.chip.chosen', { cents }),
    roundOutcome: bankedOutcome('cdf.history.punter', 'cdf.history.banker'),
    stakesText: (locale, stakes) =>
      positionsText(locale, stakes, [['punter', (l) => t(l, 'cdf.history.stake')]]),
  },
};

const surfaceFor = (game: Game): GameSurface => ({
  game,
  limits: limitsOf(game),
  ...(WORDS[game.id] ?? WORDS[PUNTO_BANCO]!),
});

const SURFACES: ReadonlyMap<GameId, GameSurface> = new Map(
  [...BUILT_IN_GAMES].map(([id, game]) => [id, surfaceFor(game)]),
);

/** The entry of the game a table deals; Punto Banco's for an id no built-in game has. */
export const surfaceOf = (gameId: GameId): GameSurface =>
  SURFACES.get(gameId) ?? (SURFACES.get(PUNTO_BANCO) as GameSurface);
