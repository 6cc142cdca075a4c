/** The next-coup panel: what each derived road would add if the next coup were Banker, or Player. */

import { DERIVED_ROADS, type Roadmaps } from '../../engine/roads/index.js';
import { num } from './digits.js';
import { element, panel, stroke } from './elements.js';
import type { Box } from './layout.js';
import { beadIcon, derivedShape, notYet } from './marks.js';
import type { Palette } from './theme.js';

const PREVIEW_ROWS = 2;

/** Two rows, Banker then Player: the bead, a chevron, then each derived road's would-be mark. */
export const previewBlock = (maps: Roadmaps, box: Box, palette: Palette): string => {
  const rowHeight = box.height / PREVIEW_ROWS;
  const bead = 30;
  const tile = 30;
  const tileGap = 10;
  const chevron = 14;
  const contentWidth =
    bead + 8 + chevron + 8 + DERIVED_ROADS.length * tile + (DERIVED_ROADS.length - 1) * tileGap;
  const left = box.x + (box.width - contentWidth) / 2;
  const rows = (['banker', 'player'] as const).map((winner, i) => {
    const cy = box.y + (i + 0.5) * rowHeight;
    const parts = [beadIcon(winner, left + bead / 2, cy, bead, palette)];
    const cx = left + bead + 8;
    parts.push(
      stroke(
        `M${num(cx + chevron * 0.25)} ${num(cy - chevron * 0.4)}L${num(cx + chevron * 0.75)} ${num(cy)}` +
          `L${num(cx + chevron * 0.25)} ${num(cy + chevron * 0.4)}`,
        palette.faint,
        2.5,
      ),
    );
    DERIVED_ROADS.forEach(({ name }, j) => {
      const x = cx + chevron + 8 + j * (tile + tileGap);
      const y = cy - tile / 2;
      const colour = maps.preview[name][winner];
      const extra = {
        'data-road': 'preview',
        'data-for': winner,
        'data-derived': name,
        'data-colour': colour ?? 'none',
      };
      parts.push(
        element('rect', { x, y, width: tile, height: tile, rx: 5, fill: palette.grid }),
        colour ? derivedShape(name, colour, x, y, tile, palette, extra) : notYet(x, y, tile, palette, extra),
      );
    });
    return element('g', { 'data-preview': winner }, parts.join(''));
  });
  const divider = stroke(
    `M${num(box.x + 12)} ${num(box.y + rowHeight)}H${num(box.x + box.width - 12)}`,
    palette.grid,
    1,
  );
  return panel(box, palette, 'preview') + divider + rows.join('');
};
