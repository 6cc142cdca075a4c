/** SVG element primitives: escaped attributes, elements, stroked paths, panel frames and grid lines. */

import { num } from './digits.js';
import { type Box, type GridBox, RADIUS } from './layout.js';
import type { Palette } from './theme.js';

/** Escapes a value for an attribute or text position. Everything dynamic goes through it. */
export const escapeXml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );

export type AttributeValue = string | number | undefined;

/** ` name="value"` for each defined value, escaped; numbers rounded to two decimals. */
const attrs = (values: Readonly<Record<string, AttributeValue>>): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(typeof value === 'number' ? num(value) : value)}"`)
    .join('');

export const element = (
  name: string,
  values: Readonly<Record<string, AttributeValue>>,
  children?: string,
): string =>
  children === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${children}</${name}>`;

/** A stroked path (for glyphs, slashes, grid lines). */
export const stroke = (
  d: string,
  colour: string,
  width: number,
  extra: Readonly<Record<string, AttributeValue>> = {},
): string =>
  element('path', {
    ...extra,
    d,
    fill: 'none',
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

export const panel = (box: Box, palette: Palette, name: string): string =>
  element('rect', {
    'data-panel': name,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    rx: RADIUS,
    fill: palette.panel,
    stroke: palette.border,
    'stroke-width': 1,
  });

/** Cell lines of a grid panel; with `every`, each `every`-th line is drawn stronger. */
export const gridLines = (box: GridBox, rows: number, palette: Palette, every?: number): string => {
  const weak: string[] = [];
  const strong: string[] = [];
  for (let c = 1; c < box.columns; c++) {
    const x = num(box.x + c * box.cell);
    (every && c % every === 0 ? strong : weak).push(`M${x} ${num(box.y)}V${num(box.y + box.height)}`);
  }
  for (let r = 1; r < rows; r++) {
    const y = num(box.y + r * box.cell);
    (every && r % every === 0 ? strong : weak).push(`M${num(box.x)} ${y}H${num(box.x + box.width)}`);
  }
  return [
    weak.length > 0 ? element('path', { d: weak.join(''), stroke: palette.grid, 'stroke-width': 1 }) : '',
    strong.length > 0
      ? element('path', { d: strong.join(''), stroke: palette.gridStrong, 'stroke-width': 1 })
      : '',
  ].join('');
};
