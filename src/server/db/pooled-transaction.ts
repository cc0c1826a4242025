import { type SQL, sql, type TablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** What the session keeps that a transaction needs: drizzle's own fields, not in its public types. */
type SessionInsides = {
  client: pg.Pool | pg.PoolClient | pg.Client;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

type Session = NodePgSession<Record<string, unknown>, TablesRelationalConfig>;
type Tx = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>;
type Transaction = Session['transaction'];
/** How drizzle words a transaction's settings after BEGIN (a protected method of its transaction). */
type WithSettings = { getTransactionConfigSQL(config: PgTransactionConfig): SQL };

let guarded = false;

/**
 * drizzle-orm's pooled transaction (0.45) sends BEGIN before the `try` whose `finally` gives the
 * client back: a BEGIN that fails (the connection dropped as it was taken from the pool: a restart,
 * a failover, a dropped database) keeps that client out of the pool for good, so ten of them stop
 * every transaction and a shutdown waits for ever (drizzle-team/drizzle-orm#6241, open). And a
 * ROLLBACK that fails hides the error that caused it.
 *
 * This replaces the pooled case with the same steps, BEGIN inside the `try`; a client whose BEGIN or
 * ROLLBACK failed goes back as broken, so the pool closes it, and the caller gets the first error.
 * A transaction on one client (not a pool) runs drizzle's own code. Drop this when drizzle ships the fix.
 */
export function guardPooledTransactions(): void {
  if (guarded) return;
  guarded = true;
  const original: Transaction = NodePgSession.prototype.transaction;
  NodePgSession.prototype.transaction = async function pooledTransaction<T>(
    this: Session,
    body: (tx: Tx) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    const insides = this as unknown as SessionInsides;
    if (!(insides.client instanceof pg.Pool)) return original.call(this, body, config) as Promise<T>;
    const client = await insides.client.connect();
    const session = new NodePgSession(client, insides.dialect, insides.schema, insides.options);
    const tx: Tx = new NodePgTransaction(insides.dialect, session, insides.schema);
    const settings = config
      ? sql` ${(tx as unknown as WithSettings).getTransactionConfigSQL(config)}`
      : undefined;
    // A client is broken when its BEGIN or ROLLBACK failed: `release(true)` has the pool close it.
    let broken = false;
    let began = false;
    try {
      await tx.execute(sql`begin${settings}`);
      began = true;
      const result = await body(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (!began) broken = true;
      else
        await tx.execute(sql`rollback`).catch(() => {
          broken = true;
        });
      throw error;
    } finally {
      client.release(broken);
    }
  } as Transaction;
}
