/**
 * Players' statistics from round records: each figure against a hand count, and, for random
 * ledgers, folding the records one by one (in commit order, or any order, onto an earlier scan)
 * equals a fresh scan, which equals an independent model built with plain loops.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/engine/cards.js';
import { type Coup, dealCoup, SIDES, type Side } from '../../src/engine/coup.js';
import type { Cents } from '../../src/engine/money.js';
import { BANKER_COMMISSION_BP, returnCents, type Variant } from '../../src/games/punto-banco/rules/settle.js';
import { type Stakes, stakeOn } from '../../src/table/limits.js';
import type { RoundRecord, SeatResult } from '../../src/table/state.js';
import {
  compareRecent,
  emptyStats,
  foldRound,
  type PlayerStats,
  RECENT_ROUNDS,
  type RecentRound,
  rankings,
  type ServerStats,
  statisticsOf,
} from '../../src/table/statistics.js';

const coupOf = (...codes: string[]): Coup =>
  dealCoup(Uint8Array.from(codes.map((code) => parseCard(code)!)), 0);

/** One coup of each kind the payouts tell apart (dealt P, B, P, B, then third cards). */
const COUPS = {
  banker: coupOf('2S', '9H', '3D', 'KC'), // Banker natural 9 against 5
  player: coupOf('9S', '2H', 'KD', '3C'), // Player natural 9 against 5
  tie: coupOf('4S', '4H', '4D', '4C'), // natural 8 all
  bankerSix: coupOf('TS', '3H', 'TD', '3C', '5S'), // Player 0 draws a 5; Banker 6 stands: Banker wins on 6
} as const;

const stakes = (player: number, banker: number, tie: number): Stakes =>
  ({ player, banker, tie }) as unknown as Stakes;

/** A round settled exactly as the table settles it. */
const record = (
  coup: Coup,
  seats: readonly { userId: string; stakes: Stakes }[],
  where: { channelId?: string; round: number; dealtAt?: number; variant?: Variant },
): RoundRecord => {
  const variant = where.variant ?? 'punto-banco';
  const results: SeatResult[] = seats.map(({ userId, stakes: s }) => {
    const returns = { player: 0, banker: 0, tie: 0 } as Record<Side, number>;
    for (const side of SIDES) returns[side] = returnCents(variant, side, stakeOn(s, side), coup);
    const paid = returns.player + returns.banker + returns.tie;
    const netCents = paid - (stakeOn(s, 'player') + stakeOn(s, 'banker') + stakeOn(s, 'tie')) * 100;
    return {
      userId,
      stakes: s,
      returns: returns as Record<Side, Cents>,
      netCents: netCents as Cents,
      commissionCents: 0 as Cents,
      balanceCents: (100_000 + netCents) as Cents,
    };
  });
  return {
    guildId: 'g1',
    channelId: where.channelId ?? 'c1',
    round: where.round,
    shoeNumber: 1,
    coupInShoe: where.round,
    game: 'punto-banco',
    gameOptions: { variant },
    coup,
    outcome: coup.outcome,
    decisions: [],
    results,
    houseTakeCents: 0 as Cents,
    commissionBp: BANKER_COMMISSION_BP[variant],
    dealtAt: where.dealtAt ?? 1_700_000_000_000 + where.round * 60_000,
  };
};

/** The players' statistics as sorted plain data, for comparisons that ignore Map order. */
const plain = (stats: ServerStats): [string, PlayerStats][] =>
  [...stats.players.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

describe('foldRound by hand', () => {
  it('GIVEN the coups used here THEN each has the outcome the tests rely on', () => {
    expect(COUPS.banker.outcome).toBe('banker');
    expect(COUPS.player.outcome).toBe('player');
    expect(COUPS.tie.outcome).toBe('tie');
    expect([COUPS.bankerSix.outcome, COUPS.bankerSix.bankerTotal]).toEqual(['banker', 6]);
  });

  it('GIVEN three rounds THEN coups, wagered, net, biggest win and each bet type add up', () => {
    const rounds = [
      // Ada: 10 on Banker (wins 9.50) and 2 on Tie (loses 2): +7.50. Bo: 5 on Player, loses.
      record(
        COUPS.banker,
        [
          { userId: 'ada', stakes: stakes(0, 10, 2) },
          { userId: 'bo', stakes: stakes(5, 0, 0) },
        ],
        { round: 1 },
      ),
      // Ada: 20 on Player wins 20.
      record(COUPS.player, [{ userId: 'ada', stakes: stakes(20, 0, 0) }], { round: 2 }),
      // A tie: Ada's 4 on Banker stands off (±0), 1 on Tie pays 8.
      record(COUPS.tie, [{ userId: 'ada', stakes: stakes(0, 4, 1) }], { round: 3 }),
    ];
    const stats = statisticsOf(rounds);
    const ada = stats.players.get('ada')!;
    expect(ada).toMatchObject({
      coups: 3,
      won: 3,
      lost: 0,
      even: 0,
      wageredCents: (12 + 20 + 5) * 100,
      netCents: 750 + 2000 + 800,
      biggestWinCents: 2000,
    });
    expect(ada.bets).toEqual({
      player: { count: 1, wageredCents: 2000, netCents: 2000 },
      banker: { count: 2, wageredCents: 1400, netCents: 950 },
      tie: { count: 2, wageredCents: 300, netCents: -200 + 800 },
    });
    expect(ada.recent.map((r) => r.round)).toEqual([3, 2, 1]);
    expect(ada.recent[0]).toMatchObject({ outcome: 'tie', stakes: stakes(0, 4, 1), netCents: 800 });
    const bo = stats.players.get('bo')!;
    expect(bo).toMatchObject({ coups: 1, won: 0, lost: 1, even: 0, netCents: -500, biggestWinCents: 0 });
    expect(bo.bets.banker).toEqual({ count: 0, wageredCents: 0, netCents: 0 });
  });

  it('GIVEN a stand-off THEN the round counts as even, and the stake as wagered', () => {
    const stats = statisticsOf([
      record(COUPS.tie, [{ userId: 'cy', stakes: stakes(10, 0, 0) }], { round: 1 }),
    ]);
    expect(stats.players.get('cy')).toMatchObject({ coups: 1, even: 1, wageredCents: 1000, netCents: 0 });
  });

  it('GIVEN more rounds than the history keeps THEN the newest RECENT_ROUNDS stay, newest first', () => {
    const rounds = Array.from({ length: 25 }, (_, i) =>
      record(COUPS.player, [{ userId: 'ada', stakes: stakes(1, 0, 0) }], { round: i + 1 }),
    );
    const ada = statisticsOf(rounds).players.get('ada')!;
    expect(ada.coups).toBe(25);
    expect(ada.recent.map((r) => r.round)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(ada.recent).toHaveLength(RECENT_ROUNDS);
  });

  it('GIVEN a fold THEN earlier player entries are replaced, never mutated', () => {
    const stats = emptyStats();
    foldRound(stats, record(COUPS.player, [{ userId: 'ada', stakes: stakes(5, 0, 0) }], { round: 1 }));
    const before = stats.players.get('ada')!;
    const frozen = structuredClone(before);
    foldRound(stats, record(COUPS.banker, [{ userId: 'ada', stakes: stakes(5, 0, 0) }], { round: 2 }));
    expect(before).toEqual(frozen);
    expect(stats.players.get('ada')).not.toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Random ledgers.

const USERS = ['u1', 'u2', 'u3', 'u4', 'u5'];
const CHANNELS = ['c1', 'c2', 'c3'];

const seatArb = fc.record({
  userId: fc.constantFrom(...USERS),
  stakes: fc
    .record({
      player: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
      banker: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
      tie: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10 })),
    })
    .filter((s) => s.player + s.banker + s.tie > 0)
    .map((s) => s as unknown as Stakes),
});

/** Rounds numbered 1, 2, … per table, dealt at increasing times (some at the same millisecond). */
const ledgerArb = fc
  .array(
    fc.record({
      channelId: fc.constantFrom(...CHANNELS),
      coup: fc.constantFrom(...Object.values(COUPS)),
      variant: fc.constantFrom<Variant>('punto-banco', 'punto-2000'),
      seats: fc.uniqueArray(seatArb, { minLength: 1, maxLength: 4, selector: (seat) => seat.userId }),
      gap: fc.constantFrom(0, 1, 1000),
    }),
    { maxLength: 60 },
  )
  .map((rounds) => {
    const next = new Map<string, number>();
    let now = 1_700_000_000_000;
    return rounds.map(({ channelId, coup, variant, seats, gap }) => {
      const round = (next.get(channelId) ?? 0) + 1;
      next.set(channelId, round);
      now += gap;
      return record(coup, seats, { channelId, round, dealtAt: now, variant });
    });
  });

/** The statistics by plain loops over the records, nothing shared with the code under test. */
const model = (records: readonly RoundRecord[]): [string, PlayerStats][] => {
  const out: [string, PlayerStats][] = [];
  for (const userId of [...new Set(records.flatMap((r) => r.results.map((s) => s.userId)))].sort()) {
    const mine = records.flatMap((r) =>
      r.results.filter((s) => s.userId === userId).map((seat) => ({ record: r, seat })),
    );
    const bets = {} as Record<Side, { count: number; wageredCents: Cents; netCents: Cents }>;
    for (const side of SIDES) {
      const on = mine.filter(({ seat }) => stakeOn(seat.stakes, side) > 0);
      bets[side] = {
        count: on.length,
        wageredCents: on.reduce((sum, { seat }) => sum + stakeOn(seat.stakes, side) * 100, 0) as Cents,
        netCents: on.reduce(
          (sum, { seat }) => sum + (seat.returns[side] ?? 0) - stakeOn(seat.stakes, side) * 100,
          0,
        ) as Cents,
      };
    }
    const recent: RecentRound[] = mine
      .map(({ record: r, seat }) => ({
        channelId: r.channelId,
        round: r.round,
        shoeNumber: r.shoeNumber,
        coupInShoe: r.coupInShoe,
        dealtAt: r.dealtAt,
        game: r.game,
        outcome: r.outcome,
        playerTotal: r.coup.playerTotal,
        bankerTotal: r.coup.bankerTotal,
        stakes: seat.stakes,
        netCents: seat.netCents,
        balanceCents: seat.balanceCents,
      }))
      .sort((a, b) => b.dealtAt - a.dealtAt || a.channelId.localeCompare(b.channelId) || b.round - a.round)
      .slice(0, RECENT_ROUNDS);
    out.push([
      userId,
      {
        userId,
        coups: mine.length,
        won: mine.filter(({ seat }) => seat.netCents > 0).length,
        lost: mine.filter(({ seat }) => seat.netCents < 0).length,
        even: mine.filter(({ seat }) => seat.netCents === 0).length,
        wageredCents: mine.reduce(
          (sum, { seat }) =>
            sum +
            (stakeOn(seat.stakes, 'player') + stakeOn(seat.stakes, 'banker') + stakeOn(seat.stakes, 'tie')) *
              100,
          0,
        ) as Cents,
        netCents: mine.reduce((sum, { seat }) => sum + seat.netCents, 0) as Cents,
        biggestWinCents: Math.max(0, ...mine.map(({ seat }) => seat.netCents)) as Cents,
        bets,
        recent,
      },
    ]);
  }
  return out;
};

/** The records a fresh scan reads: table by table, rounds in order (how HistoryBook scans storage). */
const scanOrder = (records: readonly RoundRecord[]): RoundRecord[] =>
  [...records].sort((a, b) => a.channelId.localeCompare(b.channelId) || a.round - b.round);

describe('folding records one by one equals a fresh scan', () => {
  it('GIVEN a random ledger WHEN a scan of the first k records is followed by folding the rest in commit order THEN it equals a fresh scan of all', () => {
    fc.assert(
      fc.property(ledgerArb, fc.nat(), (records, cut) => {
        const k = records.length === 0 ? 0 : cut % (records.length + 1);
        const live = statisticsOf(scanOrder(records.slice(0, k)));
        for (const r of records.slice(k)) foldRound(live, r);
        const fresh = statisticsOf(scanOrder(records));
        expect(plain(live)).toEqual(plain(fresh));
        expect(plain(fresh)).toEqual(model(records));
      }),
      { numRuns: 200 },
    );
  });

  it('GIVEN a random ledger WHEN its records are folded in any order THEN the statistics are the same', () => {
    fc.assert(
      fc.property(
        ledgerArb.chain((records) =>
          fc.tuple(fc.constant(records), fc.shuffledSubarray(records, { minLength: records.length })),
        ),
        ([records, shuffled]) => {
          expect(plain(statisticsOf(shuffled))).toEqual(plain(statisticsOf(records)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('GIVEN the recent order THEN it is total: newest first, then table, then the later round', () => {
    const base = {
      shoeNumber: 1,
      coupInShoe: 1,
      game: 'punto-banco',
      outcome: 'tie',
      playerTotal: 0,
      bankerTotal: 0,
    } as const;
    const entry = (channelId: string, round: number, dealtAt: number): RecentRound => ({
      ...base,
      channelId,
      round,
      dealtAt,
      stakes: stakes(1, 0, 0),
      netCents: 0 as Cents,
      balanceCents: 0 as Cents,
    });
    const sorted = [entry('c2', 1, 5), entry('c1', 9, 5), entry('c1', 3, 7), entry('c1', 8, 5)].sort(
      compareRecent,
    );
    expect(sorted.map((e) => `${e.channelId}#${e.round}@${e.dealtAt}`)).toEqual([
      'c1#3@7',
      'c1#9@5',
      'c1#8@5',
      'c2#1@5',
    ]);
  });
});

describe('rankings', () => {
  it('GIVEN equal values THEN they share a rank and the next rank skips (1, 2, 2, 4)', () => {
    expect(
      rankings([
        { userId: 'b', value: 50 },
        { userId: 'a', value: 50 },
        { userId: 'c', value: 90 },
        { userId: 'd', value: -5 },
      ]),
    ).toEqual([
      { userId: 'c', value: 90, rank: 1 },
      { userId: 'a', value: 50, rank: 2 },
      { userId: 'b', value: 50, rank: 2 },
      { userId: 'd', value: -5, rank: 4 },
    ]);
  });

  it('GIVEN no entries THEN no ranks', () => {
    expect(rankings([])).toEqual([]);
  });
});

describe('results by bet type, at every game', () => {
  /** A seat of any game, its stakes and returns as the game settled them (whole chips in, cents out). */
  const seat = (
    userId: string,
    staked: Record<string, number>,
    returns: Record<string, number>,
  ): SeatResult => {
    const wagered = Object.values(staked).reduce((sum, chips) => sum + chips * 100, 0);
    const paid = Object.values(returns).reduce((sum, cents) => sum + cents, 0);
    return {
      userId,
      stakes: staked as unknown as Stakes,
      returns: returns as Record<string, Cents>,
      netCents: (paid - wagered) as Cents,
      commissionCents: 0 as Cents,
      balanceCents: (100_000 + paid - wagered) as Cents,
    };
  };
  const round = (game: string, channelId: string, n: number, results: SeatResult[]): RoundRecord => ({
    ...record(COUPS.banker, [], { channelId, round: n }),
    game,
    results,
  });
  const ROUNDS = [
    // EZ: a Dragon 7. The Banker bet pushes (10 back), Dragon 7 pays 40 to 1 (2 → 82).
    round('ez-baccarat', 'c1', 1, [
      seat('ada', { banker: 10, 'dragon-7': 2 }, { banker: 1_000, 'dragon-7': 8_200 }),
    ]),
    // EZ: Panda 8 lost, Player won.
    round('ez-baccarat', 'c1', 2, [
      seat('ada', { player: 5, 'panda-8': 1 }, { player: 1_000, 'panda-8': 0 }),
    ]),
    // Banque: right won 1:1, the centre split (one tableau won, one lost: the stake back).
    round('banque', 'c2', 1, [
      seat('ada', { right: 10, centre: 4 }, { right: 2_000, centre: 400 }),
      seat('bank', {}, {}),
    ]),
    // Chemin de fer: a stake against the bank, lost.
    round('chemin-de-fer', 'c3', 1, [seat('ada', { punter: 20 }, { punter: 0 })]),
  ];

  it('GIVEN rounds of EZ Baccarat, banque and chemin de fer THEN every spot staked on is counted on its own', () => {
    const ada = statisticsOf(ROUNDS).players.get('ada')!;
    expect(ada.bets).toEqual({
      player: { count: 1, wageredCents: 500, netCents: 500 },
      banker: { count: 1, wageredCents: 1_000, netCents: 0 },
      tie: { count: 0, wageredCents: 0, netCents: 0 },
      centre: { count: 1, wageredCents: 400, netCents: 0 },
      'dragon-7': { count: 1, wageredCents: 200, netCents: 8_000 },
      'panda-8': { count: 1, wageredCents: 100, netCents: -100 },
      punter: { count: 1, wageredCents: 2_000, netCents: -2_000 },
      right: { count: 1, wageredCents: 1_000, netCents: 1_000 },
    });
  });

  it('GIVEN the banker of a player-banked game THEN his rounds count, with no bet type', () => {
    const bank = statisticsOf(ROUNDS).players.get('bank')!;
    expect(bank.coups).toBe(1);
    expect(Object.values(bank.bets).every((bet) => bet.count === 0)).toBe(true);
  });

  it('GIVEN the same rounds folded in any order THEN the records are the same, key for key, as the audit compares them', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ROUNDS, { minLength: ROUNDS.length }), (shuffled) => {
        expect(JSON.stringify(plain(statisticsOf(shuffled)))).toBe(
          JSON.stringify(plain(statisticsOf(ROUNDS))),
        );
      }),
    );
  });
});
