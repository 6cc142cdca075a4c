/** What every view shares: the message shape, colours, stakes and limits in words, the shoe line. */
import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APISelectMenuOption,
  type APIStringSelectComponent,
  ComponentType,
} from 'discord.js';
import { type Cents, type Chips, centsOf } from '../../engine/money.js';
import { BET_SPOTS } from '../../games/registry.js';
import type { PendingSetting } from '../../table/commands.js';
import { type Limits, MAX_CHIPS, type Stakes, stakeOn } from '../../table/limits.js';
import { cardsLeftIn } from '../../table/shoes.js';
import type { ShoeState } from '../../table/state.js';
import { encodeChipValue, encodeCustomId } from '../custom-ids.js';
import {
  CATALOGS,
  formatChips,
  formatSignedChips,
  type LimitParams,
  type Locale,
  type StaticKey,
  t,
} from '../i18n/index.js';
import { safeName } from './embed-limits.js';

/** A file sent with a message (discord.js's AttachmentPayload); an embed shows it as `attachment://name`. */
export interface ViewFile {
  readonly attachment: Buffer;
  readonly name: string;
}

/** A message body for `reply`, `editReply`, `update` or a channel send. */
export interface ViewMessage {
  readonly content?: string;
  readonly embeds: APIEmbed[];
  readonly components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** Pictures the embeds show (the scoreboard); absent on most messages. */
  readonly files?: readonly ViewFile[];
}

/** The felt, and the colours a baccarat layout gives each spot: Player blue, Banker red, Tie green. */
export const COLORS = {
  felt: 0x0b6e4f,
  player: 0x1f5fbf,
  banker: 0xc0392b,
  tie: 0x2e8b57,
  info: 0x5865f2,
  closed: 0x6b7280,
  fair: 0xc9a227,
} as const;

/** How many hex digits of a commitment the table message shows: enough to compare at a glance. */
export const SHORT_COMMITMENT = 12;

/** A member's name for markdown, or a mention (rendered by Discord, never a ping in an embed) when unknown. */
export const displayName = (names: ReadonlyMap<string, string>, userId: string): string => {
  const name = names.get(userId);
  return name === undefined ? `<@${userId}>` : safeName(name);
};

/**
 * Casino chip denominations: 1, 5, then 10, 25, 50 at every power of ten, up to the largest limit
 * allowed. Every game's chip choices are drawn from them.
 */
export const DENOMINATIONS: readonly Chips[] = (() => {
  const values = [1, 5];
  for (let power = 10; power <= MAX_CHIPS; power *= 10) values.push(power, (power * 5) / 2, power * 5);
  return values.filter((value) => value <= MAX_CHIPS) as Chips[];
})();

/** Whole chips as shown in lists, in the reader's number format: `1,000` / `1.000`. */
export const chipsFigure = (locale: Locale, chips: Chips): string => formatChips(locale, centsOf(chips));

/** A chip value offered in a chip selector; `selected` is the player's own choice, shown as the default. */
export const plainChipOption = (
  locale: Locale,
  chips: Chips,
  selected: Chips | undefined,
): APISelectMenuOption => ({
  label: chipsFigure(locale, chips),
  value: encodeChipValue(chips),
  ...(chips === selected ? { default: true } : {}),
});

/** Every game's chip selector: the value its stake buttons use, carried with the round it belongs to. */
export const chipSelect = (
  locale: Locale,
  round: number,
  options: APISelectMenuOption[],
  disabled: boolean,
): APIStringSelectComponent => ({
  type: ComponentType.StringSelect,
  custom_id: encodeCustomId({ kind: 'chip', round }),
  placeholder: t(locale, 'chip.placeholder'),
  min_values: 1,
  max_values: 1,
  options,
  disabled,
});

/** A spot's name as the table's buttons show it; a spot the catalog does not name, as it is. */
export const spotName = (locale: Locale, spot: string): string => {
  const key = `side.${spot}`;
  return Object.hasOwn(CATALOGS.en, key) ? t(locale, key as Extract<StaticKey, `side.${string}`>) : spot;
};

/** A player's stakes in one line, spots with chips only, in table order: `Player 10 · Tie 2`. */
export const stakesText = (locale: Locale, stakes: Stakes): string =>
  BET_SPOTS.filter((spot) => stakeOn(stakes, spot) > 0)
    .map((spot) => `${spotName(locale, spot)} ${chipsFigure(locale, stakeOn(stakes, spot))}`)
    .join(' · ');

/**
 * What a player came out of a settled coup with, the same in every game's result: his net and
 * his wallet after it, `**+100** · balance 1,100`.
 */
export const netAndBalance = (
  locale: Locale,
  result: { readonly netCents: Cents; readonly balanceCents: Cents },
): string =>
  t(locale, 'result.net', {
    net: formatSignedChips(locale, result.netCents),
    balance: formatChips(locale, result.balanceCents),
  });

/** Limits (whole chips) as the catalogs take them (cents). */
export const limitParams = (limits: Limits): LimitParams => ({
  min: centsOf(limits.min),
  max: centsOf(limits.max),
  tieMinAlone: centsOf(limits.tieMinAlone),
  tieMinBeside: centsOf(limits.tieMinBeside),
  tieMax: centsOf(limits.tieMax),
});

/** The shoe after a round's coup, as a result's footer shows it: `coupInShoe` is the coup's number in it. */
export interface ShoeLine {
  readonly shoeNumber: number;
  readonly coupInShoe: number;
  readonly cardsLeft: number;
  readonly commitment: string;
}

/** The shoe line of a footer: shoe number, coup, cards left, and the commitment's first digits. */
export const shoeLine = (locale: Locale, shoe: ShoeLine): string =>
  t(locale, 'table.shoe', {
    shoe: shoe.shoeNumber,
    coup: shoe.coupInShoe,
    left: Math.max(0, shoe.cardsLeft),
    commitment: shoe.commitment.slice(0, SHORT_COMMITMENT),
  });

/** A table message's shoe line: the shoe as it stands, and the coup it deals next. */
export const tableShoeLine = (locale: Locale, shoe: ShoeState): string =>
  shoeLine(locale, {
    shoeNumber: shoe.spec.shoeNumber,
    coupInShoe: shoe.coups + 1,
    cardsLeft: cardsLeftIn(shoe),
    commitment: shoe.commitment,
  });

/** A button a message's row holds, its action in its custom id. */
export const button = (
  label: string,
  customId: string,
  style: APIButtonComponentWithCustomId['style'],
  disabled = false,
): APIButtonComponentWithCustomId => ({
  type: ComponentType.Button,
  style,
  label,
  custom_id: customId,
  disabled,
});

/**
 * Settings that wait for the next round or shoe, one line per moment: `From the next round:
 * limits, variant`. The game's own options go by the name its shell gives them, if any.
 */
export const pendingLines = (
  locale: Locale,
  pending: readonly PendingSetting[],
  optionsName: string = t(locale, 'setting.gameOptions'),
): string[] =>
  (['next-round', 'next-shoe'] as const).flatMap((from) => {
    const names = pending
      .filter((p) => p.from === from)
      .map((p) => (p.setting === 'gameOptions' ? optionsName : t(locale, `setting.${p.setting}`)));
    return names.length === 0 ? [] : [t(locale, `pending.${from}`, { settings: names.join(', ') })];
  });
