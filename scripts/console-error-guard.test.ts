import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');

/** Runs one planted test file under the project's per-file setup, in a folder of its own. */
function runPlanted(body: string): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-guard-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'planted.test.ts'),
      `import { expect, it, vi } from 'vitest';\n${body}\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'vitest.config.mjs'),
      `export default { test: { include: ['planted.test.ts'], setupFiles: [${JSON.stringify(
        path.join(root, 'src/server/testing/each-file.ts'),
      )}] } };\n`,
    );
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('fails a test that writes to console.error, and lets one that means to spy on it pass', () => {
  const planted = runPlanted(`
it('says something went wrong', () => {
  console.error('Warning: an update was not wrapped');
  expect(1).toBe(1);
});
it('means to', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  console.error('expected');
  expect(spy).toHaveBeenCalledOnce();
});
it('stays quiet', () => {
  expect(2).toBe(2);
});`);
  expect(planted.status, planted.output).toBe(1);
  expect(planted.output).toContain(
    'console.error was called 1 time(s) in this test; first: Warning: an update was not wrapped',
  );
  expect(planted.output).toMatch(/1 failed \| 2 passed/);
}, 60_000);
