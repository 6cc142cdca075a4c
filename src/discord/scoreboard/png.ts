/**
 * The scoreboard as a PNG for a Discord attachment: the SVG of `svg.ts` drawn by resvg. No fonts
 * are needed (the SVG has no text) and system fonts are not loaded.
 */
import { Resvg } from '@resvg/resvg-js';
import type { Roadmaps } from '../../engine/roads/index.js';
import { type ScoreboardOptions, scoreboardLayout, scoreboardSvg } from './svg.js';

/** The widest picture we send; a wider board (a shoe chopping nearly every coup) is scaled down. */
export const MAX_PNG_WIDTH = 1600;

export interface ScoreboardPngOptions extends ScoreboardOptions {
  /** Width in pixels, at most `MAX_PNG_WIDTH`; defaults to the board's own width (1 px per unit). */
  readonly width?: number;
}

/** The width the PNG of these roadmaps will have: the asked or natural width, at most MAX_PNG_WIDTH. */
export const scoreboardPngWidth = (maps: Roadmaps, options: ScoreboardPngOptions = {}): number =>
  Math.max(1, Math.round(Math.min(options.width ?? scoreboardLayout(maps).width, MAX_PNG_WIDTH)));

/** The scoreboard of a shoe as PNG bytes. */
export const renderScoreboardPng = (maps: Roadmaps, options: ScoreboardPngOptions = {}): Buffer => {
  const svg = scoreboardSvg(maps, options);
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: scoreboardPngWidth(maps, options) },
    font: { loadSystemFonts: false },
    shapeRendering: 2, // geometricPrecision: anti-aliased marks
  });
  return resvg.render().asPng();
};
