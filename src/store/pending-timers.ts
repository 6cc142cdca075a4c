/** The table timers storage remembers, so a restarted bot re-arms them. */
import type { TableRecord } from '../table/state.js';

/** A table timer storage remembers: the betting timer's deal, or a decision's deadline. */
export type PendingTimer =
  | {
      readonly kind: 'betting';
      readonly guildId: string;
      readonly channelId: string;
      readonly round: number;
      readonly at: number;
    }
  | {
      readonly kind: 'decision';
      readonly guildId: string;
      readonly channelId: string;
      readonly round: number;
      readonly step: number;
      readonly at: number;
    };

/** The timer a table record asks for, if any. */
export const timerOf = (table: TableRecord): PendingTimer | undefined => {
  const { guildId, channelId, round } = table;
  if (table.coup)
    return {
      kind: 'decision',
      guildId,
      channelId,
      round,
      step: table.coup.decision.step,
      at: table.coup.decision.deadline,
    };
  if (table.dealAt != null) return { kind: 'betting', guildId, channelId, round, at: table.dealAt };
  return undefined;
};
