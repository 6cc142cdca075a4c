/**
 * Playing a round's coup: dealing it through the table's game, pausing while it waits for a
 * decision, and settling it. The pause is part of the committed table (`table.coup`), so a restart
 * resumes the same wait with the same deadline; the default is applied by the decision timer's
 * command, which names the step it was armed for, so it applies exactly once.
 */
import { addCents, type Cents, subCents, sumCents } from '../engine/money.js';
import { isShoeOver } from '../engine/shoe.js';
import { applyBankedStep, closeBankedGame } from './banked.js';
import type { CommandContext } from './commands.js';
import type { Draft } from './draft.js';
import type { Outcome, TableEvent } from './events.js';
import type { CoupInput, CoupStep, SeatSettlement } from './game.js';
import { reject } from './rejections.js';
import { nextCardAt, replaceShoe, shoeOf } from './shoes.js';
import {
  type CoupInPlay,
  type DecisionTaken,
  effectiveSettings,
  type PendingDecision,
  PROMPT_REACH_MS,
  pickRoundRules,
  type RoundRecord,
  RULE_PLAY_MS,
  rulesInPlay,
  type SeatResult,
  seatCents,
  type TableRecord,
} from './state.js';

/** What a game deals from, for the table's open round. */
const coupInput = (draft: Draft, table: TableRecord, at: number): CoupInput => ({
  cards: shoeOf(table.shoe.spec).cards,
  at,
  seats: table.seats,
  rules: rulesInPlay(draft.guild, table),
  gameState: table.gameState ?? null,
});

export const dealRound = (
  draft: Draft,
  startTable: TableRecord,
  command: { userId: string | null },
  context: CommandContext,
): Outcome => {
  if (startTable.coup) return reject('round/coup-in-play');
  if (!effectiveSettings(draft.guild, startTable).open) return reject('table/closed');
  const rules = rulesInPlay(draft.guild, startTable);
  const banked = draft.game(rules.game).banked;
  let table = startTable;
  const events: TableEvent[] = [];
  if (banked) {
    // A player-banked game closes its own betting: offers accepted against the bank, the rest refunded.
    const closed = banked.closeBetting({
      state: table.gameState,
      rules,
      userId: command.userId,
      now: context.now,
    });
    if ('ok' in closed) return closed;
    table = { ...applyBankedStep(draft, table, banked, closed), dealAt: null };
    events.push(...closed.events);
    if (!closed.dealt) {
      draft.setTable({ ...table, roundRules: table.escrowCents > 0 ? table.roundRules : null });
      return draft.accept(events);
    }
  } else {
    if (startTable.seats.length === 0) return reject('round/no-bets');
    if (command.userId !== null && !startTable.seats.some((s) => s.userId === command.userId))
      return reject('round/not-a-player');
  }
  // The cut card ends a shoe right after its last coup, so a shoe is never over here unless a
  // stored table predates that rule; replacing it keeps the deal possible all the same.
  if (isShoeOver(shoeOf(table.shoe.spec), nextCardAt(table.shoe))) {
    const replaced = replaceShoe(draft, table, context.freshServerSeed, context.now);
    table = replaced.table;
    events.push(...replaced.events);
  }
  const at = nextCardAt(table.shoe);
  const input = coupInput(draft, table, at);
  const step = draft.game(input.rules.game).begin(input);
  return advance(draft, table, at, [], step, events, context);
};

/** A player answers the decision the coup waits for. */
export const decide = (
  draft: Draft,
  table: TableRecord,
  command: { userId: string; choice: unknown; step?: number },
  context: CommandContext,
): Outcome => {
  const { coup } = table;
  if (!coup) return reject('decision/none-pending');
  if (command.step !== undefined && command.step !== coup.decision.step) return reject('decision/stale');
  if (command.userId !== coup.decision.userId) return reject('decision/not-yours');
  if (typeof command.choice !== 'string' || !coup.decision.choices.includes(command.choice))
    return reject('decision/invalid-choice', { choices: coup.decision.choices, kind: coup.decision.kind });
  return applyDecision(draft, table, coup, command.choice, 'player', context);
};

/** The deadline passed with no answer: the default applies, once (the step then moves on). */
export const timeOutDecision = (
  draft: Draft,
  table: TableRecord,
  command: { step: number },
  context: CommandContext,
): Outcome => {
  const { coup } = table;
  if (!coup) return reject('decision/none-pending');
  if (command.step !== coup.decision.step) return reject('decision/stale');
  if (context.now < coup.decision.deadline)
    return reject('decision/not-due', { deadline: coup.decision.deadline });
  // A player who plays by the rule asked for this default: it is his, not a missed decision.
  const by = table.byTheRule.includes(coup.decision.userId) ? 'by-the-rule' : 'default';
  return applyDecision(draft, table, coup, coup.decision.defaultChoice, by, context);
};

/**
 * A player switches playing "selon la règle" on or off. Switched on while the coup waits for him,
 * his decision is taken by the rule RULE_PLAY_MS from now, if that is sooner than its deadline.
 */
export const playByTheRule = (
  draft: Draft,
  table: TableRecord,
  command: { userId: string; on: boolean },
  context: CommandContext,
): Outcome => {
  const { userId, on } = command;
  const others = table.byTheRule.filter((id) => id !== userId);
  let next: TableRecord = { ...table, byTheRule: on ? [...others, userId] : others };
  let decision: PendingDecision | undefined;
  const pending = table.coup?.decision;
  if (on && table.coup && pending?.userId === userId && pending.deadline > context.now + RULE_PLAY_MS) {
    decision = { ...pending, deadline: context.now + RULE_PLAY_MS };
    next = { ...next, coup: { ...table.coup, decision } };
  }
  draft.setTable(next);
  return draft.accept([
    { type: 'play-by-rule-set', round: table.round, userId, on, ...(decision ? { decision } : {}) },
  ]);
};

const applyDecision = (
  draft: Draft,
  table: TableRecord,
  coup: CoupInPlay,
  choice: string,
  by: DecisionTaken['by'],
  context: CommandContext,
): Outcome => {
  const taken: DecisionTaken = { userId: coup.decision.userId, kind: coup.decision.kind, choice, by };
  const input = coupInput(draft, table, coup.at);
  // The game's transcript knows a player's choice or a default; by the rule is a default.
  const step = draft
    .game(input.rules.game)
    .decide(input, coup.state, choice, by === 'player' ? 'player' : 'default');
  const events: TableEvent[] = [{ type: 'decision-taken', round: table.round, decision: taken }];
  return advance(draft, table, coup.at, [...coup.taken, taken], step, events, context);
};

/** Commits where the coup now stands: paused for the next decision, or settled. */
const advance = (
  draft: Draft,
  table: TableRecord,
  at: number,
  taken: readonly DecisionTaken[],
  step: CoupStep<unknown, unknown>,
  events: TableEvent[],
  context: CommandContext,
): Outcome => {
  if (step.kind === 'waiting') {
    const rules = rulesInPlay(draft.guild, table);
    const byTheRule = table.byTheRule.includes(step.decision.userId);
    const decision = {
      ...step.decision,
      step: taken.length + 1,
      // The decision time counts from when his prompt reaches him: PROMPT_REACH_MS covers the way.
      deadline: context.now + (byTheRule ? RULE_PLAY_MS : rules.decisionSeconds * 1000 + PROMPT_REACH_MS),
    };
    // A betting timer has nothing left to deal: the deadline timer takes over.
    draft.setTable({ ...table, coup: { at, state: step.state, decision, taken }, dealAt: null });
    events.push({ type: 'decision-pending', round: table.round, decision });
    return draft.accept(events);
  }
  return settleRound(draft, table, at, taken, step.coup, step.cardsUsed, events, context);
};

/** Pays every seat, records the round, opens the next one and, past the cut card, starts a new shoe. */
const settleRound = (
  draft: Draft,
  table: TableRecord,
  at: number,
  decisions: readonly DecisionTaken[],
  coup: unknown,
  cardsUsed: number,
  events: TableEvent[],
  context: CommandContext,
): Outcome => {
  const rules = rulesInPlay(draft.guild, table);
  const game = draft.game(rules.game);
  let results: SeatResult[];
  let settledTable = table;
  if (game.banked) {
    const settled = game.banked.settleCoup(coup, table.gameState, rules, decisions);
    settledTable = applyBankedStep(draft, table, game.banked, settled, settled.results);
    events.push(...settled.events);
    results = settled.results.map((result) => ({
      ...result,
      balanceCents: draft.openWallet(result.userId).balanceCents,
    }));
  } else {
    const settlements = new Map(game.settle(coup, table.seats, rules).map((s) => [s.userId, s]));
    results = table.seats.map((seat) => payOut(draft, seat, settlements.get(seat.userId)));
  }
  const shoe = { ...table.shoe, position: at + cardsUsed, coups: table.shoe.coups + 1 };
  const record: RoundRecord<unknown> = {
    guildId: table.guildId,
    channelId: table.channelId,
    round: table.round,
    shoeNumber: shoe.spec.shoeNumber,
    coupInShoe: shoe.coups,
    game: rules.game,
    ...(rules.gameOptions?.[rules.game] !== undefined ? { gameOptions: rules.gameOptions[rules.game] } : {}),
    coup,
    outcome: game.outcomeOf(coup),
    decisions,
    results,
    houseTakeCents: sumCents(results.map((result) => result.commissionCents)),
    commissionBp: game.commissionBp(rules),
    dealtAt: context.now,
  };
  draft.addRound(record);

  // Closed, or switched to another game, while the coup was out: with the coup paid, the bank and
  // everything else the game holds goes home now, as it would have between coups.
  const settings = effectiveSettings(draft.guild, table);
  if (game.banked && (!settings.open || settings.game !== rules.game)) {
    const closed = closeBankedGame(draft, settledTable, game.banked, settings.game !== rules.game);
    settledTable = closed.table;
    events.push(...closed.events);
  }
  // Past the cut card the game may end what it keeps for the shoe (a bank held for the shoe).
  const ended =
    game.banked?.shoeEnded && isShoeOver(shoeOf(shoe.spec), shoe.position) && settledTable.gameState
      ? game.banked.shoeEnded(settledTable.gameState, rules)
      : null;
  if (ended && game.banked) {
    settledTable = applyBankedStep(draft, settledTable, game.banked, ended);
    events.push(...ended.events);
  }
  const lastStakes = { ...table.lastStakes };
  for (const seat of table.seats) lastStakes[seat.userId] = seat.stakes;
  // A bank still open keeps the game in play; the other settings reach it from the next coup.
  const nextRules =
    settledTable.escrowCents > 0
      ? { ...pickRoundRules(effectiveSettings(draft.guild, table)), game: rules.game }
      : null;
  let next: TableRecord = {
    ...settledTable,
    shoe,
    round: table.round + 1,
    seats: [],
    roundRules: nextRules,
    coup: null,
    dealAt: null,
    lastStakes,
  };
  events.unshift({ type: 'round-dealt', record });
  if (isShoeOver(shoeOf(shoe.spec), shoe.position)) {
    const replaced = replaceShoe(draft, next, context.freshServerSeed, context.now);
    next = replaced.table;
    events.push(...replaced.events);
  }
  draft.setTable(next);
  return draft.accept(events);
};

/** One seat's payout into its wallet: what its spots returned, less the house's commission. */
const payOut = (
  draft: Draft,
  seat: TableRecord['seats'][number],
  settled: SeatSettlement | undefined,
): SeatResult => {
  const returns = settled?.returns ?? {};
  const returned = sumCents(Object.values(returns));
  const commissionCents = settled?.commissionCents ?? (0 as Cents);
  const wallet = draft.openWallet(seat.userId);
  const balanceCents = addCents(wallet.balanceCents, subCents(returned, commissionCents));
  draft.setWallet({ ...wallet, balanceCents });
  return {
    userId: seat.userId,
    stakes: seat.stakes,
    returns,
    netCents: subCents(returned, seatCents(seat)),
    commissionCents,
    balanceCents,
  };
};
