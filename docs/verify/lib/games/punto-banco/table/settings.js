import { reject } from '../../../table/rejections.js';
import { VARIANTS } from '../rules/settle.js';
/** The game's id in table settings. */
export const PUNTO_BANCO = 'punto-banco';
export const DEFAULT_PUNTO_BANCO_OPTIONS = { variant: 'punto-banco' };
const isVariant = (value) => VARIANTS.includes(value);
/** The options as stored, over the defaults (a table that never set one has none stored). */
export const puntoBancoOptionsOf = (stored) => {
    const variant = stored?.variant;
    return isVariant(variant) ? { variant } : DEFAULT_PUNTO_BANCO_OPTIONS;
};
/** The options a table's settings or a round's rules hold for Punto Banco. */
export const optionsIn = (settings) => puntoBancoOptionsOf(settings.gameOptions?.[PUNTO_BANCO]);
/**
 * Settings and round records written before games had options of their own kept the variant
 * among the shared settings, under the same name.
 */
const earlierVariant = (stored) => isVariant(stored.variant) ? { variant: stored.variant } : undefined;
/** The options a round was paid by, as its record holds them (or held them, beside the rest). */
export const roundOptions = (record) => puntoBancoOptionsOf(record.gameOptions ?? earlierVariant(record));
export const puntoBancoOptions = {
    fields: ['variant'],
    parse(changes) {
        return isVariant(changes.variant)
            ? { variant: changes.variant }
            : reject('settings/invalid-variant');
    },
    earlier: { fields: ['variant'], read: earlierVariant },
};
//# sourceMappingURL=settings.js.map