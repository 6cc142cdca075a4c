/**
 * Answers to /balance, /daily, the admin commands and /table show, and the one-line confirmations
 * for bets. The provably fair panels live in fair-panels.ts and are re-exported here.
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';
import { SIDES, type Side } from '../../engine/coup.js';
import { type Cents, type Chips, centsOf } from '../../engine/money.js';
import { shellOf } from '../../games/shells.js';
import { DAY_MS } from '../../table/admin.js';
import type { PendingSetting } from '../../table/commands.js';
import { limitsOf } from '../../table/game.js';
import { limitOf, type Stakes } from '../../table/limits.js';
import type { GuildSettings, TableSettings } from '../../table/state.js';
import { formatTime, type Locale, type StaticKey, t } from '../i18n/index.js';
import { fitEmbed, safeName } from './embed-limits.js';
import { COLORS, displayName, pendingLines, spotName, stakesText, type ViewMessage } from './shared.js';

export {
  renderClientSeedSet,
  renderFairStatus,
  renderShoeExport,
  renderShoeRevealed,
  renderShoeStarted,
} from './fair-panels.js';

const message = (embed: APIEmbed): ViewMessage => ({ embeds: [fitEmbed(embed)], components: [] });

export interface BalanceInput {
  /** The member's display name; shown in the title when it is not the reader's own balance. */
  readonly name: string;
  readonly self: boolean;
  /** The chips in the wallet; for a wallet not opened yet, the starting chips waiting for the member. */
  readonly balanceCents: Cents;
  /** False: the member has no wallet yet (nothing is issued until a first bet or /daily). Default true. */
  readonly opened?: boolean;
  /** When the member last claimed the daily top-up, if ever; with `now` and `dailyChips`, says when the next is due. */
  readonly lastDailyAt?: number | null;
  readonly dailyChips?: Chips;
  readonly now?: number;
}

/** /balance: a member's chips, and for one's own balance when the next daily top-up is due. */
export const renderBalance = (locale: Locale, input: BalanceInput): ViewMessage => {
  const cents = input.balanceCents;
  const lines = [
    input.opened === false
      ? t(locale, input.self ? 'balance.waiting' : 'balance.waitingOther', { cents })
      : t(locale, 'balance.amount', { cents }),
  ];
  if (input.self && input.now !== undefined && (input.dailyChips ?? 0) > 0) {
    const next = input.lastDailyAt == null ? input.now : input.lastDailyAt + DAY_MS;
    lines.push(
      next <= input.now
        ? t(locale, 'balance.dailyReady')
        : t(locale, 'balance.dailyNext', { when: formatTime(next) }),
    );
  }
  return message({
    title: input.self
      ? t(locale, 'balance.self')
      : t(locale, 'balance.other', { name: safeName(input.name) }),
    color: COLORS.felt,
    description: lines.join('\n'),
  });
};

/** /daily accepted: what was added, the new balance, and when the next top-up is due. */
export const renderDailyClaimed = (
  locale: Locale,
  input: { readonly deltaCents: Cents; readonly balanceCents: Cents; readonly claimedAt: number },
): ViewMessage =>
  message({
    title: t(locale, 'daily.title'),
    color: COLORS.felt,
    description: t(locale, 'daily.claimed', {
      cents: input.deltaCents,
      balance: input.balanceCents,
      when: formatTime(input.claimedAt + DAY_MS),
    }),
  });

/** /table give and /table take: the chips moved and the member's new balance. */
export const renderWalletAdjusted = (
  locale: Locale,
  input: {
    readonly name: string;
    readonly deltaCents: Cents;
    readonly balanceCents: Cents;
    readonly reason: 'grant' | 'take';
  },
): ViewMessage => {
  const params = {
    name: safeName(input.name),
    cents: Math.abs(input.deltaCents) as Cents,
    balance: input.balanceCents,
  };
  return message({
    title: t(locale, 'admin.title'),
    color: COLORS.info,
    description:
      input.reason === 'grant' ? t(locale, 'admin.granted', params) : t(locale, 'admin.taken', params),
  });
};

/** The server's language as the panel shows it: the one chosen, or 'auto' and what it means now. */
const languageLine = (locale: Locale, guildSettings: GuildSettings, speaks: Locale): string => {
  const language = t(locale, `language.${speaks}`);
  return (guildSettings.language ?? 'auto') === 'auto'
    ? t(locale, 'settings.language.auto', { language })
    : language;
};

export interface TableSettingsInput {
  readonly settings: TableSettings;
  readonly guildSettings: GuildSettings;
  /**
   * When the settings shown reach play: the table's changes that wait for its next round or shoe,
   * or 'each-table' for server defaults, which every table takes up at its next round.
   */
  readonly pending?: readonly PendingSetting[] | 'each-table';
  /** Which change this panel confirms, if any: the title says so. */
  readonly updated?: 'table' | 'server';
  /** The language the server's public messages speak (its choice, or Discord's with 'auto'). */
  readonly publicLanguage?: Locale;
  /** This panel confirms a new server language: its description says what the choice changes. */
  readonly languageChanged?: boolean;
}

/** /table show (and the confirmation after any /table change): every setting of the table and the server. */
export const renderTableSettings = (locale: Locale, input: TableSettingsInput): ViewMessage => {
  const { settings, guildSettings } = input;
  // Only the limits the table's game plays by: a game without a Tie bet lists no Tie limits.
  const { game } = shellOf(settings.game);
  // A side bet's label is its game's own word (settings.limit.<field>, in the game's words).
  const limitLines = limitsOf(game).map(
    (field) =>
      `${t(locale, `settings.limit.${field}` as StaticKey)}: **${t(locale, 'chips', { cents: centsOf(limitOf(settings.limits, field, game.sideBets)) })}**`,
  );
  const shell = shellOf(settings.game);
  const options = shell.settingsOptions(locale, settings);
  const fields: APIEmbedField[] = [
    { name: t(locale, 'settings.game'), value: shell.settingsGame(locale, settings), inline: true },
    {
      name: t(locale, 'settings.status'),
      value: t(locale, settings.open ? 'settings.open' : 'settings.closed'),
      inline: true,
    },
    { name: t(locale, 'settings.limits'), value: limitLines.join('\n') },
    ...(options ? [options] : []),
    {
      name: t(locale, 'settings.timer'),
      value:
        settings.timerSeconds > 0
          ? t(locale, 'settings.timer.on', { seconds: settings.timerSeconds })
          : t(locale, 'settings.timer.off'),
    },
    // Only a game that waits for players' decisions lists how long they have.
    ...(shell.decisions
      ? [
          {
            name: t(locale, 'settings.decisionTime'),
            value: t(locale, 'settings.decisionTime.value', { seconds: settings.decisionSeconds }),
          },
        ]
      : []),
    {
      name: t(locale, 'settings.roadUnderResults'),
      value: t(
        locale,
        settings.roadUnderResults ? 'settings.roadUnderResults.on' : 'settings.roadUnderResults.off',
      ),
    },
    {
      name: t(locale, 'settings.startingChips'),
      value: t(locale, 'chips', { cents: centsOf(guildSettings.startingChips) }),
      inline: true,
    },
    {
      name: t(locale, 'settings.daily'),
      value:
        guildSettings.dailyChips > 0
          ? t(locale, 'chips', { cents: centsOf(guildSettings.dailyChips) })
          : t(locale, 'settings.daily.off'),
      inline: true,
    },
    ...(input.publicLanguage !== undefined
      ? [
          {
            name: t(locale, 'settings.language'),
            value: languageLine(locale, guildSettings, input.publicLanguage),
          },
        ]
      : []),
  ];
  if (input.pending !== undefined)
    fields.push({
      name: t(locale, 'settings.takesEffect'),
      value:
        input.pending === 'each-table'
          ? t(locale, 'settings.takesEffect.eachTable')
          : input.pending.length === 0
            ? t(locale, 'settings.takesEffect.now')
            : pendingLines(locale, input.pending, shellOf(input.settings.game).optionsName?.(locale)).join(
                '\n',
              ),
    });
  const title =
    input.updated === 'table'
      ? t(locale, 'settings.updated')
      : input.updated === 'server'
        ? t(locale, 'settings.server')
        : t(locale, 'settings.title');
  return message({
    title,
    color: COLORS.info,
    ...(input.languageChanged && input.publicLanguage !== undefined
      ? {
          description: t(locale, 'settings.language.set', {
            language: t(locale, `language.${input.publicLanguage}`),
          }),
        }
      : {}),
    fields,
  });
};

/** A bet accepted: what went on which spot, the player's stakes this round, and what is left. */
export const renderBetPlaced = (
  locale: Locale,
  input: {
    readonly side: string;
    readonly amount: Chips;
    readonly stakes: Stakes;
    readonly balanceCents: Cents;
  },
): string =>
  `${placedText(locale, input.side, centsOf(input.amount), input.balanceCents)} ${t(locale, 'bet.onTable', { stakes: stakesText(locale, input.stakes) })}`;

/** The bet just placed: on Player, Banker or Tie in each language's own phrase, on a side bet by its name. */
const placedText = (locale: Locale, side: string, cents: Cents, balance: Cents): string =>
  (SIDES as readonly string[]).includes(side)
    ? t(locale, 'bet.placed', { side: side as Side, cents, balance })
    : t(locale, 'bet.placed.side-bet', { side: spotName(locale, side), cents, balance });

/** Clear my bets accepted: the chips back in the stack. */
export const renderBetsCleared = (
  locale: Locale,
  input: { readonly refundedCents: Cents; readonly balanceCents: Cents },
): string => t(locale, 'bet.cleared', { cents: input.refundedCents, balance: input.balanceCents });

/** Repeat last bet accepted: the stakes now on the table. */
export const renderBetsRepeated = (
  locale: Locale,
  input: { readonly stakes: Stakes; readonly balanceCents: Cents },
): string =>
  t(locale, 'bet.repeated', { stakes: stakesText(locale, input.stakes), balance: input.balanceCents });

/** The table closed with bets on it: a public notice of whose chips went home. */
export const renderBetsReturned = (
  locale: Locale,
  input: { readonly refunds: readonly { readonly userId: string; readonly cents: Cents }[] },
  /** The players' names, bold like every other list of players (a mention where a name is unknown). */
  names: ReadonlyMap<string, string> = new Map(),
): ViewMessage =>
  message({
    title: t(locale, 'notice.betsReturned.title'),
    color: COLORS.closed,
    description: [
      t(locale, 'notice.betsReturned.body'),
      ...input.refunds.map(
        ({ userId, cents }) => `**${displayName(names, userId)}** — ${t(locale, 'chips', { cents })}`,
      ),
    ].join('\n'),
  });
