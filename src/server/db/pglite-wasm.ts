import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A function body this large (in bytes of WebAssembly) or larger stays on V8's baseline compiler.
 * Optimising compiles a function in memory that grows with its size and branches: the embedded
 * database's SQL parser (`raw_parser`, 105 KB, one switch over the whole grammar) takes 600 MB
 * for a few seconds, five times the idle server; the next three (outNode, nodeRead,
 * standard_ProcessUtility, 97–127 KB) 35–90 MB each. Below 64 KB the largest takes about 40 MB.
 * V8 reads the hints only when it optimises every function it compiles, not the hot ones it finds
 * (`--no-wasm-dynamic-tiering`): the server's flags say both (scripts/server-runtime.mjs).
 */
const LARGEST_OPTIMISED_BYTES = 64 * 1024;

/** The custom section V8 reads, behind `--experimental-wasm-compilation-hints`. */
const HINTS_SECTION = 'compilationHints';
const CODE_SECTION = 10;
/** Baseline tier Liftoff, top tier Liftoff, default strategy (V8's wasm-constants.h). */
const BASELINE_ONLY = (1 << 4) | (1 << 2);
/** Default tiers and strategy. */
const DEFAULT_HINT = 0;

/** Reads an unsigned LEB128 number at `at`; returns it and where the next field starts. */
function readU32(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  let next = at;
  for (;;) {
    const byte = bytes[next++];
    if (byte === undefined) throw new Error('WebAssembly module ends inside a number');
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return [value, next];
    shift += 7;
  }
}

/** A number as unsigned LEB128, WebAssembly's encoding of counts and sizes. */
function u32(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    let byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    out.push(byte);
  } while (rest > 0);
  return out;
}

/**
 * The module with a compilation-hints section before its code: one hint per function, keeping each
 * function of `largest` bytes or more on the baseline compiler and leaving the others to V8. A
 * module without code comes back as it was.
 */
export function withCompilationHints(
  module: Uint8Array,
  largest = LARGEST_OPTIMISED_BYTES,
): Uint8Array<ArrayBuffer> {
  let at = 8;
  while (at < module.length) {
    const sectionStart = at;
    const id = module[at];
    const [size, body] = readU32(module, at + 1);
    if (id === CODE_SECTION) {
      const [count, first] = readU32(module, body);
      let next = first;
      const hints = new Uint8Array(count);
      for (let index = 0; index < count; index++) {
        const [length, start] = readU32(module, next);
        hints[index] = length >= largest ? BASELINE_ONLY : DEFAULT_HINT;
        next = start + length;
      }
      const name = new TextEncoder().encode(HINTS_SECTION);
      const payload = [...u32(name.length), ...name, ...u32(count), ...hints];
      const section = Uint8Array.from([0, ...u32(payload.length), ...payload]);
      const out = new Uint8Array(module.length + section.length);
      out.set(module.subarray(0, sectionStart));
      out.set(section, sectionStart);
      out.set(module.subarray(sectionStart), sectionStart + section.length);
      return out;
    }
    at = body + size;
  }
  return new Uint8Array(module);
}

/** A file of the installed PGlite package; its entry point sits in its dist/ folder. */
export function pgliteFile(...segments: string[]): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return path.join(path.dirname(entry), ...segments);
}

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * The embedded database's WebAssembly, compiled once per process with its largest functions kept
 * on the baseline compiler. Without the server's flags (the tests) V8 skips the hints.
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= fs.promises
    .readFile(pgliteFile('pglite.wasm'))
    .then((bytes) => WebAssembly.compile(withCompilationHints(bytes)));
  return compiled;
}
