/**
 * Chemin de fer refusals at the table: each is a typed code, and each leaves every record as it
 * was (World.refused compares the whole world before and after).
 */
import { describe, expect, it } from 'vitest';
import { type Cents, wholeChipsIn } from '../../../../src/engine/money.js';
import { World } from '../../../table/support/world.js';
import { gameAction, stackedCdfTable } from './stacked-cdf.js';

const C = 'c1';
const act = gameAction;
const table = (changes: Record<string, unknown> = {}) => stackedCdfTable(['Ana', 'Ben', 'Carl'], changes);

describe('chemin de fer refusals change nothing', () => {
  it('GIVEN a table with no bank WHEN players act out of turn or out of phase THEN each is refused with its code', () => {
    const { world } = table();
    world.refused(act('Zed', { kind: 'open-bank', amount: 200 }), 'cdf/not-seated');
    world.refused(act('Ben', { kind: 'open-bank', amount: 200 }), 'cdf/not-your-turn');
    world.refused(act('Ben', { kind: 'decline' }), 'cdf/not-your-turn');
    world.refused(act('Ana', { kind: 'open-bank', amount: 50 }), 'cdf/bank-below-min');
    world.refused(act('Ana', { kind: 'open-bank', amount: 5000 }), 'cdf/bank-above-wallet');
    world.refused(act('Ana', { kind: 'open-bank', amount: 2.5 }), 'amount/not-whole-chips');
    world.refused(act('Ben', { kind: 'banco' }), 'cdf/no-bank');
    world.refused(act('Ben', { kind: 'stake', amount: 20 }), 'cdf/no-bank');
    world.refused(act('Ana', { kind: 'banque-passe' }), 'cdf/no-bank');
    world.refused(act('Ana', { kind: 'sit' }), 'cdf/already-seated');
    world.refused(act('Zed', { kind: 'leave' }), 'cdf/not-seated');
    world.refused(act('Ana', { kind: 'withdraw' }), 'cdf/no-offer');
    world.refused(act('Ana', { kind: 'double-down' }), 'game/invalid-action');
    world.refused(act('Ana', 'sit'), 'game/invalid-action');
    world.refused({ type: 'deal', channelId: C, userId: 'Ana' }, 'cdf/no-bank');
    world.refused(
      { type: 'bet', channelId: C, userId: 'Ana', side: 'player', amount: 10 },
      'bet/unknown-side',
    );
  });

  it('GIVEN a maximum bank WHEN the holder opens above it THEN it is refused; a bad bank setting is refused too', () => {
    const { world } = table({ bankMax: 300 });
    world.refused(act('Ana', { kind: 'open-bank', amount: 301 }), 'cdf/bank-above-max');
    world.refused(
      { type: 'configure-table', channelId: C, changes: { bankMin: 500, bankMax: 300 } },
      'settings/invalid-bank',
    );
    world.refused(
      { type: 'configure-table', channelId: C, changes: { commissionBp: 501 } },
      'settings/invalid-bank',
    );
    world.refused(
      { type: 'configure-table', channelId: C, changes: { regle: 'house' } },
      'settings/invalid-bank',
    );
    world.refused(
      { type: 'configure-table', channelId: C, changes: { suite: 'yes' } },
      'settings/invalid-switch',
    );
  });

  it('GIVEN a chemin de fer table WHEN la suite is switched on THEN it is stored with the other options, off by default', () => {
    const { world } = table();
    const options = () =>
      (world.table(C).overrides.gameOptions?.['chemin-de-fer'] ?? null) as { suite?: boolean } | null;
    expect(options()?.suite ?? false).toBe(false);
    world.ok({ type: 'configure-table', channelId: C, changes: { suite: true } });
    expect(options()).toMatchObject({ suite: true, regle: 'scarne', commissionBp: 500 });
    world.ok({ type: 'configure-table', channelId: C, changes: { commissionBp: 400 } });
    expect(options()).toMatchObject({ suite: true, commissionBp: 400 });
  });

  it('GIVEN an open bank WHEN players bet against it out of order THEN each is refused, and a coup in play refuses what would change it', () => {
    const { world, stack } = table();
    world.ok(act('Ana', { kind: 'open-bank', amount: 200 }));
    world.refused(act('Ana', { kind: 'open-bank', amount: 200 }), 'cdf/bank-open');
    world.refused(act('Ana', { kind: 'stake', amount: 20 }), 'cdf/banker-cannot-bet');
    world.refused(act('Ben', { kind: 'banque-passe' }), 'cdf/not-your-turn');
    world.refused(act('Zed', { kind: 'banco' }), 'cdf/not-seated');
    world.refused(act('Ben', { kind: 'stake', amount: 5 }), 'cdf/stake-below-min');
    world.refused(act('Ben', { kind: 'stake', amount: 201 }), 'cdf/stake-above-bank');
    world.refused({ type: 'deal', channelId: C, userId: 'Ana' }, 'round/no-bets');
    world.ok(act('Ben', { kind: 'banco' }));
    // Carl sits behind Ben in priority from Ana: his banco could never be accepted.
    world.refused(act('Carl', { kind: 'banco' }), 'cdf/banco-taken');
    world.refused(act('Ben', { kind: 'stake', amount: 20 }), 'cdf/already-offered');
    world.refused({ type: 'deal', channelId: C, userId: 'Carl' }, 'round/not-a-player');
    // A player standing behind may stake; his chips are out of his wallet until the deal.
    world.ok(act('Zed', { kind: 'stake', amount: 20 }));
    expect(world.table(C).escrowCents).toBe(20_000 + 20_000 + 2_000);

    stack(['2D', 'AS', '3C', '2H', '5D']);
    world.ok({ type: 'deal', channelId: C, userId: 'Ben' });
    expect(world.table(C).coup?.decision.userId).toBe('Ben');
    world.refused(act('Ana', { kind: 'banque-passe' }), 'round/coup-in-play');
    world.refused(act('Ana', { kind: 'leave' }), 'cdf/in-play');
    world.refused(act('Ben', { kind: 'leave' }), 'cdf/in-play');
    world.refused(act('Carl', { kind: 'stake', amount: 20 }), 'round/coup-in-play');
    world.refused({ type: 'decide', channelId: C, userId: 'Ana', choice: 'draw' }, 'decision/not-yours');
    // Carl has nothing in the coup: he may leave while it is played.
    world.ok(act('Carl', { kind: 'leave' }));
  });

  it('GIVEN a seated player whose wallet cannot pay a banco or avec la table THEN the refusal says what he can do instead', () => {
    const { world } = table();
    world.ok(act('Ana', { kind: 'open-bank', amount: 200 }));
    // Ben keeps 150 chips: not the banco's 200, but avec la table's 100, or a stake of up to 150.
    world.ok({ type: 'take', userId: 'Ben', amount: 1 });
    world.ok({ type: 'take', userId: 'Ben', amount: wholeChipsIn(world.balance('Ben')! as Cents) - 150 });
    expect(world.run(act('Ben', { kind: 'banco' }))).toMatchObject({
      code: 'bet/banco-above-wallet',
      context: { balance: 15_000, needed: 20_000, kind: 'banco', avec: 100, stakeUpTo: 150 },
    });
    world.refused(act('Ben', { kind: 'banco' }), 'bet/banco-above-wallet');
    // At 80 chips avec la table (100) is out of reach too.
    world.ok({ type: 'take', userId: 'Ben', amount: 70 });
    expect(world.run(act('Ben', { kind: 'banco' }))).toMatchObject({
      context: { balance: 8_000, avec: null, stakeUpTo: 80 },
    });
    expect(world.run(act('Ben', { kind: 'avec-la-table' }))).toMatchObject({
      code: 'bet/banco-above-wallet',
      context: { balance: 8_000, needed: 10_000, kind: 'avec-la-table', avec: null, stakeUpTo: 80 },
    });
  });

  it('GIVEN a Punto Banco table WHEN a player sends a game action THEN it is refused', () => {
    const world = new World();
    world.refused(act('Ana', { kind: 'sit' }), 'game/no-actions');
  });

  it('GIVEN offers on a bank WHEN the banker leaves, or a player takes his offer back THEN every chip goes home and the shoe moves on', () => {
    const { world } = table();
    world.ok(act('Ana', { kind: 'open-bank', amount: 200 }));
    world.ok(act('Ben', { kind: 'stake', amount: 50 }));
    world.ok(act('Carl', { kind: 'stake', amount: 30 }));
    world.ok(act('Carl', { kind: 'withdraw' }));
    expect(world.balance('Carl')).toBe(100_000);
    const left = world.ok(act('Ana', { kind: 'leave' }));
    expect(left.events).toEqual([
      { type: 'cdf-left', userId: 'Ana', seats: ['Ben', 'Carl'] },
      { type: 'cdf-bank-returned', banker: 'Ana', cents: 20_000, reason: 'left' },
      { type: 'cdf-offer-refunded', userId: 'Ben', cents: 5_000, reason: 'left' },
      { type: 'cdf-shoe-passed', from: 'Ana', to: 'Ben', reason: 'left' },
    ]);
    expect([world.balance('Ana'), world.balance('Ben'), world.table(C).escrowCents]).toEqual([
      100_000, 100_000, 0,
    ]);
    expect(world.table(C).roundRules).toBeNull();
  });
});
