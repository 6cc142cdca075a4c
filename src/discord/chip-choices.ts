/**
 * The chip value each player picked with the table's select menu, per channel, in memory: a
 * preference, not money, so losing it on restart only brings back the default (the table minimum).
 * The table validates every bet itself, so a forged value can do no harm.
 */
const MAX_ENTRIES = 50_000;

export class ChipChoices {
  private readonly chosen = new Map<string, number>();

  /** Remembers a player's chip value; ignores anything but a positive whole number. */
  set(channelId: string, userId: string, value: unknown): number | undefined {
    const chips = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
    if (typeof chips !== 'number' || !Number.isSafeInteger(chips) || chips < 1) return undefined;
    const key = `${channelId}:${userId}`;
    this.chosen.delete(key);
    this.chosen.set(key, chips);
    // Oldest first: a Map iterates in insertion order, so this forgets the least recently chosen.
    if (this.chosen.size > MAX_ENTRIES) this.chosen.delete(this.chosen.keys().next().value!);
    return chips;
  }

  /** The player's chip value at this table, or the table minimum when they never picked one. */
  get(channelId: string, userId: string, tableMinimum: number): number {
    return this.chosen.get(`${channelId}:${userId}`) ?? tableMinimum;
  }
}
