import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as {
  forbidden: unknown[];
  options: Record<string, unknown>;
};
const { ALLOWED, assertNoCircle } = require('./module-boundaries.cjs') as {
  ALLOWED: Record<string, Record<string, string>>;
  assertNoCircle: (allowed: Record<string, Record<string, string>>) => void;
};

/** The rules `npm run lint` holds src/server to, run over a small tree planted for each case. */
describe('the server’s rooms, as lint holds them', () => {
  let dir: string;
  const plant = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
  };
  const violations = async () => {
    const result = await cruise(['src'], {
      ...config.options,
      tsConfig: undefined,
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      enhancedResolveOptions: { extensions: ['.ts', '.tsx'] },
    } as never);
    const output = result.output as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] };
    };
    return output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-rooms-'));
    plant({
      'src/server/modules/codes/codes.ts': 'export const code = 1;\n',
      'src/server/modules/catalog/prices.ts': 'export const price = 1;\n',
      'src/server/modules/auth/guard.ts': 'export const guard = 1;\n',
      'src/server/kernel/actor.ts': 'export const actor = 1;\n',
      // Listed: codes may read the catalogue's prices; anyone may use the kernel.
      'src/server/modules/codes/apply.ts':
        "import { price } from '../catalog/prices';\nimport { actor } from '../../kernel/actor';\nexport const x = price + actor;\n",
    });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lets a module import the kernel and the modules it lists', async () => {
    expect(await violations()).toEqual([]);
  });

  it('fails a module → module import outside the list, a type-only one too', async () => {
    plant({
      'src/server/modules/tour/shows.ts':
        "import type { code } from '../codes/codes';\nexport type X = typeof code;\n",
    });
    expect(await violations()).toEqual([
      'module-imports-only-where-listed: src/server/modules/tour/shows.ts → src/server/modules/codes/codes.ts',
    ]);
    fs.rmSync(path.join(dir, 'src/server/modules/tour'), { recursive: true });
  });

  it('fails a kernel → module import', async () => {
    plant({ 'src/server/kernel/guard.ts': "export { guard } from '../modules/auth/guard';\n" });
    expect(await violations()).toEqual([
      'kernel-knows-no-module: src/server/kernel/guard.ts → src/server/modules/auth/guard.ts',
    ]);
    fs.rmSync(path.join(dir, 'src/server/kernel/guard.ts'));
  });

  it('fails when the allowed imports go round in a circle, so no two modules lean on each other', () => {
    expect(() => assertNoCircle(ALLOWED)).not.toThrow();
    expect(() => assertNoCircle({ ...ALLOWED, catalog: { ...ALLOWED.catalog, codes: 'planted' } })).toThrow(
      /the allowed imports go round: .*catalog → codes → catalog|codes → catalog → codes/,
    );
  });

  it('keeps module → module import lines in the server at 31 or fewer', () => {
    const root = path.join(import.meta.dirname, '..', 'src', 'server', 'modules');
    const lines: string[] = [];
    for (const file of fs.readdirSync(root, { recursive: true }).map(String)) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const own = file.split(path.sep)[0];
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\bfrom\s+'(\.[^']+)'/g)) {
        const reached = path.relative(root, path.resolve(path.dirname(path.join(root, file)), target ?? ''));
        const other = reached.split(path.sep)[0];
        if (!reached.startsWith('..') && other !== own) lines.push(`${file} → ${reached}`);
      }
    }
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(31);
  });
});
