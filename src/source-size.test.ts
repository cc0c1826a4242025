import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, it } from 'vitest';

/** A room small enough to read in one sitting (decision 0032). Tests and specs are not held to it. */
const MAX_LINES = 300;
/** Data tables and the database schema, which read as lists. */
const LONG_BY_NATURE = new Set(['src/domain/checkout/nigeria.ts', 'src/server/db/schema.ts']);

it(`keeps every TypeScript source file under ${MAX_LINES} lines, but data tables and the schema`, () => {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file && fs.existsSync(file))
    .filter((file) => !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !LONG_BY_NATURE.has(file));
  expect(files.length).toBeGreaterThan(100);
  const long = files
    .map((file) => ({ file, lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES);
  expect(long).toEqual([]);
});
