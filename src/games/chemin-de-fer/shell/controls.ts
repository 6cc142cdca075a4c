/** Chemin de fer's controls: /chemin, its buttons on the table message and the bank's amount form. */
import {
  chosenStake,
  clicker,
  type GameButtons,
  type GameControls,
  typedAmount,
} from '../../../discord/game-controls.js';
import type { ButtonKind } from '../../../discord/vocabulary.js';
import type { CdfActionKind } from '../table/actions.js';
import { CHEMIN_DE_FER } from '../table/state.js';
import { bankModal, runCdfAction, showCdfCards } from './actions.js';
import * as command from './command.js';
import type { CdfButtonKind } from './control-kinds.js';
import { cdfTableSubcommand } from './table-options.js';

/** A button that sends one game action, the table deciding who may. */
const action = <K extends CdfButtonKind>(kind: CdfActionKind): ButtonKind<K> => ({
  preconditions: ['guild-only'],
  handle: (ctx, { round }) => runCdfAction(clicker(ctx), kind, round),
});

const buttons: GameButtons<CdfButtonKind> = {
  'cdf-sit': action('sit'),
  'cdf-leave': action('leave'),
  'cdf-decline': action('decline'),
  'cdf-banco': action('banco'),
  'cdf-avec': action('avec-la-table'),
  'cdf-withdraw': action('withdraw'),
  'cdf-passe': action('banque-passe'),
  'cdf-suite': action('take-suite'),
  'cdf-nosuite': action('decline-suite'),
  'cdf-open': {
    preconditions: ['guild-only'],
    async handle({ interaction, reads, place, locale, showModal }, { round }) {
      await showModal(await bankModal(reads, place, locale, interaction.user.id, round));
    },
  },
  'cdf-stake': {
    preconditions: ['guild-only'],
    async handle(ctx, { round }) {
      await runCdfAction(clicker(ctx), 'stake', round, await chosenStake(ctx));
    },
  },
  'cdf-cards': {
    preconditions: ['guild-only'],
    handle: (ctx, { round }) => showCdfCards(clicker(ctx), round),
  },
};

export const cheminDeFerControls: GameControls = {
  game: CHEMIN_DE_FER,
  commands: [command],
  buttons,
  forms: {
    'cdf-bank': {
      preconditions: ['guild-only'],
      handle: (ctx, { round }) => runCdfAction(clicker(ctx), 'open-bank', round, typedAmount(ctx)),
    },
  },
  gameChoice: 'cmd.table.game.value.chemin-de-fer',
  tableSubcommand: cdfTableSubcommand,
};
