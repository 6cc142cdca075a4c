/**
 * THE OUTBOX: every round record is committed together with an outbox entry naming it, in the
 * same journal entry (server-cache.ts stages both). The shell removes the entry once the round's
 * result is posted (`GameStore.markPosted`), so a result a crash kept from being posted is found
 * and posted by the next process to serve the server.
 *
 * What this process has posted is noted here until the outbox written without it is durable.
 */
import type { OutboxEntry, ServerCache } from './server-cache.js';

/** A result's outbox entry, as one string: its channel and round. */
const noteOf = (entry: { readonly channelId: string; readonly round: number }): string =>
  `${entry.channelId}:${entry.round}`;

export class PostedResults {
  /**
   * Results this process has posted whose outbox removal is not yet written, by server. Kept
   * outside the server's cache: a posted result stays posted when the cache is dropped and the
   * outbox read again from storage (a lease taken afresh — on Redis, any lease that expired while
   * the server was idle — or a failed commit). Forgetting it would post the result again at the
   * next start, twice in the channel if it was shown as the /deal reply.
   */
  private readonly notes = new Map<string, Set<string>>();

  /** The round's result is posted: its outbox entry is to go (see `applyTo`). */
  note(guildId: string, channelId: string, round: number): void {
    const notes = this.notes.get(guildId) ?? new Set<string>();
    notes.add(noteOf({ channelId, round }));
    this.notes.set(guildId, notes);
  }

  /** Takes the results noted posted out of the server's outbox; the removal is then to be written. */
  applyTo(server: ServerCache): void {
    const notes = this.notes.get(server.guild.guildId);
    if (!notes?.size) return;
    const outbox = server.outbox.filter((entry) => !notes.has(noteOf(entry)));
    if (outbox.length !== server.outbox.length) {
      server.outbox = outbox;
      server.outboxDirty = true;
    }
  }

  /** Forgets the notes of results no longer in the outbox just written: their removal is durable. */
  forgetWritten(guildId: string, written: readonly OutboxEntry[]): void {
    const notes = this.notes.get(guildId);
    if (!notes) return;
    const still = new Set(written.map(noteOf));
    for (const note of notes) if (!still.has(note)) notes.delete(note);
    if (notes.size === 0) this.notes.delete(guildId);
  }

  /** The servers with results posted whose removal is not yet written. */
  servers(): IterableIterator<string> {
    return this.notes.keys();
  }
}
