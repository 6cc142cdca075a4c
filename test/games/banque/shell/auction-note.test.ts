/**
 * The end of a banque auction, told to each bidder privately, in his own language, as a follow-up
 * of the interaction he bid with: the winner holds the bank, every other bid went home. Below
 * Discord: stand-in interactions, the real commands and game service, the store on SQLite in
 * memory, a virtual clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, t } from '../../../../src/discord/i18n/index.js';
import type { Cents } from '../../../../src/engine/money.js';
import { auctionNotesOf, renderAuctionNote } from '../../../../src/games/banque/shell/notes.js';
import type { TableEvent } from '../../../../src/table/commands.js';
import { ALICE, BOB } from '../../../discord/fake-interaction.js';
import { closeStackedShells, followUps, stackedShell } from '../../../discord/stacked-shell.js';
import { stackedBanque } from '../table/stacked-banque.js';

const CARL = '300000000000000005';
afterEach(closeStackedShells);

describe('the end of the auction, told to each bidder', () => {
  it('GIVEN three bids WHEN the auction ends THEN the winner is told he holds the bank and each other bidder that his bid is back, each in his language', async () => {
    const { clock, shows, send, admin } = await stackedShell(stackedBanque());
    await admin('game', { value: 'banque' });
    const bid = (userId: string, amount: number, locale: string) =>
      send({
        kind: 'command',
        commandName: 'banque',
        subcommand: 'bid',
        userId,
        locale,
        options: { amount },
      });
    const alice = await bid(ALICE, 100, 'en-US');
    const bob = await bid(BOB, 60, 'nl');
    const carl = await bid(CARL, 80, 'it');
    for (const bidder of [alice, bob, carl]) expect(followUps(bidder)).toEqual([]);

    await clock.until(shows('holds the bank: **100 chips**'), 'the auction resolved at its deadline');
    await clock.until(
      () => followUps(alice).length > 0 && followUps(bob).length > 0 && followUps(carl).length > 0,
      'the private notes',
    );
    expect(followUps(alice)).toEqual([
      { method: 'followUp', ephemeral: true, content: 'You hold the bank: 100 chips.' },
    ]);
    expect(followUps(bob)).toEqual([
      {
        method: 'followUp',
        ephemeral: true,
        content: t('nl', 'banque.note.outbid', { cents: 6_000 as Cents }),
      },
    ]);
    expect(followUps(bob)[0]!.content).toContain('60 fiches');
    expect(followUps(carl)).toEqual([
      {
        method: 'followUp',
        ephemeral: true,
        content: t('it', 'banque.note.outbid', { cents: 8_000 as Cents }),
      },
    ]);
  });
});

describe('the auction note', () => {
  it('GIVEN the events of an auction ending THEN one note per bidder: the bank to the winner, the bid back to the others', () => {
    const events = [
      { type: 'banque-bid-refunded', userId: BOB, cents: 6_000, reason: 'outbid' },
      { type: 'banque-bank-taken', banker: ALICE, bankCents: 10_000, maxStake: null, bids: [] },
      { type: 'banque-bid-refunded', userId: CARL, cents: 8_000, reason: 'table-closed' },
    ] as unknown as TableEvent[];
    expect([...auctionNotesOf(events)]).toEqual([
      [BOB, { outcome: 'outbid', cents: 6_000 }],
      [ALICE, { outcome: 'won', bank: 10_000 }],
      [CARL, { outcome: 'table-closed', cents: 8_000 }],
    ]);
  });

  it('GIVEN each language THEN each note is in it and names the chips', () => {
    for (const outcome of ['outbid', 'table-closed'] as const) {
      const notes = LOCALES.map((locale) => renderAuctionNote(locale, { outcome, cents: 1_250 as Cents }));
      expect(new Set(notes).size).toBe(LOCALES.length);
      for (const note of notes) expect(note).toMatch(/12[.,]50/);
    }
    expect(
      LOCALES.map((locale) => renderAuctionNote(locale, { outcome: 'won', bank: 10_000 as Cents })),
    ).toEqual(LOCALES.map((locale) => t(locale, 'banque.done.bankTaken', { bank: 10_000 as Cents })));
    expect(renderAuctionNote('en', { outcome: 'outbid', cents: 6_000 as Cents })).toBe(
      'The auction is over and another bid took the bank: your bid of 60 chips is back in your wallet.',
    );
  });
});
