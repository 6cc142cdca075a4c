/**
 * One command as a step of its server's queue (group-commit.ts): the table and wallets it runs on,
 * from the server's cache (read first where the cache lacks them), the pure table machine run on
 * them, and the interaction it was sent for decided with it, unless another process decided that
 * interaction already (decisions.ts).
 */

import { BUILT_IN_GAMES } from '../games/registry.js';
import type { Command, Outcome } from '../table/commands.js';
import type { Snapshot } from '../table/draft.js';
import type { GameRegistry } from '../table/game.js';
import { LedgerImbalanceError } from '../table/ledger.js';
import { isTableCommand, runCommand, walletsNeeded } from '../table/machine.js';
import type { TableRecord, WalletRecord } from '../table/state.js';
import type { Decisions } from './decisions.js';
import type { Step, StepResult } from './group-commit.js';
import { SettledElsewhereError } from './receipts.js';
import type { ServerCache } from './server-cache.js';
import type { Needs, ServerRecords } from './server-records.js';

/** What running a command takes from outside: the clock, fresh seeds and the games. */
export interface CommandDeps {
  readonly now: () => number;
  /** 32 bytes from a secure generator as 64 lowercase hex characters. */
  readonly newServerSeed: () => string;
  /** The games tables may deal; the built-in ones by default. */
  readonly games?: GameRegistry;
}

/** What a command runs on besides the server record: its table (if any) and the wallets it needs. */
interface CommandInputs {
  readonly table: TableRecord | undefined;
  readonly wallets: Map<string, WalletRecord>;
}

export class CommandSteps {
  constructor(
    private readonly records: ServerRecords,
    private readonly decisions: Decisions,
    private readonly deps: CommandDeps,
  ) {}

  /** The records the command reads, for its batch to fetch with the others'. */
  needs(command: Command): Needs {
    return {
      tables: isTableCommand(command) ? [command.channelId] : [],
      // What the command needs before its table is known (a deal's players come with the table).
      wallets: walletsNeeded(command, undefined, this.deps.games),
    };
  }

  /**
   * The step that runs the command; sent for `interaction`, its receipt is committed with its
   * outcome, accepted or refused, and another process's receipt for it refuses it with
   * SettledElsewhereError.
   */
  step(command: Command, interaction: string | undefined): Step<Outcome> {
    // With everything cached, as nearly always, the command runs at once, without yielding;
    // otherwise what the cache lacks is read first (a deal's players come with its table).
    return ({ server }) => {
      if (interaction !== undefined && this.decisions.decidedElsewhere(server, interaction))
        return { failure: new SettledElsewhereError(interaction) };
      const cached = this.inputsInCache(server, command);
      const ran = cached
        ? this.runOn(server, command, cached)
        : this.readInputs(server, command).then((read) => this.runOn(server, command, read));
      if (interaction === undefined) return ran;
      const withReceipt = (result: StepResult<Outcome>): StepResult<Outcome> =>
        result.failure === undefined ? { ...result, receipt: interaction } : result;
      return ran instanceof Promise ? ran.then(withReceipt) : withReceipt(ran);
    };
  }

  /** The table and wallets a command runs on, when the cache holds all of them; else undefined. */
  private inputsInCache(server: ServerCache, command: Command): CommandInputs | undefined {
    const channelId = isTableCommand(command) ? command.channelId : undefined;
    if (channelId !== undefined && !server.tables.has(channelId)) return undefined;
    const table = channelId === undefined ? undefined : this.records.tableInCache(server, channelId);
    const wallets = new Map<string, WalletRecord>();
    for (const userId of walletsNeeded(command, table)) {
      if (!server.wallets.has(userId)) return undefined;
      const wallet = server.wallets.get(userId);
      if (wallet) wallets.set(userId, wallet);
    }
    return { table, wallets };
  }

  /** The table and wallets a command runs on, read into the cache where it lacks them. */
  private async readInputs(server: ServerCache, command: Command): Promise<CommandInputs> {
    const table = isTableCommand(command)
      ? await this.records.cachedTable(server, command.channelId)
      : undefined;
    const wallets = new Map<string, WalletRecord>();
    for (const userId of walletsNeeded(command, table)) {
      const wallet = await this.records.cachedWallet(server, userId);
      if (wallet) wallets.set(userId, wallet);
    }
    return { table, wallets };
  }

  /** Runs the pure command on the server's records: its outcome and changes, or its caller's failure. */
  private runOn(
    server: ServerCache,
    command: Command,
    { table, wallets }: CommandInputs,
  ): StepResult<Outcome> {
    // One shape whether or not the table exists yet (see Draft.changes).
    const snapshot: Snapshot = { guild: server.guild, table, wallets };
    const newServerSeed = this.deps.newServerSeed;
    let seed: string | undefined;
    try {
      const outcome = runCommand(snapshot, command, {
        now: this.deps.now(),
        // Drawn only by the commands that start a shoe (a getter, read at most once): the
        // other commands, nearly all of them, need no 32 random bytes from the system.
        get freshServerSeed() {
          seed ??= newServerSeed();
          return seed;
        },
        games: this.deps.games ?? BUILT_IN_GAMES,
      });
      return outcome.ok ? { value: outcome, changes: outcome.changes } : { value: outcome };
    } catch (error) {
      // A change set that breaks conservation is a bug: it never reaches storage.
      if (error instanceof LedgerImbalanceError) return { failure: error };
      throw error;
    }
  }
}
