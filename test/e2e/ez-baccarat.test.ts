/**
 * EZ Baccarat through the real bot and the fake Discord: an admin switches a table to it, a
 * player chooses the shoe's client seed (/fair seed, before its first coup) so that its first
 * coup is a Banker win on three cards totalling 7, bets Banker and Dragon 7, deals, and reads the
 * Banker push, the 40:1 and his balance. A Punto Banco table beside it refuses Dragon 7, and the
 * variant, Punto Banco's own option, is refused at the EZ table and deals Punto 2000 once the table
 * deals Punto Banco.
 */
import { describe, expect, it } from 'vitest';
import type { Coup } from '../../src/engine/coup.js';
import { dealAt } from '../../src/engine/shoe.js';
import { ezResultOf } from '../../src/games/ez-baccarat/rules/bets.js';
import { returnCents } from '../../src/games/punto-banco/rules/settle.js';
import { nextCardAt } from '../../src/table/shoes.js';
import { expectPrivateOk, expectRefused, messageText } from './support/banked-table.js';
import {
  type BotWorld,
  customIds,
  Player,
  STARTING_CENTS,
  useBotWorld,
  withStorage,
} from './support/bot-harness.js';
import { searchClientSeed } from './support/client-seed.js';

let world: BotWorld;

useBotWorld({ channels: ['ez', 'punto'], players: 2 }, (started) => {
  world = started;
});

const at = (channel: 'ez' | 'punto') => world.guild.channel(channel).id;
const admin = (channel: 'ez' | 'punto') => new Player(world, world.guild.member(0).id, at(channel));
const player = (channel: 'ez' | 'punto') => new Player(world, world.guild.member(1).id, at(channel));

describe('EZ Baccarat through the real bot', () => {
  it('GIVEN a table switched to EZ Baccarat and a shoe whose first coup is a Dragon 7 WHEN a player bets Banker and Dragon 7 and deals THEN the Banker pushes, Dragon 7 pays 40 to 1, and his balance says so', async () => {
    const switched = await admin('ez').slash('table', { value: 'ez-baccarat' }, 'game').reply();
    expectPrivateOk(switched, 'EZ Baccarat · 8 decks');
    expect(messageText(switched)).toContain('Maximum Dragon 7 bet');
    expectPrivateOk(
      await admin('ez').slash('table', { seconds: 0 }, 'timer').reply(),
      'Table settings updated',
    );

    // The shoe is committed; the client seed chosen before its first coup decides its cards.
    const stored = await withStorage(world, (read) => read.table(at('ez')));
    expect(stored?.shoe.coups).toBe(0);
    const found = searchClientSeed(
      stored!.shoe.spec,
      (shoe) => dealAt(shoe, shoe.firstCoupAt),
      (coup) => coup !== undefined && ezResultOf(coup).dragon7,
    );
    expectPrivateOk(
      await player('ez').slash('fair', { value: found.clientSeed }, 'seed').reply(),
      `client seed \`${found.clientSeed}\``,
    );
    const seeded = await withStorage(world, (read) => read.table(at('ez')));
    expect(nextCardAt(seeded!.shoe)).toBe(found.shoe.firstCoupAt);

    // Dragon 7 has limits of its own: 1 to 5 at the default tier.
    expectRefused(
      await player('ez').slash('bet', { side: 'dragon-7', amount: 6 }).reply(),
      'The largest Dragon 7 bet here is 5 chips.',
    );
    expectPrivateOk(await player('ez').bet('banker', 10), 'Banker');
    expectPrivateOk(await player('ez').slash('bet', { side: 'dragon-7', amount: 2 }).reply(), 'Dragon 7');

    const table = world.discord
      .messages(at('ez'), { origin: 'channel', includeDeleted: false })
      .findLast((message) => customIds(message).some((id) => id.startsWith('sabot1:deal:')));
    expect(customIds(table!).filter((id) => id.startsWith('sabot1:bet:'))).toEqual([
      'sabot1:bet:player:1',
      'sabot1:bet:banker:1',
      'sabot1:bet:tie:1',
      'sabot1:bet:dragon-7:1',
      'sabot1:bet:panda-8:1',
    ]);

    const result = messageText(await player('ez').deal());
    expect(result).toContain('Dragon 7: the Banker wins with three cards totalling 7. Banker bets push');
    // 12 staked: the Banker's 10 back, Dragon 7's 2 × 41 = 82: +80.
    expect(result).toContain('Banker 10 · Dragon 7 2 → **+80** · balance 1,080');
    expect(await player('ez').balanceCents()).toBe(STARTING_CENTS + 8_000);

    const record = await withStorage(world, (read) => read.round(at('ez'), 1));
    expect(record).toMatchObject({ game: 'ez-baccarat', commissionBp: 0 });
  });

  it('GIVEN a Punto Banco table WHEN a player bets Dragon 7 there THEN it is refused with the sides this table takes, and Player still is one', async () => {
    expectRefused(
      await player('punto').slash('bet', { side: 'dragon-7', amount: 1 }).reply(),
      'This table deals Punto Banco: bet on Player, Banker or Tie.',
    );
    expectPrivateOk(await player('punto').bet('player', 5), 'Player');
  });

  it('GIVEN the EZ Baccarat table WHEN an admin sets /table variant THEN it is refused in Punto Banco’s words; switched to Punto Banco, the table takes it and its next round is paid as Punto 2000', async () => {
    expectRefused(
      await admin('ez').slash('table', { variant: 'punto-2000' }, 'variant').reply(),
      'This table does not deal Punto Banco',
    );
    expectPrivateOk(
      await admin('ez').slash('table', { value: 'punto-banco' }, 'game').reply(),
      'Punto Banco · 8 decks',
    );
    expectPrivateOk(
      await admin('ez').slash('table', { variant: 'punto-2000' }, 'variant').reply(),
      'Punto 2000 · 8 decks',
    );
    expectPrivateOk(await player('ez').bet('banker', 10), 'Banker');
    const before = await player('ez').balanceCents();
    await player('ez').deal();
    const record = await withStorage(world, (read) => read.round(at('ez'), 2));
    expect(record).toMatchObject({
      game: 'punto-banco',
      gameOptions: { variant: 'punto-2000' },
      commissionBp: 0,
    });
    // Paid by Punto 2000's table: even money on a Banker win, 1:2 on a Banker 6, no commission.
    const paid = returnCents('punto-2000', 'banker', 10, record!.coup as Coup);
    expect(record?.results[0]?.returns).toMatchObject({ banker: paid });
    expect(await player('ez').balanceCents()).toBe(before + paid);
    const table = world.discord
      .messages(at('ez'), { origin: 'channel', includeDeleted: false })
      .findLast((message) => customIds(message).some((id) => id.startsWith('sabot1:deal:')));
    expect(messageText(table!)).toContain('Punto 2000 · 8 decks');
  });
});
