/** The scoreboard's colours, for Discord's dark theme (the default) and its light one. */

import type { Outcome } from '../../engine/coup.js';

export type ScoreboardTheme = 'dark' | 'light';

export interface Palette {
  readonly background: string;
  readonly panel: string;
  readonly border: string;
  readonly grid: string;
  readonly gridStrong: string;
  readonly ink: string;
  readonly faint: string;
  /** Letters drawn on filled beads. */
  readonly onMark: string;
  readonly banker: string;
  readonly player: string;
  readonly tie: string;
  readonly natural: string;
  readonly onNatural: string;
}

export const PALETTES: Readonly<Record<ScoreboardTheme, Palette>> = {
  dark: {
    background: '#2b2d31',
    panel: '#1b1c1f',
    border: '#232428',
    grid: '#2c2e33',
    gridStrong: '#3b3e45',
    ink: '#e8e9ec',
    faint: '#5c6069',
    onMark: '#ffffff',
    banker: '#f0474f',
    player: '#3d8bff',
    tie: '#2ec36b',
    natural: '#f2c14e',
    onNatural: '#1b1c1f',
  },
  light: {
    background: '#ffffff',
    panel: '#f6f7f9',
    border: '#d6dae0',
    grid: '#e1e4e8',
    gridStrong: '#c9ced6',
    ink: '#1f2328',
    faint: '#a3a9b3',
    onMark: '#ffffff',
    banker: '#d7263d',
    player: '#1f66e0',
    tie: '#16a34a',
    natural: '#d99a06',
    onNatural: '#ffffff',
  },
};

export const outcomeColour = (outcome: Outcome, palette: Palette): string =>
  outcome === 'banker' ? palette.banker : outcome === 'player' ? palette.player : palette.tie;
