/**
 * Settings never change a round in progress: a round plays by the rules it opened with (its first
 * bet froze them), a new deck count waits for the next shoe, and the table says what is pending.
 */

import { describe, expect, it } from 'vitest';
import { optionsIn, roundOptions } from '../../src/games/punto-banco/table/settings.js';
import { TIERS } from '../../src/games/tiers.js';
import type { Accepted, TableEvent } from '../../src/table/commands.js';
import { pendingSettings } from '../../src/table/state.js';
import { World } from './support/world.js';

const C = 'c1';
const bet = (userId: string, side: string, amount: number) =>
  ({ type: 'bet', channelId: C, userId, side, amount }) as const;
const configure = (changes: Record<string, unknown>) =>
  ({ type: 'configure-table', channelId: C, changes }) as const;
const eventOf = <K extends TableEvent['type']>(outcome: Accepted, type: K) =>
  outcome.events.find((e): e is Extract<TableEvent, { type: K }> => e.type === type);

describe('settings reach play at the next round', () => {
  it('GIVEN bets on the table WHEN the variant changes THEN this round is paid as Punto Banco (its record at 5 % commission) and the next as Punto 2000 (none)', () => {
    const world = new World();
    world.ok(bet('u1', 'banker', 10));
    const changed = world.ok(configure({ variant: 'punto-2000' }));
    const configured = eventOf(changed, 'table-configured')!;
    expect(configured).toMatchObject({
      settings: { gameOptions: { 'punto-banco': { variant: 'punto-2000' } } },
      roundRules: { game: 'punto-banco' },
      pending: [{ setting: 'gameOptions', from: 'next-round' }],
    });
    // The round under way keeps the variant it opened with.
    expect(optionsIn(configured.roundRules!).variant).toBe('punto-banco');
    const first = world.ok({ type: 'deal', channelId: C, userId: 'u1' });
    const paidFirst = eventOf(first, 'round-dealt')!.record;
    expect(paidFirst).toMatchObject({ commissionBp: 500 });
    expect(roundOptions(paidFirst).variant).toBe('punto-banco');
    expect(pendingSettings(world.guild, world.table())).toEqual([]);
    world.ok(bet('u1', 'banker', 10));
    const second = world.ok({ type: 'deal', channelId: C, userId: 'u1' });
    const paidSecond = eventOf(second, 'round-dealt')!.record;
    expect(paidSecond).toMatchObject({ gameOptions: { variant: 'punto-2000' }, commissionBp: 0 });
    expect(roundOptions(paidSecond).variant).toBe('punto-2000');
  });

  it('GIVEN bets on the table WHEN the limits rise THEN more bets this round follow the old limits; the next round the new', () => {
    const world = new World();
    world.ok(bet('u1', 'player', 2));
    world.ok(configure({ tier: '25-1000' }));
    world.ok(bet('u2', 'player', 3));
    world.refused(bet('u2', 'player', 100), 'bet/above-max');
    world.ok({ type: 'deal', channelId: C, userId: 'u1' });
    world.refused(bet('u2', 'player', 3), 'bet/below-min');
    world.ok(bet('u2', 'player', 500));
    expect(world.table().roundRules?.limits).toEqual(TIERS['25-1000']);
  });

  it('GIVEN bets on an untouched shoe WHEN the deck count changes THEN the shoe stays, pending until the next shoe', () => {
    const world = new World();
    world.ok(bet('u1', 'player', 2));
    const before = world.table().shoe;
    const changed = world.ok(configure({ decks: 6 }));
    expect(eventOf(changed, 'table-configured')?.pending).toEqual([{ setting: 'decks', from: 'next-shoe' }]);
    expect(world.table().shoe).toEqual(before);
    world.ok({ type: 'new-shoe', channelId: C });
    expect(world.table().shoe.spec.decks).toBe(6);
    expect(pendingSettings(world.guild, world.table())).toEqual([]);
  });

  it('GIVEN nobody at the table and an untouched shoe WHEN the deck count changes THEN it applies at once', () => {
    const world = new World();
    world.ok({ type: 'view-table', channelId: C });
    const changed = world.ok(configure({ decks: 6 }));
    expect(eventOf(changed, 'table-configured')?.pending).toEqual([]);
    expect(world.table().shoe.spec.decks).toBe(6);
  });

  it('GIVEN the last bet cleared WHEN the round empties THEN the rules unfreeze and the new settings apply at once', () => {
    const world = new World();
    world.ok(bet('u1', 'player', 2));
    world.ok(configure({ tier: '5-500' }));
    world.ok({ type: 'clear', channelId: C, userId: 'u1' });
    expect(world.table().roundRules).toBeNull();
    world.refused(bet('u1', 'player', 2), 'bet/below-min');
  });
});
