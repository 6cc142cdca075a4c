/**
 * The real bot with a verifier page (VERIFY_URL): /fair status, /rules fairness, the notice that
 * reveals a shoe and the /fair export reply send players to the page instead of `npm run verify`,
 * and the file the bot hands out is one the page's checks pass.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../src/discord/i18n/index.js';
import { buildShoe } from '../../src/engine/shoe.js';
import { checkShoeExport, type ShoeExport } from '../../src/engine/shoe-export.js';
import { type BotWorld, Player, useBotWorld } from './support/bot-harness.js';

const VERIFY_URL = 'https://sabot.example/verify/';
const LINK = `](${VERIFY_URL})`;

let world: BotWorld;
useBotWorld({ channels: ['fair'], players: 2, env: { VERIFY_URL } }, (started) => {
  world = started;
});

const at = (member: number, locale?: string) =>
  new Player(world, world.guild.member(member).id, world.guild.channel('fair').id, locale);

describe('a bot with a verifier page', () => {
  it('GIVEN VERIFY_URL WHEN a player asks /fair status and /rules fairness THEN both link to the page', async () => {
    const status = await at(1).slash('fair', {}, 'status').reply();
    const field = status.embeds[0]?.fields?.find((f) => f.name === 'Check a shoe yourself');
    expect(field?.value).toContain(LINK);

    const rules = await at(1, 'it').slash('rules', { topic: 'fairness' }).reply();
    const description = rules.embeds[0]?.description ?? '';
    expect(description).toContain(`[pagina di verifica](${VERIFY_URL})`);
    // Step 4 is the page's, not the command line's.
    expect(description).not.toContain(t('it', 'rules.fairness.check'));
  });

  it('GIVEN a dealt shoe WHEN an admin starts a new one THEN the notice revealing it links to the page, and so does the export, whose file passes the page’s checks', async () => {
    await at(1).bet('banker', 5);
    await at(1).deal();
    await at(0).newShoe();
    const channelId = world.guild.channel('fair').id;
    const notice = await world.discord.waitFor(
      () =>
        world.discord
          .messages(channelId, { origin: 'channel', includeDeleted: false })
          .flatMap((message) => message.embeds)
          .find((embed) => embed.title === 'Shoe 1 is over: its seed is revealed'),
      { description: 'the notice revealing shoe 1' },
    );
    expect(notice.description).toContain(LINK);
    expect(notice.description).not.toContain('npm run verify');

    const exported = await at(0).slash('fair', {}, 'export').reply();
    expect(exported.content).toContain(LINK);
    const file = JSON.parse(exported.files[0]!.bytes.toString('utf8')) as ShoeExport;
    const check = checkShoeExport(file, buildShoe(file));
    expect(check.header).toEqual([]);
    expect(check.rounds.map((round) => round.mismatches)).toEqual([[]]);
  });
});
