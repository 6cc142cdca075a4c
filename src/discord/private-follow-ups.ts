/**
 * Where a player can be told something privately after his own interaction was answered. Discord
 * sends no unsolicited ephemeral message, but the bot may follow up an interaction privately for
 * 15 minutes: so each stake, banco or offer a player-banked game may hand back leaves its
 * interaction here, and when betting closes and the bank cannot take all of it, the note goes to the owner as
 * a private follow-up of his latest one, in his language.
 *
 * Kept in memory only: a note is words, never chips. After a restart, or once the interaction has
 * expired, the player reads the same in the public result ("Returned at the close of betting").
 */
import type { Logger } from '../log.js';
import type { Locale } from './i18n/index.js';
import type { Scheduler } from './table-messages.js';
import type { Place, Reply } from './vocabulary.js';

/** Sends a private follow-up to the interaction it was made from. */
export type FollowUp = (reply: Reply) => Promise<void>;

/** Discord keeps an interaction's token 15 minutes; a minute's margin keeps a follow-up from failing. */
export const FOLLOW_UP_WINDOW_MS = 14 * 60 * 1000;

interface Contact {
  readonly locale: Locale;
  readonly followUp: FollowUp;
  readonly until: number;
}

const keyOf = (place: Place, userId: string) => `${place.guildId}:${place.channelId}:${userId}`;

export class PrivateFollowUps {
  readonly #contacts = new Map<string, Contact>();

  constructor(
    private readonly clock: Pick<Scheduler, 'now'>,
    private readonly log: Logger,
  ) {}

  /** The player's latest interaction at this table replaces any earlier one. */
  remember(place: Place, userId: string, locale: Locale, followUp: FollowUp): void {
    const now = this.clock.now();
    for (const [key, contact] of this.#contacts) if (contact.until <= now) this.#contacts.delete(key);
    this.#contacts.set(keyOf(place, userId), { locale, followUp, until: now + FOLLOW_UP_WINDOW_MS });
  }

  /**
   * Follows up the player's latest interaction with `render` in his language; false when there is
   * none still valid (the public result is then all he reads). A failure is logged, never thrown:
   * the table has already moved on.
   */
  async tell(place: Place, userId: string, render: (locale: Locale) => Reply): Promise<boolean> {
    const key = keyOf(place, userId);
    const contact = this.#contacts.get(key);
    if (!contact || contact.until <= this.clock.now()) {
      this.#contacts.delete(key);
      return false;
    }
    try {
      await contact.followUp(render(contact.locale));
      return true;
    } catch (error) {
      this.log.info('a private follow-up could not be sent', { channelId: place.channelId, userId, error });
      return false;
    }
  }
}
