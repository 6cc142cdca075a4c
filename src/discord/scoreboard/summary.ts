/** The summary panel: coups, Banker, Player, Tie, naturals and pairs, each an icon and its count. */

import type { Roadmaps } from '../../engine/roads/index.js';
import { centredLetterPath, numberPath } from './digits.js';
import { element, panel, stroke } from './elements.js';
import type { Box } from './layout.js';
import { beadIcon, pairDots } from './marks.js';
import type { Palette } from './theme.js';

/** One row under the boards, the width of the picture. */
const SUMMARY_PER_ROW = 7;
const SUMMARY_ROWS = 1;

type SummaryKey = 'coups' | 'banker' | 'player' | 'tie' | 'naturals' | 'bankerPairs' | 'playerPairs';

const SUMMARY_ORDER: readonly SummaryKey[] = [
  'coups',
  'banker',
  'player',
  'tie',
  'naturals',
  'bankerPairs',
  'playerPairs',
];

const summaryIcon = (key: SummaryKey, x: number, y: number, size: number, palette: Palette): string => {
  const cx = x + size / 2;
  const cy = y + size / 2;
  switch (key) {
    case 'coups': {
      // A little bead plate: two columns of three beads.
      const r = size * 0.1;
      const dots: string[] = [];
      for (let c = 0; c < 2; c++)
        for (let row = 0; row < 3; row++)
          dots.push(
            element('circle', {
              cx: cx + (c - 0.5) * size * 0.32,
              cy: cy + (row - 1) * size * 0.3,
              r,
              fill: palette.ink,
            }),
          );
      return dots.join('');
    }
    case 'banker':
    case 'player':
    case 'tie':
      return beadIcon(key, cx, cy, size * 0.8, palette);
    case 'naturals':
      return (
        element('circle', { cx, cy, r: size * 0.4, fill: palette.natural }) +
        stroke(centredLetterPath('N', cx, cy, size * 0.44), palette.onNatural, size * 0.085)
      );
    case 'bankerPairs':
    case 'playerPairs': {
      const inset = size * 0.1;
      const side = size - 2 * inset;
      return (
        element('rect', {
          x: x + inset,
          y: y + inset,
          width: side,
          height: side,
          rx: size * 0.12,
          fill: 'none',
          stroke: palette.faint,
          'stroke-width': size * 0.06,
        }) +
        pairDots(
          { bankerPair: key === 'bankerPairs', playerPair: key === 'playerPairs' },
          x + inset * 0.2,
          y + inset * 0.2,
          size - inset * 0.4,
          palette,
        )
      );
    }
  }
};

export const summaryStrip = (maps: Roadmaps, box: Box, palette: Palette): string => {
  const itemWidth = (box.width - 8) / SUMMARY_PER_ROW;
  const rowHeight = box.height / SUMMARY_ROWS;
  const size = 22;
  const digitHeight = 14;
  const items = SUMMARY_ORDER.map((key, i) => {
    const value = maps.summary[key];
    const column = i % SUMMARY_PER_ROW;
    const row = Math.floor(i / SUMMARY_PER_ROW);
    const x = box.x + 8 + column * itemWidth;
    const y = box.y + row * rowHeight + (rowHeight - size) / 2;
    const digitsX = x + size + 6;
    const digitsY = y + (size - digitHeight) / 2;
    return element(
      'g',
      { 'data-summary': key, 'data-value': value },
      summaryIcon(key, x, y, size, palette) +
        stroke(numberPath(value, digitsX, digitsY, digitHeight), palette.ink, 2.2),
    );
  });
  return panel(box, palette, 'summary') + items.join('');
};
