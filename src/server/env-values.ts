import { z } from 'zod';

/** `KEY=` (or only spaces) in a .env file means "not set", never "empty" (nor 0 for a number). */
export function blankIsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );
}
