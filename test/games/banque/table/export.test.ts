/**
 * A banque shoe played at the table exports as `sabot-banque/1` from its round records (the shell's
 * /fair export), and the export verifies against the shoe its seeds build: every card, decision
 * (players', the rule's and defaults) and result, with the stakes the banker's default weighed.
 */
import { describe, expect, it } from 'vitest';
import { exportArchive } from '../../../../src/discord/shoe-history.js';
import { buildShoe } from '../../../../src/engine/shoe.js';
import { type BanqueShoeExport, verifyBanqueExport } from '../../../../src/games/banque/rules/export.js';
import {
  type BanqueRoundCoup,
  type BanqueTableState,
  banque,
} from '../../../../src/games/banque/table/index.js';
import type { PendingDecision } from '../../../../src/table/state.js';
import { T0, World } from '../../../table/support/world.js';
import { banqueAction as act, BANQUE_LIMITS } from './stacked-banque.js';

const C = 'c1';

/**
 * Plays the coup out: each decision in turn, alternating a player's own choice (the last offered)
 * with letting the deadline pass; `seen` looks at each decision first.
 */
const playOut = (world: World, seen: (decision: PendingDecision) => void = () => {}) => {
  for (let n = 0; world.table(C).coup; n++) {
    const { decision } = world.table(C).coup!;
    seen(decision);
    if (n % 2 === 0)
      world.ok({
        type: 'decide',
        channelId: C,
        userId: decision.userId,
        choice: decision.choices.at(-1)!,
        step: decision.step,
      });
    else {
      world.now = decision.deadline;
      world.ok({ type: 'decision-timeout', channelId: C, step: decision.step });
    }
  }
};

describe('a banque shoe exported from the table', () => {
  it('GIVEN coups played with chosen and defaulted decisions WHEN the shoe is revealed and exported THEN it is sabot-banque/1 and verifies', () => {
    const world = new World();
    world.now = T0;
    world.ok({ type: 'configure-table', channelId: C, changes: { game: 'banque', limits: BANQUE_LIMITS } });
    world.ok(act('Rita', { kind: 'sit', side: 'right' }));
    world.ok(act('Lars', { kind: 'sit', side: 'left' }));
    world.ok(act('Bea', { kind: 'bid', amount: 1000 }));
    world.now = world.table(C).dealAt!;
    world.ok({ type: 'deal', channelId: C, userId: null });
    for (let coup = 0; coup < 8; coup++) {
      world.ok(act('Rita', { kind: 'stake', position: 'right', amount: 20 }));
      world.ok(act('Lars', { kind: 'stake', position: 'left', amount: 10 + coup }));
      world.ok(act('Cleo', { kind: 'stake', position: 'centre', amount: 15 }));
      world.ok({ type: 'deal', channelId: C, userId: 'Bea' });
      playOut(world);
      if ((world.table(C).gameState as BanqueTableState).banker === null) break;
    }
    const shoeNumber = world.table(C).shoe.spec.shoeNumber;
    world.ok({ type: 'new-shoe', channelId: C });
    const archive = world.shoes.find((s) => s.spec.shoeNumber === shoeNumber)!;
    expect(archive.game).toBe('banque');
    const rounds = world.rounds.filter((r) => r.shoeNumber === shoeNumber);
    expect(rounds.length).toBe(archive.coups);
    expect(rounds.length).toBeGreaterThan(2);
    const exported = exportArchive(
      banque,
      archive,
      rounds.map((record) => record.coup),
    ) as BanqueShoeExport;
    expect(exported.format).toBe('sabot-banque/1');
    expect(exported.coups[0]!.stakes).toEqual({ right: 20, left: 10, centre: 15 });
    expect(exported.coups.flatMap((c) => c.decisions.map((d) => d.by))).toEqual(
      expect.arrayContaining(['player', 'default']),
    );
    const check = verifyBanqueExport(JSON.parse(JSON.stringify(exported)), buildShoe(archive.spec));
    expect(check).toEqual({ mismatches: [], coupsChecked: rounds.length });
  });

  it('GIVEN coups whose right card-holder sat out (a banco on the left sent her stake home) WHEN the shoe is exported THEN her tableau is exported as one nobody held, played by the rule, and every coup verifies', () => {
    const world = new World();
    world.now = T0;
    world.ok({ type: 'configure-table', channelId: C, changes: { game: 'banque', limits: BANQUE_LIMITS } });
    world.ok(act('Rita', { kind: 'sit', side: 'right' }));
    world.ok(act('Lars', { kind: 'sit', side: 'left' }));
    world.ok(act('Lea', { kind: 'sit', side: 'left' }));
    world.ok(act('Bea', { kind: 'bid', amount: 300 }));
    world.now = world.table(C).dealAt!;
    world.ok({ type: 'deal', channelId: C, userId: null });
    let bancoCoups = 0;
    for (let coup = 0; coup < 8; coup++) {
      const state = world.table(C).gameState as BanqueTableState;
      world.ok(act('Rita', { kind: 'stake', position: 'right', amount: 20 }));
      world.ok(act('Lars', { kind: 'stake', position: 'left', amount: 10 }));
      // Lea, behind Lars, calls banco on the left every other coup her wallet covers it.
      const banco = Math.floor(state.bankCents / 100) - state.frozen.reduce((sum, i) => sum + i.amount, 0);
      const calls =
        coup % 2 === 0 && (world.balance('Lea') ?? 0) >= banco * 100 && state.queues.left[0] !== 'Lea';
      if (calls) world.ok(act('Lea', { kind: 'banco', side: 'left' }));
      world.ok({ type: 'deal', channelId: C, userId: 'Bea' });
      if (calls) bancoCoups++;
      playOut(world, (decision) => expect(calls && decision.userId === 'Rita').toBe(false));
      if ((world.table(C).gameState as BanqueTableState).banker === null) break;
    }
    expect(bancoCoups).toBeGreaterThan(0);
    const shoeNumber = world.table(C).shoe.spec.shoeNumber;
    world.ok({ type: 'new-shoe', channelId: C });
    const archive = world.shoes.find((s) => s.spec.shoeNumber === shoeNumber)!;
    const rounds = world.rounds.filter((r) => r.shoeNumber === shoeNumber);
    const sat = rounds.filter((r) => (r.coup as BanqueRoundCoup).sittingOut?.right === 'Rita');
    expect(sat.length).toBe(bancoCoups);
    for (const record of sat) expect((record.coup as BanqueRoundCoup).holders.right).toBeNull();
    const exported = exportArchive(
      banque,
      archive,
      rounds.map((record) => record.coup),
    ) as BanqueShoeExport;
    // A tableau nobody held: its decisions are the rule's, or the default at 5; never a player's.
    const satCoups = exported.coups.filter((_, i) => sat.includes(rounds[i]!));
    expect(satCoups.length).toBe(sat.length);
    for (const coup of satCoups) {
      expect(coup.stakes.right).toBe(0);
      expect(coup.decisions.filter((d) => d.hand === 'right' && d.by === 'player')).toEqual([]);
    }
    const check = verifyBanqueExport(JSON.parse(JSON.stringify(exported)), buildShoe(archive.spec));
    expect(check).toEqual({ mismatches: [], coupsChecked: rounds.length });
  });
});
