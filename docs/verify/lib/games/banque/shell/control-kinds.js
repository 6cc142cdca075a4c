/** Baccarat banque's controls as their custom-ids name them: no imports, so the id codec can list them. */
/** Its buttons on the table message: the auction, the queues, the stakes, banco, My cards. */
export const BANQUE_BUTTON_KINDS = [
    'bq-bid',
    'bq-sit-right',
    'bq-sit-left',
    'bq-leave',
    'bq-right',
    'bq-left',
    'bq-centre',
    'bq-banco',
    'bq-withdraw',
    'bq-cards',
];
/** Its form: a bid for the bank. */
export const BANQUE_FORM_KINDS = ['bq-bid-form'];
//# sourceMappingURL=control-kinds.js.map