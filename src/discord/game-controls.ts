/**
 * What a table's game brings to the controls: its own slash commands, the handlers of its buttons
 * on the table message and of its forms, one implementation per game (`src/games/<game>/shell/
 * controls.ts`), held beside its GameShell in the game's shell entry and listed in `CONTROLS`
 * (src/games/shells.ts). No control may import a module that reaches that list (the views' index,
 * which reaches it through the views that ask the shells): what a control needs from another
 * game's shell it is given (see banked/shell/decisions.ts).
 */
import type { SlashCommandSubcommandBuilder } from '@discordjs/builders';
import type { Chips } from '../engine/money.js';
import type { GameButtonKind, GameFormKind } from '../games/control-kinds.js';
import { type GameId, rulesInPlay } from '../table/state.js';
import { BANK_AMOUNT_INPUT } from './custom-ids.js';
import type { StaticKey } from './i18n/index.js';
import type { Problem } from './views/problem.js';
import type {
  ButtonKind,
  CommandContext,
  ComponentContext,
  ModalContext,
  ModalKind,
  SlashCommand,
} from './vocabulary.js';

/** A game's buttons: a handler for each kind it declares. */
export type GameButtons<K extends GameButtonKind> = { readonly [P in K]: ButtonKind<P> };
/** A game's forms: a handler for each kind it declares. */
export type GameForms<K extends GameFormKind> = { readonly [P in K]: ModalKind<P> };

export interface GameControls {
  /** The game these are the controls of. */
  readonly game: GameId;
  /** The slash commands the game brings for its own moves (none where /bet and /deal are all it needs). */
  readonly commands: readonly SlashCommand[];
  /** Its buttons on the table message, by custom-id kind. */
  readonly buttons: Partial<GameButtons<GameButtonKind>>;
  /** Its forms, by custom-id kind. */
  readonly forms: Partial<GameForms<GameFormKind>>;
  /** How `/table game` names it. */
  readonly gameChoice: StaticKey;
  /** Its own `/table` subcommand, or undefined when the shared ones set all it has. */
  readonly tableSubcommand: TableSubcommand | undefined;
}

/** The options a command was given. */
export type CommandOptions = CommandContext['interaction']['options'];

/** A game's own `/table` subcommand: its options, worded by the game, and the settings they change. */
export interface TableSubcommand {
  /** The subcommand's name, as typed. */
  readonly name: string;
  /** Adds its description and options to the subcommand. */
  build(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  /** The game options the given ones change, as the table takes them. */
  changes(options: CommandOptions): Record<string, unknown>;
  /** The refusal at a table dealing another game, which has none of these options to set. */
  readonly elsewhere: Problem;
}

/** The stake a button makes before the table's rules are known: the smallest there is. */
const ONE_CHIP = 1 as Chips;

/** Whoever clicked, as the games' actions take him: the click's services and his user id. */
export const clicker = <C extends ComponentContext | ModalContext>(
  ctx: C,
): C & { readonly userId: string } => ({
  ...ctx,
  userId: ctx.interaction.user.id,
});

/** The chip the clicker chose in the selector, the table minimum until he chooses one. */
export const chosenStake = async (ctx: ComponentContext): Promise<Chips> => {
  const { guild, table } = await ctx.reads.table(ctx.place);
  const min = table ? rulesInPlay(guild, table).limits.min : ONE_CHIP;
  return ctx.chips.get(ctx.place, ctx.interaction.user.id, min);
};

/**
 * The amount typed in a game's amount form, as typed but for its grouping; the table parses and
 * checks it (whole chips, the bank's limits, the wallet) and refuses anything else.
 */
export const typedAmount = (ctx: ModalContext): string =>
  ungrouped(ctx.interaction.fields.getTextInputValue(BANK_AMOUNT_INPUT).trim());

/** `1,000`, `1.000` or `1 000` as `1000`; anything else as typed (`12.5` stays, and is refused). */
export const ungrouped = (typed: string): string =>
  /^\d{1,3}([,.' ]\d{3})+$/.test(typed) ? typed.replace(/[,.' ]/g, '') : typed;
