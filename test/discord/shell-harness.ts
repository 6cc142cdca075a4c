/**
 * The Discord shell wired as main.ts wires it, on a test's store, clock and channel writer:
 * languages, the read side, table messages, the game service and the router.
 */
import { commands as allCommands } from '../../commands/index.js';
import type { ChannelMemory } from '../../src/discord/channel-memory.js';
import { ChipChoices } from '../../src/discord/chip-choices.js';
import { GameService } from '../../src/discord/game-service.js';
import { ChannelLanguages, choiceIn } from '../../src/discord/languages.js';
import { StoreReads } from '../../src/discord/reads.js';
import { type InteractionObserver, Router } from '../../src/discord/router.js';
import { type ChannelWriter, TableMessages } from '../../src/discord/table-messages.js';
import type { SlashCommand } from '../../src/discord/vocabulary.js';
import type { Logger } from '../../src/log.js';
import type { GameStore } from '../../src/store/game-store.js';
import type { FakeScheduler } from './fake-scheduler.js';

export interface ShellOptions {
  readonly store: GameStore;
  readonly clock: FakeScheduler;
  readonly writer: ChannelWriter;
  readonly log: Logger;
  /** Keeps table message ids and languages across a simulated restart. */
  readonly memory?: ChannelMemory;
  readonly commands?: readonly SlashCommand[];
  /** Told of every interaction the router handles (the bot's metrics). */
  readonly observer?: InteractionObserver;
}

/** One bot process's shell; names are unknown to it (players show as mentions). */
export const bootShell = ({
  store,
  clock,
  writer,
  log,
  memory,
  commands = allCommands,
  observer,
}: ShellOptions) => {
  const languages = new ChannelLanguages(memory, choiceIn(store));
  const reads = new StoreReads({ store, names: () => new Map(), languages });
  const messages = new TableMessages(
    writer,
    (guildId, channelId) => reads.tableMessage(guildId, channelId),
    log,
    clock,
    memory ? { memory } : {},
  );
  const game = new GameService({ store, reads, messages, languages, log, scheduler: clock });
  const router = new Router({
    commands,
    game,
    reads,
    chips: new ChipChoices(store, log),
    log,
    languages,
    scheduler: clock,
    ...(observer ? { observer } : {}),
  });
  return { languages, reads, messages, game, router };
};
