import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './errors';

export const NUL_MESSAGE = 'This contains a character that is not allowed (a NUL byte).';

/** The path of the first string (or key) holding a NUL character, like `lines.0.productId`; null if none. */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.') || '_';
    const found = findNul(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Checks every request's input before any route sees it. PostgreSQL cannot store a NUL character
 * in text, so one anywhere in the body, the query or the path is refused here, once for the whole
 * API, as a 400 naming the field, rather than failing deep in a query as a 500.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findNul(request.params) ?? findNul(request.query) ?? findNul(request.body);
    if (field === null) return done();
    done(new BadRequestError('Some of the information sent is not valid.', { [field]: NUL_MESSAGE }));
  });
}
