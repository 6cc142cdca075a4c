/**
 * What the store tells whoever watches it (the bot's metrics): commits and how long each took to
 * become durable, storage failures, and a server's lease gained or lost. An interface and not the
 * metrics themselves, so the store imports neither a metrics library nor anything of Discord, and
 * a test or a tool that watches nothing passes nothing.
 */

/** A server's lease newly held by this process, or held and then found taken by another. */
export type OwnershipChange = 'gained' | 'lost';

export interface StoreObserver {
  /** A commit is being written; the function returned is called once it is durable. */
  commitStarted(): () => void;
  /** Storage failed a batch of commands (a read, a lease claim or a commit). */
  storageFailed(): void;
  ownershipChanged(change: OwnershipChange): void;
}

/** Watches nothing: the store's default. */
export const unobserved: StoreObserver = {
  commitStarted: () => () => {},
  storageFailed: () => {},
  ownershipChanged: () => {},
};
