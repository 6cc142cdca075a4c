/**
 * /stats and /history count every game's coups: three coups of banque leave a record for each
 * punter and for the banker, in the game's own words, with stakes, nets and balances.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../src/discord/i18n/index.js';
import { renderHistory, renderStats } from '../../src/discord/views/index.js';
import { statisticsOf } from '../../src/table/statistics.js';
import { banqueAction, stackedBanqueTable, takeBank } from '../games/banque/table/stacked-banque.js';
import { gameAction, stackedCdfTable } from '../games/chemin-de-fer/table/stacked-cdf.js';
import type { World } from '../table/support/world.js';

const C = 'c1';
const stake = (who: string, position: string, amount: number) =>
  banqueAction(who, { kind: 'stake', position, amount });
const deal = (userId: string | null = null) => ({ type: 'deal' as const, channelId: C, userId });
/** Every decision taken by its own player (the default choice), so nobody is marked absent. */
const playOut = (world: World) => {
  while (world.table(C).coup) {
    const { decision } = world.table(C).coup!;
    world.ok({
      type: 'decide',
      channelId: C,
      userId: decision.userId,
      choice: decision.defaultChoice,
      step: decision.step,
    });
  }
};

const threeCoups = () => {
  const { world, stack } = stackedBanqueTable({ right: ['Rita'], left: ['Leo'] });
  takeBank(world, 'Bea', 1000);
  for (let coup = 0; coup < 3; coup++) {
    world.ok(stake('Rita', 'right', 50));
    world.ok(stake('Leo', 'left', 20));
    stack(['2C', 'KC', '3S', '3D', '6D', '4H', 'AS', '2H', '5C']);
    world.ok(deal('Rita'));
    playOut(world);
  }
  return statisticsOf(world.rounds);
};

describe('a player’s banque coups in /stats and /history', () => {
  it('GIVEN three coups of banque THEN each punter and the banker has three coups, with wagers and nets', () => {
    const stats = threeCoups();
    const rita = stats.players.get('Rita')!;
    expect(rita.coups).toBe(3);
    expect(rita.wageredCents).toBe(15_000);
    expect(rita.won + rita.lost + rita.even).toBe(3);
    expect(rita.recent.map((round) => round.game)).toEqual(['banque', 'banque', 'banque']);
    const bea = stats.players.get('Bea')!;
    expect(bea.coups).toBe(3);
    // What the punters won the banker lost, and the other way round, before the house's commission.
    const leo = stats.players.get('Leo')!;
    expect(bea.netCents + rita.netCents + leo.netCents).toBeLessThanOrEqual(0);
  });

  it('GIVEN three coups of banque THEN /stats shows them, not “no round yet”, in every language', () => {
    const stats = threeCoups();
    for (const locale of ['en', 'nl', 'it', 'ro'] as const) {
      const text = JSON.stringify(
        renderStats(locale, { name: 'Rita', self: true, stats: stats.players.get('Rita') }),
      );
      expect(text).not.toContain(t(locale, 'stats.none.self'));
      expect(text).toContain(t(locale, 'stats.wagered', { cents: 15_000 as never }));
    }
  });

  it('GIVEN three coups of banque THEN /history lists them with the position staked, and the banker’s as holding the bank', () => {
    const stats = threeCoups();
    const rita = JSON.stringify(renderHistory('it', { stats: stats.players.get('Rita') }));
    expect(rita).not.toContain(t('it', 'history.none'));
    expect(rita).toContain(t('it', 'banque.history.punter'));
    expect(rita).toContain(`${t('it', 'banque.button.right')} 50`);
    const bea = JSON.stringify(renderHistory('en', { stats: stats.players.get('Bea') }));
    expect(bea).toContain(t('en', 'banque.history.banker'));
    expect(bea.match(/Round \d+/g)).toHaveLength(3);
  });
});

describe('a player’s chemin de fer coups in /stats and /history', () => {
  it('GIVEN a coup of chemin de fer banco’d and won by the punter THEN both players have it, with the stake against the bank', () => {
    const { world, stack } = stackedCdfTable(['Ana', 'Ben']);
    world.ok(gameAction('Ana', { kind: 'open-bank', amount: 200 }));
    world.ok(gameAction('Ben', { kind: 'banco' }));
    stack(['7C', '3H', 'KD', '3S']);
    world.ok({ type: 'deal', channelId: C, userId: 'Ana' });
    playOut(world);
    const stats = statisticsOf(world.rounds);
    expect(stats.players.get('Ben')).toMatchObject({
      coups: 1,
      won: 1,
      netCents: 20_000,
      wageredCents: 20_000,
    });
    expect(stats.players.get('Ana')).toMatchObject({ coups: 1, lost: 1, netCents: -20_000 });
    const ben = JSON.stringify(renderHistory('nl', { stats: stats.players.get('Ben') }));
    expect(ben).toContain(t('nl', 'cdf.history.punter'));
    expect(ben).toContain(`${t('nl', 'cdf.history.stake')} 200`);
    const ana = JSON.stringify(renderHistory('ro', { stats: stats.players.get('Ana') }));
    expect(ana).toContain(t('ro', 'cdf.history.banker'));
  });
});
