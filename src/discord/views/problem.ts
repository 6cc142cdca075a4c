/**
 * The failures the Discord layer meets outside the table's rules, as data: a module of its own, so
 * the views and stores that raise one need not load the refusal view, which asks every game.
 */
import type { StaticKey } from '../i18n/index.js';

/** Failures outside the table's rules, each with its own message. */
export type Problem =
  | 'dm'
  | 'manage-guild'
  | 'not-your-button'
  | 'stale-button'
  | 'outdated-button'
  | 'storage'
  | 'unexpected'
  | 'busy'
  | 'no-revealed-shoe'
  | 'no-table'
  | { readonly kind: 'shoe-not-revealed' | 'unknown-shoe'; readonly shoe: number }
  /** A failure a game's shell finds and words itself (a side of another game, no cards to show). */
  | { readonly kind: 'game'; readonly key: StaticKey };
