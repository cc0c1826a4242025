import { eq } from 'drizzle-orm';
import { emailTestSchema } from '../../../domain/launch/contract';
import type { EmailTest } from '../../../domain/launch/launch-state';
import type { Db } from '../../db/open';
import { meta } from '../../db/schema';

/** In the installation's facts: the last test email sent from the admin, and how it went. */
const LAST_TEST_KEY = 'mail.last_test';

export async function lastEmailTest(db: Db): Promise<EmailTest | null> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, LAST_TEST_KEY));
  if (!row) return null;
  try {
    const parsed = emailTestSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function recordEmailTest(db: Db, test: EmailTest): Promise<void> {
  const value = JSON.stringify(test);
  await db
    .insert(meta)
    .values({ key: LAST_TEST_KEY, value })
    .onConflictDoUpdate({ target: meta.key, set: { value } });
}
