/**
 * What a command's result does in the channel, as data: the plan for each table event, worked out
 * without Discord, storage or timers; then the executor carrying a plan out, in order.
 */
import { describe, expect, it } from 'vitest';
import { carryOut, type EffectTargets, resultNonce } from '../../src/discord/effect-executor.js';
import { type Effect, planEffects } from '../../src/discord/effects.js';
import {
  renderBetsReturned,
  renderShoeRevealed,
  renderShoeStarted,
  type ViewMessage,
} from '../../src/discord/views/index.js';
import type { Place } from '../../src/discord/vocabulary.js';
import type { Cents, Chips } from '../../src/engine/money.js';
import { renderBanqueBankEnded } from '../../src/games/banque/shell/result.js';
import type { Accepted, TableEvent } from '../../src/table/commands.js';
import type { ChangeSet } from '../../src/table/draft.js';
import { DEFAULT_GUILD_SETTINGS, type ShoeArchive, type TableRecord } from '../../src/table/state.js';
import { cdfAcceptance } from '../support/cdf-acceptance.js';
import { guildAndTable, roundRecord, stackedCoup, stakes } from './fixtures.js';

const place: Place = { guildId: 'g1', channelId: 'c1', guildLocale: 'nl' };
const DEAL_AT = 1_700_000_020_000;
const { table: fresh } = guildAndTable();
/** A table in round 3 whose betting timer runs until DEAL_AT. */
const waiting: TableRecord = { ...fresh, round: 3, dealAt: DEAL_AT };
/** The same table once nothing is left to deal: no deal time. */
const idle: TableRecord = { ...waiting, dealAt: null };
const pendingDecision = {
  step: 1,
  userId: 'u1',
  kind: 'draw-or-stand',
  choices: ['draw', 'stand'],
  defaultChoice: 'stand',
  deadline: DEAL_AT + 5_000,
};
const paused: TableRecord = { ...idle, coup: { at: 10, state: {}, decision: pendingDecision, taken: [] } };

const record = roundRecord(
  stackedCoup('9H', '2C', '7S', '3D'),
  [{ userId: 'u1', stakes: stakes(10, 0, 0) }],
  {
    round: 3,
  },
);
const archive: ShoeArchive = {
  guildId: 'g1',
  channelId: 'c1',
  game: 'punto-banco',
  spec: fresh.shoe.spec,
  commitment: fresh.shoe.commitment,
  coups: 79,
  firstRound: 1,
  revealedAt: DEAL_AT,
};
const started = { type: 'shoe-started', shoeNumber: 2, commitment: 'a'.repeat(64), clientSeed: 'c' } as const;

const accepted = (events: readonly TableEvent[], table?: TableRecord): Accepted => ({
  ok: true,
  changes: { guild: undefined, table, wallets: [], rounds: [], shoes: [] },
  events,
});

const revealedNotice = renderShoeRevealed('nl', { archive });
const startedNotice = renderShoeStarted('nl', started);

describe('planEffects', () => {
  const cases: [string, Accepted, readonly Effect[]][] = [
    [
      'a bet placed while the timer runs',
      accepted(
        [
          {
            type: 'bet-placed',
            userId: 'u1',
            side: 'banker',
            amount: 5 as Chips,
            stakes: stakes(0, 5, 0),
            balanceCents: 99_500 as Cents,
          },
        ],
        waiting,
      ),
      [{ kind: 'refresh-table' }],
    ],
    [
      'the first bet, which arms the betting timer',
      accepted(
        [
          {
            type: 'bet-placed',
            userId: 'u1',
            side: 'player',
            amount: 5 as Chips,
            stakes: stakes(5, 0, 0),
            balanceCents: 99_500 as Cents,
          },
          { type: 'timer-armed', dealAt: DEAL_AT },
        ],
        waiting,
      ),
      [{ kind: 'arm-timer', timer: 'betting', round: 3, at: DEAL_AT }, { kind: 'refresh-table' }],
    ],
    [
      'the last bets cleared, which leaves nothing to deal',
      accepted(
        [{ type: 'bets-cleared', userId: 'u1', refundedCents: 500 as Cents, balanceCents: 100_000 as Cents }],
        idle,
      ),
      [{ kind: 'disarm-timer', timer: 'betting' }, { kind: 'refresh-table' }],
    ],
    [
      'the last bet repeated',
      accepted(
        [{ type: 'bets-repeated', userId: 'u1', stakes: stakes(5, 0, 0), balanceCents: 99_500 as Cents }],
        waiting,
      ),
      [{ kind: 'refresh-table' }],
    ],
    [
      'a table setting changed',
      accepted(
        [
          {
            type: 'table-configured',
            settings: DEFAULT_GUILD_SETTINGS.tableDefaults,
            roundRules: null,
            pending: [],
          },
        ],
        waiting,
      ),
      [{ kind: 'refresh-table' }],
    ],
    [
      'a client seed chosen',
      accepted([{ type: 'client-seed-set', seed: 'lucky', shoeNumber: 1 }], waiting),
      [{ kind: 'refresh-table' }],
    ],
    [
      'a round dealt by the timer',
      accepted([{ type: 'round-dealt', record }], idle),
      [
        { kind: 'post-result', record, changes: accepted([], idle).changes },
        { kind: 'disarm-timer', timer: 'betting' },
        { kind: 'repost-table' },
      ],
    ],
    [
      'the cut card: a round dealt, its shoe revealed and the next one started',
      accepted([{ type: 'round-dealt', record }, { type: 'shoe-revealed', archive }, started], idle),
      [
        { kind: 'post-result', record, changes: accepted([], idle).changes },
        { kind: 'announce', message: revealedNotice },
        { kind: 'announce', message: startedNotice },
        { kind: 'disarm-timer', timer: 'betting' },
        { kind: 'repost-table' },
      ],
    ],
    [
      'a new shoe asked for while bets wait',
      accepted([{ type: 'shoe-revealed', archive }, started], waiting),
      [
        { kind: 'announce', message: revealedNotice },
        { kind: 'announce', message: startedNotice },
        { kind: 'refresh-table' },
      ],
    ],
    [
      'a wallet opened by a first bet',
      accepted([{ type: 'wallet-opened', userId: 'u9', startingCents: 100_000 as Cents }], waiting),
      [],
    ],
    [
      'the table closed with bets on it',
      accepted(
        [
          {
            type: 'bets-returned',
            refunds: [{ userId: 'u1', cents: 500 as Cents, balanceCents: 100_000 as Cents }],
          },
        ],
        idle,
      ),
      [
        {
          kind: 'announce',
          message: renderBetsReturned('nl', { refunds: [{ userId: 'u1', cents: 500 as Cents }] }),
        },
        { kind: 'disarm-timer', timer: 'betting' },
        { kind: 'refresh-table' },
      ],
    ],
    [
      'a coup that waits for a decision',
      accepted([{ type: 'decision-pending', round: 3, decision: pendingDecision }], paused),
      [
        { kind: 'arm-timer', timer: 'decision', round: 3, at: DEAL_AT + 5_000 },
        // The player it waits for gets his prompt at once, without a click.
        { kind: 'prompt-decider', userId: pendingDecision.userId, step: pendingDecision.step },
        // The betting timer has nothing left to deal once the cards are out.
        { kind: 'disarm-timer', timer: 'betting' },
        { kind: 'refresh-table' },
      ],
    ],
    [
      'playing by the rule switched on while the coup waits for that player',
      accepted(
        [
          {
            type: 'play-by-rule-set',
            round: 3,
            userId: pendingDecision.userId,
            on: true,
            decision: { ...pendingDecision, deadline: DEAL_AT + 2_000 },
          },
        ],
        paused,
      ),
      [
        { kind: 'arm-timer', timer: 'decision', round: 3, at: DEAL_AT + 2_000 },
        { kind: 'disarm-timer', timer: 'betting' },
        { kind: 'refresh-table' },
      ],
    ],
    [
      'playing by the rule switched off: nothing in the channel',
      accepted([{ type: 'play-by-rule-set', round: 3, userId: 'u1', on: false }], paused),
      [{ kind: 'disarm-timer', timer: 'betting' }],
    ],
    [
      'a decision taken that ends the wait',
      accepted(
        [
          {
            type: 'decision-taken',
            round: 3,
            decision: { userId: 'u1', kind: 'draw-or-stand', choice: 'stand', by: 'default' },
          },
        ],
        idle,
      ),
      [
        { kind: 'disarm-timer', timer: 'betting' },
        { kind: 'disarm-timer', timer: 'decision' },
        { kind: 'refresh-table' },
      ],
    ],
    [
      'a daily top-up',
      accepted([
        {
          type: 'wallet-changed',
          userId: 'u1',
          deltaCents: 10_000 as Cents,
          balanceCents: 110_000 as Cents,
          reason: 'daily',
        },
      ]),
      [],
    ],
    [
      'a server setting changed',
      accepted([{ type: 'guild-configured', settings: guildAndTable().guild.settings }]),
      [{ kind: 'refresh-table' }],
    ],
  ];

  it.each(cases)('GIVEN %s THEN the plan is exactly what the channel should see', (_, result, plan) => {
    expect(planEffects(place, result, {})).toEqual(plan);
  });

  it('GIVEN a banque bank that ends with a centre stake frozen THEN its notice names the banker and the stake’s owner, as the results do', () => {
    const ended = {
      type: 'banque-bank-ended',
      banker: 'u1',
      cents: 75_804 as Cents,
      reason: 'retired',
      frozenReturned: [{ owner: 'u2', cents: 2_500 as Cents }],
    } as const;
    const names = new Map([
      ['u1', 'Ana'],
      ['u2', 'Carl'],
    ]);
    const asked: string[][] = [];
    const plan = planEffects(place, accepted([ended], idle), {
      names: (ids) => {
        asked.push([...ids]);
        return names;
      },
    });
    expect(asked).toEqual([['u1', 'u2']]);
    expect(plan[0]).toEqual({
      kind: 'announce',
      message: renderBanqueBankEnded('nl', { ...ended, names }),
    });
    const text = JSON.stringify(plan[0]);
    expect(text).toContain('**Ana**');
    expect(text).toContain('**Carl**');
    expect(text).not.toContain('<@');
  });

  it('GIVEN a verifier page THEN the notice that reveals a shoe links to it', () => {
    const verifyUrl = 'https://sabot.example/verify/';
    const plan = planEffects(place, accepted([{ type: 'shoe-revealed', archive }]), {
      verifyUrl,
    });
    expect(plan).toEqual([{ kind: 'announce', message: renderShoeRevealed('nl', { archive, verifyUrl }) }]);
    expect(JSON.stringify(plan)).toContain(`](${verifyUrl})`);
  });

  it('GIVEN a server in Italian THEN its notices are written in Italian, whatever language anyone else speaks', () => {
    const italian: Place = { ...place, guildLocale: 'it' };
    expect(planEffects(italian, accepted([started], waiting), {})[0]).toEqual({
      kind: 'announce',
      message: renderShoeStarted('it', started),
    });
  });

  it('GIVEN banque stakes sent home at the close of betting THEN each owner of one the cap refused is told once, and a withdrawal is not told again', () => {
    const refund = (userId: string, reason: string, cents: number) =>
      ({
        type: 'banque-stake-refunded',
        userId,
        position: 'centre',
        kind: 'stake',
        cents,
        reason,
      }) as TableEvent;
    const plan = planEffects(
      place,
      accepted(
        [refund('ana', 'trimmed', 500), refund('ben', 'withdrawn', 700), refund('ana', 'cover-full', 300)],
        waiting,
      ),
      {},
    );
    expect(plan.filter((effect) => effect.kind === 'tell-refunds')).toEqual([
      {
        kind: 'tell-refunds',
        userId: 'ana',
        note: {
          game: 'banque',
          refunds: [
            { position: 'centre', kind: 'stake', cents: 500, reason: 'trimmed' },
            { position: 'centre', kind: 'stake', cents: 300, reason: 'cover-full' },
          ],
        },
      },
    ]);
    expect(plan.at(-1)).toEqual({ kind: 'refresh-table' });
  });

  it('GIVEN chemin de fer offers the cover could not take whole THEN each owner is told once, in the order the offers were placed, and an offer taken whole is not', () => {
    const acceptances = [
      cdfAcceptance('ana', 'stake', 60, 60, 'accepted'),
      cdfAcceptance('ben', 'stake', 50, 40, 'trimmed'),
      cdfAcceptance('cleo', 'stake', 20, 0, 'cover-full'),
    ];
    const cover: TableEvent = {
      type: 'cdf-cover',
      banker: 'dan',
      bankCents: 10_000 as Cents,
      acceptances,
      cover: 100 as Chips,
      handHolder: 'ana',
      handBy: 'largest-stake',
    };
    const refunded = (userId: string, cents: number, reason: string) =>
      ({ type: 'cdf-offer-refunded', userId, cents, reason }) as TableEvent;
    const plan = planEffects(
      place,
      accepted([cover, refunded('ben', 1_000, 'trimmed'), refunded('cleo', 2_000, 'cover-full')], waiting),
      {},
    );
    expect(plan.filter((effect) => effect.kind === 'tell-refunds')).toEqual([
      {
        kind: 'tell-refunds',
        userId: 'ben',
        note: { game: 'chemin-de-fer', refunds: [{ kind: 'stake', cents: 1_000, reason: 'trimmed' }] },
      },
      {
        kind: 'tell-refunds',
        userId: 'cleo',
        note: { game: 'chemin-de-fer', refunds: [{ kind: 'stake', cents: 2_000, reason: 'cover-full' }] },
      },
    ]);
    expect(plan.at(-1)).toEqual({ kind: 'refresh-table' });
  });

  it('GIVEN chemin de fer offers sent home by the player or the bank ending THEN no private note: he did it, or the channel is told', () => {
    const refunded = (userId: string, reason: string) =>
      ({ type: 'cdf-offer-refunded', userId, cents: 1_000, reason }) as TableEvent;
    const plan = planEffects(
      place,
      accepted(
        ['withdrawn', 'bank-passed', 'left', 'suite-lost', 'table-closed'].map((reason) =>
          refunded('ana', reason),
        ),
        waiting,
      ),
      {},
    );
    expect(plan).toEqual([{ kind: 'refresh-table' }]);
  });

  it('GIVEN the same result twice THEN the same plan, and the result itself is left as it was', () => {
    const result = accepted(
      [{ type: 'round-dealt', record }, { type: 'shoe-revealed', archive }, started],
      idle,
    );
    const before = JSON.stringify(result);
    expect(planEffects(place, result, {})).toEqual(planEffects(place, result, {}));
    expect(JSON.stringify(result)).toBe(before);
  });
});

/** Targets that record what they are asked to do, in order. */
const recordingTargets = () => {
  const calls: string[] = [];
  const resultMessage: ViewMessage = { content: 'result', embeds: [], components: [] };
  const targets: EffectTargets = {
    posts: {
      announce: (guildId, channelId, message, onPosted) => {
        const nonce = message.enforceNonce ? ` nonce ${message.nonce}` : '';
        calls.push(`announce ${guildId}/${channelId} ${message.content}${nonce}`);
        onPosted?.();
      },
      refresh: (guildId, channelId) => void calls.push(`refresh ${guildId}/${channelId}`),
      repost: (guildId, channelId) => void calls.push(`repost ${guildId}/${channelId}`),
    },
    timers: {
      betting: {
        arm: (guildId, channelId, round, at) =>
          void calls.push(`arm betting ${guildId}/${channelId} ${round} ${at}`),
        disarm: (channelId) => void calls.push(`disarm betting ${channelId}`),
      },
      decision: {
        arm: (guildId, channelId, round, at) =>
          void calls.push(`arm decision ${guildId}/${channelId} ${round} ${at}`),
        disarm: (channelId) => void calls.push(`disarm decision ${channelId}`),
      },
    },
    result: async (where, dealt, changes: ChangeSet) => {
      calls.push(`draw result ${where.guildLocale} round ${dealt.round} table ${changes.table?.round}`);
      return resultMessage;
    },
    resultPosted: (where, dealt) => void calls.push(`posted ${where.channelId} round ${dealt.round}`),
    promptDecider: (where, userId, step) =>
      void calls.push(`prompt ${where.channelId} ${userId} step ${step}`),
    tellRefunds: (where, userId, note) =>
      void calls.push(
        `tell ${where.channelId} ${userId} ${note.game} ${
          'refunds' in note
            ? (note.refunds as readonly { readonly cents: number }[]).map((r) => r.cents).join(',')
            : (note.auction as { readonly outcome: string }).outcome
        }`,
      ),
  };
  return { calls, targets };
};

describe('carryOut', () => {
  it('GIVEN a plan THEN planning touched nothing, and carrying it out does each effect in order', async () => {
    const { calls, targets } = recordingTargets();
    const note = (content: string): ViewMessage => ({ content, embeds: [], components: [] });
    const plan: readonly Effect[] = [
      { kind: 'post-result', record, changes: accepted([], idle).changes },
      { kind: 'announce', message: note('revealed') },
      { kind: 'arm-timer', timer: 'betting', round: 4, at: DEAL_AT },
      { kind: 'disarm-timer', timer: 'betting' },
      { kind: 'refresh-table' },
      { kind: 'repost-table' },
      {
        kind: 'tell-refunds',
        userId: 'ana',
        note: {
          game: 'banque',
          refunds: [{ position: 'left', kind: 'stake', cents: 250 as Cents, reason: 'trimmed' }],
        },
      },
      {
        kind: 'tell-refunds',
        userId: 'ben',
        note: {
          game: 'chemin-de-fer',
          refunds: [{ kind: 'banco', cents: 400 as Cents, reason: 'banco-called' }],
        },
      },
    ];
    planEffects(place, accepted([{ type: 'round-dealt', record }], idle), {});
    expect(calls).toEqual([]);
    await carryOut(targets, place, plan);
    expect(calls).toEqual([
      'draw result nl round 3 table 3',
      // Posted with the round's nonce, so a repost after a crash cannot appear twice.
      `announce g1/c1 result nonce ${resultNonce('c1', 3)}`,
      'posted c1 round 3',
      'announce g1/c1 revealed',
      `arm betting g1/c1 4 ${DEAL_AT}`,
      'disarm betting c1',
      'refresh g1/c1',
      'repost g1/c1',
      'tell c1 ana banque 250',
      'tell c1 ben chemin-de-fer 400',
    ]);
  });

  it('GIVEN an empty plan THEN nothing is done', async () => {
    const { calls, targets } = recordingTargets();
    await carryOut(targets, place, []);
    expect(calls).toEqual([]);
  });
});
