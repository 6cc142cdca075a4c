/**
 * Chips become cents in one place: src/engine/money.ts. Everywhere else a conversion is a named
 * function of that module (`centsOf`, `wholeChipsIn`, `digitsOf`, `centsAt`, …), never a bare
 * `* 100` or `/ 100`. This test reads every TypeScript file of the sources (src, commands, gallery,
 * bench) and fails naming file:line for each multiplication, division or remainder by 100 (in any
 * spelling: `1_00`, `1e2`, `100.0`, `0.01`) or by `CENTS_PER_CHIP` outside money.ts. A hundred that
 * is not money (a percentile, hundredths of a pixel) is named where it is used; tests may do the
 * arithmetic themselves, to check money.ts from outside.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['src', 'commands', 'gallery', 'bench'];
const MONEY = 'src/engine/money.ts';

const ARITHMETIC = new Set([
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.PercentEqualsToken,
]);

/** A hundred (or a hundredth), however it is written, or the constant that names it. */
const isHundred = (node: ts.Expression): boolean => {
  let inner = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (ts.isNumericLiteral(inner)) {
    const value = Number(inner.text.replaceAll('_', ''));
    return value === 100 || value === 0.01;
  }
  const name = ts.isPropertyAccessExpression(inner) ? inner.name : inner;
  return ts.isIdentifier(name) && name.text === 'CENTS_PER_CHIP';
};

/** Every `* 100`, `/ 100`, `% 100` (either side, compound assignments too) in a file's code: comments and strings are not code. */
const hundredArithmetic = (fileName: string, text: string): { line: number; code: string }[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; code: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      ARITHMETIC.has(node.operatorToken.kind) &&
      (isHundred(node.left) || isHundred(node.right))
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ line: line + 1, code: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

describe('chip↔cent arithmetic lives in money.ts', () => {
  it('GIVEN the sources THEN no file but money.ts multiplies, divides or takes the remainder by 100', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => file !== MONEY);
    expect(files.length).toBeGreaterThan(200);
    const offences = files.flatMap((file) =>
      hundredArithmetic(file, readFileSync(join(ROOT, file), 'utf8')).map(
        ({ line, code }) => `${file}:${line}: ${code}`,
      ),
    );
    expect(offences, 'convert with a function of src/engine/money.ts instead').toEqual([]);
  });

  it('GIVEN money.ts THEN it is where the conversions are (the scan would see them)', () => {
    const own = hundredArithmetic(MONEY, readFileSync(join(ROOT, MONEY), 'utf8'));
    expect(own.map(({ code }) => code)).toEqual(expect.arrayContaining(['amount * CENTS_PER_CHIP']));
  });

  it('GIVEN each spelling of a hundred in code THEN the scan names its line; in comments and strings THEN not', () => {
    const planted = [
      'const a = stake * 100;',
      'const b = 100 * stake;',
      'const c = Math.floor(cents / 100);',
      'const d = cents % 100;',
      'let e = 1; e *= 100;',
      'const f = stake * 1_00;',
      'const g = stake * 1e2;',
      'const h = cents * 0.01;',
      'const i = stake * CENTS_PER_CHIP;',
      'const j = stake * money.CENTS_PER_CHIP;',
      'const k = stake * (100);',
      '// stake * 100 in a comment',
      "const l = 'stake * 100';",
      '/** ⌊bank/100⌋ */ const m = 100;',
      'const n = stake * 200;',
    ].join('\n');
    expect(hundredArithmetic('planted.ts', planted).map(({ line }) => line)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });
});
