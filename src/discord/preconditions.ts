/**
 * What each precondition name means. A slash command declares its preconditions beside its
 * builder, a button kind beside its handler (components.ts); the router runs them once, in order,
 * before the handler, and the first that fails becomes a Refused the one error handler answers
 * privately in the member's language. Handlers themselves check no permission and no server.
 */
import {
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
  PermissionFlagsBits,
} from 'discord.js';
import type { Problem } from './views/index.js';
import { type PreconditionName, type Preconditions, Refused } from './vocabulary.js';

/** The part of an interaction the preconditions look at. */
export interface Checked {
  inGuild(): boolean;
  readonly channelId: string | null;
  readonly memberPermissions: { has(permission: bigint): boolean } | null;
}

/** Each precondition: the problem it finds, or undefined when the interaction passes. */
const CHECKS: Readonly<Record<PreconditionName, (interaction: Checked) => Problem | undefined>> = {
  // A table lives in a server channel: DMs and user-installed contexts have none.
  'guild-only': (interaction) => (interaction.inGuild() && interaction.channelId ? undefined : 'dm'),
  // Checked at run time: a server may have loosened the registered default permissions.
  'manage-guild': (interaction) =>
    interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ? undefined : 'manage-guild',
};

/** An interaction the preconditions let through: in a server, since every handler declares 'guild-only'. */
export type InServer<I> = I extends ChatInputCommandInteraction
  ? ChatInputCommandInteraction<'raw' | 'cached'>
  : I extends ModalSubmitInteraction
    ? ModalSubmitInteraction<'raw' | 'cached'>
    : MessageComponentInteraction<'raw' | 'cached'>;

/** Runs `preconditions` in order; the first that fails throws Refused with its problem. */
export const checkPreconditions = <
  I extends Checked & (ChatInputCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction),
>(
  preconditions: Preconditions,
  interaction: I,
): InServer<I> => {
  for (const name of preconditions) {
    const problem = CHECKS[name](interaction);
    if (problem !== undefined) throw new Refused(problem);
  }
  // 'guild-only' leads every Preconditions tuple (the type says so), and it has just passed.
  return interaction as unknown as InServer<I>;
};
