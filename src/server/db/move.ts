import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ImageFiles } from '../providers/media/image-files';
import { type Database, openDatabase } from './open';
import { rowsOf } from './rows';

export class MoveError extends Error {}

/** What the move copied and checked: each table's rows, the variants whose stock was checked, the images. */
export type MoveReport = {
  tables: { name: string; rows: number }[];
  variants: number;
  images: { copied: number; where: 'bucket' | 'kept' };
};

type MoveOptions = {
  /** The embedded database's folder (DATA_DIR): its `db` is read, its `uploads` copied when asked. */
  dataDir: string;
  /** The PostgreSQL database the shop moves to. */
  targetUrl: string;
  /** Empty a target that already holds data first (its data is lost). */
  replace: boolean;
  /** The bucket the shop's images move to; null keeps them in DATA_DIR/uploads. */
  bucket: ImageFiles | null;
  print: (line: string) => void;
};

/** Rows read and written at a time: a few hundred orders' worth, small enough for any table. */
const BATCH = 500;

/**
 * Moves a shop from its embedded database to PostgreSQL: the target gets the schema by the same
 * migrations, then every table's rows in the order their foreign keys need, ids kept, sequences
 * set past them, and the copy is checked (rows per table, each variant's stock against its
 * ledger) before one commit. Interrupted, nothing of it stays: run it again. A target that holds
 * data is refused unless `replace` is given. The embedded database is only read.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const { dataDir, targetUrl, print } = options;
  if (!fs.existsSync(path.join(dataDir, 'db'))) {
    throw new MoveError(`There is no embedded database in ${dataDir}: nothing to move.`);
  }
  const source = await openDatabase({ dataDir });
  try {
    const target = await reach(targetUrl);
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    try {
      const tables = await tablesInOrder(client);
      await refuseData(client, tables, options.replace);
      print(`Copying ${tables.length} tables to ${hostOf(targetUrl)}…`);
      const copied = await copyAll(source, client, tables, options.replace);
      print(
        `Checked: ${copied.tables.reduce((sum, t) => sum + t.rows, 0)} rows, ${copied.variants} variants' stock.`,
      );
      const images = options.bucket
        ? { copied: await copyImages(dataDir, options.bucket), where: 'bucket' as const }
        : { copied: countImages(dataDir), where: 'kept' as const };
      return { ...copied, images };
    } finally {
      await client.end();
      await target.close();
    }
  } finally {
    await source.close();
  }
}

/** Opens the target, which brings its schema up to date, or says why it cannot be reached. */
async function reach(targetUrl: string): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: targetUrl, dataDir: null });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MoveError(`Could not open the PostgreSQL database at ${hostOf(targetUrl)}: ${reason}`);
  }
}

/** The server and database a URL names, without its password. */
function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'the given address';
  }
}

type Table = { name: string; key: string[] };

/** The shop's tables, each after every table its foreign keys point to, with its primary key. */
async function tablesInOrder(client: pg.Client): Promise<Table[]> {
  const { rows: tables } = await client.query<{ name: string; key: string[] | null }>(`
    SELECT c.relname::text AS name,
      (SELECT array_agg(a.attname::text ORDER BY k.ord)
         FROM pg_index i
         CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE i.indrelid = c.oid AND i.indisprimary) AS key
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY c.relname`);
  const { rows: links } = await client.query<{ child: string; parent: string }>(`
    SELECT DISTINCT c.relname::text AS child, p.relname::text AS parent
    FROM pg_constraint f
    JOIN pg_class c ON c.oid = f.conrelid JOIN pg_class p ON p.oid = f.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE f.contype = 'f' AND n.nspname = 'public' AND f.conrelid <> f.confrelid`);
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (table: { name: string; key: string[] | null }, seen: Set<string>) => {
    if (placed.has(table.name) || seen.has(table.name)) return;
    seen.add(table.name);
    for (const link of links.filter((l) => l.child === table.name)) {
      const parent = tables.find((t) => t.name === link.parent);
      if (parent) place(parent, seen);
    }
    placed.add(table.name);
    ordered.push({ name: table.name, key: table.key ?? [] });
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** Refuses a target that holds any row, unless told to empty it: naming what is there. */
async function refuseData(client: pg.Client, tables: Table[], replace: boolean): Promise<void> {
  const held: string[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(name)}`);
    const n = rows[0]?.n ?? 0;
    if (n > 0) held.push(`${name} (${n})`);
  }
  if (held.length > 0 && !replace) {
    throw new MoveError(
      `The PostgreSQL database already holds data: ${held.join(', ')}. Nothing was copied. ` +
        'Point the move at an empty database, or add --replace to empty this one first (its data is lost).',
    );
  }
}

/** Copies every table in one transaction on the target, and checks the copy before committing it. */
async function copyAll(
  source: Database,
  client: pg.Client,
  tables: Table[],
  replace: boolean,
): Promise<Omit<MoveReport, 'images'>> {
  const names = tables.map((t) => ident(t.name));
  await client.query('BEGIN');
  try {
    // The shop's own triggers (the activity log refuses changes and emptying) are for the running
    // shop; a copy writes what the source already holds. Foreign keys stay checked.
    for (const name of names) await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    if (replace) await client.query(`TRUNCATE ${names.join(', ')} RESTART IDENTITY`);
    const counted: MoveReport['tables'] = [];
    for (const table of tables)
      counted.push({ name: table.name, rows: await copyTable(source, client, table) });
    for (const name of names) await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    await setSequences(client);
    const variants = await checkCopy(source, client, counted);
    await client.query('COMMIT');
    return { tables: counted, variants };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

async function copyTable(source: Database, client: pg.Client, table: Table): Promise<number> {
  const order = table.key.length > 0 ? table.key.map(ident).join(', ') : 'ctid';
  let copied = 0;
  for (;;) {
    // Rows as JSON: PostgreSQL turns each value back into its own type on the other side.
    const [result] = await read<{ rows: string | null }>(
      source,
      `SELECT json_agg(t)::text AS rows FROM (SELECT * FROM ${ident(table.name)} ORDER BY ${order} LIMIT ${BATCH} OFFSET ${copied}) t`,
    );
    const batch = result?.rows;
    if (!batch) return copied;
    const { rowCount } = await client.query(
      `INSERT INTO ${ident(table.name)} OVERRIDING SYSTEM VALUE
       SELECT * FROM json_populate_recordset(NULL::${ident(table.name)}, $1::json)`,
      [batch],
    );
    copied += rowCount ?? 0;
    if ((rowCount ?? 0) < BATCH) return copied;
  }
}

/** Each serial or identity column's sequence, set past the largest id copied. */
async function setSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string; seq: string }>(`
    SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
    FROM information_schema.columns
    WHERE table_schema = 'public' AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`);
  for (const { table_name, column_name, seq } of rows) {
    await client.query(
      `SELECT setval($1, coalesce((SELECT max(${ident(column_name)}) FROM ${ident(table_name)}), 0) + 1, false)`,
      [seq],
    );
  }
}

/** The ledger's rule: each variant's quantity is the sum of its stock movements. */
const STOCK_OFF = `
  SELECT count(*)::int AS off, (SELECT count(*)::int FROM variants) AS variants
  FROM variants v
  WHERE v.quantity <> coalesce((SELECT sum(m.delta) FROM stock_movements m
    WHERE m.product_id = v.product_id AND m.color = v.color AND m.size = v.size), 0)`;

/**
 * The copy holds as many rows per table as the source, and every variant's stock agrees with its
 * ledger as it did in the source; else nothing is committed.
 */
async function checkCopy(
  source: Database,
  client: pg.Client,
  counted: MoveReport['tables'],
): Promise<number> {
  for (const { name, rows } of counted) {
    const [there] = await read<{ n: number }>(source, `SELECT count(*)::int AS n FROM ${ident(name)}`);
    const expected = Number(there?.n ?? 0);
    if (expected !== rows) {
      throw new MoveError(
        `${name}: ${rows} rows copied of ${expected}. Nothing was kept; run the move again.`,
      );
    }
  }
  const [before] = await read<{ off: number }>(source, STOCK_OFF);
  const after = (await client.query<{ off: number; variants: number }>(STOCK_OFF)).rows[0];
  if (Number(after?.off) !== Number(before?.off)) {
    throw new MoveError(
      `${after?.off} variants' stock no longer matches their ledger after the copy. Nothing was kept.`,
    );
  }
  return Number(after?.variants ?? 0);
}

/** The stored images in DATA_DIR/uploads, by name. */
function imageNames(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isFile())
    : [];
}

function countImages(dataDir: string): number {
  return imageNames(dataDir).length;
}

/** Copies the stored images to the bucket; copying one again is harmless, so an interrupted run is redone. */
async function copyImages(dataDir: string, bucket: ImageFiles): Promise<number> {
  const names = imageNames(dataDir);
  for (const name of names) await bucket.write(name, fs.readFileSync(path.join(dataDir, 'uploads', name)));
  return names.length;
}

/** Rows of a query on the embedded database, which is only read. */
async function read<T>(source: Database, query: string): Promise<T[]> {
  return rowsOf<T>(await source.db.execute(sql.raw(query)));
}

/** A table or column name, quoted for SQL. */
function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
