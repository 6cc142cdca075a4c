/** Chemin de fer's controls as their custom-ids name them: no imports, so the id codec can list them. */
/** Its buttons on the table message: one kind per player action, plus My cards. */
export const CDF_BUTTON_KINDS = [
    'cdf-sit',
    'cdf-leave',
    'cdf-open',
    'cdf-decline',
    'cdf-banco',
    'cdf-avec',
    'cdf-stake',
    'cdf-withdraw',
    'cdf-passe',
    'cdf-cards',
    'cdf-suite',
    'cdf-nosuite',
];
/** Its form: the bank's amount, asked when the holder of the shoe opens a bank. */
export const CDF_FORM_KINDS = ['cdf-bank'];
//# sourceMappingURL=control-kinds.js.map