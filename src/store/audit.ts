/**
 * The ledger's invariant, checked from storage alone (not from any process's cache):
 *
 *   sum of wallets + chips on tables
 *     = chips issued (starting chips, daily top-ups, grants) − chips taken by admins
 *       + the players' net winnings recorded in round records.
 *
 * It also checks that every round number of every table has exactly one round record, so a
 * settled round was paid once and no round is missing.
 */
import type Keyv from 'keyv';
import {
  type GuildRecord,
  type RoundRecord,
  stakedCents,
  type TableRecord,
  type WalletRecord,
} from '../table/state.js';
import { keys } from './keys.js';

export interface GuildAudit {
  readonly guildId: string;
  readonly walletsCents: number;
  readonly onTablesCents: number;
  readonly issuedCents: number;
  readonly takenCents: number;
  readonly netWinningsCents: number;
  readonly rounds: number;
  /** Rounds a table has dealt whose record is missing. */
  readonly missingRounds: readonly string[];
  readonly balanced: boolean;
}

export const auditGuild = async (kv: Keyv, guildId: string): Promise<GuildAudit> => {
  const guild = await kv.get<GuildRecord>(keys.guild(guildId));
  if (!guild) {
    return {
      guildId,
      walletsCents: 0,
      onTablesCents: 0,
      issuedCents: 0,
      takenCents: 0,
      netWinningsCents: 0,
      rounds: 0,
      missingRounds: [],
      balanced: true,
    };
  }
  let walletsCents = 0;
  for (const userId of guild.members) {
    const wallet = await kv.get<WalletRecord>(keys.wallet(guildId, userId));
    walletsCents += wallet?.balanceCents ?? 0;
  }
  let onTablesCents = 0;
  let netWinningsCents = 0;
  let rounds = 0;
  const missingRounds: string[] = [];
  for (const channelId of guild.tables) {
    const table = await kv.get<TableRecord>(keys.table(guildId, channelId));
    if (!table) continue;
    onTablesCents += stakedCents(table.seats);
    for (let round = 1; round < table.round; round++) {
      const record = await kv.get<RoundRecord>(keys.round(guildId, channelId, round));
      if (!record) {
        missingRounds.push(`${channelId}#${round}`);
        continue;
      }
      rounds++;
      for (const result of record.results) netWinningsCents += result.netCents;
    }
  }
  const balanced =
    walletsCents + onTablesCents === guild.issuedCents - guild.takenCents + netWinningsCents &&
    missingRounds.length === 0;
  return {
    guildId,
    walletsCents,
    onTablesCents,
    issuedCents: guild.issuedCents,
    takenCents: guild.takenCents,
    netWinningsCents,
    rounds,
    missingRounds,
    balanced,
  };
};
