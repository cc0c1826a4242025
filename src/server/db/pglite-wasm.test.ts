import fs from 'node:fs';
import { expect, it } from 'vitest';
import { pgliteFile, withCompilationHints } from './pglite-wasm';

/** One of WebAssembly's sections: its id, then its length and contents. */
function section(id: number, contents: number[]): number[] {
  return [id, contents.length, ...contents];
}

/** A function `() -> i32` returning `value`, its body made `padding` no-ops longer. */
function body(value: number, padding: number): number[] {
  const code = [0x00, ...new Array(padding).fill(0x01), 0x41, value, 0x0b];
  return [code.length, ...code];
}

/** A module of two exported functions, `small` (returns 1) and `large` (returns 2, 40 bytes). */
const module = Uint8Array.from([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  ...section(1, [1, 0x60, 0, 1, 0x7f]),
  ...section(3, [2, 0, 0]),
  ...section(7, [2, 5, ...Buffer.from('small'), 0, 0, 5, ...Buffer.from('large'), 0, 1]),
  ...section(10, [2, ...body(1, 0), ...body(2, 36)]),
]);

it('keeps the functions of the given size and more on the baseline compiler, and the module whole', async () => {
  const hinted = withCompilationHints(module, 32);

  const compiled = await WebAssembly.compile(hinted);
  const [hints] = WebAssembly.Module.customSections(compiled, 'compilationHints');
  // One hint per function: the small one left to V8, the large one baseline tier only.
  expect([...new Uint8Array(hints ?? new ArrayBuffer(0))]).toEqual([2, 0x00, 0x14]);
  const { exports } = await WebAssembly.instantiate(compiled);
  expect((exports.small as () => number)()).toBe(1);
  expect((exports.large as () => number)()).toBe(2);
});

it("gives every function of the embedded database's WebAssembly a hint, and keeps the largest few unoptimised", async () => {
  const original = fs.readFileSync(pgliteFile('pglite.wasm'));
  const compiled = await WebAssembly.compile(withCompilationHints(original));

  const [section] = WebAssembly.Module.customSections(compiled, 'compilationHints');
  // The number of functions (two bytes), then a hint for each of them.
  const hints = [...new Uint8Array(section ?? new ArrayBuffer(0))].slice(2);
  expect(hints.length).toBeGreaterThan(10_000);
  const kept = hints.filter((hint) => hint === 0x14).length;
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(10);
  expect(hints.filter((hint) => hint !== 0x14 && hint !== 0x00)).toEqual([]);
});
