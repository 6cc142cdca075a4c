/**
 * The `sabot-cdf/1` export: its shape, a clean verification of shoes played with players' own
 * choices and with defaults under both règles, and every kind of tampering the verifier must name:
 * a card, a forced decision not followed, a default that is not the default, a free choice claimed
 * as forced, a missing decision, a result, a coup after the cut card.
 */
import { describe, expect, it } from 'vitest';
import { chips } from '../../../../src/engine/money.js';
import { buildShoe, isShoeOver, type Shoe } from '../../../../src/engine/shoe.js';
import { begin, type CdfCoup, decide } from '../../../../src/games/chemin-de-fer/rules/coup.js';
import {
  type CdfPlayedCoup,
  type CdfShoeExport,
  cdfExportShapeProblems,
  exportCdfShoe,
  verifyCdfExport,
} from '../../../../src/games/chemin-de-fer/rules/export.js';
import type { CdfRegle } from '../../../../src/games/chemin-de-fer/rules/regle.js';

const SPEC = {
  serverSeed: '7b'.repeat(32),
  clientSeed: 'cdf:export',
  shoeNumber: 26,
  decks: 6,
  cutCardReserve: 16,
};

/** Plays a whole shoe where every free choice goes against the default, by the player's own hand. */
const playContrarian = (shoe: Shoe, regle: CdfRegle): CdfPlayedCoup[] => {
  const played: CdfPlayedCoup[] = [];
  for (let at = shoe.firstCoupAt; !isShoeOver(shoe, at); ) {
    let step = begin(shoe.cards, at, regle);
    while (step.kind === 'waiting') {
      const { choices, defaultChoice } = step.decision;
      const other = choices.find((choice) => choice !== defaultChoice);
      step = decide(shoe.cards, at, step.state, other ?? defaultChoice, 'player');
    }
    played.push({ coup: step.coup, stake: chips(10 + played.length) });
    at += step.cardsUsed;
  }
  return played;
};

/** A deep, writable copy of an export to tamper with. */
const copy = (value: CdfShoeExport) =>
  JSON.parse(JSON.stringify(value)) as {
    coups: {
      punter: string[];
      banker: string[];
      decisions: { hand: string; total: number; action: string; by: string }[];
      result: string;
      coup: number;
    }[];
  } & CdfShoeExport;

describe('the sabot-cdf/1 export', () => {
  const shoe = buildShoe(SPEC);
  const played = playContrarian(shoe, 'scarne');
  const exported = exportCdfShoe(shoe, played);

  it('GIVEN a played shoe THEN the export has the shoe header and one entry per coup in the documented shape', () => {
    expect(exported).toMatchObject({
      format: 'sabot-cdf/1',
      serverSeed: SPEC.serverSeed,
      clientSeed: SPEC.clientSeed,
      shoeNumber: 26,
      decks: 6,
      cutCardReserve: 16,
    });
    expect(exported).not.toHaveProperty('regle');
    expect(cdfExportShapeProblems(exported)).toEqual([]);
    const first = exported.coups[0]!;
    expect(Object.keys(first)).toEqual(['coup', 'punter', 'banker', 'decisions', 'stake', 'result']);
    expect(first.stake).toBe(10);
    const bys = new Set(exported.coups.flatMap((coup) => coup.decisions.map((d) => `${d.hand}:${d.by}`)));
    expect(bys).toEqual(new Set(['punter:rule', 'punter:player', 'banker:rule', 'banker:player']));
  });

  it('GIVEN honest exports, with players’ choices or defaults, under both règles THEN verify finds nothing', () => {
    expect(verifyCdfExport(exported, buildShoe(exported))).toEqual({
      mismatches: [],
      coupsChecked: played.length,
    });
    const free = exportCdfShoe(shoe, playContrarian(shoe, 'free'));
    expect(free.regle).toBe('free');
    expect(verifyCdfExport(free, buildShoe(free)).mismatches).toEqual([]);
    // The same shoe under the other règle does not verify: the banker's choices were free there.
    expect(verifyCdfExport({ ...free, regle: undefined }, buildShoe(free)).mismatches.length).toBeGreaterThan(
      0,
    );
  });

  it('GIVEN a card swapped in one coup THEN verify names that coup and hand', () => {
    const tampered = copy(exported);
    const coup = tampered.coups[4]!;
    const real = coup.punter[0]!;
    coup.punter[0] = real === 'KH' ? 'QH' : 'KH';
    const { mismatches } = verifyCdfExport(tampered, buildShoe(tampered));
    expect(mismatches[0]).toEqual({
      where: 'coup 5 punter',
      claimed: coup.punter.join(' '),
      actual: exported.coups[4]!.punter.join(' '),
    });
  });

  it('GIVEN a forced decision not followed, a free choice claimed forced, and a wrong default THEN each is its own line', () => {
    const tampered = copy(exported);
    const forcedAt = tampered.coups.findIndex(
      (c) => c.decisions[0]?.by === 'rule' && c.decisions[0].total <= 4,
    );
    const freeAt = tampered.coups.findIndex((c) => c.decisions[0]?.by === 'player');
    tampered.coups[forcedAt]!.decisions[0]!.action = 'stand';
    tampered.coups[freeAt]!.decisions[0]!.by = 'rule';
    const { mismatches } = verifyCdfExport(tampered, buildShoe(tampered));
    const lines = mismatches.map((m) => `${m.where}: ${m.claimed} / ${m.actual}`);
    const forced = exported.coups[forcedAt]!.decisions[0]!;
    expect(lines).toContain(
      `coup ${forcedAt + 1} decision 1: punter ${forced.total} stand by rule / punter ${forced.total} card by rule`,
    );
    const free = exported.coups[freeAt]!.decisions[0]!;
    expect(lines).toContain(
      `coup ${freeAt + 1} decision 1: punter 5 ${free.action} by rule / punter 5 ${free.action} by player`,
    );
    // A stand at 5 claimed as the default: the default is to draw.
    const wrongDefault = copy(exported);
    const standAt = wrongDefault.coups.findIndex((c) => c.decisions[0]?.total === 5);
    wrongDefault.coups[standAt]!.decisions[0]!.by = 'default';
    expect(verifyCdfExport(wrongDefault, buildShoe(wrongDefault)).mismatches).toEqual([
      {
        where: `coup ${standAt + 1} decision 1`,
        claimed: 'punter 5 stand by default',
        actual: 'punter 5 stand by player',
      },
    ]);
  });

  it('GIVEN a missing banker decision, a changed result and a coup past the cut card THEN verify lists them', () => {
    const tampered = copy(exported);
    const at = tampered.coups.findIndex((c) => c.decisions[1]?.by === 'rule');
    const removed = tampered.coups[at]!.decisions.pop()!;
    tampered.coups[0]!.result = tampered.coups[0]!.result === 'win' ? 'lose' : 'win';
    tampered.coups.push({ ...tampered.coups.at(-1)!, coup: tampered.coups.length + 1 });
    const { mismatches } = verifyCdfExport(tampered, buildShoe(tampered));
    expect(mismatches).toContainEqual({
      where: `coup ${at + 1} decision 2`,
      claimed: 'none',
      actual: `banker ${removed.total} ${removed.action} by ${removed.by}`,
    });
    expect(mismatches).toContainEqual({
      where: 'coup 1 result',
      claimed: tampered.coups[0]!.result,
      actual: exported.coups[0]!.result,
    });
    expect(mismatches.at(-1)).toEqual({
      where: `coup ${tampered.coups.length}`,
      claimed: 'a coup',
      actual: 'the cut card had ended the shoe',
    });
  });

  it('GIVEN malformed values THEN the shape check says what is wrong', () => {
    expect(cdfExportShapeProblems([])).toEqual(['the file is not a JSON object']);
    const bad = { ...copy(exported), regle: 'house', cutCardReserve: 5 } as Record<string, unknown>;
    (bad.coups as { stake: number }[])[1]!.stake = 0;
    expect(cdfExportShapeProblems(bad)).toEqual([
      'cutCardReserve must be an integer from 6 to 200',
      'regle must be one of scarne, free',
      'coups[1] must have coup, punter, banker, decisions, stake, result',
    ]);
  });

  it('GIVEN coups dealt under two règles THEN one export refuses them', () => {
    const mixed: CdfPlayedCoup[] = [
      played[0]!,
      { ...played[1]!, coup: { ...played[1]!.coup, regle: 'free' } as CdfCoup },
    ];
    expect(() => exportCdfShoe(shoe, mixed)).toThrow(RangeError);
  });
});
