/**
 * Punto Banco's own table option: its variant, Punto Banco (the Banker pays 19:20) or Punto 2000
 * (no commission; a Banker win on 6 pays 1:2). The table machine stores it under
 * `gameOptions['punto-banco']` and hands changes to `puntoBancoOptions.parse`; nothing outside this
 * game reads it.
 */
import type { GameOptions } from '../../../table/game.js';
import { reject } from '../../../table/rejections.js';
import type { RoundRecord, RoundRules } from '../../../table/state.js';
import { VARIANTS, type Variant } from '../rules/settle.js';

/** The game's id in table settings. */
export const PUNTO_BANCO = 'punto-banco';

export interface PuntoBancoOptions {
  readonly variant: Variant;
}

export const DEFAULT_PUNTO_BANCO_OPTIONS: PuntoBancoOptions = { variant: 'punto-banco' };

const isVariant = (value: unknown): value is Variant => VARIANTS.includes(value as Variant);

/** The options as stored, over the defaults (a table that never set one has none stored). */
export const puntoBancoOptionsOf = (stored: unknown): PuntoBancoOptions => {
  const variant = (stored as { variant?: unknown } | null | undefined)?.variant;
  return isVariant(variant) ? { variant } : DEFAULT_PUNTO_BANCO_OPTIONS;
};

/** The options a table's settings or a round's rules hold for Punto Banco. */
export const optionsIn = (settings: Pick<RoundRules, 'gameOptions'>): PuntoBancoOptions =>
  puntoBancoOptionsOf(settings.gameOptions?.[PUNTO_BANCO]);

/**
 * Settings and round records written before games had options of their own kept the variant
 * among the shared settings, under the same name.
 */
const earlierVariant = (stored: Readonly<Record<string, unknown>>): PuntoBancoOptions | undefined =>
  isVariant(stored.variant) ? { variant: stored.variant } : undefined;

/** The options a round was paid by, as its record holds them (or held them, beside the rest). */
export const roundOptions = (record: RoundRecord<unknown>): PuntoBancoOptions =>
  puntoBancoOptionsOf(
    record.gameOptions ?? earlierVariant(record as unknown as Readonly<Record<string, unknown>>),
  );

export const puntoBancoOptions: GameOptions = {
  fields: ['variant'],
  parse(changes) {
    return isVariant(changes.variant)
      ? ({ variant: changes.variant } satisfies PuntoBancoOptions)
      : reject('settings/invalid-variant');
  },
  earlier: { fields: ['variant'], read: earlierVariant },
};
