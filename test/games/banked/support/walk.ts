/**
 * What the banque and chemin de fer random walks share (banque.property.test.ts,
 * chemin-de-fer.property.test.ts): each step run with every player's books checked (his wallet
 * and his chips on the table move by his net), a refused step changing nothing, and after every
 * step the escrow equal to what the game's state holds, a coup in play exactly while the bank has
 * accepted a cover, no wallet below zero, the books balanced from the records alone, and every
 * settled coup's nets summing to zero before commission. Each game adds its own invariants.
 */
import { expect } from 'vitest';
import type { Command } from '../../../../src/table/commands.js';
import type { TableEvent } from '../../../../src/table/events.js';
import type { TableRecord } from '../../../../src/table/state.js';
import type { World } from '../../../table/support/world.js';

/** The part of a banked game's state the shared invariants read. */
interface BankedState {
  readonly cover: unknown;
}

export interface BankedWalk<Step, State extends BankedState> {
  readonly channelId: string;
  readonly commandOf: (world: World, step: Step) => Command;
  /** What the state holds for each player, counted by the test on its own from the state's parts. */
  readonly heldFor: (state: State | null) => Map<string, number>;
  /** What an accepted step reached, from its events. */
  readonly reached: (event: TableEvent, before: TableRecord, after: TableRecord) => void;
  /** The game's own invariants after a step, while the table plays it. */
  readonly invariants: (state: State, after: TableRecord, before: TableRecord) => void;
}

/** Runs `steps` on `world`, checking the shared and the game's invariants after each. */
export const walk = <Step, State extends BankedState>(
  world: World,
  steps: readonly Step[],
  game: BankedWalk<Step, State>,
): void => {
  const heldOnTable = (table: TableRecord) => game.heldFor(table.gameState as State | null);
  for (const step of steps) {
    const before = world.table(game.channelId);
    const outcome = world.runPerPlayer(game.commandOf(world, step), heldOnTable);
    const after = world.table(game.channelId);
    if (!outcome.ok) expect(after).toEqual(before);
    else for (const event of outcome.events) game.reached(event, before, after);
    const state = after.gameState as State | null;
    if (state) {
      expect(after.escrowCents).toBe([...game.heldFor(state).values()].reduce((a, b) => a + b, 0));
      // A coup is in play exactly while the bank has accepted a cover.
      expect(after.coup !== null).toBe(state.cover !== null);
      game.invariants(state, after, before);
    }
    for (const wallet of world.wallets.values()) expect(wallet.balanceCents).toBeGreaterThanOrEqual(0);
    world.expectBooksBalance();
    // Each settled coup: the punters' nets and the banker's sum to zero before commission.
    for (const round of world.rounds) expect(round.results.reduce((s, r) => s + r.netCents, 0)).toBe(0);
  }
};

/** A walk's steps at a coup's decision: an answer (from anyone, or the player asked), or a timeout. */
export type DecisionStep =
  | { kind: 'decide'; u: number | 'decider'; choice: 'draw' | 'stand' }
  | { kind: 'timeout'; early: boolean };

/** A walk's deal: by the table's timer, the banker, or anyone. */
export type DealStep = { kind: 'deal'; u: number | 'banker' | 'timer' };

export interface WalkPlayers {
  readonly channelId: string;
  readonly users: readonly string[];
  /** Sits, bets and banks, but never answers a decision: it times out. */
  readonly away: string;
  /** Whether an answer names the step it answers (banque's do). */
  readonly decideNamesStep: boolean;
}

/** The command a decision step sends, moving the clock to a deadline where it waits for one. */
export const decisionCommand = (world: World, step: DecisionStep, players: WalkPlayers): Command => {
  const C = players.channelId;
  const pending = world.tables.get(C)?.coup?.decision;
  if (step.kind === 'timeout') {
    if (!pending) return { type: 'decision-timeout', channelId: C, step: 1 };
    world.now = step.early
      ? Math.min(world.now, pending.deadline - 1)
      : Math.max(world.now, pending.deadline);
    return { type: 'decision-timeout', channelId: C, step: pending.step };
  }
  if (pending?.userId === players.away && step.u === 'decider') {
    world.now = Math.max(world.now, pending.deadline);
    return { type: 'decision-timeout', channelId: C, step: pending.step };
  }
  return {
    type: 'decide',
    channelId: C,
    userId: step.u === 'decider' ? (pending?.userId ?? players.users[0]!) : players.users[step.u]!,
    choice: step.choice,
    ...(players.decideNamesStep && pending ? { step: pending.step } : {}),
  };
};

/** The command a deal step sends. */
export const dealCommand = (world: World, step: DealStep, players: WalkPlayers): Command => {
  const banker = (world.tables.get(players.channelId)?.gameState as { banker?: string | null } | null)
    ?.banker;
  return {
    type: 'deal',
    channelId: players.channelId,
    userId:
      step.u === 'timer'
        ? null
        : step.u === 'banker'
          ? (banker ?? players.users[0]!)
          : players.users[step.u]!,
  };
};
