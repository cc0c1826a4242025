import { asc, count, eq, isNull } from 'drizzle-orm';
import type { StaffRole } from '../../../../domain/auth/roles';
import type { Db } from '../../../db/open';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/pg-error';
import { staff } from '../../../db/schema';
import type { StaffMember } from '../sessions/session-store';
import { hasPasskeySql } from '../two-factor/two-factor-store';

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
export async function insertStaff(
  db: Db,
  email: string,
  passwordHash: string,
  role: StaffRole = 'owner',
): Promise<StaffMember> {
  const normalized = email.trim().toLowerCase();
  try {
    const [row] = await db
      .insert(staff)
      .values({ email: normalized, passwordHash, role })
      .returning({ id: staff.id, email: staff.email, role: staff.role });
    if (!row) throw new Error('The staff row was not returned.');
    return row;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new DuplicateStaffError(normalized);
    throw error;
  }
}

export type StaffRow = {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: Date;
  deactivatedAt: Date | null;
  totpEnabledAt: Date | null;
  hasPasskey: boolean;
};

/** Every staff account, oldest first: active and deactivated. */
export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db
    .select({
      id: staff.id,
      email: staff.email,
      role: staff.role,
      createdAt: staff.createdAt,
      deactivatedAt: staff.deactivatedAt,
      totpEnabledAt: staff.totpEnabledAt,
      hasPasskey: hasPasskeySql,
    })
    .from(staff)
    .orderBy(asc(staff.createdAt), asc(staff.email));
}

export async function findStaffById(db: Db, id: string) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

/**
 * The active accounts with their roles, locked until the transaction ends: two owners deactivating
 * or demoting each other at once are taken one after the other, and the second reads the rows as
 * the first left them (PostgreSQL reads a row again once its lock is let go), so the last active
 * owner is never lost. Locking every active row, not a count, is what makes it safe under READ
 * COMMITTED.
 */
export async function lockActiveStaff(tx: Db): Promise<{ id: string; role: StaffRole }[]> {
  return tx
    .select({ id: staff.id, role: staff.role })
    .from(staff)
    .where(isNull(staff.deactivatedAt))
    .orderBy(asc(staff.id))
    .for('update');
}

export async function setRole(db: Db, id: string, role: StaffRole): Promise<void> {
  await db.update(staff).set({ role }).where(eq(staff.id, id));
}

export async function setDeactivated(db: Db, id: string, at: Date | null): Promise<void> {
  await db.update(staff).set({ deactivatedAt: at }).where(eq(staff.id, id));
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(staff).set({ passwordHash }).where(eq(staff.id, id));
}
