/**
 * Chemin de fer's private note at the close of betting: the bank accepts offers in priority order,
 * and each player whose offer it trimmed or refused is told privately, in his own language, as a
 * follow-up of the interaction he offered with; an offer taken whole, or one taken back before,
 * earns no note. Below Discord: stand-in interactions, the real commands and game service, the
 * store on SQLite in memory with a stacked shoe, a virtual clock. Then the note itself: every
 * reason, every language, within Discord's limits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../src/discord/i18n/format.js';
import { t } from '../../../../src/discord/i18n/index.js';
import { renderRefundNote } from '../../../../src/discord/views/index.js';
import type { Cents, Chips } from '../../../../src/engine/money.js';
import type { CdfAcceptance } from '../../../../src/games/chemin-de-fer/rules/bank.js';
import {
  type CdfCoverRefund,
  cdfCoverRefundsOf,
  renderCdfRefundNote,
} from '../../../../src/games/chemin-de-fer/shell/notes.js';
import type { TableEvent } from '../../../../src/table/commands.js';
import { ALICE, BOB, type FakeInteractionInput } from '../../../discord/fake-interaction.js';
import { closeStackedShells, followUps, stackedShell } from '../../../discord/stacked-shell.js';
import { cdfAcceptance } from '../../../support/cdf-acceptance.js';
import { stackedCheminDeFer } from '../table/stacked-cdf.js';

const CARL = '300000000000000005';
const DORA = '300000000000000006';
const ERIN = '300000000000000007';
afterEach(closeStackedShells);

const setup = () => stackedShell(stackedCheminDeFer());

describe('the private note when the chemin de fer bank cannot take an offer whole', () => {
  it('GIVEN offers beyond what the bank covers WHEN betting closes THEN each player trimmed or refused is told privately in his language, and one taken whole or taken back is not', async () => {
    const { clock, shows, send, admin, round, stack } = await setup();
    await admin('game', { value: 'chemin-de-fer' });
    await admin('timer', { seconds: 0 });
    const chemin = (userId: string, subcommand: string, options: FakeInteractionInput['options'] = {}) =>
      send({ kind: 'command', commandName: 'chemin', subcommand, userId, options });
    const bet = (userId: string, amount: number, locale = 'en-US') =>
      send({ kind: 'command', commandName: 'bet', userId, locale, options: { side: 'punter', amount } });

    // Ana's bank of 100 chips covers 100: Bob, seated, comes first; then those standing, in order.
    await chemin(ALICE, 'sit');
    await chemin(BOB, 'sit');
    await chemin(ALICE, 'bank', { amount: 100 });
    const bob = await bet(BOB, 60);
    const erin = await bet(ERIN, 10);
    const carl = await bet(CARL, 70, 'it');
    const dora = await bet(DORA, 20, 'nl');
    for (const offered of [bob, erin, carl, dora]) expect(offered.shown?.ephemeral).toBe(true);
    // Erin takes her stake back: her own doing, answered there and then, never told again.
    const withdrawn = await chemin(ERIN, 'withdraw');
    expect(withdrawn.shown?.content).toBe(t('en', 'cdf.done.withdraw', { cents: 1_000 as Cents }));

    // A banker natural: the coup settles as soon as it is dealt.
    stack(['2D', '9S', '3C', 'KH']);
    await send({ kind: 'button', userId: BOB, customId: `sabot1:deal:${await round()}` });
    await clock.until(() => followUps(carl).length > 0 && followUps(dora).length > 0, 'the private notes');

    // Carl's 70: 40 taken, 30 back; Dora's 20: nothing left to cover, all back.
    expect(followUps(carl)).toEqual([
      {
        method: 'followUp',
        ephemeral: true,
        content: renderCdfRefundNote('it', [{ kind: 'stake', cents: 3_000 as Cents, reason: 'trimmed' }]),
      },
    ]);
    expect(followUps(carl)[0]!.content).toContain('Puntata: 30 gettoni di nuovo nel tuo portafoglio');
    expect(followUps(dora)).toEqual([
      {
        method: 'followUp',
        ephemeral: true,
        content: `${t('nl', 'cdf.note.closed')}\nInzet: 20 fiches terug in je portemonnee (${t('nl', 'cdf.refund.cover-full')}).`,
      },
    ]);
    expect(followUps(bob)).toEqual([]);
    expect(followUps(erin)).toEqual([]);
    expect(followUps(withdrawn)).toEqual([]);
    // The table says the same in public.
    await clock.until(shows('30 chips returned: the bank covered only part of it'), 'the public result');
  });
});

describe('the cover-refund note', () => {
  const cover = (acceptances: readonly CdfAcceptance[]): TableEvent => ({
    type: 'cdf-cover',
    banker: ALICE,
    bankCents: 10_000 as Cents,
    acceptances,
    cover: 100 as Chips,
    handHolder: null,
    handBy: null,
  });

  it('GIVEN a cover with every reason THEN each chip sent home is noted, by owner in the order offered, an accepted offer with chips over reading as trimmed', () => {
    const refunds = cdfCoverRefundsOf([
      { type: 'cdf-offer-refunded', userId: ERIN, cents: 500 as Cents, reason: 'withdrawn' },
      cover([
        cdfAcceptance(BOB, 'banco', 100, 100, 'accepted'),
        cdfAcceptance(CARL, 'avec-la-table', 50, 0, 'banco-called'),
        cdfAcceptance(DORA, 'banco', 100, 0, 'not-seated'),
        cdfAcceptance(ERIN, 'stake', 30, 0, 'cover-full'),
        cdfAcceptance(ALICE, 'stake', 30, 25, 'trimmed'),
        cdfAcceptance('300000000000000008', 'stake', 30, 20, 'accepted'),
      ]),
    ]);
    expect([...refunds]).toEqual([
      [CARL, [{ kind: 'avec-la-table', cents: 5_000, reason: 'banco-called' }]],
      [DORA, [{ kind: 'banco', cents: 10_000, reason: 'not-seated' }]],
      [ERIN, [{ kind: 'stake', cents: 3_000, reason: 'cover-full' }]],
      [ALICE, [{ kind: 'stake', cents: 500, reason: 'trimmed' }]],
      ['300000000000000008', [{ kind: 'stake', cents: 1_000, reason: 'trimmed' }]],
    ]);
  });

  it('GIVEN no cover among the events (a withdrawal, a bank passed, a seat left) THEN nobody is noted', () => {
    const reasons = ['withdrawn', 'bank-passed', 'left', 'suite-lost', 'table-closed'] as const;
    const events = reasons.map(
      (reason): TableEvent => ({ type: 'cdf-offer-refunded', userId: BOB, cents: 1_000 as Cents, reason }),
    );
    expect(cdfCoverRefundsOf(events).size).toBe(0);
  });

  const REASONS: readonly CdfCoverRefund['reason'][] = [
    'trimmed',
    'cover-full',
    'banco-called',
    'not-seated',
  ];
  const KINDS: readonly CdfCoverRefund['kind'][] = ['stake', 'avec-la-table', 'banco'];

  it.each(LOCALES)(
    'GIVEN %s THEN every reason and kind is said in it, with the chips, one line each',
    (locale) => {
      for (const reason of REASONS)
        for (const kind of KINDS) {
          const note = renderCdfRefundNote(locale, [{ kind, cents: 1_250 as Cents, reason }]);
          const lines = note.split('\n');
          expect(lines).toEqual([t(locale, 'cdf.note.closed'), expect.any(String)]);
          expect(lines[1]!.toLowerCase()).toContain(t(locale, `cdf.kind.${kind}`).toLowerCase());
          expect(lines[1]).toContain(t(locale, `cdf.refund.${reason}`));
          expect(lines[1]).toMatch(/12[.,]50/);
          expect(note).not.toMatch(/undefined|NaN|cdf\./);
        }
    },
  );

  it('GIVEN the four languages THEN the notes differ: each is written in its own', () => {
    const notes = LOCALES.map((locale) =>
      renderCdfRefundNote(locale, [{ kind: 'stake', cents: 3_000 as Cents, reason: 'trimmed' }]),
    );
    expect(new Set(notes).size).toBe(LOCALES.length);
  });

  it('GIVEN the largest chips and every reason at once THEN the note fits a Discord message', () => {
    const refunds = REASONS.map((reason) => ({
      kind: 'avec-la-table' as const,
      cents: Number.MAX_SAFE_INTEGER as Cents,
      reason,
    }));
    for (const locale of LOCALES)
      expect(renderCdfRefundNote(locale, refunds).length, locale).toBeLessThanOrEqual(2000);
  });

  it('GIVEN a note of either game THEN it is worded by that game', () => {
    const refunds = [{ kind: 'banco' as const, cents: 500 as Cents, reason: 'banco-called' as const }];
    expect(renderRefundNote('ro', { game: 'chemin-de-fer', refunds })).toBe(
      renderCdfRefundNote('ro', refunds),
    );
    const note = renderRefundNote('ro', {
      game: 'banque',
      refunds: [{ position: 'left', kind: 'stake', cents: 500 as Cents, reason: 'cover-full' }],
    });
    expect(note.split('\n')[0]).toBe(t('ro', 'banque.note.closed'));
  });
});
