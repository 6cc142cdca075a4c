/**
 * The private note at the close of betting: the bank's cap trims or refuses banque stakes, and
 * each owner is told privately, in his own language, as a follow-up of the interaction he staked
 * with; a stake accepted whole earns no note. Below Discord: stand-in interactions, the real
 * commands and game service, the store on SQLite in memory with a stacked shoe, a virtual clock.
 * Then the follow-ups themselves: none once Discord's 15 minutes are nearly up, and a follow-up
 * Discord refuses is logged, never thrown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../src/discord/i18n/format.js';
import { t } from '../../../../src/discord/i18n/index.js';
import { FOLLOW_UP_WINDOW_MS, PrivateFollowUps } from '../../../../src/discord/private-follow-ups.js';
import type { Cents } from '../../../../src/engine/money.js';
import { capRefundsOf, renderCapRefundNote } from '../../../../src/games/banque/shell/notes.js';
import type { TableEvent } from '../../../../src/table/commands.js';
import { ALICE, BOB, type FakeInteractionInput } from '../../../discord/fake-interaction.js';
import { closeStackedShells, followUps, place, quiet, stackedShell } from '../../../discord/stacked-shell.js';
import { stackedBanque } from '../table/stacked-banque.js';

const CARL = '300000000000000005';
const DORA = '300000000000000006';
afterEach(closeStackedShells);

const setup = () => stackedShell(stackedBanque());

describe('the private note when the bank cannot cover a stake', () => {
  it('GIVEN stakes beyond what the bank covers WHEN betting closes THEN each owner of a trimmed or refused stake is told privately in his language, and the owner of a stake taken whole is not', async () => {
    const { clock, shows, send, admin, round, stack } = await setup();
    await admin('game', { value: 'banque' });
    await admin('timer', { seconds: 0 });
    const banque = (userId: string, subcommand: string, options: FakeInteractionInput['options']) =>
      send({ kind: 'command', commandName: 'banque', subcommand, userId, options });
    const bet = (userId: string, side: string, amount: number, locale = 'en-US') =>
      send({ kind: 'command', commandName: 'bet', userId, locale, options: { side, amount } });

    // Alice's bank of 100 chips covers 100: Bob's 80 on his own side comes first.
    await banque(BOB, 'sit', { side: 'right' });
    await banque(ALICE, 'bid', { amount: 100 });
    await clock.until(shows('holds the bank: **100 chips**'), 'the auction resolved at its deadline');
    const bob = await bet(BOB, 'right', 80, 'nl');
    const carl = await bet(CARL, 'centre', 50, 'it');
    const dora = await bet(DORA, 'left', 30);
    for (const staked of [bob, carl, dora]) expect(staked.shown?.ephemeral).toBe(true);

    // A banker natural: the coup settles as soon as it is dealt.
    stack(['2D', '3D', '9S', '3C', '3H', 'KH']);
    await send({ kind: 'button', userId: BOB, customId: `sabot1:deal:${await round()}` });
    await clock.until(() => followUps(carl).length > 0 && followUps(dora).length > 0, 'the private notes');

    // Carl's 50 in the centre: 20 taken, 30 back; Dora's 30 on the left: all back.
    expect(followUps(carl)).toEqual([
      {
        method: 'followUp',
        ephemeral: true,
        content: renderCapRefundNote('it', [
          { position: 'centre', kind: 'stake', cents: 3_000 as Cents, reason: 'trimmed' },
        ]),
      },
    ]);
    expect(followUps(carl)[0]!.content).toContain(
      'Puntata al centro: 30 gettoni di nuovo nel tuo portafoglio',
    );
    expect(followUps(dora)).toEqual([
      {
        method: 'followUp',
        ephemeral: true,
        content: `${t('en', 'banque.note.closed')}\nYour stake on the left: 30 chips back in your wallet (the bank could cover no more).`,
      },
    ]);
    expect(followUps(bob)).toEqual([]);
    // The table says the same in public.
    await clock.until(shows('Returned at the close of betting'), 'the public result');
  });
});

describe('PrivateFollowUps', () => {
  const clockAt = (time: number) => ({ now: () => time });

  it('GIVEN an interaction nearly 15 minutes old THEN it is not followed up (Discord would refuse it)', async () => {
    let now = 0;
    const follow = new PrivateFollowUps({ now: () => now }, quiet);
    const sent: unknown[] = [];
    follow.remember(place, BOB, 'ro', async (reply) => void sent.push(reply));
    now = FOLLOW_UP_WINDOW_MS - 1;
    expect(await follow.tell(place, BOB, (locale) => locale)).toBe(true);
    now = FOLLOW_UP_WINDOW_MS;
    expect(await follow.tell(place, BOB, (locale) => locale)).toBe(false);
    expect(sent).toEqual(['ro']);
    expect(FOLLOW_UP_WINDOW_MS).toBeLessThan(15 * 60 * 1000);
  });

  it('GIVEN a later interaction at the same table THEN the note follows the later one; another table or player is not told', async () => {
    const follow = new PrivateFollowUps(clockAt(0), quiet);
    const sent: string[] = [];
    follow.remember(place, BOB, 'en', async () => void sent.push('first'));
    follow.remember(place, BOB, 'nl', async (reply) => void sent.push(`second ${reply as string}`));
    expect(await follow.tell(place, BOB, (locale) => locale)).toBe(true);
    expect(await follow.tell({ ...place, channelId: 'other' }, BOB, (locale) => locale)).toBe(false);
    expect(await follow.tell(place, CARL, (locale) => locale)).toBe(false);
    expect(sent).toEqual(['second nl']);
  });

  it('GIVEN a follow-up Discord refuses THEN it is logged and tell says false, without throwing', async () => {
    const logged: string[] = [];
    const follow = new PrivateFollowUps(clockAt(0), { ...quiet, info: (msg) => void logged.push(msg) });
    follow.remember(place, BOB, 'en', async () => {
      throw new Error('Unknown Webhook');
    });
    expect(await follow.tell(place, BOB, () => 'note')).toBe(false);
    expect(logged).toEqual(['a private follow-up could not be sent']);
  });
});

describe('the cap-refund note', () => {
  const event = (reason: string, userId = BOB): TableEvent =>
    ({
      type: 'banque-stake-refunded',
      userId,
      position: 'right',
      kind: 'banco',
      cents: 1_250,
      reason,
    }) as TableEvent;

  it('GIVEN refunds of every kind THEN only what the cap sent home is noted, grouped by owner in order', () => {
    const refunds = capRefundsOf([
      event('withdrawn'),
      event('banco-behind'),
      event('max-stake', CARL),
      event('bank-ended', CARL),
      event('cover-full', CARL),
      event('not-your-side'),
    ]);
    expect([...refunds.keys()]).toEqual([BOB, CARL]);
    expect(refunds.get(BOB)!.map((r) => r.reason)).toEqual(['banco-behind', 'not-your-side']);
    expect(refunds.get(CARL)!.map((r) => r.reason)).toEqual(['cover-full']);
  });

  it('GIVEN each language THEN the note is in it, says banco, the side, the chips and why', () => {
    const notes = LOCALES.map((locale) =>
      renderCapRefundNote(locale, [
        { position: 'right', kind: 'banco', cents: 1_250 as Cents, reason: 'banco-behind' },
      ]),
    );
    expect(new Set(notes).size).toBe(LOCALES.length);
    for (const [i, locale] of LOCALES.entries()) {
      const note = notes[i]!;
      expect(note.split('\n')).toHaveLength(2);
      expect(note).toMatch(/banco/i);
      expect(note).toContain(t(locale, 'banque.at.right'));
      expect(note).toContain(t(locale, 'banque.refund.banco-behind'));
      expect(note).toMatch(/12[.,]50/);
    }
  });
});
