/** /table …: the channel's table and the server's chips, for members with Manage Server. */

import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { choice, described, scopeOption, whole } from '../src/discord/command-kit.js';
import { LOCALES, type StaticKey } from '../src/discord/i18n/index.js';
import { discordLocaleOf, resolveLanguage } from '../src/discord/languages.js';
import {
  renderNewShoePrompt,
  renderTableSettings,
  renderWalletAdjusted,
} from '../src/discord/views/index.js';
import { type CommandContext, Refused } from '../src/discord/vocabulary.js';
import { CONTROLS } from '../src/games/shells.js';
import { SIDE_BETS, TIERS } from '../src/games/tiers.js';
import { type LimitField, type Limits, sideBetFields, type TierId } from '../src/table/limits.js';
import {
  MAX_DECISION_SECONDS,
  MAX_TIMER_SECONDS,
  MIN_DECISION_SECONDS,
  pendingSettings,
  serverLanguageOf,
} from '../src/table/state.js';

/** The scope option of a shared setting that a table or the server may hold. */
const scope = (sub: 'limits' | 'decks' | 'timer' | 'road-under-results') =>
  scopeOption(`cmd.table.${sub}.scope`);

/** A side bet's option: its field kebab-cased (`dragon7Min` → `dragon7-min`). */
const optionName = (field: LimitField) => field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Each option of /table limits with the limit it sets: the main five, then every game's side bets'. */
const LIMIT_OPTIONS: readonly (readonly [string, LimitField])[] = [
  ['min', 'min'],
  ['max', 'max'],
  ['tie-min', 'tieMinAlone'],
  ['tie-min-beside', 'tieMinBeside'],
  ['tie-max', 'tieMax'],
  ...sideBetFields(SIDE_BETS).map((field) => [optionName(field), field] as const),
];

const shared = described(new SlashCommandBuilder().setName('table'), 'cmd.table')
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
        .addChoices(...CONTROLS.map((controls) => choice(controls.gameChoice, controls.game))),
    ),
  );

// Each game's own settings, right after /table game, in the order the games are listed.
const GAME_SUBCOMMANDS = CONTROLS.flatMap(({ game, tableSubcommand }) =>
  tableSubcommand ? [{ game, ...tableSubcommand }] : [],
);
for (const subcommand of GAME_SUBCOMMANDS)
  shared.addSubcommand((sub) => subcommand.build(sub.setName(subcommand.name)));

export const data = shared
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

/** The table settings a subcommand changes; custom limits start from the tier or the current limits. */
const tableChanges = (sub: string, options: Options, current: Limits): Record<string, unknown> => {
  if (sub === 'game') return { game: options.getString('value', true) };
  // A game's own options are that game's, whatever game the table or the server deals now.
  const own = GAME_SUBCOMMANDS.find((subcommand) => subcommand.name === sub);
  if (own) return { optionsOf: own.game, ...own.changes(options) };
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
  const limits: Record<string, number | undefined> = { ...(tier ? TIERS[tier] : current) };
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
    // A game's own options belong to that game: a table dealing another game has none to set.
    const owner = GAME_SUBCOMMANDS.find((subcommand) => subcommand.name === sub);
    if (owner && current.game !== owner.game) throw new Refused(owner.elsewhere);
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
