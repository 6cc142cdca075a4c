import { AttachmentBuilder, ButtonStyle, ComponentType, MessageFlags, MessagePayload } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { NO_PINGS } from '../../src/discord/client.js';
import { autoDeferDelay, replyPayload } from '../../src/discord/responder.js';

describe("the automatic deferral keeps an answer within Discord's 3 s, counted from the interaction's creation", () => {
  it('GIVEN an interaction received as it was created THEN it is deferred after 2 s', () => {
    expect(autoDeferDelay(10_000, 10_000)).toBe(2000);
  });

  it('GIVEN an interaction received 700 ms after its creation (a busy shard) THEN it is deferred 1.3 s later, 2 s after its creation', () => {
    expect(autoDeferDelay(10_000, 10_700)).toBe(1300);
  });

  it('GIVEN a host clock far ahead of Discord’s THEN the deferral still waits 1 s, so quick answers stay direct', () => {
    expect(autoDeferDelay(10_000, 20_000)).toBe(1000);
  });

  it('GIVEN a host clock behind Discord’s THEN the deferral never waits more than 2 s', () => {
    expect(autoDeferDelay(10_000, 9_000)).toBe(2000);
  });

  it('GIVEN no creation time THEN it is deferred after 2 s', () => {
    expect(autoDeferDelay(Number.NaN, 10_000)).toBe(2000);
  });
});

describe('a reply with nothing to upload goes as the API body discord.js would have built', () => {
  // What MessagePayload.resolveBody reads of its target: the client's options.
  const target = { client: { options: { allowedMentions: NO_PINGS, jsonTransformer: (x: unknown) => x } } };
  const discordJsBody = (options: Record<string, unknown>) => {
    const { tts, enforce_nonce, ...body } = new MessagePayload(target as never, options).resolveBody()
      .body as {
      tts: boolean;
      enforce_nonce: boolean;
    };
    // Both are false unless asked for, and false is what Discord assumes when they are left out.
    expect([tts, enforce_nonce]).toEqual([false, false]);
    return JSON.parse(JSON.stringify(body));
  };
  const wire = (payload: unknown) => {
    expect(payload).toBeInstanceOf(MessagePayload);
    expect((payload as MessagePayload).files).toEqual([]);
    return JSON.parse(JSON.stringify((payload as MessagePayload).body));
  };
  const view = {
    content: 'Dealt.',
    embeds: [{ title: 'Baccarat · round 3', description: 'Player 8 · Banker 6', color: 0x0b6e4f }],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: 'bet:p', label: 'Player' },
        ],
      },
    ],
  } as const;

  it.each([
    ['a private text', 'Bet placed: Banker 25.', MessageFlags.Ephemeral],
    ['a public text', 'Round 4 is open.', undefined],
    ['a private view with embeds and buttons', view, MessageFlags.Ephemeral],
    ['a public view', view, undefined],
    ['a view with no content', { embeds: view.embeds, components: [] }, undefined],
  ] as const)('GIVEN %s THEN the body is the same, no one is pinged', (_name, reply, flags) => {
    const options = typeof reply === 'string' ? { content: reply } : { ...reply };
    const payload = replyPayload({} as never, reply as never, flags);
    expect(wire(payload)).toEqual(discordJsBody({ ...options, flags }));
    expect(wire(payload).allowed_mentions).toEqual({ parse: [] });
  });

  it('GIVEN a reply with a picture THEN it takes discord.js’s own path, files and all', () => {
    const files = [new AttachmentBuilder(Buffer.from('png'), { name: 'road.png' })];
    const payload = replyPayload({} as never, { content: 'Road', files }, MessageFlags.Ephemeral);
    expect(payload).not.toBeInstanceOf(MessagePayload);
    expect(payload).toEqual({ content: 'Road', files, flags: MessageFlags.Ephemeral });
  });
});
