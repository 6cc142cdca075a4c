/**
 * A player-banked game's result (chemin de fer, banque), as both draw it: the coup's record, the
 * names of everyone it mentions, the table's state just after the coup (where the bank and the
 * cards went, when the command's changes still hold it) and the shoe's line.
 */
import type { APIEmbedField } from 'discord.js';
import type { ResultSources } from '../../../discord/game-shell.js';
import type { Locale } from '../../../discord/i18n/index.js';
import { shoeAfterRound } from '../../../discord/shoe-history.js';
import { fitEmbed } from '../../../discord/views/embed-limits.js';
import { type ShoeLine, shoeLine, type ViewMessage } from '../../../discord/views/shared.js';
import type { DecisionTaken, RoundRecord } from '../../../table/state.js';

/** What a banked game's result view is given. */
export interface BankedResultInput<Coup, State> {
  readonly record: RoundRecord<Coup>;
  readonly names: ReadonlyMap<string, string>;
  /** The table's game state right after this coup, when known. */
  readonly after: State | null;
  readonly shoe: ShoeLine;
}

/** How one banked game draws its result: its state's reader, whom it names, and its view. */
export interface BankedResultView<Coup, State> {
  readonly stateOf: (gameState: unknown) => State;
  /** Everyone the result may name: the coup's players, and those the state after it shows. */
  readonly people: (coup: Coup, after: State | null) => readonly string[];
  readonly render: (locale: Locale, input: BankedResultInput<Coup, State>) => ViewMessage;
}

/** The coup's result in `locale`, drawn by `view` from what the command changed. */
export const bankedResult = <Coup, State>(
  view: BankedResultView<Coup, State>,
  locale: Locale,
  { record, changes, names }: ResultSources,
): ViewMessage => {
  const played = record as RoundRecord<Coup>;
  // Only the table of the very next round is the one the coup left behind.
  const table = changes.table;
  const after = table && table.round === record.round + 1 ? view.stateOf(table.gameState) : null;
  return view.render(locale, {
    record: played,
    names: names([...new Set(view.people(played.coup, after))]),
    after,
    shoe: shoeAfterRound(record, changes),
  });
};

/**
 * The players whose decisions the bot played by the rule at their request this coup (a round
 * record's decisions): the result says so instead of "did not answer".
 */
export const playedByTheRule = (decisions: readonly DecisionTaken[]): ReadonlySet<string> =>
  new Set(decisions.filter((decision) => decision.by === 'by-the-rule').map((decision) => decision.userId));

/** The result message: one embed, the shoe's line as its footer, no buttons. */
export const resultMessage = (
  locale: Locale,
  shoe: ShoeLine,
  embed: { readonly title: string; readonly color: number; readonly fields: APIEmbedField[] },
): ViewMessage => ({
  embeds: [
    fitEmbed({
      ...embed,
      footer: {
        text: shoeLine(locale, shoe),
      },
    }),
  ],
  components: [],
});
