/**
 * The slash-command definitions as Discord receives them: Discord's naming and length rules, a
 * Dutch, Italian and Romanian description for every command, option and choice, guild-only
 * contexts, and Manage Server as /table's default permission.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type APIApplicationCommandOption,
  ApplicationCommandOptionType,
  InteractionContextType,
  PermissionFlagsBits,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { commandData, commands } from '../../commands/index.js';
import { SIDE_BETS } from '../../src/games/tiers.js';

const NAME = /^[-_\p{Ll}\p{N}]{1,32}$/u;
const LOCALES = ['nl', 'it', 'ro'] as const;

type Described = {
  name: string;
  description: string;
  description_localizations?: Partial<Record<string, string | null>> | null;
};

/** Every command, subcommand and option, with a path for messages. */
const walk = (
  items: readonly APIApplicationCommandOption[] | undefined,
  path: string,
): { path: string; item: APIApplicationCommandOption }[] =>
  (items ?? []).flatMap((item) => [
    { path: `${path} ${item.name}`, item },
    ...('options' in item && item.options
      ? walk(item.options as APIApplicationCommandOption[], `${path} ${item.name}`)
      : []),
  ]);

const body = commandData();
const everything = body.flatMap((command) => [
  { path: `/${command.name}`, item: command as Described },
  ...walk(command.options, `/${command.name}`).map(({ path, item }) => ({ path, item: item as Described })),
]);

describe('command definitions', () => {
  it('GIVEN the command list THEN it holds the fourteen commands, each once', () => {
    expect(body.map((command) => command.name).sort()).toEqual([
      'balance',
      'banque',
      'bet',
      'chemin',
      'daily',
      'deal',
      'fair',
      'history',
      'leaderboard',
      'odds',
      'road',
      'rules',
      'stats',
      'table',
    ]);
    expect(new Set(commands.map((command) => command.data.name)).size).toBe(commands.length);
  });

  it('GIVEN every command, subcommand and option THEN names are lowercase, 1-32 characters, descriptions 1-100', () => {
    for (const { path, item } of everything) {
      expect(item.name, path).toMatch(NAME);
      expect(item.description.length, path).toBeGreaterThan(0);
      expect(item.description.length, path).toBeLessThanOrEqual(100);
    }
  });

  it('GIVEN every command, subcommand and option THEN it has a Dutch, Italian and Romanian description of at most 100 characters', () => {
    for (const { path, item } of everything)
      for (const locale of LOCALES) {
        const text = item.description_localizations?.[locale];
        expect(text, `${path} (${locale})`).toBeTruthy();
        expect(text!.length, `${path} (${locale})`).toBeLessThanOrEqual(100);
      }
  });

  it('GIVEN options with choices THEN there are at most 25, each named in English and localized', () => {
    for (const { path, item } of everything) {
      const choices = (item as { choices?: { name: string; name_localizations?: Record<string, string> }[] })
        .choices;
      if (!choices) continue;
      expect(choices.length, path).toBeLessThanOrEqual(25);
      for (const choice of choices) {
        expect(choice.name.length, path).toBeLessThanOrEqual(100);
        for (const locale of LOCALES)
          expect(choice.name_localizations?.[locale], `${path} ${choice.name} (${locale})`).toBeTruthy();
      }
    }
  });

  it('GIVEN every command THEN it can only be used in a server', () => {
    for (const command of body)
      expect(command.contexts, command.name).toEqual([InteractionContextType.Guild]);
  });

  it('GIVEN /table THEN only Manage Server members see it by default; the others are open to everyone', () => {
    for (const command of body)
      expect(command.default_member_permissions ?? null, command.name).toBe(
        command.name === 'table' ? PermissionFlagsBits.ManageGuild.toString() : null,
      );
  });

  it('GIVEN every command file THEN it reads through the read side, never from storage directly', () => {
    const folder = fileURLToPath(new URL('../../commands/', import.meta.url));
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts')))
      expect(readFileSync(join(folder, file), 'utf8'), file).not.toMatch(/from '[^']*\/store\//);
  });

  it('GIVEN every command THEN it declares guild-only first, and only /table also needs Manage Server', () => {
    for (const command of commands)
      expect(command.preconditions, command.data.name).toEqual(
        command.data.name === 'table' ? ['guild-only', 'manage-guild'] : ['guild-only'],
      );
  });

  it('GIVEN /bet THEN side is one of player, banker, tie (dragon-7, panda-8 at EZ Baccarat; punter at chemin de fer; right, left, centre at banque) and amount is a required integer of at least 1', () => {
    const bet = body.find((command) => command.name === 'bet')!;
    const [side, amount] = bet.options as [APIApplicationCommandOption, APIApplicationCommandOption];
    expect(side).toMatchObject({ name: 'side', required: true, type: ApplicationCommandOptionType.String });
    expect((side as { choices: { value: string }[] }).choices.map((choice) => choice.value)).toEqual([
      'player',
      'banker',
      'tie',
      'dragon-7',
      'panda-8',
      'punter',
      'right',
      'left',
      'centre',
    ]);
    expect(amount).toMatchObject({
      name: 'amount',
      required: true,
      type: ApplicationCommandOptionType.Integer,
      min_value: 1,
    });
  });

  it('GIVEN /table and /fair THEN they offer the subcommands of the brief', () => {
    const subcommands = (name: string) =>
      body.find((command) => command.name === name)!.options!.map((option) => option.name);
    expect(subcommands('table')).toEqual([
      'show',
      'limits',
      'decks',
      'timer',
      'decision-time',
      'starting-chips',
      'daily',
      'open',
      'close',
      'new-shoe',
      'give',
      'take',
      'game',
      'variant',
      'chemin-de-fer',
      'banque',
      'road-under-results',
      'language',
    ]);
    expect(subcommands('fair')).toEqual(['status', 'seed', 'export']);
    expect(subcommands('chemin')).toEqual([
      'sit',
      'leave',
      'bank',
      'pass',
      'banco',
      'avec',
      'suite',
      'withdraw',
      'cards',
      'decide',
    ]);
    expect(subcommands('banque')).toEqual([
      'sit',
      'leave',
      'bid',
      'max-stake',
      'retire',
      'banco',
      'withdraw',
      'cards',
      'decide',
    ]);
  });

  it('GIVEN /table limits THEN it offers the main limits, then each game’s side bets from the registry, worded by the game', () => {
    const table = body.find((command) => command.name === 'table')!.options as APIApplicationCommandOption[];
    const limits = (
      table.find((option) => option.name === 'limits') as { options: APIApplicationCommandOption[] }
    ).options;
    const sideOptions = SIDE_BETS.flatMap((side) => [side.minField, side.maxField]).map((field) =>
      field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    );
    expect(sideOptions).toEqual(['dragon7-min', 'dragon7-max', 'panda8-min', 'panda8-max']);
    expect(limits.map((option) => option.name)).toEqual([
      'tier',
      'min',
      'max',
      'tie-min',
      'tie-min-beside',
      'tie-max',
      ...sideOptions,
      'scope',
    ]);
    const dragonMax = limits.find((option) => option.name === 'dragon7-max')!;
    expect(dragonMax).toMatchObject({
      type: ApplicationCommandOptionType.Integer,
      description: 'Maximum Dragon 7 bet (EZ Baccarat)',
      description_localizations: { it: 'Puntata massima su Dragon 7 (EZ Baccarat)' },
      min_value: 1,
    });
  });

  it('GIVEN the /table settings subcommands THEN each ends with an optional scope: this table or the server default', () => {
    const table = body.find((command) => command.name === 'table')!.options as APIApplicationCommandOption[];
    const optionsOf = (name: string) =>
      (table.find((option) => option.name === name) as { options?: APIApplicationCommandOption[] }).options ??
      [];
    for (const name of ['limits', 'variant', 'decks', 'timer', 'road-under-results']) {
      const scope = optionsOf(name).at(-1) as {
        name: string;
        required?: boolean;
        choices: { value: string }[];
      };
      expect(scope, name).toMatchObject({ name: 'scope', type: ApplicationCommandOptionType.String });
      expect(scope.required ?? false, name).toBe(false);
      expect(
        scope.choices.map((c) => c.value),
        name,
      ).toEqual(['table', 'server']);
    }
    for (const name of [
      'show',
      'decision-time',
      'starting-chips',
      'daily',
      'open',
      'close',
      'new-shoe',
      'give',
      'take',
    ])
      expect(
        optionsOf(name).map((option) => option.name),
        name,
      ).not.toContain('scope');
    // Discord refuses a required option after an optional one.
    for (const sub of table) {
      const required = ((sub as { options?: { required?: boolean }[] }).options ?? []).map(
        (o) => !!o.required,
      );
      expect(required, sub.name).toEqual([...required].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it('GIVEN the scoreboard and statistics commands THEN their options are the documented ones', () => {
    const options = (name: string) =>
      (body.find((command) => command.name === name)!.options ?? []) as APIApplicationCommandOption[];
    expect(options('road')).toMatchObject([
      { name: 'shoe', type: ApplicationCommandOptionType.Integer, min_value: 1 },
      { name: 'public', type: ApplicationCommandOptionType.Boolean },
    ]);
    expect(options('road').map((option) => option.required ?? false)).toEqual([false, false]);
    expect(options('odds')).toEqual([]);
    expect(options('history')).toEqual([]);
    expect(options('stats')).toMatchObject([{ name: 'member', type: ApplicationCommandOptionType.User }]);
    expect(options('stats')[0]?.required ?? false).toBe(false);
    const [by] = options('leaderboard');
    expect(by).toMatchObject({ name: 'by', type: ApplicationCommandOptionType.String });
    expect(by?.required ?? false).toBe(false);
    expect((by as { choices: { value: string }[] }).choices.map((c) => c.value)).toEqual(['chips', 'net']);
    const table = body.find((command) => command.name === 'table')!.options as APIApplicationCommandOption[];
    const road = table.find((option) => option.name === 'road-under-results') as {
      options: { name: string; required: boolean; choices: { value: string }[] }[];
    };
    expect(road.options.map((o) => [o.name, o.required ?? false, o.choices.map((c) => c.value)])).toEqual([
      ['state', true, ['on', 'off']],
      ['scope', false, ['table', 'server']],
    ]);
    // Read-only answers: the public ones reply at once, the private ones defer privately.
    const defers = Object.fromEntries(commands.map((command) => [command.data.name, command.defer]));
    expect([defers.road, defers.leaderboard, defers.odds, defers.stats, defers.history]).toEqual([
      undefined,
      undefined,
      'ephemeral',
      'ephemeral',
      'ephemeral',
    ]);
  });

  it('GIVEN the definitions WHEN built twice THEN the JSON is identical (so the registration hash is stable)', () => {
    expect(JSON.stringify(commandData())).toBe(JSON.stringify(body));
  });
});
