/**
 * The ledger's conservation law, checked on every change set before it leaves the pure core
 * (the way a double-entry ledger refuses an entry whose legs do not sum to zero):
 *
 *   Δ wallets + Δ chips on tables + Δ banks in escrow
 *     = Δ issued − Δ taken + net of the new rounds − the house's take in them
 *
 * A change set that breaks it is a bug in a handler or a game, never a player's doing: the
 * machine throws LedgerImbalanceError and the store commits nothing. The audit (store/audit.ts)
 * checks the same law over everything in storage.
 */
import { type Cents, sumCents } from '../engine/money.js';
import type { ChangeSet, Snapshot } from './change-set.js';
import { heldByTable, type RoundRecord } from './state.js';

/** The terms of the law for one change set, in cents. */
export interface LedgerMovement {
  readonly wallets: Cents;
  /** Stakes on the spots and banks in escrow. */
  readonly tables: Cents;
  readonly issued: Cents;
  readonly taken: Cents;
  readonly roundsNet: Cents;
  readonly houseTake: Cents;
}

export class LedgerImbalanceError extends Error {
  constructor(
    readonly movement: LedgerMovement,
    readonly command: string,
  ) {
    super(
      `ledger imbalance in "${command}": wallets ${movement.wallets} + tables ${movement.tables} ≠ ` +
        `issued ${movement.issued} − taken ${movement.taken} + net ${movement.roundsNet} − house ${movement.houseTake}`,
    );
    this.name = 'LedgerImbalanceError';
  }
}

/** The players' net of rounds, before commission. */
export const roundsNetCents = (rounds: readonly RoundRecord<unknown>[]): Cents =>
  sumCents(rounds.flatMap((round) => round.results.map((result) => result.netCents)));

/** The house's commission in rounds (records from before commission existed hold none). */
export const houseTakeCents = (rounds: readonly RoundRecord<unknown>[]): Cents =>
  sumCents(rounds.map((round) => round.houseTakeCents ?? 0) as Cents[]);

export const movementOf = (snapshot: Snapshot, changes: ChangeSet): LedgerMovement => {
  let wallets = 0;
  for (const wallet of changes.wallets)
    wallets += wallet.balanceCents - (snapshot.wallets.get(wallet.userId)?.balanceCents ?? 0);
  const tables = changes.table ? heldByTable(changes.table) - heldByTable(snapshot.table) : 0;
  const guild = changes.guild ?? snapshot.guild;
  return {
    wallets: wallets as Cents,
    tables: tables as Cents,
    issued: (guild.issuedCents - snapshot.guild.issuedCents) as Cents,
    taken: (guild.takenCents - snapshot.guild.takenCents) as Cents,
    roundsNet: roundsNetCents(changes.rounds),
    houseTake: houseTakeCents(changes.rounds),
  };
};

export const isBalanced = (m: LedgerMovement): boolean =>
  [m.wallets, m.tables, m.issued, m.taken, m.roundsNet, m.houseTake].every(Number.isSafeInteger) &&
  m.wallets + m.tables === m.issued - m.taken + m.roundsNet - m.houseTake;

/** Throws LedgerImbalanceError unless the change set conserves every chip. */
export const assertConserved = (snapshot: Snapshot, changes: ChangeSet, command: string): void => {
  const movement = movementOf(snapshot, changes);
  if (!isBalanced(movement)) throw new LedgerImbalanceError(movement, command);
};
