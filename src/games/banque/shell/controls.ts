/** Baccarat banque's controls: /banque, its buttons on the table message and the bid form. */
import {
  chosenStake,
  clicker,
  type GameButtons,
  type GameControls,
  typedAmount,
} from '../../../discord/game-controls.js';
import type { ButtonKind } from '../../../discord/vocabulary.js';
import { BANQUE } from '../table/state.js';
import {
  type BanqueActionInput,
  bancoBanque,
  bidModal,
  runBanqueAction,
  showBanqueCards,
} from './actions.js';
import * as command from './command.js';
import type { BanqueButtonKind } from './control-kinds.js';
import { banqueTableSubcommand } from './table-options.js';

/** A button that sends one game action, the table deciding who may. */
const action = <K extends BanqueButtonKind>(input: BanqueActionInput): ButtonKind<K> => ({
  preconditions: ['guild-only'],
  handle: (ctx, { round }) => runBanqueAction(clicker(ctx), input, round),
});

/** A stake of the chip chosen in the selector (the table minimum until one is chosen). */
const stake = <K extends BanqueButtonKind>(position: 'right' | 'left' | 'centre'): ButtonKind<K> => ({
  preconditions: ['guild-only'],
  async handle(ctx, { round }) {
    await runBanqueAction(clicker(ctx), { kind: 'stake', position, amount: await chosenStake(ctx) }, round);
  },
});

const buttons: GameButtons<BanqueButtonKind> = {
  'bq-sit-right': action({ kind: 'sit', side: 'right' }),
  'bq-sit-left': action({ kind: 'sit', side: 'left' }),
  'bq-leave': action({ kind: 'leave' }),
  'bq-withdraw': action({ kind: 'withdraw' }),
  'bq-right': stake('right'),
  'bq-left': stake('left'),
  'bq-centre': stake('centre'),
  'bq-banco': {
    preconditions: ['guild-only'],
    handle: (ctx, { round }) => bancoBanque(clicker(ctx), undefined, round),
  },
  'bq-cards': {
    preconditions: ['guild-only'],
    handle: (ctx, { round }) => showBanqueCards(clicker(ctx), round),
  },
  'bq-bid': {
    preconditions: ['guild-only'],
    async handle({ reads, place, locale, showModal }, { round }) {
      await showModal(await bidModal(reads, place, locale, round));
    },
  },
};

export const banqueControls: GameControls = {
  game: BANQUE,
  commands: [command],
  buttons,
  forms: {
    'bq-bid-form': {
      preconditions: ['guild-only'],
      handle: (ctx, { round }) =>
        runBanqueAction(clicker(ctx), { kind: 'bid', amount: typedAmount(ctx) }, round),
    },
  },
  gameChoice: 'cmd.table.game.value.banque',
  tableSubcommand: banqueTableSubcommand,
};
