/**
 * Absences in the player-banked games: two decisions in a row left to time out mark a player
 * absent; his own answer, or a decision the bot took by the rule at his request, clears the count.
 */
import { describe, expect, it } from 'vitest';
import { markAbsences } from '../../src/table/absence.js';
import type { DecisionTaken } from '../../src/table/state.js';

const taken = (userId: string, by: DecisionTaken['by']): DecisionTaken => ({
  userId,
  kind: 'draw-or-stand',
  choice: 'draw',
  by,
});
const none = { absent: [] as readonly string[], timeouts: {} };

describe('absences', () => {
  it('GIVEN two defaults in a row THEN the player is absent; one of his own answers between them THEN he is not', () => {
    expect(markAbsences(none, [taken('a', 'default'), taken('a', 'default')], ['a']).absent).toEqual(['a']);
    const answered = markAbsences(
      none,
      [taken('a', 'default'), taken('a', 'player'), taken('a', 'default')],
      ['a'],
    );
    expect(answered).toEqual({ absent: [], timeouts: { a: 1 } });
  });

  it('GIVEN a player who plays by the rule THEN the bot’s decisions for him never make him absent, and clear a missed one', () => {
    const ruled = markAbsences(none, [taken('a', 'by-the-rule'), taken('a', 'by-the-rule')], ['a']);
    expect(ruled).toEqual({ absent: [], timeouts: {} });
    const cleared = markAbsences({ absent: [], timeouts: { a: 1 } }, [taken('a', 'by-the-rule')], ['a']);
    expect(cleared).toEqual({ absent: [], timeouts: {} });
  });

  it('GIVEN a player who left THEN he is not marked absent, whatever he let time out', () => {
    expect(markAbsences(none, [taken('a', 'default'), taken('a', 'default')], []).absent).toEqual([]);
  });
});
