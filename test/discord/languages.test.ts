/**
 * Which language each message speaks: private answers the member's own, public messages the
 * server's, learned per channel from its actions and remembered across a restart.
 */
import { describe, expect, it } from 'vitest';
import { ChannelMemory, type MetaStore } from '../../src/discord/channel-memory.js';
import { ChannelLanguages, placeOf, privateLocale, publicLocale } from '../../src/discord/languages.js';
import type { Logger } from '../../src/log.js';

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Meta records in a Map: what a restarted process finds in storage. */
const metaStore = (): MetaStore => {
  const records = new Map<string, unknown>();
  return {
    getMeta: async <T>(name: string) => records.get(name) as T | undefined,
    setMeta: async (name: string, value: unknown) => void records.set(name, value),
  };
};

describe('privateLocale', () => {
  it.each([
    ['nl', 'nl'],
    ['it', 'it'],
    ['ro', 'ro'],
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['pt-BR', 'en'],
    [null, 'en'],
  ] as const)(
    'GIVEN a member whose Discord speaks %s THEN their private answers are in %s',
    (discord, locale) => {
      expect(privateLocale({ locale: discord })).toBe(locale);
    },
  );
});

describe('placeOf and publicLocale', () => {
  it("GIVEN a Dutch member on an Italian server THEN the place's public language is Italian", () => {
    const place = placeOf({ guildId: 'g1', channelId: 'c1', guildLocale: 'it' });
    expect(place).toEqual({ guildId: 'g1', channelId: 'c1', guildLocale: 'it' });
    expect(publicLocale(place)).toBe('it');
    expect(privateLocale({ locale: 'nl' })).toBe('nl');
  });

  it('GIVEN an interaction outside a server THEN no place can be made (guild-only must run first)', () => {
    expect(() => placeOf({ guildId: null, channelId: 'c1', guildLocale: 'it' })).toThrow(/guild-only/);
  });
});

describe('ChannelLanguages', () => {
  it('GIVEN a channel never heard from THEN its public messages are in English', async () => {
    expect(await new ChannelLanguages().of('g1', 'c1')).toBe('en');
  });

  it('GIVEN an action in a Romanian server THEN the channel speaks Romanian, and a timer there acts in Romanian', async () => {
    const languages = new ChannelLanguages();
    languages.learn({ guildId: 'g1', channelId: 'c1', guildLocale: 'ro' });
    expect(await languages.of('g1', 'c1')).toBe('ro');
    expect(await languages.placeAt('g1', 'c1')).toEqual({
      guildId: 'g1',
      channelId: 'c1',
      guildLocale: 'ro',
      discordLocale: 'ro',
    });
    expect(await languages.of('g1', 'c2')).toBe('en');
  });

  it('GIVEN a Dutch channel WHEN the bot restarts THEN the new process still speaks Dutch there', async () => {
    const meta = metaStore();
    const before = new ChannelMemory(meta, quiet);
    new ChannelLanguages(before).learn({ guildId: 'g1', channelId: 'c1', guildLocale: 'nl' });
    await before.flush();
    const after = new ChannelLanguages(new ChannelMemory(meta, quiet));
    expect(await after.of('g1', 'c1')).toBe('nl');
  });
});

describe("ChannelLanguages with the server's choice", () => {
  const choosing = (choice: 'auto' | 'en' | 'nl' | 'it' | 'ro') =>
    new ChannelLanguages(undefined, async () => choice);

  it('GIVEN an en-US server that chose Dutch THEN an interaction there speaks Dutch in public, and still knows Discord’s locale', async () => {
    const place = await choosing('nl').placeOf({ guildId: 'g1', channelId: 'c1', guildLocale: 'en-US' });
    expect(place).toEqual({ guildId: 'g1', channelId: 'c1', guildLocale: 'nl', discordLocale: 'en' });
  });

  it("GIVEN auto THEN an interaction's public language is Discord's server locale", async () => {
    const place = await choosing('auto').placeOf({ guildId: 'g1', channelId: 'c1', guildLocale: 'it' });
    expect(publicLocale(place)).toBe('it');
  });

  it("GIVEN a channel that learned Discord's Romanian WHEN the server chose Italian THEN a timer there acts in Italian, and learning keeps Discord's locale", async () => {
    let choice: 'auto' | 'it' = 'it';
    const languages = new ChannelLanguages(undefined, async () => choice);
    languages.learn(await languages.placeOf({ guildId: 'g1', channelId: 'c1', guildLocale: 'ro' }));
    expect(await languages.placeAt('g1', 'c1')).toEqual({
      guildId: 'g1',
      channelId: 'c1',
      guildLocale: 'it',
      discordLocale: 'ro',
    });
    choice = 'auto';
    expect(await languages.of('g1', 'c1')).toBe('ro');
  });
});
