import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { normaliseModes } from './file-modes.mjs';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it('leaves a build readable by every user and writable by its owner alone, whatever made its files', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-modes-'));
  // What PGlite's initdb and a builder's loose umask leave.
  const files: [name: string, mode: number, folder?: 'folder'][] = [
    ['pg_logical', 0o700, 'folder'],
    ['pg_logical/replorigin_checkpoint', 0o600],
    ['PG_VERSION', 0o666],
    ['base', 0o777, 'folder'],
    ['base/1', 0o664],
    ['run.sh', 0o775],
  ];
  for (const [name, mode, folder] of files) {
    const file = path.join(dir, name);
    if (folder) fs.mkdirSync(file);
    else fs.writeFileSync(file, name);
    fs.chmodSync(file, mode);
  }

  expect(normaliseModes(dir)).toBe(6 + 1);
  const mode = (name: string) => (fs.statSync(path.join(dir ?? '', name)).mode & 0o7777).toString(8);
  const modes = Object.fromEntries(['.', ...files.map(([name]) => name)].map((name) => [name, mode(name)]));
  expect(modes).toEqual({
    '.': '755',
    pg_logical: '755',
    'pg_logical/replorigin_checkpoint': '644',
    PG_VERSION: '644',
    base: '755',
    'base/1': '644',
    'run.sh': '755',
  });
  // A build that already has them is left as it is.
  expect(normaliseModes(dir)).toBe(0);
});
