/**
 * Players at one chemin de fer table of the real bot, as they play it in Discord: slash commands,
 * the table message's buttons and modal, the private "My cards" prompt with its decision buttons,
 * and the result posts (the moves every player-banked table shares are banked-table.ts's).
 */
import type { CdfTableState } from '../../../src/games/chemin-de-fer/table/index.js';
import { BankedTable, type Choice } from './banked-table.js';
import type { BotWorld } from './bot-harness.js';
import type { PlannedCoup } from './cdf-shoe-plan.js';
import type { RecordedMessage } from './fake-discord.js';

export {
  type Choice,
  decideId,
  embedText,
  expectPrivateOk,
  expectRefused,
  isPrivate,
  messageText,
  offeredChoices,
  refusalText,
  type TableView,
} from './banked-table.js';

/** What the planned coup asks of players, in order: the punter's prompt, and the banker's in a free cell. */
export const promptsOf = (
  planned: PlannedCoup,
): { hand: 'punter' | 'banker'; choices: Choice[]; choice: Choice; total: number }[] =>
  planned.coup.decisions
    .filter((decision) => decision.hand === 'punter' || decision.rule.startsWith('banker-optional'))
    .map((decision) => ({
      hand: decision.hand,
      total: decision.total,
      choice: decision.action,
      choices:
        decision.hand === 'banker' || decision.total === 5
          ? ['draw', 'stand']
          : decision.total <= 4
            ? ['draw']
            : ['stand'],
    }));

export class CdfTable extends BankedTable<CdfTableState> {
  constructor(
    world: BotWorld,
    channelId: string,
    names: readonly string[],
    locales: Readonly<Record<string, string>> = {},
  ) {
    super(
      world,
      channelId,
      names,
      {
        tableTitle: /^Chemin de fer · coup (\d+)/,
        isResultTitle: (title, round) => title.startsWith(`Coup ${round} ·`),
        cardsKind: 'cdf-cards',
      },
      locales,
    );
  }

  /** `/chemin <sub>` as `name`; the visible reply. */
  chemin(name: string, sub: string, options: Record<string, string | number> = {}): Promise<RecordedMessage> {
    return this.player(name).slash('chemin', options, sub).reply();
  }

  /** Opens a bank as the holder: the Open bank button, then the modal with the amount. */
  openBankByModal(name: string, amount: number): Promise<RecordedMessage> {
    return this.submitAmountForm(name, 'cdf-open', 'cdf-bank', amount);
  }

  /** Stakes `amount` chips with the chip selector and the Stake chip button. */
  async stakeByChip(name: string, amount: number): Promise<RecordedMessage> {
    await this.chooseChip(name, amount);
    return this.press(name, 'cdf-stake');
  }
}
