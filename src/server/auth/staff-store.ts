import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-error';
import { staff } from '../db/schema';
import type { StaffMember } from './session-store';

export class DuplicateStaffError extends Error {
  constructor(email: string) {
    super(`A staff account for ${email} already exists.`);
  }
}

export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.toLowerCase()));
  return row;
}

export async function countStaff(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}

/** Adds a staff member; the email is lower-cased so "Ada@x.ng" and "ada@x.ng" are one account. */
export async function insertStaff(db: Db, email: string, passwordHash: string): Promise<StaffMember> {
  const normalized = email.trim().toLowerCase();
  try {
    const [row] = await db
      .insert(staff)
      .values({ email: normalized, passwordHash })
      .returning({ id: staff.id, email: staff.email });
    if (!row) throw new Error('The staff row was not returned.');
    return row;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new DuplicateStaffError(normalized);
    throw error;
  }
}
