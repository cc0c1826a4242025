import { randomBytes } from 'node:crypto';
import { slugify } from '../../../domain/shared/slug';

const ATTEMPTS = 6;

/**
 * Ids to try, in order, for something new called `name`: the readable slug first
 * ("harmattan-tour-tee"), then the slug with a short random suffix ("harmattan-tour-tee-4kq9")
 * for when a product of the same name exists. The caller inserts with ON CONFLICT DO NOTHING and
 * moves on, so two admins saving at once cannot collide.
 */
export function idCandidates(name: string, fallback: string): string[] {
  const base = slugify(name) || fallback;
  const suffixed = Array.from(
    { length: ATTEMPTS - 1 },
    () => `${base}-${randomBytes(4).readUInt32BE(0).toString(36).slice(0, 4)}`,
  );
  return [base, ...suffixed];
}
