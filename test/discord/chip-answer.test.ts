/**
 * The answer to a chosen chip names the table's own betting buttons, in the member's language:
 * Player / Banker / Tie at Punto Banco, Right / Left / Centre at banque, Stake chip (and what
 * Banco does) at chemin de fer.
 */
import type { Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type Locale, t } from '../../src/discord/i18n/index.js';
import type { Cents } from '../../src/engine/money.js';
import type { Logger } from '../../src/log.js';
import { GameStore, systemDeps } from '../../src/store/game-store.js';
import { BOB, CHANNEL, FakeInteraction, GUILD } from './fake-interaction.js';
import { FakeScheduler } from './fake-scheduler.js';
import { bootShell } from './shell-harness.js';

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const writer = { send: async () => 'm1', edit: async () => {}, delete: async () => {} };
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const tableOf = async (game: string) => {
  const clock = new FakeScheduler(Date.UTC(2026, 0, 1));
  const store = await GameStore.open('sqlite://:memory:', { ...systemDeps, now: () => clock.now() });
  const shell = bootShell({ store, clock, writer, log: quiet });
  stops.push(async () => {
    await shell.game.stop();
    shell.messages.close();
    await store.close();
  });
  const place = { guildId: GUILD, channelId: CHANNEL, guildLocale: 'en' as const };
  await shell.game.run(place, { type: 'configure-table', channelId: CHANNEL, changes: { game } });
  return async (locale: string) => {
    const interaction = new FakeInteraction({
      kind: 'select',
      customId: 'sabot1:chip:1',
      values: ['25'],
      userId: BOB,
      locale,
    });
    await shell.router.handle(interaction as unknown as Interaction);
    return interaction.shown?.content ?? '';
  };
};

const CHIP = 2500 as Cents;

describe('the answer to a chosen chip', () => {
  it('GIVEN a Punto Banco table THEN it names Player, Banker and Tie', async () => {
    const choose = await tableOf('punto-banco');
    expect(await choose('en-US')).toBe(t('en', 'chip.chosen', { cents: CHIP }));
  });

  it.each<[string, Locale]>([
    ['en-US', 'en'],
    ['nl', 'nl'],
    ['it', 'it'],
    ['ro', 'ro'],
  ])(
    'GIVEN a banque table and a member speaking %s THEN it names Right, Left and Centre as the buttons say',
    async (discord, locale) => {
      const choose = await tableOf('banque');
      const answer = await choose(discord);
      expect(answer).toBe(t(locale, 'banque.chip.chosen', { cents: CHIP }));
      for (const button of ['banque.button.right', 'banque.button.left', 'banque.button.centre'] as const)
        expect(answer).toContain(t(locale, button));
      expect(answer).not.toBe(t(locale, 'chip.chosen', { cents: CHIP }));
    },
  );

  it.each<[string, Locale]>([
    ['en-US', 'en'],
    ['nl', 'nl'],
    ['it', 'it'],
    ['ro', 'ro'],
  ])(
    'GIVEN a chemin de fer table and a member speaking %s THEN it names Stake chip, and Banco for the whole bank',
    async (discord, locale) => {
      const choose = await tableOf('chemin-de-fer');
      const answer = await choose(discord);
      expect(answer).toBe(t(locale, 'cdf.chip.chosen', { cents: CHIP }));
      expect(answer).toContain(t(locale, 'cdf.button.stake'));
      expect(answer).toContain(t(locale, 'cdf.button.banco'));
    },
  );
});
