/**
 * The ledger's invariant, checked from storage alone (not from any process's cache):
 *
 *   wallets + chips on tables + banks in escrow
 *     = chips issued (starting chips, daily top-ups, grants) − chips taken by admins
 *       + the players' net winnings recorded in round records − the house's take (commission)
 *
 * It is the conservation law every change set obeys (table/ledger.ts), summed over all of them.
 * It also checks that every round number of every table has exactly one round record, so a
 * settled round was paid once and no round is missing.
 */
import type Keyv from 'keyv';
import { houseTakeCents, roundsNetCents } from '../table/ledger.js';
import {
  type GuildRecord,
  type RoundRecord,
  stakedCents,
  type TableRecord,
  type WalletRecord,
} from '../table/state.js';
import { keys } from './keys.js';
import { listMembers } from './server-indexes.js';

/** Every member with a wallet: the member list's pages. */
const membersOf = async (kv: Keyv, guild: GuildRecord): Promise<readonly string[]> => {
  const read = <T>(key: string) => kv.get<T>(key);
  return listMembers(guild.guildId, read, (await kv.get<number>(keys.memberCount(guild.guildId))) ?? 0);
};

export interface GuildAudit {
  readonly guildId: string;
  readonly walletsCents: number;
  /** Stakes on the tables' spots. */
  readonly onTablesCents: number;
  /** Players' banks the tables hold. */
  readonly escrowCents: number;
  readonly issuedCents: number;
  readonly takenCents: number;
  readonly netWinningsCents: number;
  /** Commission the house took in the rounds. */
  readonly houseTakeCents: number;
  readonly rounds: number;
  /** Rounds a table has dealt whose record is missing. */
  readonly missingRounds: readonly string[];
  readonly balanced: boolean;
}

const EMPTY = {
  walletsCents: 0,
  onTablesCents: 0,
  escrowCents: 0,
  issuedCents: 0,
  takenCents: 0,
  netWinningsCents: 0,
  houseTakeCents: 0,
  rounds: 0,
  missingRounds: [],
  balanced: true,
} as const;

export const auditGuild = async (kv: Keyv, guildId: string): Promise<GuildAudit> => {
  const guild = await kv.get<GuildRecord>(keys.guild(guildId));
  if (!guild) return { guildId, ...EMPTY };
  let walletsCents = 0;
  for (const userId of await membersOf(kv, guild)) {
    const wallet = await kv.get<WalletRecord>(keys.wallet(guildId, userId));
    walletsCents += wallet?.balanceCents ?? 0;
  }
  let onTablesCents = 0;
  let escrowCents = 0;
  let netWinningsCents = 0;
  let houseTake = 0;
  let rounds = 0;
  const missingRounds: string[] = [];
  for (const channelId of guild.tables) {
    const table = await kv.get<TableRecord>(keys.table(guildId, channelId));
    if (!table) continue;
    onTablesCents += stakedCents(table.seats);
    escrowCents += table.escrowCents;
    for (let round = 1; round < table.round; round++) {
      const record = await kv.get<RoundRecord<unknown>>(keys.round(guildId, channelId, round));
      if (!record) {
        missingRounds.push(`${channelId}#${round}`);
        continue;
      }
      rounds++;
      netWinningsCents += roundsNetCents([record]);
      houseTake += houseTakeCents([record]);
    }
  }
  const balanced =
    walletsCents + onTablesCents + escrowCents ===
      guild.issuedCents - guild.takenCents + netWinningsCents - houseTake && missingRounds.length === 0;
  return {
    guildId,
    walletsCents,
    onTablesCents,
    escrowCents,
    issuedCents: guild.issuedCents,
    takenCents: guild.takenCents,
    netWinningsCents,
    houseTakeCents: houseTake,
    rounds,
    missingRounds,
    balanced,
  };
};
