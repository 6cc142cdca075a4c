/**
 * EZ Baccarat's table module at the seam: each spot's settlement through rules/bets.ts (the Banker
 * push on a Dragon 7, both side bets), no commission, the side bets' own limits, and its shoe export.
 */
import { describe, expect, it } from 'vitest';
import type { Chips } from '../../../../src/engine/money.js';
import { buildShoe, dealWholeShoe } from '../../../../src/engine/shoe.js';
import {
  checkShoeExport,
  type ExportedRound,
  exportShoe,
  SHOE_EXPORT_FORMAT,
  type ShoeExport,
  shoeExportShapeProblems,
} from '../../../../src/engine/shoe-export.js';
import { EZ_BACCARAT } from '../../../../src/games/ez-baccarat/rules/bets.js';
import {
  type EzExportedRound,
  exportEzShoe,
  ezVerdicts,
} from '../../../../src/games/ez-baccarat/rules/export.js';
import { ezBaccarat } from '../../../../src/games/ez-baccarat/table/game.js';
import { BUILT_IN_GAMES } from '../../../../src/games/registry.js';
import { SIDE_BETS, TIERS } from '../../../../src/games/tiers.js';
import { limitsOf } from '../../../../src/table/game.js';
import { type Limits, MAIN_LIMIT_FIELDS, type Stakes, validateLimits } from '../../../../src/table/limits.js';
import { DEFAULT_GUILD_SETTINGS, type RoundRules } from '../../../../src/table/state.js';
import { stackedCoup } from '../../../support/cards.js';
import { KNOWN_ANSWER } from '../../../support/known-answer.js';

const RULES: RoundRules = { ...DEFAULT_GUILD_SETTINGS.tableDefaults, game: EZ_BACCARAT };
/** One chip on every spot, and a bigger Banker stake to see the push return it whole. */
const STAKES: Stakes = { player: 10, banker: 25, tie: 2, 'dragon-7': 3, 'panda-8': 4 } as unknown as Stakes;

const returnsOf = (codes: string[]) =>
  ezBaccarat.settle(stackedCoup(...codes), [{ userId: 'u', stakes: STAKES }], RULES)[0];

describe('settlement', () => {
  it('GIVEN a Dragon 7 (Banker 7 on three cards) THEN Banker pushes, Dragon 7 pays 40:1, the rest lose, no commission', () => {
    // Player 3+3 = 6 stands; Banker 2+2 = 4 draws a 3: 7.
    expect(returnsOf(['3S', '2S', '3H', '2H', '3D'])).toEqual({
      userId: 'u',
      returns: { player: 0, banker: 2_500, tie: 0, 'dragon-7': 12_300, 'panda-8': 0 },
      commissionCents: 0,
    });
  });

  it('GIVEN a Panda 8 (Player 8 on three cards) THEN Player pays 1:1, Panda 8 pays 25:1', () => {
    // Player 2+3 = 5 draws a 3: 8; Banker 3+4 = 7, the Player's third a 3: stands on 7.
    const seat = returnsOf(['2S', '3S', '3H', '4H', '3D']);
    expect(seat?.returns).toEqual({ player: 2_000, banker: 0, tie: 0, 'dragon-7': 0, 'panda-8': 10_400 });
  });

  it('GIVEN a plain Banker win THEN Banker pays even money with no commission', () => {
    // Player 3+3 = 6 stands; Banker 4+3 = 7 stands.
    const seat = returnsOf(['3S', '4S', '3H', '3D']);
    expect(seat?.returns).toEqual({ player: 0, banker: 5_000, tie: 0, 'dragon-7': 0, 'panda-8': 0 });
    expect(ezBaccarat.commissionBp(RULES)).toBe(0);
  });

  it('GIVEN a tie THEN Tie pays 8:1 and Player and Banker push', () => {
    // Both 3+4 = 7 stand.
    const seat = returnsOf(['3S', '3H', '4S', '4H']);
    expect(seat?.returns).toEqual({ player: 1_000, banker: 2_500, tie: 1_800, 'dragon-7': 0, 'panda-8': 0 });
  });

  it('GIVEN a coup THEN its outcome is who won, as roads count it', () => {
    expect(ezBaccarat.outcomeOf(stackedCoup('3S', '2S', '3H', '2H', '3D'))).toBe('banker');
  });
});

describe('limits', () => {
  const limits: Limits = TIERS['5-500'];
  const check = (stakes: Record<string, number>) => ezBaccarat.checkStakes(limits, stakes as Stakes);

  it('GIVEN EZ Baccarat THEN it is registered and reads the main, Tie and side-bet limits', () => {
    expect(BUILT_IN_GAMES.get(EZ_BACCARAT)).toBe(ezBaccarat);
    expect(limitsOf(ezBaccarat)).toEqual([
      ...MAIN_LIMIT_FIELDS,
      'dragon7Min',
      'dragon7Max',
      'panda8Min',
      'panda8Max',
    ]);
    expect(limitsOf(ezBaccarat)).toEqual(expect.arrayContaining(['tieMax', 'dragon7Max', 'panda8Min']));
  });

  it('GIVEN side bets within their own limits THEN they stand, even below the table minimum', () => {
    expect(check({ 'dragon-7': 1, 'panda-8': 25 })).toBeUndefined();
  });

  it('GIVEN a side bet above its maximum THEN it is refused naming the spot', () => {
    expect(check({ 'dragon-7': 26 })).toMatchObject({
      code: 'bet/side-above-max',
      context: { spot: 'dragon-7', max: 25 },
    });
    expect(check({ 'panda-8': 30 })).toMatchObject({
      code: 'bet/side-above-max',
      context: { spot: 'panda-8', max: 25 },
    });
  });

  it('GIVEN a side bet below its minimum THEN it is refused naming the spot', () => {
    const custom = { ...limits, panda8Min: 5 as Chips };
    expect(ezBaccarat.checkStakes(custom, { 'panda-8': 2 } as unknown as Stakes)).toMatchObject({
      code: 'bet/side-below-min',
      context: { spot: 'panda-8', min: 5 },
    });
  });

  it('GIVEN Player, Banker and Tie THEN they keep Punto Banco’s limits', () => {
    expect(check({ banker: 4 })).toMatchObject({ code: 'bet/below-min', context: { min: 5 } });
    expect(check({ tie: 61 })).toMatchObject({ code: 'bet/tie-above-max', context: { max: 60 } });
  });

  it('GIVEN limits set before the side bets existed THEN the side bets read the Tie’s', () => {
    const { dragon7Min, dragon7Max, panda8Min, panda8Max, ...old } = limits;
    expect(ezBaccarat.checkStakes(old as Limits, { 'dragon-7': 60 } as unknown as Stakes)).toBeUndefined();
    expect(ezBaccarat.checkStakes(old as Limits, { 'dragon-7': 61 } as unknown as Stakes)).toMatchObject({
      context: { max: 60 },
    });
  });

  it('GIVEN custom side-bet limits with a minimum above the maximum THEN they are refused', () => {
    expect(validateLimits({ ...limits, dragon7Min: 30 as Chips }, SIDE_BETS)).toMatchObject({
      code: 'settings/invalid-limits',
      context: { reason: 'side-min-max' },
    });
    expect(validateLimits({ ...limits, panda8Max: 0 as Chips }, SIDE_BETS)).toMatchObject({
      context: { reason: 'whole' },
    });
  });
});

describe('the shoe export', () => {
  it('GIVEN a whole shoe THEN it exports sabot-shoe/1 with the game named, Punto Banco’s rounds each with what EZ’s bets did, and the sabot-shoe/1 checks read it clean', () => {
    const shoe = buildShoe(KNOWN_ANSWER);
    const exported = ezBaccarat.exportShoe(shoe, dealWholeShoe(shoe)) as ShoeExport;
    expect(ezBaccarat.exportFormat).toBe(SHOE_EXPORT_FORMAT);
    expect(exported).toMatchObject({ format: SHOE_EXPORT_FORMAT, game: EZ_BACCARAT });
    // The export the tools replay and check is the one the table gives players.
    expect(exported).toEqual(exportEzShoe(shoe, dealWholeShoe(shoe)));
    const punto = exportShoe(shoe, dealWholeShoe(shoe)).rounds;
    expect(
      exported.rounds.map(({ result: _result, ...round }: ExportedRound & { result?: unknown }) => round),
    ).toEqual(punto);
    expect(exported.rounds.map((round) => (round as EzExportedRound).result)).toEqual(
      dealWholeShoe(shoe).map((coup) => ezVerdicts(coup)),
    );
    const parsed: unknown = JSON.parse(JSON.stringify(exported));
    expect(shoeExportShapeProblems(parsed)).toEqual([]);
    const check = checkShoeExport(parsed as ShoeExport, shoe);
    expect(check.header).toEqual([]);
    expect(check.rounds.every((round) => round.mismatches.length === 0)).toBe(true);
  });
});
