/** Punto Banco's own refusal code: a variant it does not deal. The rest are the shared ones. */
export interface PuntoBancoRejectionContexts {
  'settings/invalid-variant': Record<string, never>;
}
