/**
 * Which interactions this process decided, beside the receipts committed for them (receipts.ts).
 * A command sent for an interaction is decided once, whichever process receives it: its receipt
 * is committed with the decision, and a process that finds another's receipt for the interaction
 * refuses it with SettledElsewhereError (its shell stays silent). A receipt of an interaction this
 * process decided is its own, never another's; once this process has answered the interaction
 * itself, its receipt goes with the server's next commit.
 */
import { RECEIPT_RETENTION_MS, type ReceiptsRecord } from './receipts.js';
import type { ServerCache } from './server-cache.js';

export class Decisions {
  /**
   * The interactions this process decided, and when: a receipt of one of them is this process's
   * own (another command of the same interaction may follow), never another's.
   */
  private readonly decided = new Map<string, number>();
  /** Interactions this process decided and answered itself, by server: their receipts go. */
  private readonly answered = new Map<string, Set<string>>();

  /** Whether this process decided the interaction (and still remembers it: see `forgetOld`). */
  isOwn(interaction: string): boolean {
    return this.decided.has(interaction);
  }

  /** Whether the server's receipts show the interaction decided by another process. */
  decidedElsewhere(server: ServerCache, interaction: string): boolean {
    return server.receipts.has(interaction) && !this.decided.has(interaction);
  }

  /** This process decided the interaction now: its receipt goes into the server's next write. */
  record(server: ServerCache, interaction: string, now: number): void {
    server.receipts.set(interaction, now);
    // Deleted first so that it goes last: the map stays in the order of decision (see `forgetOld`).
    this.decided.delete(interaction);
    this.decided.set(interaction, now);
    server.receiptsDirty = true;
  }

  /**
   * This process answered the interaction itself: noted, so its receipt is taken out of the
   * server's receipts (`applyAnswered`). False when this process did not decide it.
   */
  noteAnswered(guildId: string, interaction: string): boolean {
    if (!this.decided.has(interaction)) return false;
    const notes = this.answered.get(guildId) ?? new Set<string>();
    notes.add(interaction);
    this.answered.set(guildId, notes);
    return true;
  }

  /** Takes the interactions noted answered out of the server's receipts; the record is then to be written. */
  applyAnswered(server: ServerCache): void {
    const notes = this.answered.get(server.guild.guildId);
    if (!notes) return;
    for (const interaction of notes) if (server.receipts.delete(interaction)) server.receiptsDirty = true;
  }

  /** Forgets the answered notes whose receipts are no longer in the record just written. */
  forgetWritten(guildId: string, written: ReceiptsRecord): void {
    const notes = this.answered.get(guildId);
    if (!notes) return;
    const still = new Set(written.map(([interaction]) => interaction));
    for (const interaction of notes) if (!still.has(interaction)) notes.delete(interaction);
    if (notes.size === 0) this.answered.delete(guildId);
  }

  /** Forgets decisions past retention: no receipt of theirs can still be stored. */
  forgetOld(now: number): void {
    // Map order is the order of decision, oldest first.
    for (const [interaction, at] of this.decided) {
      if (now - at < RECEIPT_RETENTION_MS) return;
      this.decided.delete(interaction);
    }
  }
}
