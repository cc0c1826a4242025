import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './errors';

export const NUL_MESSAGE = 'This contains a character that is not allowed (a NUL byte).';
export const SURROGATE_MESSAGE = 'This contains a character that is not allowed (an unpaired surrogate).';

/** No form the API takes nests deeper than a few levels; 32 leaves room and bounds every walk. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The information sent is nested too deeply: at most ${MAX_JSON_DEPTH} levels of brackets are accepted.`;

/** A string in the input that PostgreSQL cannot store: where it is, and why. */
export type BadText = { field: string; message: string };

/** ES2024's String.prototype.isWellFormed, which the TypeScript library set in use does not list yet. */
type WellFormedString = string & { isWellFormed(): boolean; toWellFormed(): string };

function problemWith(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (!(text as WellFormedString).isWellFormed()) return SURROGATE_MESSAGE;
  return null;
}

/** A key as it may be named back in an answer: without the characters that made it bad. */
function printable(key: string): string {
  return (key.replaceAll('\u0000', '') as WellFormedString).toWellFormed();
}

/** One node of the walk: the value, and the key and parent it was reached by (a path is made only when needed). */
type Step = { value: unknown; key: string | null; parent: Step | null };

function fieldOf(step: Step, lastKey?: string): string {
  const keys: string[] = lastKey === undefined ? [] : [lastKey];
  for (let at: Step | null = step; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
}

/**
 * The first string or key in the input that holds a NUL or an unpaired surrogate, named like
 * `lines.0.productId`; null when all is well. The walk is iterative and visits each node once, so
 * its cost grows with the size of the input, not with its depth; `visit` sees every node (tests count).
 */
export function findBadText(value: unknown, visit?: (node: unknown) => void): BadText | null {
  const stack: Step[] = [{ value, key: null, parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const node = step.value;
    visit?.(node);
    if (typeof node === 'string') {
      const message = problemWith(node);
      if (message) return { field: fieldOf(step), message };
      continue;
    }
    if (typeof node !== 'object' || node === null || ArrayBuffer.isView(node)) continue;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ value: node[i], key: String(i), parent: step });
      continue;
    }
    const keys = Object.keys(node);
    // Keys are read before any value below them, in order, so the first bad one is named.
    for (const key of keys) {
      const message = problemWith(key);
      if (message) return { field: fieldOf(step, printable(key)), message };
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      stack.push({ value: (node as Record<string, unknown>)[key], key, parent: step });
    }
  }
  return null;
}

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass over the text
 * without parsing it: brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Checks every request's input before any route sees it, once for the whole API:
 * - a JSON body nested deeper than MAX_JSON_DEPTH is refused before it is parsed, so no walk over
 *   it (ours, the schemas') can run out of stack or time;
 * - PostgreSQL cannot store a NUL character or an unpaired UTF-16 surrogate in text or JSON, so one
 *   anywhere in the body, the query or the path is refused as a 400 naming the field, rather than
 *   failing deep in a query as a 500.
 */
export function registerInputChecks(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new BadRequestError(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const bad = findBadText(request.params) ?? findBadText(request.query) ?? findBadText(request.body);
    if (bad === null) return done();
    done(new BadRequestError('Some of the information sent is not valid.', { [bad.field]: bad.message }));
  });
}
