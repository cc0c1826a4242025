import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { expect, it } from 'vitest';
import type { Engine } from '../../db/open';
import { projectRoot } from '../../paths';
import { describeEachEngine } from '../../testing/test-app';
import { freshPostgres } from '../../testing/test-database';

const folder = path.join(projectRoot, 'src/server/db/migrations');
const LEDGER = '0008_stock-ledger.sql';

/** The statements of the migrations, in order, up to (or from) the ledger's. */
function migrations(which: 'before' | 'ledger'): string[] {
  const files = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const chosen = which === 'before' ? files.filter((file) => file < LEDGER) : [LEDGER];
  return chosen.flatMap((file) =>
    fs.readFileSync(path.join(folder, file), 'utf8').split('--> statement-breakpoint'),
  );
}

type Sql = { query(text: string): Promise<{ rows: Record<string, unknown>[] }>; close(): Promise<void> };

async function connect(engine: Engine): Promise<Sql> {
  if (engine === 'pglite') {
    const db = new PGlite();
    return { query: (text) => db.query(text), close: () => db.close() };
  }
  const server = await freshPostgres();
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  return {
    query: (text) => client.query(text),
    async close() {
      await client.end();
      await server.drop();
    },
  };
}

describeEachEngine('the stock ledger’s migration', (engine) => {
  it('writes an opening balance for every variant a shop already had', async () => {
    const db = await connect(engine);
    try {
      for (const statement of migrations('before')) await db.query(statement);
      await db.query(`INSERT INTO collections (id, name) VALUES ('tour', 'Tour')`);
      await db.query(
        `INSERT INTO products (id, name, price_kobo, collection_id, colors, sizes)
         VALUES ('tee', 'Tee', 1500000, 'tour', '{Black}', '{S,M}')`,
      );
      await db.query(
        `INSERT INTO variants (product_id, color, size, quantity) VALUES ('tee', 'Black', 'S', 7), ('tee', 'Black', 'M', 0)`,
      );
      for (const statement of migrations('ledger')) await db.query(statement);

      const { rows } = await db.query(
        `SELECT color, size, delta, quantity_after, kind FROM stock_movements ORDER BY size DESC`,
      );
      expect(rows).toEqual([
        { color: 'Black', size: 'S', delta: 7, quantity_after: 7, kind: 'opening' },
        { color: 'Black', size: 'M', delta: 0, quantity_after: 0, kind: 'opening' },
      ]);
      const version = await db.query(`SELECT version FROM products WHERE id = 'tee'`);
      expect(version.rows).toEqual([{ version: 1 }]);
    } finally {
      await db.close();
    }
  });
});
