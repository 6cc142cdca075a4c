import { describe, expect, it } from 'vitest';
import { SIDES } from '../../src/engine/coup.js';
import { buildShoe, dealWholeShoe, isShoeOver } from '../../src/engine/shoe.js';
import { exportShoe, verifyShoeExport } from '../../src/engine/shoe-export.js';
import { returnCents, type Variant } from '../../src/games/punto-banco/rules/settle.js';
import { isPuntoBancoRound } from '../../src/games/punto-banco/table/game.js';
import { roundOptions } from '../../src/games/punto-banco/table/settings.js';
import { DAY_MS } from '../../src/table/admin.js';
import type { Accepted, TableEvent } from '../../src/table/commands.js';
import { MAX_CHIPS, type Stakes, stakeOn } from '../../src/table/limits.js';
import { newGuild } from '../../src/table/machine.js';
import type { RejectionCode } from '../../src/table/rejections.js';
import { BEFORE_THE_BURN, nextCardAt } from '../../src/table/shoes.js';
import type { RoundRecord } from '../../src/table/state.js';
import { NO_STAKES } from '../support/punto-banco-stakes.js';
import { sha256, T0, World } from './support/world.js';

const G = 'g1';
const C = 'c1';

const bet = (
  userId: string,
  side: unknown,
  amount: unknown,
  extra: { channelId?: string; round?: number } = {},
) => ({ type: 'bet', channelId: extra.channelId ?? C, userId, side, amount, round: extra.round }) as const;
const clear = (userId: string, round?: number) => ({ type: 'clear', channelId: C, userId, round }) as const;
const rebet = (userId: string, round?: number) => ({ type: 'rebet', channelId: C, userId, round }) as const;
const deal = (userId: string | null, round?: number) =>
  ({ type: 'deal', channelId: C, userId, round }) as const;
const configure = (changes: Record<string, unknown>, channelId = C) =>
  ({ type: 'configure-table', channelId, changes }) as const;

const eventOf = <K extends TableEvent['type']>(outcome: Accepted, type: K) =>
  outcome.events.find((e): e is Extract<TableEvent, { type: K }> => e.type === type);

const dealtRecord = (outcome: Accepted): RoundRecord => {
  const event = eventOf(outcome, 'round-dealt');
  if (!event || !isPuntoBancoRound(event.record)) throw new Error('no Punto Banco round was dealt');
  return event.record;
};

const BAD_AMOUNTS: [string, unknown, RejectionCode][] = [
  ['zero', 0, 'amount/not-positive'],
  ['minus zero', -0, 'amount/not-positive'],
  ['negative', -5, 'amount/not-positive'],
  ['negative text', '-3', 'amount/not-positive'],
  ['minus infinity', Number.NEGATIVE_INFINITY, 'amount/not-positive'],
  ['fractional', 2.5, 'amount/not-whole-chips'],
  ['fractional text', '2.5', 'amount/not-whole-chips'],
  ['a bare fraction', '.5', 'amount/not-whole-chips'],
  ['huge', 1e12, 'amount/too-large'],
  ['huge text', '99999999999', 'amount/too-large'],
  ['one above the largest', MAX_CHIPS + 1, 'amount/too-large'],
  ['infinity', Number.POSITIVE_INFINITY, 'amount/too-large'],
  ['NaN', Number.NaN, 'amount/not-whole-chips'],
  ['words', 'ten', 'amount/not-whole-chips'],
  ['empty text', '', 'amount/not-whole-chips'],
  ['exponent text', '1e3', 'amount/not-whole-chips'],
  ['hex text', '0x10', 'amount/not-whole-chips'],
  ['null', null, 'amount/not-whole-chips'],
  ['undefined', undefined, 'amount/not-whole-chips'],
  ['a boolean', true, 'amount/not-whole-chips'],
  ['an object', { amount: 5 }, 'amount/not-whole-chips'],
  ['an array', [5], 'amount/not-whole-chips'],
  ['a bigint', 5n, 'amount/not-whole-chips'],
];

const BAD_SIDES: [string, unknown][] = [
  ['a capitalised side', 'Banker'],
  ['another game', 'dragon'],
  ['empty text', ''],
  ['null', null],
  ['a number', 1],
  ['an array', ['player']],
  ['a prototype name', 'constructor'],
];

/** A world where u1 sits with 10 on Banker in round 1 of c1 (so refusals have state to spoil). */
const seated = (): World => {
  const world = new World();
  world.ok(bet('u1', 'banker', 10));
  return world;
};

describe('bad inputs are refused with a reason code and change nothing', () => {
  it.each(BAD_AMOUNTS)('GIVEN %s as a bet amount WHEN bet THEN it is refused', (_what, amount, code) => {
    seated().refused(bet('u1', 'player', amount), code);
    seated().refused(bet('u2', 'banker', amount), code);
  });

  it.each(BAD_AMOUNTS)(
    'GIVEN %s as an admin amount WHEN granted or taken THEN it is refused',
    (_what, amount, code) => {
      seated().refused({ type: 'grant', userId: 'u1', amount }, code);
      seated().refused({ type: 'take', userId: 'u1', amount }, code);
      seated().refused({ type: 'grant', userId: 'newcomer', amount }, code);
    },
  );

  it.each(BAD_SIDES)('GIVEN %s as the side WHEN bet THEN bet/unknown-side', (_what, side) => {
    seated().refused(bet('u1', side, 5), 'bet/unknown-side');
  });

  it('GIVEN a fresh channel WHEN its first command is refused THEN no table and no wallet appear', () => {
    const world = new World();
    world.refused(bet('u1', 'tie', 11), 'bet/tie-above-max');
    expect(world.tables.size).toBe(0);
    expect(world.wallets.size).toBe(0);
    expect(world.guild).toEqual(newGuild(G));
  });

  it('GIVEN round 1 is open WHEN bet, clear, rebet or deal name round 0 or 2 THEN round/stale', () => {
    const world = seated();
    for (const round of [0, 2, -1, 1.5]) {
      world.refused(bet('u1', 'banker', 5, { round }), 'round/stale');
      world.refused(clear('u1', round), 'round/stale');
      world.refused(deal('u1', round), 'round/stale');
      world.refused(deal(null, round), 'round/stale');
    }
  });

  it('GIVEN round 1 was dealt WHEN a bet, clear, rebet or deal names the finished round THEN round/stale', () => {
    const world = seated();
    world.ok(deal('u1', 1));
    world.ok(bet('u1', 'player', 5));
    world.refused(bet('u1', 'banker', 5, { round: 1 }), 'round/stale');
    world.refused(clear('u1', 1), 'round/stale');
    world.refused(rebet('u1', 1), 'round/stale');
    world.refused(deal('u1', 1), 'round/stale');
    world.refused(deal(null, 1), 'round/stale');
  });

  it('GIVEN a Punto Banco table WHEN a command names another game THEN table/other-game with the game dealt, and nothing changes; its own game is accepted', () => {
    const world = seated();
    for (const game of ['banque', 'chemin-de-fer', 'dragon']) {
      world.refused({ ...bet('u1', 'banker', 5), game }, 'table/other-game');
      expect(world.run({ ...bet('u1', 'banker', 5), game })).toMatchObject({
        context: { game: 'punto-banco' },
      });
      world.refused(
        { type: 'game-action', channelId: C, userId: 'u1', action: { kind: 'sit' }, game },
        'table/other-game',
      );
    }
    world.ok({ ...bet('u1', 'banker', 5), game: 'punto-banco' });
    expect(world.tables.get(C)?.seats).toEqual([expect.objectContaining({ userId: 'u1' })]);
  });

  it('GIVEN a fresh channel WHEN its first bet names another game THEN no table and no wallet appear', () => {
    const world = new World();
    world.refused({ ...bet('u1', 'player', 5), game: 'banque' }, 'table/other-game');
    expect(world.tables.size).toBe(0);
    expect(world.wallets.size).toBe(0);
  });

  it('GIVEN nothing on the table WHEN cleared, repeated or dealt THEN each says why', () => {
    const world = new World();
    world.ok({ type: 'view-table', channelId: C });
    world.refused(clear('u1'), 'round/nothing-to-clear');
    world.refused(rebet('u1'), 'round/nothing-to-repeat');
    world.refused(deal('u1'), 'round/no-bets');
    world.refused(deal(null), 'round/no-bets');
  });

  it('GIVEN u1 at the table WHEN someone without a bet deals THEN round/not-a-player', () => {
    seated().refused(deal('u2'), 'round/not-a-player');
  });

  it('GIVEN bets on the table WHEN it closes THEN every bet goes home, and bets, rebets and deals are refused', () => {
    const world = seated();
    world.ok(deal('u1'));
    world.ok(bet('u1', 'banker', 10));
    world.ok(bet('u2', 'tie', 3));
    const before = { u1: world.balance('u1')!, u2: world.balance('u2')! };
    const closed = world.ok(configure({ open: false }));
    expect(eventOf(closed, 'bets-returned')?.refunds).toEqual([
      { userId: 'u1', cents: 1000, balanceCents: before.u1 + 1000 },
      { userId: 'u2', cents: 300, balanceCents: before.u2 + 300 },
    ]);
    expect(world.table().seats).toEqual([]);
    expect(world.table().roundRules).toBeNull();
    world.refused(bet('u1', 'banker', 5), 'table/closed');
    world.refused(bet('u2', 'player', 5), 'table/closed');
    world.refused(rebet('u1'), 'table/closed');
    world.refused(clear('u1'), 'round/nothing-to-clear');
    world.refused(deal('u1'), 'table/closed');
    world.ok(configure({ open: true }));
    expect(world.ok(bet('u1', 'banker', 5)).ok).toBe(true);
  });

  it('GIVEN bad client seeds WHEN set THEN fair/invalid-client-seed', () => {
    for (const seed of ['', 'x'.repeat(65), 'café', 'line\nbreak', 42, null])
      seated().refused({ type: 'set-client-seed', channelId: C, seed }, 'fair/invalid-client-seed');
  });

  it('GIVEN bad table settings WHEN configured THEN each is refused with its code', () => {
    const cases: [Record<string, unknown>, RejectionCode][] = [
      [{ variant: 'chemin-de-fer' }, 'settings/invalid-variant'],
      [{ variant: null }, 'settings/invalid-variant'],
      [{ decks: 7 }, 'settings/invalid-decks'],
      [{ decks: '8' }, 'settings/invalid-decks'],
      [{ timerSeconds: -1 }, 'settings/invalid-timer'],
      [{ timerSeconds: 1.5 }, 'settings/invalid-timer'],
      [{ timerSeconds: 601 }, 'settings/invalid-timer'],
      [{ timerSeconds: '30' }, 'settings/invalid-timer'],
      [{ tier: 'high' }, 'settings/invalid-limits'],
      // One bad field refuses the whole change, the good one included.
      [{ variant: 'punto-2000', decks: 4 }, 'settings/invalid-decks'],
    ];
    for (const [changes, code] of cases) seated().refused(configure(changes), code);
  });

  it('GIVEN bad server settings WHEN configured THEN settings/invalid-amount', () => {
    for (const value of [-1, 1.5, 'lots', MAX_CHIPS + 1, null])
      for (const field of ['startingChips', 'dailyChips'])
        seated().refused({ type: 'configure-guild', changes: { [field]: value } }, 'settings/invalid-amount');
  });
});

describe('seats and bets', () => {
  it('GIVEN 14 players seated WHEN a 15th bets THEN table/full, while the 14 may still add to their bets', () => {
    const world = new World();
    for (let i = 1; i <= 14; i++) world.ok(bet(`u${i}`, 'player', 1));
    world.refused(bet('u15', 'banker', 5), 'table/full');
    world.ok(bet('u14', 'tie', 1));
    expect(world.table().seats).toHaveLength(14);
    world.ok(clear('u3'));
    world.ok(bet('u15', 'banker', 5));
    expect(world.table().seats.map((s) => s.userId)).toEqual([
      ...[1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((i) => `u${i}`),
      'u15',
    ]);
  });

  it('GIVEN a new player WHEN they bet Banker, Tie and Player THEN one seat holds all three and the wallet paid each at once', () => {
    const world = new World();
    const first = world.ok(bet('u1', 'banker', 10));
    expect(eventOf(first, 'bet-placed')).toMatchObject({ balanceCents: 99_000, stakes: { banker: 10 } });
    world.ok(bet('u1', 'tie', 5));
    world.ok(bet('u1', 'player', 3));
    world.ok(bet('u1', 'banker', 2));
    expect(world.table().seats).toEqual([{ userId: 'u1', stakes: { player: 3, banker: 12, tie: 5 } }]);
    expect(world.balance('u1')).toBe(100_000 - 2000);
    expect(world.guild.issuedCents).toBe(100_000);
  });

  it('GIVEN bets on the table WHEN the player clears THEN every chip comes back and the seat is gone', () => {
    const world = new World();
    world.ok(bet('u1', 'banker', 40));
    world.ok(bet('u1', 'tie', 7));
    world.ok(bet('u2', 'player', 1));
    const cleared = world.ok(clear('u1', 1));
    expect(eventOf(cleared, 'bets-cleared')).toEqual({
      type: 'bets-cleared',
      userId: 'u1',
      refundedCents: 4700,
      balanceCents: 100_000,
    });
    expect(world.balance('u1')).toBe(100_000);
    expect(world.table().seats.map((s) => s.userId)).toEqual(['u2']);
  });

  it('GIVEN a player with chips on two tables WHEN a third bet would need more than is left THEN bet/not-enough-chips', () => {
    const world = new World();
    const big = { min: 1, max: 1000, tieMinAlone: 1, tieMinBeside: 1, tieMax: 100 };
    world.ok(configure({ limits: big }, 'c1'));
    world.ok(configure({ limits: big }, 'c2'));
    world.ok(bet('u1', 'banker', 600, { channelId: 'c1' }));
    world.ok(bet('u1', 'player', 400, { channelId: 'c2' }));
    expect(world.balance('u1')).toBe(0);
    world.refused(bet('u1', 'tie', 1, { channelId: 'c2' }), 'bet/not-enough-chips');
    world.refused(bet('u1', 'banker', 1, { channelId: 'c3' }), 'bet/not-enough-chips');
  });

  it('GIVEN a player who bet last round WHEN they rebet THEN the same stakes are placed and paid for again', () => {
    const world = new World();
    world.ok(bet('u1', 'banker', 20));
    world.ok(bet('u1', 'tie', 2));
    const dealt = dealtRecord(world.ok(deal('u1')));
    const afterDeal = world.balance('u1')!;
    expect(dealt.results[0]?.balanceCents).toBe(afterDeal);
    const repeated = world.ok(rebet('u1', 2));
    expect(eventOf(repeated, 'bets-repeated')).toMatchObject({ stakes: { player: 0, banker: 20, tie: 2 } });
    expect(world.balance('u1')).toBe(afterDeal - 2200);
    // A rebet on top of a bet this round adds to it, spot by spot.
    world.ok(rebet('u1'));
    expect(world.table().seats[0]?.stakes).toEqual({ player: 0, banker: 40, tie: 4 });
  });

  it('GIVEN last round stakes WHEN the limits rose or the chips ran out THEN the rebet is refused whole', () => {
    const world = new World();
    world.ok(bet('u1', 'banker', 20));
    world.ok(bet('u1', 'tie', 2));
    world.ok(deal(null));
    world.ok(configure({ tier: '25-1000' }));
    world.refused(rebet('u1'), 'bet/below-min');
    world.ok(configure({ tier: '1-100' }));
    world.ok({ type: 'take', userId: 'u1', amount: world.balance('u1')! / 100 - 21 });
    world.refused(rebet('u1'), 'bet/not-enough-chips');
    world.ok({ type: 'grant', userId: 'u1', amount: 1 });
    world.ok(rebet('u1'));
    expect(world.balance('u1')).toBe(0);
  });
});

describe('dealing', () => {
  it('GIVEN two seated players WHEN one deals THEN one round is recorded, seats empty and round 2 opens', () => {
    const world = new World();
    world.ok(bet('u1', 'banker', 10));
    world.ok(bet('u2', 'player', 10));
    const record = dealtRecord(world.ok(deal('u2', 1)));
    expect(record).toMatchObject({ guildId: G, channelId: C, round: 1, shoeNumber: 1, coupInShoe: 1 });
    expect(record.results.map((r) => r.userId)).toEqual(['u1', 'u2']);
    expect(world.table()).toMatchObject({ round: 2, seats: [], dealAt: null });
    expect(world.table().lastStakes).toEqual({
      u1: { ...NO_STAKES, banker: 10 },
      u2: { ...NO_STAKES, player: 10 },
    });
    world.refused(deal('u2', 1), 'round/stale');
    world.refused(deal('u2'), 'round/no-bets');
    expect(world.rounds).toHaveLength(1);
  });

  it('GIVEN a bet on the table WHEN the timer deals (no user) THEN the round is dealt', () => {
    const world = seated();
    expect(dealtRecord(world.ok(deal(null, 1))).round).toBe(1);
  });
});

describe('the betting timer', () => {
  it('GIVEN a 30 s timer WHEN the first bet lands THEN it arms at now + 30 000 ms, and later bets leave it', () => {
    const world = new World();
    world.ok(configure({ timerSeconds: 30 }));
    world.now = T0 + 5000;
    const first = world.ok(bet('u1', 'banker', 5));
    expect(eventOf(first, 'timer-armed')).toEqual({ type: 'timer-armed', dealAt: T0 + 35_000 });
    world.now = T0 + 9000;
    const second = world.ok(bet('u2', 'player', 5));
    expect(eventOf(second, 'timer-armed')).toBeUndefined();
    expect(world.table().dealAt).toBe(T0 + 35_000);
  });

  it('GIVEN an armed timer WHEN the seats clear one by one THEN it disarms with the last one only', () => {
    const world = new World();
    world.ok(configure({ timerSeconds: 10 }));
    world.ok(bet('u1', 'banker', 5));
    world.ok(bet('u2', 'banker', 5));
    world.ok(clear('u1'));
    expect(world.table().dealAt).toBe(T0 + 10_000);
    world.ok(clear('u2'));
    expect(world.table().dealAt).toBeNull();
    world.now = T0 + 60_000;
    expect(eventOf(world.ok(bet('u2', 'tie', 1)), 'timer-armed')?.dealAt).toBe(T0 + 70_000);
  });

  it('GIVEN an armed timer WHEN the round is dealt THEN it disarms; set to 0 mid-round THEN it still deals this round, and is off from the next', () => {
    const world = new World();
    world.ok(configure({ timerSeconds: 10 }));
    world.ok(bet('u1', 'banker', 5));
    world.ok(deal(null, 1));
    expect(world.table().dealAt).toBeNull();
    world.ok(bet('u1', 'banker', 5));
    const armed = world.table().dealAt;
    expect(armed).not.toBeNull();
    const changed = world.ok(configure({ timerSeconds: 0 }));
    expect(eventOf(changed, 'table-configured')?.pending).toEqual([
      { setting: 'timerSeconds', from: 'next-round' },
    ]);
    expect(world.table().dealAt).toBe(armed);
    world.ok(deal(null, 2));
    expect(eventOf(world.ok(bet('u2', 'banker', 5)), 'timer-armed')).toBeUndefined();
    expect(world.table().dealAt).toBeNull();
  });
});

describe('wallets', () => {
  it('GIVEN the default 100-chip daily WHEN claimed, again a moment before 24 h, then at 24 h THEN once per day', () => {
    const world = new World();
    const first = world.ok({ type: 'daily', userId: 'u1' });
    expect(eventOf(first, 'wallet-changed')).toMatchObject({ deltaCents: 10_000, balanceCents: 110_000 });
    expect(world.guild.issuedCents).toBe(110_000);
    world.now = T0 + DAY_MS - 1;
    world.refused({ type: 'daily', userId: 'u1' }, 'daily/too-soon');
    expect(world.run({ type: 'daily', userId: 'u1' })).toMatchObject({ context: { nextAt: T0 + DAY_MS } });
    world.now = T0 + DAY_MS;
    world.ok({ type: 'daily', userId: 'u1' });
    expect(world.balance('u1')).toBe(120_000);
    expect(world.guild.issuedCents).toBe(120_000);
  });

  it('GIVEN the daily set to 0 WHEN claimed THEN daily/off', () => {
    const world = new World();
    world.ok({ type: 'configure-guild', changes: { dailyChips: 0 } });
    world.refused({ type: 'daily', userId: 'u1' }, 'daily/off');
  });

  it('GIVEN a custom starting amount WHEN a newcomer bets THEN their wallet starts there', () => {
    const world = new World();
    world.ok({ type: 'configure-guild', changes: { startingChips: 250 } });
    world.ok(bet('u1', 'banker', 50));
    expect(world.balance('u1')).toBe(20_000);
    expect(world.guild.issuedCents).toBe(25_000);
  });

  it('GIVEN a wallet WHEN admins grant and take THEN the totals move, and take never goes below zero', () => {
    const world = new World();
    world.ok({ type: 'grant', userId: 'u1', amount: 50 });
    expect(world.balance('u1')).toBe(105_000);
    expect(world.guild).toMatchObject({ issuedCents: 105_000, takenCents: 0 });
    world.refused({ type: 'take', userId: 'u1', amount: 1051 }, 'admin/not-enough-chips');
    world.ok({ type: 'take', userId: 'u1', amount: '1050' });
    expect(world.balance('u1')).toBe(0);
    expect(world.guild.takenCents).toBe(105_000);
    world.refused({ type: 'take', userId: 'u1', amount: 1 }, 'admin/not-enough-chips');
  });

  it('GIVEN chips on the table WHEN an admin takes THEN only the wallet counts: staked chips are out of reach', () => {
    const world = new World();
    world.ok(bet('u1', 'banker', 100));
    world.refused({ type: 'take', userId: 'u1', amount: 901 }, 'admin/not-enough-chips');
    world.ok({ type: 'take', userId: 'u1', amount: 900 });
    expect(world.table().seats[0]?.stakes.banker).toBe(100);
  });
});

describe('client seeds and shoes', () => {
  it('GIVEN a shoe with no coup yet WHEN a client seed is set THEN this shoe is rebuilt with it, same commitment', () => {
    const world = new World();
    world.ok({ type: 'view-table', channelId: C });
    const before = world.table().shoe;
    const set = world.ok({ type: 'set-client-seed', channelId: C, seed: 'lucky seven' });
    expect(eventOf(set, 'client-seed-set')).toEqual({
      type: 'client-seed-set',
      seed: 'lucky seven',
      shoeNumber: 1,
    });
    const shoe = world.table().shoe;
    expect(shoe.spec).toEqual({ ...before.spec, clientSeed: 'lucky seven' });
    expect(shoe.commitment).toBe(before.commitment);
    const rebuilt = buildShoe(shoe.spec);
    expect(shoe.position).toBe(BEFORE_THE_BURN);
    expect(nextCardAt(shoe)).toBe(rebuilt.firstCoupAt);
    world.ok(bet('u1', 'player', 1));
    expect(dealtRecord(world.ok(deal('u1'))).coup).toEqual(dealWholeShoe(rebuilt)[0]);
  });

  it('GIVEN a shoe already dealing WHEN a client seed is set THEN it waits for the next shoe', () => {
    const world = seated();
    world.ok(deal('u1'));
    const spec = world.table().shoe.spec;
    const set = world.ok({ type: 'set-client-seed', channelId: C, seed: 'next one' });
    expect(eventOf(set, 'client-seed-set')?.shoeNumber).toBe(2);
    expect(world.table().shoe.spec).toEqual(spec);
    expect(world.table().shoe.nextClientSeed).toBe('next one');
    world.ok({ type: 'new-shoe', channelId: C });
    expect(world.table().shoe).toMatchObject({
      spec: { shoeNumber: 2, clientSeed: 'next one' },
      nextClientSeed: null,
    });
  });

  it('GIVEN three coups dealt WHEN a new shoe is asked for THEN the old one is revealed and shoe 2 commits to its seed', () => {
    const world = new World();
    for (let i = 0; i < 3; i++) {
      world.ok(bet('u1', 'banker', 1));
      world.ok(deal('u1'));
    }
    world.ok(bet('u2', 'tie', 4));
    const old = world.table().shoe;
    const outcome = world.ok({ type: 'new-shoe', channelId: C });
    const archive = eventOf(outcome, 'shoe-revealed')?.archive;
    expect(archive).toEqual({
      guildId: G,
      channelId: C,
      game: 'punto-banco',
      spec: old.spec,
      commitment: sha256(old.spec.serverSeed),
      coups: 3,
      firstRound: 1,
      revealedAt: T0,
    });
    expect(world.shoes).toEqual([archive]);
    const table = world.table();
    expect(table.shoe.spec.shoeNumber).toBe(2);
    expect(table.shoe.spec.serverSeed).toBe(world.lastSeed);
    expect(table.shoe.commitment).toBe(sha256(world.lastSeed));
    expect(eventOf(outcome, 'shoe-started')).toMatchObject({
      shoeNumber: 2,
      commitment: sha256(world.lastSeed),
    });
    expect(table.revealedShoes).toEqual([1]);
    // The bet already on the table stays for the first coup of the new shoe.
    expect(table.seats).toEqual([{ userId: 'u2', stakes: { ...NO_STAKES, tie: 4 } }]);
    const shoe = buildShoe(archive!.spec);
    const exported = exportShoe(shoe, dealWholeShoe(shoe).slice(0, archive!.coups));
    expect(exported.rounds.map((r) => r.outcome)).toEqual(world.rounds.map((r) => r.outcome));
    expect(verifyShoeExport(exported, buildShoe(exported)).mismatches).toEqual([]);
  });

  it('GIVEN a whole shoe dealt round by round WHEN the cut card comes out THEN the shoe is replaced with its last coup and its export verifies', () => {
    const world = new World();
    world.ok({ type: 'view-table', channelId: C });
    const first = world.table().shoe;
    const expected = dealWholeShoe(buildShoe(first.spec));
    let replacedAt = 0;
    for (let round = 1; round <= expected.length; round++) {
      world.ok(bet('u1', 'player', 1));
      const outcome = world.ok(deal('u1', round));
      if (eventOf(outcome, 'shoe-revealed')) {
        replacedAt = round;
        break;
      }
      expect(isShoeOver(buildShoe(first.spec), nextCardAt(world.table().shoe))).toBe(false);
    }
    expect(replacedAt).toBe(expected.length);
    expect(world.rounds.map((r) => r.coup)).toEqual(expected);
    expect(world.rounds.map((r) => r.coupInShoe)).toEqual(expected.map((_, i) => i + 1));
    const [archive] = world.shoes;
    expect(archive).toMatchObject({ coups: expected.length, firstRound: 1, commitment: first.commitment });
    const shoe = buildShoe(archive!.spec);
    const exported = exportShoe(shoe, dealWholeShoe(shoe).slice(0, archive!.coups));
    expect(verifyShoeExport(exported, buildShoe(exported))).toEqual({
      mismatches: [],
      roundsChecked: expected.length,
    });
    const next = world.table().shoe;
    expect(next).toMatchObject({ coups: 0, spec: { shoeNumber: 2 }, commitment: sha256(world.lastSeed) });
    expect(next.position).toBe(BEFORE_THE_BURN);
    expect(nextCardAt(next)).toBe(buildShoe(next.spec).firstCoupAt);
    world.ok(bet('u1', 'player', 1));
    expect(dealtRecord(world.ok(deal('u1')))).toMatchObject({ shoeNumber: 2, coupInShoe: 1 });
  });
});

describe('settlement through the table', () => {
  const stakes = { player: 7, banker: 13, tie: 3 } as unknown as Stakes;

  it.each(['punto-banco', 'punto-2000'] as Variant[])(
    'GIVEN %s WHEN rounds settle THEN each spot returns returnCents and the wallet moves by exactly that',
    (variant) => {
      const world = new World();
      world.ok(configure({ variant }));
      world.ok({ type: 'grant', userId: 'u1', amount: 100_000 });
      const seen = new Set<string>();
      for (let round = 1; round <= 600 && seen.size < 4; round++) {
        for (const side of SIDES) world.ok(bet('u1', side, stakeOn(stakes, side)));
        const before = world.balance('u1')!;
        const record = dealtRecord(world.ok(deal('u1')));
        expect(roundOptions(record).variant).toBe(variant);
        const [result] = record.results;
        const expectedReturns = Object.fromEntries(
          SIDES.map((side) => [side, returnCents(variant, side, stakeOn(stakes, side), record.coup)]),
        );
        expect(result?.returns).toEqual(expectedReturns);
        const paid = SIDES.reduce((sum, side) => sum + (expectedReturns[side] ?? 0), 0);
        expect(world.balance('u1')).toBe(before + paid);
        expect(result).toMatchObject({ stakes, netCents: paid - 2300, balanceCents: before + paid });
        seen.add(record.outcome);
        if (record.outcome === 'banker' && record.coup.bankerTotal === 6) seen.add('banker-6');
      }
      // Every kind of result, the Banker's 6 included, went through the table at least once.
      expect([...seen].sort()).toEqual(['banker', 'banker-6', 'player', 'tie']);
    },
  );
});
