/**
 * Digits and the few letters the scoreboard needs, as stroke paths: no `<text>`, so no fonts (a CI
 * machine or a bot host may have none, and resvg needs font files to draw text). Pure: strings only.
 *
 * Every generator returns the `d` of a path meant to be stroked (round caps and joins), drawn in a
 * box whose top-left corner is (x, y) and whose height is `height`; widths are proportional.
 * Digits are seven-segment; the letters (B, P, T, N) are drawn with lines and arcs.
 */

/** Two decimals: hundredths of a pixel, not of a chip. */
const HUNDREDTHS = 100;

/** A number with at most two decimals, no trailing zeros: keeps the SVG short and stable. */
export const num = (value: number): string => {
  const rounded = Math.round(value * HUNDREDTHS) / HUNDREDTHS;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/** Width of one digit's box relative to its height. */
export const DIGIT_ASPECT = 0.55;
/** Space between two digits relative to the height. */
export const DIGIT_GAP = 0.3;

/*
 * Segments, as in a seven-segment display:
 *    a
 *  f   b
 *    g
 *  e   c
 *    d
 */
const SEGMENTS: readonly string[] = [
  'abcdef', // 0
  'bc', // 1
  'abged', // 2
  'abgcd', // 3
  'fgbc', // 4
  'afgcd', // 5
  'afgedc', // 6
  'abc', // 7
  'abcdefg', // 8
  'abfgcd', // 9
];

type Point = readonly [number, number];

/** Each segment as two corners of the unit digit box (x in 0..1 of the width, y in 0..1 of the height). */
const SEGMENT_ENDS: Readonly<Record<string, readonly [Point, Point]>> = {
  a: [
    [0, 0],
    [1, 0],
  ],
  b: [
    [1, 0],
    [1, 0.5],
  ],
  c: [
    [1, 0.5],
    [1, 1],
  ],
  d: [
    [0, 1],
    [1, 1],
  ],
  e: [
    [0, 0.5],
    [0, 1],
  ],
  f: [
    [0, 0],
    [0, 0.5],
  ],
  g: [
    [0, 0.5],
    [1, 0.5],
  ],
};

/** Width of a "1", which is narrower than the other digits, relative to the height. */
const ONE_ASPECT = 0.3;

/** How far a digit advances the pen, before the gap: a "1" is narrow. */
const advance = (digit: number, height: number): number => height * (digit === 1 ? ONE_ASPECT : DIGIT_ASPECT);

/**
 * The path of one digit 0–9 in the box at (x, y) of the given height. A "1" is a stem on the right
 * of a narrow box with a short flag, so that "10" and "31" read as numbers, not as "I0" or "3 I".
 */
export const digitPath = (digit: number, x: number, y: number, height: number): string => {
  const segments = SEGMENTS[digit];
  if (segments === undefined || !Number.isInteger(digit)) throw new RangeError(`not a digit: ${digit}`);
  if (digit === 1) {
    const stem = x + advance(1, height);
    return (
      `M${num(stem - height * 0.24)} ${num(y + height * 0.2)}L${num(stem)} ${num(y)}` +
      `M${num(stem)} ${num(y)}L${num(stem)} ${num(y + height)}`
    );
  }
  const width = height * DIGIT_ASPECT;
  if (digit === 0) {
    // An oval, not the seven-segment box: at embed size a boxed 0 reads as an empty square.
    const rx = width / 2;
    const ry = height / 2;
    const cx = x + rx;
    return (
      `M${num(cx)} ${num(y)}A${num(rx)} ${num(ry)} 0 0 1 ${num(cx)} ${num(y + height)}` +
      `A${num(rx)} ${num(ry)} 0 0 1 ${num(cx)} ${num(y)}`
    );
  }
  return [...segments]
    .map((segment) => {
      const [[x1, y1], [x2, y2]] = SEGMENT_ENDS[segment]!;
      return `M${num(x + x1 * width)} ${num(y + y1 * height)}L${num(x + x2 * width)} ${num(y + y2 * height)}`;
    })
    .join('');
};

const digitsOf = (value: number): number[] => [...String(value)].map(Number);

/** The width a whole non-negative integer takes when drawn at `height`. */
export const numberWidth = (value: number, height: number): number => {
  const digits = digitsOf(Math.max(0, Math.trunc(value)));
  return (
    digits.reduce((sum, digit) => sum + advance(digit, height), 0) + (digits.length - 1) * height * DIGIT_GAP
  );
};

/** The path of a non-negative integer, digits left to right from (x, y). */
export const numberPath = (value: number, x: number, y: number, height: number): string => {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`not a non-negative integer: ${value}`);
  let pen = x;
  return digitsOf(value)
    .map((digit) => {
      const d = digitPath(digit, pen, y, height);
      pen += advance(digit, height) + height * DIGIT_GAP;
      return d;
    })
    .join('');
};

/** A non-negative integer centred on (cx, cy). */
export const centredNumberPath = (value: number, cx: number, cy: number, height: number): string =>
  numberPath(value, cx - numberWidth(value, height) / 2, cy - height / 2, height);

/** Width of a letter's box relative to its height. */
export const LETTER_ASPECT = 0.62;

export type Letter = 'B' | 'P' | 'T' | 'N';

/** The path of one capital letter in the box at (x, y) of the given height. */
export const letterPath = (letter: Letter, x: number, y: number, height: number): string => {
  const w = height * LETTER_ASPECT;
  const h = height;
  const r = h / 4;
  const left = num(x);
  const right = num(x + w);
  const top = num(y);
  const middle = num(y + h / 2);
  const bottom = num(y + h);
  const bowl = num(x + w - r);
  const arc = `A${num(r)} ${num(r)} 0 0 1`;
  switch (letter) {
    case 'B':
      return (
        `M${left} ${bottom}V${top}H${bowl}${arc} ${bowl} ${middle}H${left}` +
        `M${bowl} ${middle}${arc} ${bowl} ${bottom}H${left}`
      );
    case 'P':
      return `M${left} ${bottom}V${top}H${bowl}${arc} ${bowl} ${middle}H${left}`;
    case 'T':
      return `M${left} ${top}H${right}M${num(x + w / 2)} ${top}V${bottom}`;
    case 'N':
      return `M${left} ${bottom}V${top}L${right} ${bottom}V${top}`;
  }
};

/** A letter centred on (cx, cy). */
export const centredLetterPath = (letter: Letter, cx: number, cy: number, height: number): string =>
  letterPath(letter, cx - (height * LETTER_ASPECT) / 2, cy - height / 2, height);
