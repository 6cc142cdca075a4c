/**
 * The shoe's scoreboard: the roadmaps as a picture (drawn by `src/discord/scoreboard`), with the
 * legend, the shoe summary and the next-coup preview in words, for /road; and the same picture
 * under a round's result when the table asks for it.
 */
import type { APIEmbed } from 'discord.js';
import { DERIVED_ROADS, type RoadColour, type Roadmaps } from '../../engine/roads/index.js';
import { type Locale, t } from '../i18n/index.js';
import { renderScoreboardPng, scoreboardLayout } from '../scoreboard/index.js';
import { fitEmbed } from './embed-limits.js';
import { COLORS, type ViewFile, type ViewMessage } from './shared.js';

/** The file name of a shoe's scoreboard after `coups` coups: unique per picture, so clients never mix them up. */
export const scoreboardFileName = (shoeNumber: number, coups: number): string =>
  `scoreboard-shoe-${shoeNumber}-coup-${coups}.png`;

/** The scoreboard of these roadmaps as a PNG file to attach. */
export const scoreboardFile = (maps: Roadmaps, shoeNumber: number): ViewFile => ({
  attachment: renderScoreboardPng(maps),
  name: scoreboardFileName(shoeNumber, maps.summary.coups),
});

const colourWord = (locale: Locale, colour: RoadColour | undefined): string =>
  t(locale, colour === undefined ? 'road.colour.none' : `road.colour.${colour}`);

/** One line per derived road: the colour it would add on a Banker win and on a Player win. */
export const previewText = (locale: Locale, maps: Roadmaps): string =>
  DERIVED_ROADS.map(({ name }) =>
    t(locale, `road.preview.${name}`, {
      ifBanker: colourWord(locale, maps.preview[name].banker),
      ifPlayer: colourWord(locale, maps.preview[name].player),
    }),
  ).join('\n');

export interface ScoreboardInput {
  readonly shoeNumber: number;
  /** True for a shoe whose seed is revealed (over); false for the shoe in play. */
  readonly revealed: boolean;
  readonly maps: Roadmaps;
  /** The picture, as `scoreboardFile` makes it. */
  readonly file: ViewFile;
}

/** /road: the picture, the summary and the next-coup preview; the legend is in `/rules roads`. */
export const renderScoreboard = (locale: Locale, input: ScoreboardInput): ViewMessage => {
  const { maps, file } = input;
  const { summary } = maps;
  const { bigRoad } = scoreboardLayout(maps);
  const description = [
    t(locale, 'road.legendPointer'),
    ...(bigRoad.firstColumn > 0
      ? [t(locale, 'road.window', { shown: bigRoad.columns, total: bigRoad.firstColumn + bigRoad.columns })]
      : []),
    ...(summary.coups === 0 ? ['', t(locale, 'road.empty')] : []),
  ];
  const embed: APIEmbed = {
    title: t(locale, 'road.title', { shoe: input.shoeNumber }),
    color: input.revealed ? COLORS.fair : COLORS.felt,
    description: description.join('\n'),
    fields: [
      { name: t(locale, 'road.summary'), value: t(locale, 'road.summary.lines', { summary }) },
      { name: t(locale, 'road.preview'), value: previewText(locale, maps) },
    ],
    image: { url: `attachment://${file.name}` },
    footer: {
      text: t(locale, input.revealed ? 'road.revealed' : 'road.inPlay', { count: summary.coups }),
    },
  };
  return { embeds: [fitEmbed(embed)], components: [], files: [file] };
};

/** A round's result with the shoe's scoreboard shown at the foot of its embed. */
export const withScoreboard = (message: ViewMessage, file: ViewFile): ViewMessage => {
  const [first, ...rest] = message.embeds;
  if (!first) return { ...message, files: [...(message.files ?? []), file] };
  return {
    ...message,
    embeds: [{ ...first, image: { url: `attachment://${file.name}` } }, ...rest],
    files: [...(message.files ?? []), file],
  };
};
