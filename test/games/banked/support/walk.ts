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
