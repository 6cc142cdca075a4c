/**
 * The ledger under random walks: 20 players, 3 tables, 2 servers, every action with good and bad
 * inputs. An independent model (plain maps of wallets and stakes, the limits read from the table tiers of docs/rules.md)
 * predicts each command's outcome and every balance; after every step the real state must equal
 * the model, the invariant must hold both from the model and from the records, no wallet may be
 * negative, a refusal must change nothing, and every dealt round must have exactly one record.
 * Run twice: on the pure machine with many runs, and on the real GameStore (over SQLite, PostgreSQL
 * and Redis) with fewer,
 * including commands fired concurrently without awaiting.
 */

import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coup } from '../../src/engine/coup.js';
import { SIDES, type Side } from '../../src/engine/coup.js';
import type { Chips } from '../../src/engine/money.js';
import { returnCents, type Variant } from '../../src/games/punto-banco/rules/settle.js';
import { roundOptions } from '../../src/games/punto-banco/table/settings.js';
import { TIERS } from '../../src/games/tiers.js';
import { auditGuild } from '../../src/store/audit.js';
import { GameStore } from '../../src/store/game-store.js';
import { auditIndexes } from '../../src/store/index-audit.js';
import { keys } from '../../src/store/keys.js';
import { listMembers } from '../../src/store/server-indexes.js';
import { openStorage } from '../../src/store/storage.js';
import { DAY_MS } from '../../src/table/admin.js';
import type { Command, Outcome } from '../../src/table/commands.js';
import type { Snapshot } from '../../src/table/draft.js';
import { type Limits, type Stakes, stakeOn } from '../../src/table/limits.js';
import { isTableCommand, newGuild, runCommand, walletsNeeded } from '../../src/table/machine.js';
import type { RejectionCode } from '../../src/table/rejections.js';
import {
  DEFAULT_GUILD_SETTINGS,
  type GuildRecord,
  type RoundRecord,
  stakedCents,
  type TableRecord,
  type WalletRecord,
} from '../../src/table/state.js';
import { BACKENDS, type Backend, freshStore } from '../store/support/backends.js';
import { NO_STAKES } from '../support/punto-banco-stakes.js';

const GUILDS = ['g1', 'g2'] as const;
const CHANNELS = ['c1', 'c2', 'c3'] as const;
const USERS = Array.from({ length: 20 }, (_, i) => `u${i + 1}`);
const T0 = Date.UTC(2025, 5, 1);
/** The player whose bet opens a burst; never one of the burst's own players, so never cleared. */
const SURE = 'u20';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// ---------------------------------------------------------------------------------------------
// Inputs: amounts and settings labelled with what the rules say about them.

/** Bad amounts and the refusal each must get. Anything else the generator makes is whole chips. */
const BAD_AMOUNTS: readonly [unknown, RejectionCode][] = [
  [0, 'amount/not-positive'],
  [-7, 'amount/not-positive'],
  [2.5, 'amount/not-whole-chips'],
  ['4.5', 'amount/not-whole-chips'],
  [1e15, 'amount/too-large'],
  [Number.NaN, 'amount/not-whole-chips'],
  ['lots', 'amount/not-whole-chips'],
  [null, 'amount/not-whole-chips'],
];
const amountCode = (amount: unknown): RejectionCode | undefined =>
  BAD_AMOUNTS.find(([bad]) => Object.is(bad, amount))?.[1];

const amountArb: fc.Arbitrary<unknown> = fc.oneof(
  // Small stakes often, so Tie bets meet their minimums beside a Player or Banker bet.
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 5 }) },
  { weight: 12, arbitrary: fc.integer({ min: 1, max: 30 }) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 1200 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_AMOUNTS.map(([bad]) => bad)) },
);
const sideArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 15, arbitrary: fc.constantFrom<Side>('player', 'banker', 'tie') },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('dragon', null, 'Banker') },
);

const CUSTOM = { min: 2, max: 40, tieMinAlone: 3, tieMinBeside: 2, tieMax: 8 } as Limits;
interface TableChange {
  readonly changes: Record<string, unknown>;
  readonly code?: RejectionCode;
  readonly apply?: (table: TableModel) => void;
}
/** A change the model makes to its table when the machine accepts the setting. */
const set =
  <K extends keyof TableModel>(key: K, value: TableModel[K]) =>
  (table: TableModel) => {
    table[key] = value;
  };
const TABLE_CHANGES: readonly TableChange[] = [
  ...(['1-100', '5-500', '25-1000'] as const).map((tier) => ({
    changes: { tier },
    apply: set('limits', TIERS[tier]),
  })),
  { changes: { limits: CUSTOM }, apply: set('limits', CUSTOM) },
  { changes: { limits: { ...CUSTOM, min: 50 } }, code: 'settings/invalid-limits' },
  { changes: { tier: 'vip' }, code: 'settings/invalid-limits' },
  { changes: { open: false }, apply: set('open', false) },
  { changes: { open: true }, apply: set('open', true) },
  { changes: { variant: 'punto-2000' }, apply: set('variant', 'punto-2000') },
  { changes: { variant: 'punto-banco' }, apply: set('variant', 'punto-banco') },
  { changes: { variant: 'baccara' }, code: 'settings/invalid-variant' },
  { changes: { decks: 6 } },
  { changes: { decks: 5 }, code: 'settings/invalid-decks' },
  { changes: { timerSeconds: 20 }, apply: set('timerSeconds', 20) },
  {
    changes: { timerSeconds: 0 },
    // A timer already armed still deals the round under way; the change reaches the next round.
    apply: set('timerSeconds', 0),
  },
  { changes: { timerSeconds: -1 }, code: 'settings/invalid-timer' },
];
const OPEN = TABLE_CHANGES.find((change) => change.changes.open === true)!;
const LOW_TIER = TABLE_CHANGES.find((change) => change.changes.tier === '1-100')!;
const HIGH_TIER = TABLE_CHANGES.find((change) => change.changes.tier === '25-1000')!;
const CUSTOM_LIMITS = TABLE_CHANGES.find((change) => change.changes.limits === CUSTOM)!;
const GUILD_CHANGES: readonly [Record<string, unknown>, RejectionCode | undefined][] = [
  [{ dailyChips: 0 }, undefined],
  [{ dailyChips: 100 }, undefined],
  [{ dailyChips: 250 }, undefined],
  [{ startingChips: 300 }, undefined],
  [{ startingChips: 1000 }, undefined],
  [{ dailyChips: -5 }, 'settings/invalid-amount'],
];

// ---------------------------------------------------------------------------------------------
// Intents: what the walk does, resolved into commands against the current round at run time.

type RoundChoice = 'none' | 'current' | 'past' | 'future';
type Dealer =
  | { readonly by: 'seated' }
  | { readonly by: 'timer' }
  | { readonly by: 'user'; readonly userId: string };
type Intent =
  | { kind: 'bet'; g: string; c: string; u: string; side: unknown; amount: unknown; round: RoundChoice }
  | { kind: 'clear' | 'rebet'; g: string; c: string; u: string; round: RoundChoice }
  | { kind: 'deal'; g: string; c: string; dealer: Dealer; round: RoundChoice }
  | { kind: 'new-shoe'; g: string; c: string }
  | { kind: 'seed'; g: string; c: string; seed: string }
  | { kind: 'configure'; g: string; c: string; change: number }
  | { kind: 'configure-guild'; g: string; change: number }
  | { kind: 'daily'; g: string; u: string }
  | { kind: 'grant' | 'take'; g: string; u: string; amount: unknown }
  | { kind: 'wait'; ms: number }
  /** On a table whose Tie minimum beside is above 1, a Player/Banker bet and then a Tie beside it. */
  | { kind: 'beside'; g: string; c: string; u: string; high: boolean; main: number; tie: number }
  /** An admin leaves the player k chips (and change), then the player bets k, or k + 1. */
  | { kind: 'all-in'; g: string; c: string; u: string; k: number; over: boolean }
  /** 15 players bet at once on one table: the 15th must find it full. */
  | { kind: 'crowd'; g: string; c: string; first: number }
  /** Five deals and bets fired together (concurrently on the store) after one sure bet. */
  | { kind: 'burst'; g: string; c: string; users: string[]; order: number[] };

const g = fc.constantFrom(...GUILDS);
// Most of the play is on c1, so seats fill up and the same players meet round after round.
const c = fc.oneof(
  { weight: 4, arbitrary: fc.constant('c1') },
  { weight: 1, arbitrary: fc.constantFrom(...CHANNELS) },
);
// A few regulars play most of the time, so wallets run dry and daily claims come too soon.
const u = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...USERS.slice(0, 4)) },
  { weight: 2, arbitrary: fc.constantFrom(...USERS) },
);
const round = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<RoundChoice>('none', 'current') },
  { weight: 1, arbitrary: fc.constantFrom<RoundChoice>('past', 'future') },
);
const dealer: fc.Arbitrary<Dealer> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ by: 'seated' } as const) },
  { weight: 2, arbitrary: fc.constant({ by: 'timer' } as const) },
  { weight: 1, arbitrary: u.map((userId) => ({ by: 'user', userId }) as const) },
);

const intentArb: fc.Arbitrary<Intent> = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      g,
      c,
      u,
      side: sideArb,
      amount: amountArb,
      round,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constantFrom('clear' as const, 'rebet' as const), g, c, u, round }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('rebet' as const), g, c, u, round }) },
  { weight: 9, arbitrary: fc.record({ kind: fc.constant('deal' as const), g, c, dealer, round }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('new-shoe' as const), g, c }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('seed' as const),
      g,
      c,
      seed: fc.constantFrom('mine', '', 'x'.repeat(70)),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('configure' as const),
      g,
      c,
      change: fc.nat(TABLE_CHANGES.length - 1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('configure-guild' as const),
      g,
      change: fc.nat(GUILD_CHANGES.length - 1),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('daily' as const), g, u }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('grant' as const, 'take' as const),
      g,
      u,
      // Besides everyday amounts, some beyond any wallet, so a take larger than the balance
      // (admin/not-enough-chips) is met in every run rather than by luck.
      amount: fc.oneof(
        { weight: 4, arbitrary: amountArb },
        { weight: 1, arbitrary: fc.integer({ min: 5000, max: 1_000_000 }) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.constantFrom(1000, 3_600_000, DAY_MS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('beside' as const),
      g,
      c,
      u,
      high: fc.boolean(),
      main: fc.integer({ min: 1, max: 40 }),
      tie: fc.integer({ min: 1, max: 9 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('all-in' as const),
      g,
      c,
      u,
      k: fc.integer({ min: 1, max: 20 }),
      over: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('crowd' as const), g, c, first: fc.nat(USERS.length - 1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('burst' as const),
      g,
      c,
      users: fc.shuffledSubarray(
        USERS.filter((id) => id !== SURE),
        { minLength: 4, maxLength: 4 },
      ),
      order: fc.array(fc.nat(1000), { minLength: 12, maxLength: 12 }),
    }),
  },
);

// ---------------------------------------------------------------------------------------------
// The model: what the ledger must hold, kept with plain maps and the rules as the reference states them.

interface TableModel {
  round: number;
  seats: Map<string, Stakes>;
  last: Map<string, Stakes>;
  open: boolean;
  limits: Limits;
  variant: Variant;
  timerSeconds: number;
  dealAt: number | null;
  /** The rules the open round plays by, frozen at its first bet (settings reach the next round). */
  frozen: RoundRulesModel | null;
}
interface RoundRulesModel {
  limits: Limits;
  variant: Variant;
  timerSeconds: number;
}
/** The rules a table's open round plays by. */
const rulesOf = (table: TableModel): RoundRulesModel =>
  table.frozen ?? { limits: table.limits, variant: table.variant, timerSeconds: table.timerSeconds };
interface WalletModel {
  cents: number;
  lastDaily: number | null;
}
interface GuildModel {
  starting: number;
  daily: number;
  issued: number;
  taken: number;
  net: number;
  wallets: Map<string, WalletModel>;
  tables: Map<string, TableModel>;
  /** Round records that must exist, by table. */
  dealt: Map<string, number>;
}

const freshTable = (): TableModel => ({
  round: 1,
  seats: new Map(),
  last: new Map(),
  open: true,
  limits: TIERS['1-100'],
  variant: 'punto-banco',
  // A fresh table has the server's default betting timer (on, 15 s).
  timerSeconds: DEFAULT_GUILD_SETTINGS.tableDefaults.timerSeconds,
  dealAt: null,
  frozen: null,
});

const on = (s: Stakes, side: Side): number => stakeOn(s, side) ?? 0;
const chipsOf = (s: Stakes) => on(s, 'player') + on(s, 'banker') + on(s, 'tie');
const plus = (a: Stakes, b: Stakes): Stakes =>
  ({
    player: on(a, 'player') + on(b, 'player'),
    banker: on(a, 'banker') + on(b, 'banker'),
    tie: on(a, 'tie') + on(b, 'tie'),
  }) as unknown as Stakes;

/** The table tiers' limits, read spot by spot in the order Player, Banker, Tie. */
const limitProblem = (limits: Limits, s: Stakes): RejectionCode | undefined => {
  for (const side of SIDES) {
    const total = on(s, side);
    if (total === 0) continue;
    if (side !== 'tie') {
      if (total > limits.max) return 'bet/above-max';
      if (total < limits.min) return 'bet/below-min';
      continue;
    }
    if (total > limits.tieMax) return 'bet/tie-above-max';
    const beside = on(s, 'player') > 0 || on(s, 'banker') > 0;
    if (beside && total < limits.tieMinBeside) return 'bet/tie-below-min-beside';
    if (!beside && total < limits.tieMinAlone) return 'bet/tie-below-min-alone';
  }
  return undefined;
};

class LedgerModel {
  readonly guilds = new Map<string, GuildModel>();

  guild(id: string): GuildModel {
    let guild = this.guilds.get(id);
    if (!guild) {
      guild = {
        starting: 1000,
        daily: 100,
        issued: 0,
        taken: 0,
        net: 0,
        wallets: new Map(),
        tables: new Map(),
        dealt: new Map(),
      };
      this.guilds.set(id, guild);
    }
    return guild;
  }

  /** The table as the command will find it (a fresh one if the channel has none yet). */
  table(guildId: string, channelId: string): TableModel {
    return this.guild(guildId).tables.get(channelId) ?? freshTable();
  }

  /** What a bet can spend: a member without a wallet would open one with the starting chips. */
  private balance(guild: GuildModel, userId: string): number {
    return guild.wallets.get(userId)?.cents ?? guild.starting * 100;
  }

  /** The refusal the rules call for, or undefined when the command must be accepted. */
  predict(guildId: string, command: Command, now: number): RejectionCode | undefined {
    const guild = this.guild(guildId);
    const stale = (table: TableModel, r: number | undefined) => r !== undefined && r !== table.round;
    const stakeProblem = (table: TableModel, userId: string, added: Stakes): RejectionCode | undefined => {
      const seat = table.seats.get(userId);
      if (!seat && table.seats.size >= 14) return 'table/full';
      const limit = limitProblem(rulesOf(table).limits, plus(seat ?? NO_STAKES, added));
      if (limit) return limit;
      return this.balance(guild, userId) < chipsOf(added) * 100 ? 'bet/not-enough-chips' : undefined;
    };
    switch (command.type) {
      case 'bet': {
        const table = this.table(guildId, command.channelId);
        if (stale(table, command.round)) return 'round/stale';
        if (!SIDES.includes(command.side as Side)) return 'bet/unknown-side';
        const bad = amountCode(command.amount);
        if (bad) return bad;
        if (!table.open) return 'table/closed';
        return stakeProblem(table, command.userId, {
          ...NO_STAKES,
          [command.side as Side]: Number(command.amount) as Chips,
        });
      }
      case 'rebet': {
        const table = this.table(guildId, command.channelId);
        if (stale(table, command.round)) return 'round/stale';
        const last = table.last.get(command.userId);
        if (!last) return 'round/nothing-to-repeat';
        if (!table.open) return 'table/closed';
        return stakeProblem(table, command.userId, last);
      }
      case 'clear': {
        const table = this.table(guildId, command.channelId);
        if (stale(table, command.round)) return 'round/stale';
        return table.seats.has(command.userId) ? undefined : 'round/nothing-to-clear';
      }
      case 'deal': {
        const table = this.table(guildId, command.channelId);
        if (stale(table, command.round)) return 'round/stale';
        if (!table.open) return 'table/closed';
        if (table.seats.size === 0) return 'round/no-bets';
        return command.userId !== null && !table.seats.has(command.userId) ? 'round/not-a-player' : undefined;
      }
      case 'set-client-seed':
        return typeof command.seed === 'string' && /^[\x20-\x7e]{1,64}$/.test(command.seed)
          ? undefined
          : 'fair/invalid-client-seed';
      case 'configure-table':
        return TABLE_CHANGES.find((change) => change.changes === command.changes)?.code;
      case 'configure-guild':
        return GUILD_CHANGES.find(([changes]) => changes === command.changes)?.[1];
      case 'daily': {
        if (guild.daily === 0) return 'daily/off';
        const last = guild.wallets.get(command.userId)?.lastDaily ?? null;
        return last !== null && now - last < DAY_MS ? 'daily/too-soon' : undefined;
      }
      case 'grant':
        return amountCode(command.amount);
      case 'take': {
        const bad = amountCode(command.amount);
        if (bad) return bad;
        // A member without a wallet is owed the starting chips: a take weighs them (and opens it).
        const cents = guild.wallets.get(command.userId)?.cents ?? guild.starting * 100;
        return cents < Number(command.amount) * 100 ? 'admin/not-enough-chips' : undefined;
      }
      default:
        return undefined;
    }
  }

  private wallet(guild: GuildModel, userId: string): WalletModel {
    let wallet = guild.wallets.get(userId);
    if (!wallet) {
      wallet = { cents: guild.starting * 100, lastDaily: null };
      guild.wallets.set(userId, wallet);
      guild.issued += wallet.cents;
    }
    return wallet;
  }

  private stake(guild: GuildModel, table: TableModel, userId: string, added: Stakes, now: number): void {
    const rules = rulesOf(table);
    this.wallet(guild, userId).cents -= chipsOf(added) * 100;
    table.seats.set(userId, plus(table.seats.get(userId) ?? NO_STAKES, added));
    if (rules.timerSeconds > 0 && table.dealAt === null) table.dealAt = now + rules.timerSeconds * 1000;
    table.frozen = rules;
  }

  /** Every stake goes home and the round opens again with nobody in it. */
  private returnAll(guild: GuildModel, table: TableModel): void {
    for (const [userId, stakes] of table.seats) this.wallet(guild, userId).cents += chipsOf(stakes) * 100;
    table.seats = new Map();
    table.dealAt = null;
    table.frozen = null;
  }

  /** Applies an accepted command. A deal's cards come from its record; what they pay is worked out here. */
  accept(guildId: string, command: Command, outcome: Outcome, now: number): void {
    const guild = this.guild(guildId);
    let table: TableModel | undefined;
    if (isTableCommand(command)) {
      table = guild.tables.get(command.channelId);
      if (!table) {
        table = freshTable();
        guild.tables.set(command.channelId, table);
      }
    }
    switch (command.type) {
      case 'bet':
        this.stake(
          guild,
          table!,
          command.userId,
          { ...NO_STAKES, [command.side as Side]: Number(command.amount) as Chips },
          now,
        );
        break;
      case 'rebet':
        this.stake(guild, table!, command.userId, table!.last.get(command.userId)!, now);
        break;
      case 'clear':
        this.wallet(guild, command.userId).cents += chipsOf(table!.seats.get(command.userId)!) * 100;
        table!.seats.delete(command.userId);
        if (table!.seats.size === 0) {
          table!.dealAt = null;
          table!.frozen = null;
        }
        break;
      case 'deal':
        this.settle(guild, command.channelId, table!, outcome);
        break;
      case 'configure-table':
        TABLE_CHANGES.find((change) => change.changes === command.changes)?.apply?.(table!);
        if (command.changes.open === false) this.returnAll(guild, table!);
        break;
      case 'configure-guild':
        if ('dailyChips' in command.changes) guild.daily = command.changes.dailyChips as number;
        if ('startingChips' in command.changes) guild.starting = command.changes.startingChips as number;
        break;
      case 'daily': {
        const wallet = this.wallet(guild, command.userId);
        wallet.cents += guild.daily * 100;
        wallet.lastDaily = now;
        guild.issued += guild.daily * 100;
        break;
      }
      case 'grant':
      case 'take': {
        const cents = Number(command.amount) * 100;
        this.wallet(guild, command.userId).cents += command.type === 'grant' ? cents : -cents;
        if (command.type === 'grant') guild.issued += cents;
        else guild.taken += cents;
        break;
      }
    }
  }

  private settle(guild: GuildModel, channelId: string, table: TableModel, outcome: Outcome): void {
    const event = outcome.ok ? outcome.events.find((e) => e.type === 'round-dealt') : undefined;
    if (event?.type !== 'round-dealt') throw new Error('an accepted deal dealt no round');
    const { record } = event;
    // The record settles exactly the bets the model holds for this round, in seat order.
    const { variant } = rulesOf(table);
    expect(record.round).toBe(table.round);
    expect(roundOptions(record).variant).toBe(variant);
    expect(record.results.map((r) => [r.userId, r.stakes])).toEqual([...table.seats]);
    for (const [userId, stakes] of table.seats) {
      const returns = Object.fromEntries(
        SIDES.map((side) => [side, returnCents(variant, side, on(stakes, side), record.coup as Coup)]),
      );
      const paid = SIDES.reduce((sum, side) => sum + (returns[side] ?? 0), 0);
      expect(record.results.find((r) => r.userId === userId)?.returns).toEqual(returns);
      this.wallet(guild, userId).cents += paid;
      guild.net += paid - chipsOf(stakes) * 100;
      table.last.set(userId, stakes);
    }
    table.seats = new Map();
    table.dealAt = null;
    table.frozen = null;
    table.round++;
    guild.dealt.set(channelId, (guild.dealt.get(channelId) ?? 0) + 1);
  }
}

/** Turns an intent into the commands it means now (a crowd or a burst is several). */
const resolve = (
  model: LedgerModel,
  intent: Intent,
): { guildId: string; commands: Command[] } | undefined => {
  if (intent.kind === 'wait') return undefined;
  const roundOf = (choice: RoundChoice, c: string): number | undefined => {
    const current = model.table(intent.g, c).round;
    return choice === 'none'
      ? undefined
      : choice === 'current'
        ? current
        : choice === 'past'
          ? current - 1
          : current + 1;
  };
  const one = (command: Command) => ({ guildId: intent.g, commands: [command] });
  switch (intent.kind) {
    case 'bet':
      return one({
        type: 'bet',
        channelId: intent.c,
        userId: intent.u,
        side: intent.side,
        amount: intent.amount,
        round: roundOf(intent.round, intent.c),
      });
    case 'clear':
    case 'rebet':
      return one({
        type: intent.kind,
        channelId: intent.c,
        userId: intent.u,
        round: roundOf(intent.round, intent.c),
      });
    case 'deal': {
      const seated = [...model.table(intent.g, intent.c).seats.keys()][0];
      const userId =
        intent.dealer.by === 'timer'
          ? null
          : intent.dealer.by === 'user'
            ? intent.dealer.userId
            : (seated ?? null);
      return one({ type: 'deal', channelId: intent.c, userId, round: roundOf(intent.round, intent.c) });
    }
    case 'new-shoe':
      return one({ type: 'new-shoe', channelId: intent.c });
    case 'seed':
      return one({ type: 'set-client-seed', channelId: intent.c, seed: intent.seed });
    case 'configure':
      return one({
        type: 'configure-table',
        channelId: intent.c,
        changes: TABLE_CHANGES[intent.change]!.changes,
      });
    case 'configure-guild':
      return one({ type: 'configure-guild', changes: GUILD_CHANGES[intent.change]![0] });
    case 'daily':
      return one({ type: 'daily', userId: intent.u });
    case 'grant':
    case 'take':
      return one({ type: intent.kind, userId: intent.u, amount: intent.amount });
    case 'beside': {
      const limits = intent.high ? HIGH_TIER : CUSTOM_LIMITS;
      return {
        guildId: intent.g,
        commands: [
          { type: 'configure-table', channelId: intent.c, changes: limits.changes },
          { type: 'bet', channelId: intent.c, userId: intent.u, side: 'banker', amount: intent.main },
          { type: 'bet', channelId: intent.c, userId: intent.u, side: 'tie', amount: intent.tie },
        ],
      };
    }
    case 'all-in': {
      const guild = model.guild(intent.g);
      const balance = guild.wallets.get(intent.u)?.cents ?? guild.starting * 100;
      const take = Math.floor(balance / 100) - intent.k;
      const bet: Command = {
        type: 'bet',
        channelId: intent.c,
        userId: intent.u,
        side: 'banker',
        amount: intent.k + (intent.over ? 1 : 0),
      };
      return {
        guildId: intent.g,
        commands: take > 0 ? [{ type: 'take', userId: intent.u, amount: take }, bet] : [bet],
      };
    }
    case 'crowd':
      return {
        guildId: intent.g,
        commands: Array.from({ length: 15 }, (_, i) => ({
          type: 'bet' as const,
          channelId: intent.c,
          userId: USERS[(intent.first + i) % USERS.length]!,
          side: 'player',
          amount: 1,
        })),
      };
    case 'burst': {
      // The table is opened at $1–100 and u20 makes a sure bet, so the round has a seat; then
      // 5 deals for this round and bets both for this round and for whichever round is open
      // when they run, in a random order.
      const current = model.table(intent.g, intent.c).round;
      const [a, b, d, e] = intent.users as [string, string, string, string];
      const rest: Command[] = [
        ...[a, b, d, null, null].map((userId) => ({
          type: 'deal' as const,
          channelId: intent.c,
          userId,
          round: current,
        })),
        { type: 'bet', channelId: intent.c, userId: a, side: 'banker', amount: 2, round: current },
        { type: 'bet', channelId: intent.c, userId: b, side: 'player', amount: 3, round: current },
        { type: 'bet', channelId: intent.c, userId: d, side: 'tie', amount: 1 },
        { type: 'bet', channelId: intent.c, userId: e, side: 'banker', amount: 4 },
        { type: 'rebet', channelId: intent.c, userId: a },
        { type: 'clear', channelId: intent.c, userId: e },
        { type: 'bet', channelId: intent.c, userId: e, side: 'player', amount: 1, round: current + 1 },
      ];
      const order = rest
        .map((command, i) => ({ command, key: intent.order[i] ?? 0 }))
        .sort((x, y) => x.key - y.key);
      return {
        guildId: intent.g,
        commands: [
          { type: 'configure-table', channelId: intent.c, changes: OPEN.changes },
          { type: 'configure-table', channelId: intent.c, changes: LOW_TIER.changes },
          { type: 'grant', userId: SURE, amount: 10 },
          { type: 'bet', channelId: intent.c, userId: SURE, side: 'banker', amount: 1, round: current },
          ...order.map((o) => o.command),
        ],
      };
    }
  }
};

// ---------------------------------------------------------------------------------------------
// Checks shared by both runs: the real records against the model.

interface GuildView {
  readonly guild: GuildRecord | undefined;
  readonly tables: ReadonlyMap<string, TableRecord>;
  readonly wallets: ReadonlyMap<string, WalletRecord>;
}

const modelTotals = (guild: GuildModel) => {
  let wallets = 0;
  for (const wallet of guild.wallets.values()) wallets += wallet.cents;
  let onTables = 0;
  for (const table of guild.tables.values())
    for (const stakes of table.seats.values()) onTables += chipsOf(stakes) * 100;
  return { wallets, onTables };
};

const expectMatchesModel = (guild: GuildModel, view: GuildView): void => {
  const totals = modelTotals(guild);
  // The invariant, from the model alone.
  expect(totals.wallets + totals.onTables).toBe(guild.issued - guild.taken + guild.net);
  if (!view.guild) {
    expect(guild.wallets.size + guild.tables.size).toBe(0);
    return;
  }
  expect(view.guild.issuedCents).toBe(guild.issued);
  expect(view.guild.takenCents).toBe(guild.taken);
  expect([...view.wallets.keys()]).toEqual([...guild.wallets.keys()]);
  expect(view.guild.tables).toEqual([...guild.tables.keys()]);
  for (const [userId, wallet] of guild.wallets) {
    const real = view.wallets.get(userId);
    expect(real?.balanceCents).toBe(wallet.cents);
    expect(real?.lastDailyAt).toBe(wallet.lastDaily);
    expect(wallet.cents).toBeGreaterThanOrEqual(0);
  }
  for (const [channelId, table] of guild.tables) {
    const real = view.tables.get(channelId);
    expect(real?.round).toBe(table.round);
    expect(real?.round).toBe((guild.dealt.get(channelId) ?? 0) + 1);
    // Every accepted, uncleared bet of the open round is on the table: none lost, none invented.
    expect(real?.seats.map((s) => [s.userId, s.stakes])).toEqual([...table.seats]);
    expect(real?.lastStakes).toEqual(Object.fromEntries(table.last));
    expect(real?.dealAt).toBe(table.dealAt);
  }
  // The records' own sums are the model's (the callers close the invariant with the net winnings
  // of the round records).
  let walletsCents = 0;
  for (const wallet of view.wallets.values()) walletsCents += wallet.balanceCents;
  let onTablesCents = 0;
  for (const table of view.tables.values()) onTablesCents += stakedCents(table.seats);
  expect({ walletsCents, onTablesCents }).toEqual({
    walletsCents: totals.wallets,
    onTablesCents: totals.onTables,
  });
};

// ---------------------------------------------------------------------------------------------
// The pure run: the machine with snapshots, as the store would drive it.

class PureServer {
  guild: GuildRecord | undefined;
  readonly tables = new Map<string, TableRecord>();
  readonly wallets = new Map<string, WalletRecord>();
  readonly rounds = new Map<string, RoundRecord>();

  constructor(private readonly guildId: string) {}

  run(command: Command, now: number, seed: string): Outcome {
    const table = isTableCommand(command) ? this.tables.get(command.channelId) : undefined;
    const wallets = new Map<string, WalletRecord>();
    for (const id of walletsNeeded(command, table)) {
      const wallet = this.wallets.get(id);
      if (wallet) wallets.set(id, wallet);
    }
    const guild = this.guild ?? newGuild(this.guildId);
    const snapshot: Snapshot = { guild, ...(table ? { table } : {}), wallets };
    const before = structuredClone(snapshot);
    const outcome = runCommand(snapshot, command, { now, freshServerSeed: seed });
    // Pure either way: the snapshot is exactly as it was.
    expect(snapshot).toEqual(before);
    if (!outcome.ok) return outcome;
    const { changes } = outcome;
    if (changes.guild) this.guild = changes.guild;
    if (changes.table) this.tables.set(changes.table.channelId, changes.table);
    for (const wallet of changes.wallets) this.wallets.set(wallet.userId, wallet);
    for (const record of changes.rounds) {
      const key = `${record.channelId}#${record.round}`;
      expect(this.rounds.has(key)).toBe(false);
      this.rounds.set(key, record as RoundRecord);
    }
    return outcome;
  }

  netWinnings(): number {
    let net = 0;
    for (const record of this.rounds.values()) for (const result of record.results) net += result.netCents;
    return net;
  }
}

/** Every outcome the walks produced, so the test can show it went where it claims to. */
const seen = new Set<string>();
const note = (outcome: Outcome) => seen.add(outcome.ok ? 'ok' : outcome.code);

const runPure = (intents: readonly Intent[]): void => {
  const model = new LedgerModel();
  const servers = new Map(GUILDS.map((id) => [id, new PureServer(id)]));
  let now = T0;
  let seeds = 0;
  for (const intent of intents) {
    if (intent.kind === 'wait') now += intent.ms;
    const resolved = resolve(model, intent);
    if (!resolved) continue;
    const server = servers.get(resolved.guildId as (typeof GUILDS)[number])!;
    for (const command of resolved.commands) {
      const expected = model.predict(resolved.guildId, command, now);
      const before = structuredClone([
        server.guild,
        [...server.tables],
        [...server.wallets],
        server.rounds.size,
      ]);
      const outcome = server.run(command, now, sha256(`pure ${++seeds}`));
      note(outcome);
      if (outcome.ok && outcome.events.some((event) => event.type === 'round-dealt')) seen.add('dealt');
      expect(outcome.ok ? undefined : outcome.code, JSON.stringify(command)).toBe(expected);
      if (outcome.ok) model.accept(resolved.guildId, command, outcome, now);
      else
        expect([server.guild, [...server.tables], [...server.wallets], server.rounds.size]).toEqual(before);
      const guild = model.guild(resolved.guildId);
      expectMatchesModel(guild, server);
      expect(server.rounds.size).toBe([...guild.dealt.values()].reduce((a, b) => a + b, 0));
      // The invariant from the records alone: wallets + stakes = issued − taken + recorded net.
      if (server.guild) {
        let held = 0;
        for (const wallet of server.wallets.values()) held += wallet.balanceCents;
        for (const table of server.tables.values()) held += stakedCents(table.seats);
        expect(held).toBe(server.guild.issuedCents - server.guild.takenCents + server.netWinnings());
      }
    }
  }
};

describe('the ledger on the pure machine', () => {
  it('GIVEN random walks of 20 players on 3 tables in 2 servers WHEN every action runs THEN the model, the records and the invariant agree after every step', () => {
    fc.assert(
      fc.property(fc.array(intentArb, { minLength: 20, maxLength: 150 }), (intents) => runPure(intents)),
      { numRuns: 300 },
    );
    // The walks reached every refusal a player or an admin can meet, and dealt rounds.
    const codes: string[] = [
      'ok',
      'dealt',
      'amount/not-whole-chips',
      'amount/not-positive',
      'amount/too-large',
      'bet/unknown-side',
      'bet/below-min',
      'bet/above-max',
      'bet/tie-below-min-alone',
      'bet/tie-below-min-beside',
      'bet/tie-above-max',
      'bet/not-enough-chips',
      'table/closed',
      'table/full',
      'round/stale',
      'round/no-bets',
      'round/not-a-player',
      'round/nothing-to-clear',
      'round/nothing-to-repeat',
      'daily/off',
      'daily/too-soon',
      'admin/not-enough-chips',
      'settings/invalid-limits',
      'settings/invalid-variant',
      'settings/invalid-decks',
      'settings/invalid-timer',
      'settings/invalid-amount',
      'fair/invalid-client-seed',
    ];
    expect(codes.filter((code) => !seen.has(code))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The store run: the real GameStore over a fresh store on each backend, checked from storage.

let stores = 0;

const openStore = async (backend: Backend, clock: { now: number }) => {
  const fresh = await freshStore(backend);
  const storage = await openStorage(fresh.url);
  const run = ++stores;
  let seeds = 0;
  const store = new GameStore(
    storage.kv,
    { now: () => clock.now, newServerSeed: () => sha256(`store ${run} ${++seeds}`) },
    async () => {
      await storage.close();
      await fresh.dispose();
    },
    storage.fencing,
  );
  /** The server as storage holds it, read straight from storage (not from the store's cache). */
  const view = async (guildId: string): Promise<GuildView> => {
    const guild = await storage.kv.get<GuildRecord>(keys.guild(guildId));
    const tables = new Map<string, TableRecord>();
    const wallets = new Map<string, WalletRecord>();
    for (const channelId of guild?.tables ?? []) {
      const table = await storage.kv.get<TableRecord>(keys.table(guildId, channelId));
      if (table) tables.set(channelId, table);
    }
    const count = (await storage.kv.get<number>(keys.memberCount(guildId))) ?? 0;
    for (const userId of await listMembers(guildId, (key) => storage.kv.get(key), count)) {
      const wallet = await storage.kv.get<WalletRecord>(keys.wallet(guildId, userId));
      if (wallet) wallets.set(userId, wallet);
    }
    return { guild, tables, wallets };
  };
  return { store, kv: storage.kv, view };
};

/** The audit from storage alone must agree with the model figure by figure. */
const expectAudited = async (kv: Parameters<typeof auditGuild>[0], guildId: string, guild: GuildModel) => {
  const audit = await auditGuild(kv, guildId);
  const totals = modelTotals(guild);
  expect(audit).toMatchObject({
    walletsCents: totals.wallets,
    onTablesCents: totals.onTables,
    issuedCents: guild.issued,
    takenCents: guild.taken,
    netWinningsCents: guild.net,
    rounds: [...guild.dealt.values()].reduce((a, b) => a + b, 0),
    missingRounds: [],
    balanced: true,
  });
};

const runOnStore = async (backend: Backend, intents: readonly Intent[]): Promise<void> => {
  const clock = { now: T0 };
  const { store, kv, view } = await openStore(backend, clock);
  const model = new LedgerModel();
  try {
    for (const intent of intents) {
      if (intent.kind === 'wait') clock.now += intent.ms;
      const resolved = resolve(model, intent);
      if (!resolved) continue;
      const { guildId, commands } = resolved;
      const before = await view(guildId);
      // Fired together, never awaited one by one: the store must still run them in call order,
      // so the model, applying them in that order, predicts every outcome.
      const outcomes = await Promise.all(commands.map((command) => store.execute(guildId, command)));
      const dealsBefore = [...model.guild(guildId).dealt.values()].reduce((a, b) => a + b, 0);
      commands.forEach((command, i) => {
        const outcome = outcomes[i]!;
        expect(outcome.ok ? undefined : outcome.code, JSON.stringify(command)).toBe(
          model.predict(guildId, command, clock.now),
        );
        if (outcome.ok) model.accept(guildId, command, outcome, clock.now);
      });
      const guild = model.guild(guildId);
      const after = await view(guildId);
      if (outcomes.every((o) => !o.ok)) expect(after).toEqual(before);
      if (intent.kind === 'burst') {
        // Five deals of one round at once: exactly one round was dealt.
        const dealsAfter = [...guild.dealt.values()].reduce((a, b) => a + b, 0);
        expect(dealsAfter - dealsBefore).toBe(1);
        expect(outcomes.filter((o, i) => o.ok && commands[i]!.type === 'deal')).toHaveLength(1);
      }
      expectMatchesModel(guild, after);
      await expectAudited(kv, guildId, guild);
      // The member list, statistics and leaderboards, committed with the ledger, agree with it.
      expect(await auditIndexes(kv, guildId)).toEqual([]);
    }
  } finally {
    await store.close();
  }
};

for (const backend of BACKENDS) {
  /** SQLite's runs; half as many on the server backends, whose fresh database costs more. */
  const runs = (sqlite: number) => (backend === 'sqlite' ? sqlite : Math.ceil(sqlite / 2));

  describe(`the ledger on the real store over ${backend}`, () => {
    it('GIVEN random walks with concurrent bursts WHEN run on GameStore THEN storage matches the model, auditGuild balances and the indexes agree with the ledger after every step', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(intentArb, { minLength: 20, maxLength: 60 }), (intents) =>
          runOnStore(backend, intents),
        ),
        { numRuns: runs(12) },
      );
    }, 120_000);

    it('GIVEN bets on a table WHEN 5 deals and 8 bets are fired at once THEN one round is dealt and every accepted bet is on the table or in that round', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            seated: fc.shuffledSubarray(USERS, { minLength: 4, maxLength: 6 }),
            late: fc.shuffledSubarray(USERS, { minLength: 1, maxLength: 8 }),
            order: fc.array(fc.nat(1000), { minLength: 13, maxLength: 13 }),
          }),
          async ({ seated, late, order }) => {
            const clock = { now: T0 };
            const { store, kv } = await openStore(backend, clock);
            try {
              for (const userId of seated)
                expect(
                  (
                    await store.execute('g1', {
                      type: 'bet',
                      channelId: 'c1',
                      userId,
                      side: 'banker',
                      amount: 5,
                    })
                  ).ok,
                ).toBe(true);
              const deals: Command[] = ['timer', ...seated.slice(0, 4)].map((who) => ({
                type: 'deal',
                channelId: 'c1',
                userId: who === 'timer' ? null : who,
                round: 1,
              }));
              const bets: Command[] = late.map((userId) => ({
                type: 'bet',
                channelId: 'c1',
                userId,
                side: 'player',
                amount: 2,
              }));
              const all = [...deals, ...bets]
                .map((command, i) => ({ command, key: order[i] ?? 0 }))
                .sort((a, b) => a.key - b.key)
                .map((x) => x.command);
              const outcomes = await Promise.all(all.map((command) => store.execute('g1', command)));
              const dealt = outcomes.filter((o, i) => o.ok && all[i]!.type === 'deal');
              expect(dealt).toHaveLength(1);
              const record = await kv.get<RoundRecord>(keys.round('g1', 'c1', 1));
              expect(await kv.get<RoundRecord>(keys.round('g1', 'c1', 2))).toBeUndefined();
              const table = await kv.get<TableRecord>(keys.table('g1', 'c1'));
              expect(table?.round).toBe(2);
              // Each accepted bet is settled in round 1 or waiting in round 2: exactly once.
              const dealIndex = all.findIndex((command, i) => command.type === 'deal' && outcomes[i]!.ok);
              all.forEach((command, i) => {
                if (command.type !== 'bet') return;
                expect(outcomes[i]!.ok).toBe(true);
                const inRecord = record?.results.find((r) => r.userId === command.userId)?.stakes.player ?? 0;
                const onTable = table?.seats.find((s) => s.userId === command.userId)?.stakes.player ?? 0;
                expect([inRecord, onTable]).toEqual(i < dealIndex ? [2, 0] : [0, 2]);
              });
              expect((await auditGuild(kv, 'g1')).balanced).toBe(true);
            } finally {
              await store.close();
            }
          },
        ),
        { numRuns: runs(15) },
      );
    }, 60_000);
  });
}
