/** The marks of the grid panels: Bead Plate, Big Road and the three derived roads. */

import type { BigRoadMark, DerivedRoadName, Placed, Roadmaps } from '../../engine/roads/index.js';
import { num } from './digits.js';
import { element, stroke } from './elements.js';
import type { GridBox } from './layout.js';
import { beadIcon, bigRoadShape, derivedShape, latestHalo, pairDots, tieSlash } from './marks.js';
import type { Palette } from './theme.js';

const bigRoadMark = (
  placed: Placed<BigRoadMark>,
  box: GridBox,
  palette: Palette,
  latest: boolean,
): string => {
  const { value: mark, row, column } = placed;
  const x = box.x + (column - box.firstColumn) * box.cell;
  const y = box.y + row * box.cell;
  const cx = x + box.cell / 2;
  const cy = y + box.cell / 2;
  const body =
    (latest ? latestHalo(cx, cy, box.cell, palette) : '') +
    bigRoadShape(mark.outcome, cx, cy, box.cell, palette) +
    (mark.ties > 0 ? tieSlash(mark.ties, x, y, box.cell, palette, 'tie') : '') +
    pairDots(mark, x, y, box.cell, palette);
  return element(
    'g',
    {
      'data-road': 'big',
      'data-outcome': mark.outcome,
      'data-row': row,
      'data-column': column,
      'data-coup': mark.coup,
      'data-ties': mark.ties,
      'data-latest': latest ? 'true' : undefined,
    },
    body,
  );
};

export const beadPlateMarks = (maps: Roadmaps, box: GridBox, palette: Palette): string => {
  const beads: string[] = [];
  const count = maps.summary.coups;
  const { cells, columns, rows } = maps.beadPlate;
  // Column by column, so the beads come in dealing order.
  for (let column = 0; column < columns; column++)
    for (let row = 0; row < rows; row++) {
      const bead = cells[row]?.[column];
      if (!bead || column < box.firstColumn) continue;
      const x = box.x + (column - box.firstColumn) * box.cell;
      const y = box.y + row * box.cell;
      const cx = x + box.cell / 2;
      const cy = y + box.cell / 2;
      const latest = bead.coup === count - 1;
      beads.push(
        element(
          'g',
          {
            'data-road': 'bead',
            'data-outcome': bead.outcome,
            'data-row': row,
            'data-column': column,
            'data-coup': bead.coup,
            'data-latest': latest ? 'true' : undefined,
          },
          (latest ? latestHalo(cx, cy, box.cell, palette) : '') +
            beadIcon(bead.outcome, cx, cy, box.cell * 0.8, palette) +
            pairDots(bead, x, y, box.cell, palette),
        ),
      );
    }
  return beads.join('');
};

export const bigRoadMarks = (maps: Roadmaps, box: GridBox, palette: Palette): string => {
  const { placed, leadingTies } = maps.bigRoad;
  if (placed.length === 0 && leadingTies > 0)
    return element(
      'g',
      { 'data-mark': 'big-road-ties-only' },
      tieSlash(leadingTies, box.x, box.y, box.cell, palette, 'leading-ties'),
    );
  return placed
    .map((p, i) => (p.column < box.firstColumn ? '' : bigRoadMark(p, box, palette, i === placed.length - 1)))
    .join('');
};

export const derivedMarks = (maps: Roadmaps, name: DerivedRoadName, box: GridBox, palette: Palette): string =>
  maps[name].placed
    .filter(({ column }) => column >= box.firstColumn)
    .map(({ value, row, column }) =>
      derivedShape(
        name,
        value.colour,
        box.x + (column - box.firstColumn) * box.cell,
        box.y + row * box.cell,
        box.cell,
        palette,
        {
          'data-road': name,
          'data-colour': value.colour,
          'data-row': row,
          'data-column': column,
          'data-coup': value.coup,
        },
      ),
    )
    .join('');

/**
 * The cut edge of a road that shows only its latest columns: a zig-zag down the panel's left side,
 * so nobody reads the first column drawn as the shoe's first.
 */
export const earlierColumnsEdge = (box: GridBox, palette: Palette): string => {
  if (box.firstColumn === 0) return '';
  const teeth = 12;
  const step = box.height / teeth;
  const depth = Math.min(box.cell / 3, 6);
  let d = `M${num(box.x + 2)} ${num(box.y)}`;
  for (let i = 1; i <= teeth; i++) d += `L${num(box.x + 2 + (i % 2) * depth)} ${num(box.y + i * step)}`;
  return stroke(d, palette.faint, 2, { 'data-mark': 'earlier-columns', 'data-hidden': box.firstColumn });
};
