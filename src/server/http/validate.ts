import type { z } from 'zod';
import { BadRequestError } from './errors';

/** Parses request input with a domain schema; bad input becomes a 400 naming each field. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new BadRequestError('Some of the information sent is not valid.', fields);
}
