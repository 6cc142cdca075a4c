/** Wallet, settings and provably fair panels, and the one-line bet confirmations, in every language. */

import { createHash } from 'node:crypto';
import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale, type StaticKey, t } from '../../src/discord/i18n/index.js';
import {
  renderBalance,
  renderBetPlaced,
  renderBetsCleared,
  renderBetsRepeated,
  renderBetsReturned,
  renderClientSeedSet,
  renderDailyClaimed,
  renderFairStatus,
  renderShoeExport,
  renderShoeRevealed,
  renderShoeStarted,
  renderTableSettings,
  renderWalletAdjusted,
} from '../../src/discord/views/index.js';
import type { Cents, Chips } from '../../src/engine/money.js';
import { buildShoe } from '../../src/engine/shoe.js';
import { TIERS } from '../../src/games/tiers.js';
import { DAY_MS } from '../../src/table/admin.js';
import type { Limits } from '../../src/table/limits.js';
import { DEFAULT_GUILD_SETTINGS, type ShoeArchive } from '../../src/table/state.js';
import { allText, expectWithinDiscordLimits } from './discord-limits.js';
import { guildAndTable, stakes } from './fixtures.js';

const NOW = 1_700_000_000_000;

describe('renderBalance', () => {
  it('GIVEN one’s own balance and a daily top-up due THEN it says so', () => {
    const text = allText(
      renderBalance('en', {
        name: 'Ada',
        self: true,
        balanceCents: 123_450 as Cents,
        lastDailyAt: null,
        dailyChips: 100 as Chips,
        now: NOW,
      }),
    );
    expect(text).toContain('Your chips');
    expect(text).toContain('**1,234.50 chips**');
    expect(text).toContain('type /daily');
  });

  it('GIVEN a top-up claimed an hour ago THEN it tells when the next one comes', () => {
    const lastDailyAt = NOW - 3_600_000;
    const text = allText(
      renderBalance('nl', {
        name: 'Ada',
        self: true,
        balanceCents: 100 as Cents,
        lastDailyAt,
        dailyChips: 100 as Chips,
        now: NOW,
      }),
    );
    expect(text).toContain('**1 fiche**');
    expect(text).toContain(`<t:${(lastDailyAt + DAY_MS) / 1000}:R>`);
  });

  it('GIVEN another member’s balance THEN the title names them, escaped, and no daily line', () => {
    const message = renderBalance('it', {
      name: 'A*b',
      self: false,
      balanceCents: 500 as Cents,
      dailyChips: 100 as Chips,
      now: NOW,
    });
    expect(message.embeds[0]?.title).toBe('I gettoni di A\\*b');
    expect(message.embeds[0]?.description).toBe('**5 gettoni**');
  });

  it('GIVEN a member without a wallet THEN the starting chips are shown as waiting, not as theirs', () => {
    const own = allText(
      renderBalance('en', {
        name: 'Ada',
        self: true,
        opened: false,
        balanceCents: 100_000 as Cents,
        dailyChips: 0 as Chips,
      }),
    );
    expect(own).toContain('**1,000 chips** waiting: they are yours at your first bet or /daily.');
    const other = renderBalance('en', {
      name: 'Bob',
      self: false,
      opened: false,
      balanceCents: 100_000 as Cents,
    });
    expect(other.embeds[0]?.description).toBe(
      '**1,000 chips** waiting: they are theirs at their first bet or /daily.',
    );
  });

  it.each(LOCALES)(
    'GIVEN a member without a wallet THEN the %s answer words it as waiting chips',
    (locale) => {
      for (const self of [true, false]) {
        const waiting = renderBalance(locale, {
          name: 'Ada',
          self,
          opened: false,
          balanceCents: 100_000 as Cents,
        });
        const held = renderBalance(locale, { name: 'Ada', self, balanceCents: 100_000 as Cents });
        expect(waiting.embeds[0]?.description).toContain('/daily');
        expect(waiting.embeds[0]?.description).toContain(held.embeds[0]?.description);
        expect(waiting.embeds[0]?.description).not.toBe(held.embeds[0]?.description);
      }
    },
  );
});

describe('wallet panels', () => {
  it('GIVEN a daily claim THEN the amount, the balance and the next claim time are shown', () => {
    const text = allText(
      renderDailyClaimed('ro', {
        deltaCents: 10_000 as Cents,
        balanceCents: 110_000 as Cents,
        claimedAt: NOW,
      }),
    );
    expect(text).toContain('Primești 100 de jetoane și acum ai 1.100 de jetoane.');
    expect(text).toContain(`<t:${(NOW + DAY_MS) / 1000}:R>`);
  });

  it('GIVEN an admin grant and take THEN each says who, how much and what is left', () => {
    expect(
      allText(
        renderWalletAdjusted('en', {
          name: 'Bob',
          deltaCents: 5_000 as Cents,
          balanceCents: 15_000 as Cents,
          reason: 'grant',
        }),
      ),
    ).toContain('Bob receives 50 chips and now has 150 chips.');
    expect(
      allText(
        renderWalletAdjusted('en', {
          name: 'Bob',
          deltaCents: -5_000 as Cents,
          balanceCents: 0 as Cents,
          reason: 'take',
        }),
      ),
    ).toContain('50 chips taken back from Bob, who now has 0 chips.');
  });

  it('GIVEN bets accepted, cleared and repeated THEN the confirmations read naturally', () => {
    expect(
      renderBetPlaced('en', {
        side: 'banker',
        amount: 10 as Chips,
        stakes: stakes(0, 10, 2),
        balanceCents: 98_800 as Cents,
      }),
    ).toBe(
      'You bet 10 chips on Banker. 988 chips left in your stack. Your bets this round: Banker 10 · Tie 2.',
    );
    expect(
      renderBetPlaced('it', {
        side: 'tie',
        amount: 1 as Chips,
        stakes: stakes(0, 0, 1),
        balanceCents: 100 as Cents,
      }),
    ).toBe(
      'Hai puntato 1 gettone sul Pareggio. Saldo: 1 gettone. Le tue puntate in questo colpo: Pareggio 1.',
    );
    expect(
      renderBetsCleared('nl', { refundedCents: 1_200 as Cents, balanceCents: 100_000 as Cents }),
    ).toContain('12 fiches terug');
    expect(renderBetsRepeated('ro', { stakes: stakes(5, 0, 0), balanceCents: 2_000 as Cents })).toContain(
      'Jucător 5',
    );
  });
});

describe('renderTableSettings', () => {
  it('GIVEN an EZ Baccarat table THEN its side bets’ limits are listed from the game, an unset one reading its fallback (the Tie’s)', () => {
    const { dragon7Min, dragon7Max, ...stored } = TIERS['5-500'];
    const settings = {
      ...DEFAULT_GUILD_SETTINGS.tableDefaults,
      game: 'ez-baccarat',
      limits: stored as Limits,
    };
    for (const locale of LOCALES) {
      const text = allText(renderTableSettings(locale, { settings, guildSettings: DEFAULT_GUILD_SETTINGS }));
      const line = (key: StaticKey, chips: number) =>
        `${t(locale, key)}: **${t(locale, 'chips', { cents: (chips * 100) as Cents })}**`;
      expect(text, locale).toContain(line('settings.limit.dragon7Min', 5));
      expect(text, locale).toContain(line('settings.limit.dragon7Max', 60));
      expect(text, locale).toContain(line('settings.limit.panda8Max', 25));
    }
  });

  it('GIVEN the defaults THEN every setting is listed; after a change the title says what changed', () => {
    const settings = {
      ...DEFAULT_GUILD_SETTINGS.tableDefaults,
      limits: TIERS['5-500'],
      timerSeconds: 20,
      gameOptions: { 'punto-banco': { variant: 'punto-2000' } },
    };
    const text = allText(renderTableSettings('en', { settings, guildSettings: DEFAULT_GUILD_SETTINGS }));
    for (const part of [
      'Table settings',
      'Punto 2000 · 8 decks',
      'Open for bets',
      'Minimum bet: **5 chips**',
      'Maximum Tie bet: **60 chips**',
      '20 s after the first bet',
      '1,000 chips',
      '100 chips',
    ])
      expect(text).toContain(part);
    expect(
      renderTableSettings('nl', { settings, guildSettings: DEFAULT_GUILD_SETTINGS, updated: 'table' })
        .embeds[0]?.title,
    ).toBe('Tafelinstellingen bijgewerkt');
    const off = { ...DEFAULT_GUILD_SETTINGS, dailyChips: 0 as Chips };
    expect(allText(renderTableSettings('it', { settings, guildSettings: off, updated: 'server' }))).toContain(
      'Disattivata',
    );
  });

  it.each([
    ['punto-banco', 'it', 'Dal prossimo colpo: limiti, variante'],
    ['chemin-de-fer', 'en', 'From the next round: limits, options of the game'],
  ])(
    "GIVEN a change to a %s table's own options waiting for the next round THEN /table show names them as the game does (%s)",
    (game, locale, line) => {
      const settings = { ...DEFAULT_GUILD_SETTINGS.tableDefaults, game };
      const pending = [
        { setting: 'limits', from: 'next-round' },
        { setting: 'gameOptions', from: 'next-round' },
      ] as const;
      const text = allText(
        renderTableSettings(locale as Locale, { settings, guildSettings: DEFAULT_GUILD_SETTINGS, pending }),
      );
      expect(text).toContain(line);
    },
  );

  it.each([
    ['banque', ['Minimum bet: **5 chips**', 'Maximum bet: **500 chips**']],
    ['chemin-de-fer', ['Minimum bet: **5 chips**']],
  ])('GIVEN a %s table THEN only the limits its game plays by are listed, no Tie limit', (game, shown) => {
    const settings = {
      ...DEFAULT_GUILD_SETTINGS.tableDefaults,
      game,
      decks: 6 as const,
      limits: TIERS['5-500'],
    };
    for (const locale of ['en', 'nl', 'it', 'ro'] as const) {
      const text = allText(renderTableSettings(locale, { settings, guildSettings: DEFAULT_GUILD_SETTINGS }));
      for (const tie of [
        'settings.limit.tieMinAlone',
        'settings.limit.tieMinBeside',
        'settings.limit.tieMax',
      ] as const)
        expect(text).not.toContain(t(locale, tie));
      expect(text).toContain(t(locale, 'settings.limit.min'));
    }
    const text = allText(renderTableSettings('en', { settings, guildSettings: DEFAULT_GUILD_SETTINGS }));
    for (const part of shown) expect(text).toContain(part);
    if (game === 'chemin-de-fer') expect(text).not.toContain('Maximum bet');
  });
});

describe('provably fair panels', () => {
  it('GIVEN a fresh shoe THEN status shows the whole commitment, the client seed still open, and every card left (the burn comes with the first deal)', () => {
    const { table } = guildAndTable();
    const text = allText(renderFairStatus('en', { shoe: table.shoe }));
    expect(text).toContain(`\`${table.shoe.commitment}\``);
    expect(text).toContain(`\`${table.shoe.spec.clientSeed}\``);
    expect(text).toContain('Not locked yet');
    expect(text).toContain('Cards left\n416');
  });

  it('GIVEN a shoe under way with a seed chosen for the next THEN the seed is locked and the next one shown', () => {
    const { table } = guildAndTable();
    const shoe = {
      ...table.shoe,
      coups: 5,
      position: buildShoe(table.shoe.spec).firstCoupAt + 25,
      nextClientSeed: 'a`b',
    };
    const text = allText(renderFairStatus('nl', { shoe }));
    expect(text).toContain('Vastgelegd bij de eerste ronde.');
    expect(text).toContain('Client-seed voor de volgende shoe');
    expect(text).toContain('`` a`b ``');
    expect(text).toContain('Gedeelde rondes\n5');
  });

  it('GIVEN a revealed shoe THEN the server seed and the commitment are shown with how to verify', () => {
    const { table } = guildAndTable();
    const archive: ShoeArchive = {
      guildId: 'g',
      channelId: 'c',
      game: 'punto-banco',
      spec: table.shoe.spec,
      commitment: table.shoe.commitment,
      coups: 79,
      firstRound: 1,
      revealedAt: NOW,
    };
    const text = allText(renderShoeRevealed('en', { archive }));
    expect(text).toContain(table.shoe.spec.serverSeed);
    expect(text).toContain(table.shoe.commitment);
    expect(text).toContain('79 coups dealt');
    expect(text).toContain('npm run verify');
  });

  it('GIVEN a new shoe, a chosen seed and an export THEN each notice names the shoe', () => {
    expect(
      allText(renderShoeStarted('ro', { shoeNumber: 4, commitment: 'f'.repeat(64), clientSeed: 'x' })),
    ).toContain('Sabotul 4');
    expect(renderClientSeedSet('en', { seed: 'lucky 7', shoeNumber: 5 })).toBe(
      'Shoe 5 will be shuffled with the client seed `lucky 7`.',
    );
    expect(
      renderShoeExport('it', {
        shoeNumber: 3,
        serverSeed: 'a'.repeat(64),
        commitment: 'b'.repeat(64),
        coups: 79,
      }),
    ).toContain('Sabot 3');
  });

  describe('with a verifier page (VERIFY_URL)', () => {
    const verifyUrl = 'https://sabot.example/verify/';
    const { table } = guildAndTable();
    const archive: ShoeArchive = {
      guildId: 'g',
      channelId: 'c',
      game: 'punto-banco',
      spec: table.shoe.spec,
      commitment: table.shoe.commitment,
      coups: 79,
      firstRound: 1,
      revealedAt: NOW,
    };
    const seeds = {
      shoeNumber: 3,
      serverSeed: table.shoe.spec.serverSeed,
      commitment: table.shoe.commitment,
    };

    it.each(LOCALES)(
      'GIVEN %s THEN /fair status, the shoe-end notice and the export link to the page instead of npm run verify',
      (locale) => {
        const status = allText(renderFairStatus(locale, { shoe: table.shoe, verifyUrl }));
        const revealed = allText(renderShoeRevealed(locale, { archive, verifyUrl }));
        const exported = renderShoeExport(locale, { ...seeds, coups: 79, verifyUrl });
        for (const text of [status, revealed, exported]) {
          expect(text).toContain(`](${verifyUrl})`);
          expect(text).not.toContain('npm run verify');
        }
        // The notice still shows the seed beside the commitment.
        expect(revealed).toContain(table.shoe.spec.serverSeed);
        expect(revealed).toContain(table.shoe.commitment);
      },
    );

    it.each(LOCALES)(
      'GIVEN %s THEN the shoe-end notice, the export and /fair status after a shoe show the SHA-256 of the revealed seed beside the commitment',
      (locale) => {
        // Computed here with node:crypto directly, not with the bot's own helper.
        const hash = createHash('sha256').update(table.shoe.spec.serverSeed, 'ascii').digest('hex');
        expect(hash).toBe(table.shoe.commitment);
        const revealed = renderShoeRevealed(locale, { archive }).embeds[0] as APIEmbed;
        expect(revealed.fields).toContainEqual({
          name: t(locale, 'fair.serverSeedHash'),
          value: `\`${hash}\``,
        });
        const lines = [
          `${t(locale, 'fair.serverSeed')}: \`${table.shoe.spec.serverSeed}\``,
          `${t(locale, 'fair.serverSeedHash')}: \`${hash}\``,
          `${t(locale, 'fair.commitment')}: \`${table.shoe.commitment}\``,
        ].join('\n');
        expect(renderShoeExport(locale, { ...seeds, coups: 79 }).endsWith(`\n${lines}`)).toBe(true);
        const status = renderFairStatus(locale, { shoe: table.shoe, lastRevealed: seeds })
          .embeds[0] as APIEmbed;
        expect(status.fields).toContainEqual({
          name: t(locale, 'fair.lastRevealed', { shoe: 3 }),
          value: lines,
        });
        // A shoe whose seed was never revealed has no such field.
        expect(allText(renderFairStatus(locale, { shoe: table.shoe }))).not.toContain(
          t(locale, 'fair.serverSeedHash'),
        );
      },
    );

    it.each(LOCALES)('GIVEN %s and no page THEN the same messages are the ones without it', (locale) => {
      expect(renderFairStatus(locale, { shoe: table.shoe, verifyUrl: undefined })).toEqual(
        renderFairStatus(locale, { shoe: table.shoe }),
      );
      expect(allText(renderShoeRevealed(locale, { archive }))).toContain('npm run verify');
      expect(renderShoeExport(locale, { ...seeds, coups: 79 })).toContain('npm run verify');
    });
  });

  it.each(LOCALES)('GIVEN the longest seeds THEN every %s panel fits Discord', (locale) => {
    const { table } = guildAndTable();
    const shoe = {
      ...table.shoe,
      spec: { ...table.shoe.spec, clientSeed: '~'.repeat(64) },
      nextClientSeed: '`'.repeat(64),
      coups: 3,
    };
    const archive: ShoeArchive = {
      guildId: 'g',
      channelId: 'c',
      game: 'punto-banco',
      spec: shoe.spec,
      commitment: shoe.commitment,
      coups: 79,
      firstRound: 1,
      revealedAt: NOW,
    };
    const settings = {
      ...DEFAULT_GUILD_SETTINGS.tableDefaults,
      limits: { min: 1, max: 1e9, tieMinAlone: 1, tieMinBeside: 1, tieMax: 1e9 } as Limits,
    };
    for (const message of [
      renderFairStatus(locale, { shoe }),
      renderFairStatus(locale, { shoe, verifyUrl: `https://${'v'.repeat(200)}.example/verify/` }),
      renderShoeRevealed(locale, { archive }),
      renderShoeRevealed(locale, { archive, verifyUrl: `https://${'v'.repeat(200)}.example/verify/` }),
      renderShoeStarted(locale, {
        shoeNumber: 1e6,
        commitment: shoe.commitment,
        clientSeed: shoe.spec.clientSeed,
      }),
      renderTableSettings(locale, {
        settings,
        guildSettings: { ...DEFAULT_GUILD_SETTINGS, startingChips: 1e9 as Chips, dailyChips: 1e9 as Chips },
      }),
      renderBalance(locale, {
        name: 'N'.repeat(100),
        self: false,
        balanceCents: Number.MAX_SAFE_INTEGER as Cents,
      }),
    ])
      expectWithinDiscordLimits(message, locale);
  });
});

describe('the notice of bets returned when a table closes', () => {
  it.each(LOCALES)(
    'GIVEN known players (%s) THEN they are listed by bold name, like every other list; an unknown one by mention',
    (locale) => {
      const message = renderBetsReturned(
        locale,
        {
          refunds: [
            { userId: 'u1', cents: 500 as Cents },
            { userId: 'u2', cents: 2_500 as Cents },
          ],
        },
        new Map([['u1', 'Ana']]),
      );
      const lines = message.embeds[0]?.description?.split('\n') ?? [];
      expect(lines.slice(1)).toEqual([
        `**Ana** — ${t(locale, 'chips', { cents: 500 as Cents })}`,
        `**<@u2>** — ${t(locale, 'chips', { cents: 2_500 as Cents })}`,
      ]);
    },
  );
});
