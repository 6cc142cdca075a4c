/**
 * Players at one baccarat banque table of the real bot, as they play it in Discord: /banque, /bet
 * on right, left or centre, the table message's Bid button and its form, the chip selector with
 * the Right / Left / Centre buttons, and the moves every player-banked table shares
 * (banked-table.ts): My cards with its prompt, the results, the committed state.
 */
import type { BanqueTableState } from '../../../src/games/banque/table/index.js';
import { BankedTable } from './banked-table.js';
import type { BotWorld } from './bot-harness.js';
import type { RecordedMessage } from './fake-discord.js';

export type BanquePosition = 'right' | 'left' | 'centre';

/** A result and the table message share a title; only the table message has buttons. */
const title = (round: number) => `Baccarat banque · coup ${round}`;

export class BanqueTable extends BankedTable<BanqueTableState> {
  constructor(
    world: BotWorld,
    channelId: string,
    names: readonly string[],
    /** Each player's Discord locale, by name (en-US when not given). */
    locales: Readonly<Record<string, string>> = {},
  ) {
    super(
      world,
      channelId,
      names,
      {
        tableTitle: /^Baccarat banque · coup (\d+)$/,
        isResultTitle: (text, round) => text === title(round),
        cardsKind: 'bq-cards',
      },
      locales,
    );
  }

  /** `/banque <sub>` as `name`; the visible reply. */
  banque(name: string, sub: string, options: Record<string, string | number> = {}): Promise<RecordedMessage> {
    return this.player(name).slash('banque', options, sub).reply();
  }

  /** `/bet side:<position> amount` as `name`; the visible reply. */
  stake(name: string, position: BanquePosition, amount: number): Promise<RecordedMessage> {
    return this.player(name).slash('bet', { side: position, amount }).reply();
  }

  /** A bid for the bank by the table message's Bid button and its form. */
  bidByForm(name: string, amount: number): Promise<RecordedMessage> {
    return this.submitAmountForm(name, 'bq-bid', 'bq-bid-form', amount);
  }

  /** A stake of `amount` by the chip selector and the Right, Left or Centre button. */
  async stakeByButton(name: string, position: BanquePosition, amount: number): Promise<RecordedMessage> {
    await this.chooseChip(name, amount);
    return this.press(name, `bq-${position}`);
  }
}
