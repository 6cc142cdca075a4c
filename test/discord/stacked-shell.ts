/**
 * The shell below Discord over a stacked shoe: stand-in interactions, the real commands and game
 * service, the store on SQLite in memory, a virtual clock, and every channel write kept. For the
 * tests that follow a player-banked coup from the commands to what each player is told.
 */
import type { BaseMessageOptions, Interaction, MessageCreateOptions } from 'discord.js';
import type { Logger } from '../../src/log.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import type { GameRegistry } from '../../src/table/game.js';
import { CHANNEL, FakeInteraction, type FakeInteractionInput, GUILD } from './fake-interaction.js';
import { FakeScheduler } from './fake-scheduler.js';
import { bootShell } from './shell-harness.js';

export const place = { guildId: GUILD, channelId: CHANNEL, guildLocale: 'en' } as const;
export const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

const stores: GameStore[] = [];

/** Closes every store opened here; an `afterEach` of the test file. */
export const closeStackedShells = async (): Promise<void> => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
};

/** One write to the channel, as the bot made it. */
export type Write = { kind: 'send' | 'edit' | 'delete'; messageId: string; message: MessageCreateOptions };

export const stackedShell = async (shoe: {
  readonly games: GameRegistry;
  readonly stack: (codes: readonly string[]) => void;
}) => {
  const clock = new FakeScheduler(Date.UTC(2026, 0, 1));
  const store = await GameStore.open('sqlite://:memory:', {
    ...systemDeps,
    now: () => clock.now(),
    games: shoe.games,
  });
  stores.push(store);
  const channel: Write[] = [];
  let next = 1;
  const writer = {
    send: async (_channelId: string, message: MessageCreateOptions) => {
      const messageId = `m${next++}`;
      channel.push({ kind: 'send', messageId, message });
      return messageId;
    },
    edit: async (_channelId: string, messageId: string, message: BaseMessageOptions) => {
      channel.push({ kind: 'edit', messageId, message });
    },
    delete: async (_channelId: string, messageId: string) => {
      channel.push({ kind: 'delete', messageId, message: {} });
    },
  };
  const { router, reads } = bootShell({ store, clock, writer, log: quiet });
  const send = async (input: FakeInteractionInput) => {
    const interaction = new FakeInteraction(input);
    await router.handle(interaction as unknown as Interaction);
    return interaction;
  };
  const admin = (subcommand: string, options: FakeInteractionInput['options']) =>
    send({ kind: 'command', commandName: 'table', subcommand, admin: true, options });
  const round = async () => (await reads.table(place)).table!.round;
  /** Whether a message the channel was sent or edited to shows `text` in an embed. */
  const shows = (text: string) => () =>
    channel.some((write) => JSON.stringify(write.message.embeds ?? []).includes(text));
  return { clock, channel, shows, send, admin, round, reads, store, stack: shoe.stack };
};

/** The private follow-ups an interaction received after its own answer. */
export const followUps = (interaction: FakeInteraction) =>
  interaction.answers.filter((answer) => answer.method === 'followUp');
