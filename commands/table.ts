/** /table …: the channel's table and the server's chips, for members with Manage Server. */

import {
  SlashCommandBuilder,
  type SlashCommandIntegerOption,
  type SlashCommandStringOption,
} from '@discordjs/builders';
import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { choice, described } from '../src/discord/command-kit.js';
import { LOCALES, type StaticKey } from '../src/discord/i18n/index.js';
import { discordLocaleOf, resolveLanguage } from '../src/discord/languages.js';
import {
  renderNewShoePrompt,
  renderTableSettings,
  renderWalletAdjusted,
} from '../src/discord/views/index.js';
import { type CommandContext, Refused } from '../src/discord/vocabulary.js';
import { basisPointsFromPercent, percentOfBasisPoints } from '../src/engine/money.js';
import {
  MAX_AUCTION_SECONDS,
  MAX_BANQUE_COMMISSION_BP,
  MIN_AUCTION_SECONDS,
} from '../src/games/banque/table/settings.js';
import { BANQUE } from '../src/games/banque/table/state.js';
import { MAX_COMMISSION_BP } from '../src/games/chemin-de-fer/table/settings.js';
import { CHEMIN_DE_FER } from '../src/games/chemin-de-fer/table/state.js';
import { EZ_BACCARAT } from '../src/games/ez-baccarat/rules/bets.js';
import { type Limits, TIERS, type TierId } from '../src/table/limits.js';
import {
  MAX_DECISION_SECONDS,
  MAX_TIMER_SECONDS,
  MIN_DECISION_SECONDS,
  pendingSettings,
  serverLanguageOf,
} from '../src/table/state.js';

const whole =
  (name: string, key: StaticKey, min: number, required = true) =>
  (option: SlashCommandIntegerOption) =>
    described(option.setName(name), key).setRequired(required).setMinValue(min);

/**
 * Where a setting goes: this table's own settings (the default), or the server's defaults, which
 * every table without its own value for that setting follows. Optional, so always the last option.
 */
const scope =
  (sub: 'limits' | 'variant' | 'decks' | 'timer' | 'road-under-results') =>
  (option: SlashCommandStringOption) =>
    described(option.setName('scope'), `cmd.table.${sub}.scope`).addChoices(
      choice('cmd.table.scope.table', 'table'),
      choice('cmd.table.scope.server', 'server'),
    );

/** An on/off switch of a game's settings. */
const onOff = (name: string, key: StaticKey) => (option: SlashCommandStringOption) =>
  described(option.setName(name), key).addChoices(
    choice('cmd.table.banque.on', 'on'),
    choice('cmd.table.banque.off', 'off'),
  );

const LIMIT_OPTIONS: readonly [string, keyof Limits][] = [
  ['min', 'min'],
  ['max', 'max'],
  ['tie-min', 'tieMinAlone'],
  ['tie-min-beside', 'tieMinBeside'],
  ['tie-max', 'tieMax'],
  ['dragon7-min', 'dragon7Min'],
  ['dragon7-max', 'dragon7Max'],
  ['panda8-min', 'panda8Min'],
  ['panda8-max', 'panda8Max'],
];

export const data = described(new SlashCommandBuilder().setName('table'), 'cmd.table')
  .setContexts(InteractionContextType.Guild)
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .addSubcommand((sub) => described(sub.setName('show'), 'cmd.table.show'))
  .addSubcommand((sub) => {
    described(sub.setName('limits'), 'cmd.table.limits').addStringOption((option) =>
      described(option.setName('tier'), 'cmd.table.limits.tier').addChoices(
        ...(Object.keys(TIERS) as TierId[]).map((tier) => choice(`cmd.table.limits.tier.${tier}`, tier)),
      ),
    );
    for (const [name] of LIMIT_OPTIONS)
      sub.addIntegerOption(whole(name, `cmd.table.limits.${name}` as StaticKey, 1, false));
    return sub.addStringOption(scope('limits'));
  })
  .addSubcommand((sub) =>
    described(sub.setName('variant'), 'cmd.table.variant')
      .addStringOption((option) =>
        described(option.setName('variant'), 'cmd.table.variant.variant')
          .setRequired(true)
          .addChoices(
            choice('cmd.table.variant.variant.punto-banco', 'punto-banco'),
            choice('cmd.table.variant.variant.punto-2000', 'punto-2000'),
          ),
      )
      .addStringOption(scope('variant')),
  )
  .addSubcommand((sub) =>
    described(sub.setName('decks'), 'cmd.table.decks')
      .addIntegerOption((option) =>
        described(option.setName('decks'), 'cmd.table.decks.decks')
          .setRequired(true)
          .addChoices(
            choice('cmd.table.decks.decks.3', 3),
            choice('cmd.table.decks.decks.6', 6),
            choice('cmd.table.decks.decks.8', 8),
          ),
      )
      .addStringOption(scope('decks')),
  )
  .addSubcommand((sub) =>
    described(sub.setName('timer'), 'cmd.table.timer')
      .addIntegerOption((option) =>
        whole('seconds', 'cmd.table.timer.seconds', 0)(option).setMaxValue(MAX_TIMER_SECONDS),
      )
      .addStringOption(scope('timer')),
  )
  .addSubcommand((sub) =>
    described(sub.setName('decision-time'), 'cmd.table.decision-time').addIntegerOption((option) =>
      whole(
        'seconds',
        'cmd.table.decision-time.seconds',
        MIN_DECISION_SECONDS,
      )(option).setMaxValue(MAX_DECISION_SECONDS),
    ),
  )
  .addSubcommand((sub) =>
    described(sub.setName('starting-chips'), 'cmd.table.starting-chips').addIntegerOption(
      whole('amount', 'cmd.table.starting-chips.amount', 0),
    ),
  )
  .addSubcommand((sub) =>
    described(sub.setName('daily'), 'cmd.table.daily').addIntegerOption(
      whole('amount', 'cmd.table.daily.amount', 0),
    ),
  )
  .addSubcommand((sub) => described(sub.setName('open'), 'cmd.table.open'))
  .addSubcommand((sub) => described(sub.setName('close'), 'cmd.table.close'))
  .addSubcommand((sub) => described(sub.setName('new-shoe'), 'cmd.table.new-shoe'))
  .addSubcommand((sub) =>
    described(sub.setName('give'), 'cmd.table.give')
      .addUserOption((option) =>
        described(option.setName('member'), 'cmd.table.give.member').setRequired(true),
      )
      .addIntegerOption(whole('amount', 'cmd.table.give.amount', 1)),
  )
  .addSubcommand((sub) =>
    described(sub.setName('take'), 'cmd.table.take')
      .addUserOption((option) =>
        described(option.setName('member'), 'cmd.table.take.member').setRequired(true),
      )
      .addIntegerOption(whole('amount', 'cmd.table.take.amount', 1)),
  )
  .addSubcommand((sub) =>
    described(sub.setName('game'), 'cmd.table.game').addStringOption((option) =>
      described(option.setName('value'), 'cmd.table.game.value')
        .setRequired(true)
        .addChoices(
          choice('cmd.table.game.value.punto-banco', 'punto-banco'),
          choice('cmd.table.game.value.chemin-de-fer', CHEMIN_DE_FER),
          choice('cmd.table.game.value.banque', BANQUE),
          choice('cmd.table.game.value.ez-baccarat', EZ_BACCARAT),
        ),
    ),
  )
  .addSubcommand((sub) =>
    described(sub.setName('chemin-de-fer'), 'cmd.table.chemin-de-fer')
      .addIntegerOption(whole('bank-min', 'cmd.table.chemin-de-fer.bank-min', 0, false))
      .addIntegerOption(whole('bank-max', 'cmd.table.chemin-de-fer.bank-max', 0, false))
      .addNumberOption((option) =>
        described(option.setName('commission'), 'cmd.table.chemin-de-fer.commission')
          .setMinValue(0)
          .setMaxValue(percentOfBasisPoints(MAX_COMMISSION_BP)),
      )
      .addStringOption((option) =>
        described(option.setName('regle'), 'cmd.table.chemin-de-fer.regle').addChoices(
          choice('cmd.table.chemin-de-fer.regle.scarne', 'scarne'),
          choice('cmd.table.chemin-de-fer.regle.free', 'free'),
        ),
      )
      .addStringOption((option) =>
        described(option.setName('suite'), 'cmd.table.chemin-de-fer.suite').addChoices(
          choice('cmd.table.chemin-de-fer.suite.on', 'on'),
          choice('cmd.table.chemin-de-fer.suite.off', 'off'),
        ),
      ),
  )
  .addSubcommand((sub) =>
    described(sub.setName('banque'), 'cmd.table.banque')
      .addIntegerOption(whole('bank-min', 'cmd.table.banque.bank-min', 0, false))
      .addIntegerOption(whole('bank-max', 'cmd.table.banque.bank-max', 0, false))
      .addNumberOption((option) =>
        described(option.setName('commission'), 'cmd.table.banque.commission')
          .setMinValue(0)
          .setMaxValue(percentOfBasisPoints(MAX_BANQUE_COMMISSION_BP)),
      )
      .addStringOption(onOff('open-bank', 'cmd.table.banque.open-bank'))
      .addStringOption(onOff('banco', 'cmd.table.banque.banco'))
      .addStringOption((option) =>
        described(option.setName('tenure'), 'cmd.table.banque.tenure').addChoices(
          choice('cmd.table.banque.tenure.shoe', 'shoe'),
          choice('cmd.table.banque.tenure.session', 'session'),
        ),
      )
      .addIntegerOption((option) =>
        whole(
          'auction-seconds',
          'cmd.table.banque.auction-seconds',
          MIN_AUCTION_SECONDS,
          false,
        )(option).setMaxValue(MAX_AUCTION_SECONDS),
      ),
  )
  .addSubcommand((sub) =>
    described(sub.setName('road-under-results'), 'cmd.table.road-under-results')
      .addStringOption((option) =>
        described(option.setName('state'), 'cmd.table.road-under-results.state')
          .setRequired(true)
          .addChoices(
            choice('cmd.table.road-under-results.state.on', 'on'),
            choice('cmd.table.road-under-results.state.off', 'off'),
          ),
      )
      .addStringOption(scope('road-under-results')),
  )
  .addSubcommand((sub) =>
    described(sub.setName('language'), 'cmd.table.language').addStringOption((option) =>
      described(option.setName('value'), 'cmd.table.language.value')
        .setRequired(true)
        .addChoices(
          choice('cmd.table.language.value.auto', 'auto'),
          ...LOCALES.map((language) => choice(`language.${language}`, language)),
        ),
    ),
  );

export const preconditions = ['guild-only', 'manage-guild'] as const;
export const defer = 'ephemeral';

type Options = CommandContext['interaction']['options'];

/**
 * Chemin de fer's options as the table takes them: a bank limit of 0 means the default (no
 * maximum; ten times the table minimum), the commission in percent becomes basis points (a rate
 * finer than a hundredth of a percent stays fractional, and the table refuses it).
 */
const cdfChanges = (options: Options): Record<string, unknown> => {
  const changes: Record<string, unknown> = {};
  const limit = (name: string) => {
    const value = options.getInteger(name);
    return value === null ? undefined : value === 0 ? null : value;
  };
  const bankMin = limit('bank-min');
  const bankMax = limit('bank-max');
  if (bankMin !== undefined) changes.bankMin = bankMin;
  if (bankMax !== undefined) changes.bankMax = bankMax;
  const percent = options.getNumber('commission');
  if (percent !== null) changes.commissionBp = basisPointsFromPercent(percent);
  const regle = options.getString('regle');
  if (regle !== null) changes.regle = regle;
  const suite = options.getString('suite');
  if (suite !== null) changes.suite = suite === 'on';
  return changes;
};

/**
 * Banque's options as the table takes them: a bank limit of 0 means the default (20 × the table
 * minimum; no maximum), the commission in percent becomes basis points as for chemin de fer.
 */
const banqueChanges = (options: Options): Record<string, unknown> => {
  const changes: Record<string, unknown> = {};
  for (const [name, field] of [
    ['bank-min', 'bankMin'],
    ['bank-max', 'bankMax'],
  ] as const) {
    const value = options.getInteger(name);
    if (value !== null) changes[field] = value === 0 ? null : value;
  }
  const percent = options.getNumber('commission');
  if (percent !== null) changes.commissionBp = basisPointsFromPercent(percent);
  for (const [name, field] of [
    ['open-bank', 'openBank'],
    ['banco', 'bancoAllowed'],
  ] as const) {
    const value = options.getString(name);
    if (value !== null) changes[field] = value === 'on';
  }
  const tenure = options.getString('tenure');
  if (tenure !== null) changes.tenure = tenure;
  const seconds = options.getInteger('auction-seconds');
  if (seconds !== null) changes.auctionSeconds = seconds;
  return changes;
};

/** The table settings a subcommand changes; custom limits start from the tier or the current limits. */
const tableChanges = (sub: string, options: Options, current: Limits): Record<string, unknown> => {
  if (sub === 'game') return { game: options.getString('value', true) };
  if (sub === 'chemin-de-fer') return cdfChanges(options);
  if (sub === 'banque') return banqueChanges(options);
  if (sub === 'variant') return { variant: options.getString('variant', true) };
  if (sub === 'decks') return { decks: options.getInteger('decks', true) };
  if (sub === 'timer') return { timerSeconds: options.getInteger('seconds', true) };
  if (sub === 'decision-time') return { decisionSeconds: options.getInteger('seconds', true) };
  if (sub === 'open' || sub === 'close') return { open: sub === 'open' };
  if (sub === 'road-under-results') return { roadUnderResults: options.getString('state', true) === 'on' };
  const tier = options.getString('tier') as TierId | null;
  if (tier !== null && !TIERS[tier]) return { tier };
  const figures = LIMIT_OPTIONS.filter(([name]) => options.getInteger(name) !== null);
  if (figures.length === 0) return tier ? { tier } : { limits: null };
  // Plain numbers: the table validates them as limits.
  const limits: { -readonly [K in keyof Limits]?: number } = { ...(tier ? TIERS[tier] : current) };
  for (const [name, field] of figures) limits[field] = options.getInteger(name, true);
  return { limits };
};

export const execute = async ({
  interaction,
  game,
  reads,
  place,
  locale,
  reply,
}: CommandContext): Promise<void> => {
  const { options } = interaction;
  const sub = options.getSubcommand();
  const { channelId } = place;
  if (sub === 'give' || sub === 'take') {
    const member = options.getUser('member', true);
    const amount = options.getInteger('amount', true);
    const accepted = await game.run(place, {
      type: sub === 'give' ? 'grant' : 'take',
      userId: member.id,
      amount,
    });
    const changed = accepted.events.find((event) => event.type === 'wallet-changed');
    const fromMember = options.getMember('member');
    const name = fromMember && 'displayName' in fromMember ? fromMember.displayName : member.displayName;
    return (
      changed &&
      reply(renderWalletAdjusted(locale, { name, ...changed, reason: sub === 'give' ? 'grant' : 'take' }))
    );
  }
  if (sub === 'new-shoe') {
    // Ending a shoe cannot be undone: the admin confirms with a private button (components.ts).
    await game.ensureTable(place);
    const { table } = await reads.table(place);
    if (!table) throw new Refused('no-table');
    return reply(renderNewShoePrompt(locale, { shoeNumber: table.shoe.spec.shoeNumber, round: table.round }));
  }
  let updated: 'table' | 'server' | undefined;
  /** A server-scope change: the panel shows the server's table defaults it changed. */
  let showDefaults = false;
  if (sub === 'language') {
    await game.run(place, {
      type: 'configure-guild',
      changes: { language: options.getString('value', true) },
    });
    updated = 'server';
  } else if (sub === 'starting-chips' || sub === 'daily') {
    const field = sub === 'daily' ? 'dailyChips' : 'startingChips';
    await game.run(place, {
      type: 'configure-guild',
      changes: { [field]: options.getInteger('amount', true) },
    });
    updated = 'server';
  } else if (sub === 'show') {
    await game.ensureTable(place);
    game.showTable(place);
  } else if (options.getString('scope') === 'server') {
    // Custom figures start from the server's default limits, not this table's.
    const current = (await reads.table(place)).serverDefaults.limits;
    await game.run(place, {
      type: 'configure-guild',
      changes: { tableDefaults: tableChanges(sub, options, current) },
    });
    updated = 'server';
    showDefaults = true;
  } else {
    const { settings: current } = await reads.table(place);
    // Chemin de fer's options belong to that game: a table dealing another game has none to set.
    if (sub === 'chemin-de-fer' && current.game !== CHEMIN_DE_FER) throw new Refused('not-cdf-table');
    if (sub === 'banque' && current.game !== BANQUE) throw new Refused('not-banque-table');
    const { limits } = current;
    await game.run(place, {
      type: 'configure-table',
      channelId,
      changes: tableChanges(sub, options, limits),
    });
    updated = 'table';
  }
  const { settings, serverDefaults, guild, table } = await reads.table(place);
  // The language public messages speak from now on: the place's was read before this change.
  const publicLanguage = resolveLanguage(serverLanguageOf(guild), discordLocaleOf(place));
  await reply(
    renderTableSettings(locale, {
      publicLanguage,
      ...(sub === 'language' ? { languageChanged: true } : {}),
      settings: showDefaults ? serverDefaults : settings,
      guildSettings: guild.settings,
      // When a change reaches play: the table's own waits for its round or shoe; a server default
      // reaches each table at its next round; a new language is in every public message at once.
      pending:
        sub === 'language' ? [] : showDefaults ? 'each-table' : table ? pendingSettings(guild, table) : [],
      ...(updated ? { updated } : {}),
    }),
  );
};
