import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, it } from 'vitest';

/** A room small enough to read in one sitting (decision 0032). Tests and specs are not held to it. */
const MAX_LINES = 300;
/** Data tables and the database schema, which read as lists. */
const LONG_BY_NATURE = new Set(['src/domain/checkout/nigeria.ts', 'src/server/db/schema.ts']);

/** The files git knows (or would) that match `patterns`, as they are on disk. */
function sourceFiles(...patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...patterns], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && fs.existsSync(file))
    .filter((file) => !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !LONG_BY_NATURE.has(file));
}

function longerThanAllowed(files: string[]) {
  return files
    .map((file) => ({ file, lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES);
}

it(`keeps every TypeScript source file under ${MAX_LINES} lines, but data tables and the schema`, () => {
  const files = sourceFiles('*.ts', '*.tsx');
  expect(files.length).toBeGreaterThan(100);
  expect(longerThanAllowed(files)).toEqual([]);
});

it(`keeps every stylesheet of the web app under ${MAX_LINES} lines (decision 0040)`, () => {
  const files = sourceFiles('src/web/*.css');
  expect(files.length).toBeGreaterThan(10);
  expect(longerThanAllowed(files)).toEqual([]);
});
