/**
 * The table's side of player-banked games: it runs a player's game action, and it moves the chips
 * the game asks for. The game only says what moves (`WalletMove`s) and what it holds afterwards;
 * the table opens wallets, refuses a move a wallet cannot cover, and keeps `escrowCents` equal to
 * what the game's state holds, so the ledger's check sees every chip. Every step is checked player
 * by player too (ledger.ts): the totals alone would balance a game that paid the wrong player.
 */
import { addCents, subCents, sumCents } from '../engine/money.js';
import type { Draft } from './draft.js';
import type { Outcome, TableEvent } from './events.js';
import type { BankedGame, BankedSettlement, BankedStep } from './game.js';
import { assertPlayersSettled, LedgerImbalanceError, totalHeld } from './ledger.js';
import { reject } from './rejections.js';
import { effectiveSettings, rulesInPlay, type TableRecord } from './state.js';

/**
 * Applies a banked game's step to the table: moves the chips, sets the state, and checks the books
 * (a mismatch is a bug in the game, never a player's doing): each player's moves and holdings
 * against his result in the coup `step` settles (`results`; none for any other step), and the
 * table's escrow, less the house's commission, against what the game's state holds.
 */
export const applyBankedStep = (
  draft: Draft,
  table: TableRecord,
  game: BankedGame<unknown>,
  step: BankedStep,
  results: BankedSettlement['results'] = [],
): TableRecord => {
  const heldBefore = game.holdings(table.gameState);
  const heldAfter = game.holdings(step.state);
  assertPlayersSettled({ moves: step.moves, heldBefore, heldAfter, results });
  for (const move of step.moves) {
    const wallet = draft.openWallet(move.userId);
    const balanceCents = addCents(wallet.balanceCents, move.cents);
    if (balanceCents < 0) throw new Error(`a game move leaves ${move.userId}'s wallet below zero`);
    draft.setWallet({ ...wallet, balanceCents });
  }
  const moved = sumCents(step.moves.map((move) => move.cents));
  const houseTake = sumCents(results.map((result) => result.commissionCents));
  const escrowCents = subCents(subCents(table.escrowCents, moved), houseTake);
  const held = totalHeld(heldAfter);
  if (escrowCents !== held)
    throw new LedgerImbalanceError({ kind: 'escrow', tableCents: escrowCents, gameCents: held });
  return { ...table, gameState: step.state, escrowCents };
};

/** A player's action in a player-banked game (sit, open a bank, banco, …), validated by the game. */
export const gameAction = (
  draft: Draft,
  table: TableRecord,
  command: { userId: string; action: unknown },
  now: number,
): Outcome => {
  const rules = rulesInPlay(draft.guild, table);
  const game = draft.game(rules.game).banked;
  if (!game) return reject('game/no-actions');
  const wallet = draft.openWallet(command.userId);
  const step = game.act(
    {
      state: table.gameState,
      rules,
      open: effectiveSettings(draft.guild, table).open,
      userId: command.userId,
      balanceCents: wallet.balanceCents,
      now,
    },
    command.action,
  );
  if ('ok' in step) return step;
  const next = applyBankedStep(draft, table, game, step);
  const events: TableEvent[] = [...step.events];
  // A deadline of the game's own (la suite) is the table's deal time: the betting timer fires it.
  const deadline = game.deadlineOf(next.gameState);
  const hadDeadline = table.dealAt !== null && table.dealAt === game.deadlineOf(table.gameState);
  // While the game holds players' chips or waits for its deadline, the round is under way: its
  // rules stay as they are.
  const underWay = next.escrowCents > 0 || next.coup !== null || deadline !== null;
  let dealAt = deadline ?? (underWay && !hadDeadline ? next.dealAt : null);
  if (deadline !== null && deadline !== table.dealAt) events.push({ type: 'timer-armed', dealAt: deadline });
  if (step.armTimer && rules.timerSeconds > 0 && dealAt === null) {
    dealAt = now + rules.timerSeconds * 1000;
    events.push({ type: 'timer-armed', dealAt });
  }
  draft.setTable({ ...next, dealAt, roundRules: underWay ? (table.roundRules ?? rules) : null });
  return draft.accept(events);
};

/**
 * The table closes or switches game between coups: the banked game in play sends home all it
 * holds. Switching also forgets its state (seats included), the new game starting afresh.
 */
export const closeBankedGame = (
  draft: Draft,
  table: TableRecord,
  game: BankedGame<unknown>,
  forget: boolean,
): { table: TableRecord; events: TableEvent[] } => {
  if (table.gameState === null || table.gameState === undefined) return { table, events: [] };
  const step = game.close(table.gameState);
  const closed = applyBankedStep(draft, table, game, step);
  return {
    table: { ...closed, gameState: forget ? null : closed.gameState, dealAt: null, roundRules: null },
    events: [...step.events],
  };
};
