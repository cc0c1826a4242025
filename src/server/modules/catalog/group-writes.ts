import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  type AdminGroup,
  duplicateGroupMessage,
  type GroupKind,
  groupInUseMessage,
} from '../../../domain/catalog/admin';
import type { Db } from '../../db/open';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { categories, collections, products } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import { recordActivity } from '../../kernel/activity-record';
import type { Actor } from '../../kernel/actor';
import { idCandidates } from './new-id';

/** Collections and categories have the same shape and rules; only the table and the product column differ. */
const tables = {
  collection: { table: collections, productColumn: products.collectionId },
  category: { table: categories, productColumn: products.categoryId },
} as const;

function notFound(kind: GroupKind): NotFoundError {
  return new NotFoundError(`We could not find that ${kind}.`);
}

function duplicate(kind: GroupKind, name: string): ConflictError {
  const message = duplicateGroupMessage(kind, name);
  return new ConflictError('duplicate_name', message, { name: message });
}

/** Names are unique regardless of case: "Tees" and "tees" would be the same thing to a shopper. */
async function nameTaken(db: Db, kind: GroupKind, name: string, exceptId?: string): Promise<boolean> {
  const { table } = tables[kind];
  const sameName = sql`lower(${table.name}) = lower(${name})`;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(sameName, ne(table.id, exceptId)) : sameName);
  return rows.length > 0;
}

export async function listGroups(db: Db, kind: GroupKind): Promise<AdminGroup[]> {
  const { table, productColumn } = tables[kind];
  return db
    .select({ id: table.id, name: table.name, productCount: count(products.id) })
    .from(table)
    .leftJoin(products, eq(productColumn, table.id))
    .groupBy(table.id, table.name)
    .orderBy(asc(table.name));
}

export async function insertGroup(db: Db, kind: GroupKind, name: string, by: Actor): Promise<AdminGroup> {
  const { table } = tables[kind];
  if (await nameTaken(db, kind, name)) throw duplicate(kind, name);
  for (const id of idCandidates(name, kind)) {
    const row = await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(table)
        .values({ id, name })
        .onConflictDoNothing()
        .returning({ id: table.id, name: table.name });
      if (added) {
        const summary = `Created ${kind} ${name}`;
        await recordActivity(tx, by, {
          action: `${kind}.create`,
          subject: kind,
          subjectId: id,
          summary,
          after: { name },
        });
      }
      return added;
    });
    if (row) return { ...row, productCount: 0 };
    // The conflict may have been the name, taken a moment ago by someone else.
    if (await nameTaken(db, kind, name)) throw duplicate(kind, name);
  }
  throw new Error(`No free id for a ${kind} named ${name}.`);
}

export async function renameGroup(
  db: Db,
  kind: GroupKind,
  id: string,
  name: string,
  by: Actor,
): Promise<void> {
  const { table } = tables[kind];
  if (await nameTaken(db, kind, name, id)) throw duplicate(kind, name);
  try {
    await db.transaction(async (tx) => {
      const [was] = await tx.select({ name: table.name }).from(table).where(eq(table.id, id)).for('update');
      if (!was) throw notFound(kind);
      await tx.update(table).set({ name }).where(eq(table.id, id));
      await recordActivity(tx, by, {
        action: `${kind}.update`,
        subject: kind,
        subjectId: id,
        summary: `Renamed ${kind} ${was.name} to ${name}`,
        before: { name: was.name },
        after: { name },
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw duplicate(kind, name);
    throw error;
  }
}

async function productCount(db: Db, kind: GroupKind, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(tables[kind].productColumn, id));
  return row?.n ?? 0;
}

/**
 * Deletes the collection or category itself (the original app deleted a product by that id), and
 * only when no product uses it: the admin moves or deletes those first, so nothing is orphaned or
 * deleted by surprise.
 */
export async function deleteGroup(db: Db, kind: GroupKind, id: string, by: Actor): Promise<void> {
  const { table } = tables[kind];
  const inUse = await productCount(db, kind, id);
  if (inUse > 0) throw new ConflictError('in_use', groupInUseMessage(kind, inUse));
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(table).where(eq(table.id, id)).returning({ name: table.name });
      if (!row) throw notFound(kind);
      const summary = `Deleted ${kind} ${row.name}`;
      await recordActivity(tx, by, {
        action: `${kind}.delete`,
        subject: kind,
        subjectId: id,
        summary,
        before: { name: row.name },
      });
    });
  } catch (error) {
    // A product was added to it between the count and the delete; the foreign key refused.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      throw new ConflictError('in_use', groupInUseMessage(kind, await productCount(db, kind, id)));
    }
    throw error;
  }
}

export async function findGroup(db: Db, kind: GroupKind, id: string): Promise<AdminGroup> {
  const group = (await listGroups(db, kind)).find((row) => row.id === id);
  if (!group) throw notFound(kind);
  return group;
}
