import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 30 item 11: a date written by anything but date-format.ts came out in the machine's zone
 * (a decline "in the future"). This walks every source file and refuses the ways to write a date
 * or read the machine's clock zone outside the modules that own them.
 */
const ROOT = join(__dirname, '..', '..');
const OWNERS = new Set([
  'shared/rules/date-format.ts', // the one formatter for people
  'shared/rules/sao-paulo-time.ts', // São Paulo's wall clock for deadlines and days (computation, not display)
  'shared/rules/sao-paulo-day.ts', // São Paulo's calendar day of a moment (computation, not display)
  'shared/rules/intl-formats.ts', // the cache of Intl formatters
]);
const FORBIDDEN = [
  /\bDateTimeFormat\b/,
  /\bdateTimeFormat\(/,
  /\.toLocale(Date|Time)?String\(/,
  /\.get(FullYear|Month|Date|Day|Hours|Minutes)\(\)/,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('dates are written by one module', () => {
  it('finds no date formatting or machine-zone clock reading outside it', () => {
    const offenders = sources(ROOT).flatMap((path) => {
      const name = relative(ROOT, path).split('\\').join('/');
      if (OWNERS.has(name)) return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          FORBIDDEN.some((rule) => rule.test(line)) ? [`${name}:${i + 1}: ${line.trim()}`] : [],
        );
    });
    expect(offenders).toEqual([]);
  });

  it('would catch one', () => {
    expect(FORBIDDEN.some((rule) => rule.test("new Date(d).toLocaleDateString('pt-BR')"))).toBe(true);
    expect(FORBIDDEN.some((rule) => rule.test('new Date().getHours()'))).toBe(true);
  });
});
