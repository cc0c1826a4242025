import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { PlaceOrderRequest } from '../../../domain/orders/contract';
import type { PlacedOrder } from '../../../domain/orders/order';
import { type Engine, openDatabase } from '../../db/open';
import { orderLines, orders, variants } from '../../db/schema';
import { LocalImageFiles } from '../../providers/media/image-files';
import { shopWithBackups } from '../../testing/backups';
import { signedInHeaders } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';
import { freshPostgres } from '../../testing/test-database';
import { uploadPng } from '../../testing/uploads';
import { setStock } from '../../testing/variant-stock';
import { listBackups } from './backup-folder';
import { FIRST_BACKUP_DELAY_MS } from './backup-service';
import { restoreBackup } from './restore-backup';

const HOUR = 60 * 60 * 1000;
const TEE = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M' };
const STOCK = 10_000;

function orderBody(): PlaceOrderRequest {
  return {
    lines: [{ ...TEE, quantity: 1 }],
    contact: {
      email: 'ada@example.com',
      phone: '0803 123 4567',
      firstName: 'Ada',
      lastName: 'Obi',
      address: '12 Admiralty Way',
      apartment: 'Flat 3',
      country: 'Nigeria',
      state: 'Lagos',
      city: 'Eti-Osa',
      postalCode: '',
    },
    shippingMethod: 'shipping',
    position: { lat: 6.4412, long: 3.4698 },
    paymentMethod: 'pay_on_delivery',
  };
}

/** Where a backup is restored: a new folder, or a new database on the test PostgreSQL server. */
async function restoreElsewhere(engine: Engine, dir: string, file: string) {
  const target = path.join(dir, `restored-${Date.now()}`);
  fs.mkdirSync(path.join(target, 'uploads'), { recursive: true });
  const uploads = new LocalImageFiles(path.join(target, 'uploads'));
  if (engine === 'pglite') {
    await restoreBackup({ databaseUrl: undefined, dataDir: target, uploads }, file);
    return { database: await openDatabase({ dataDir: target }), uploads: target, drop: async () => {} };
  }
  const server = await freshPostgres();
  await restoreBackup({ databaseUrl: server.url, dataDir: null, uploads }, file);
  return {
    database: await openDatabase({ databaseUrl: server.url, dataDir: null }),
    uploads: target,
    drop: server.drop,
  };
}

/**
 * The schedule's minute and hour pass at once; every other wait (a connection's, a sign-in's) still
 * runs on, with real time, so a busy machine only slows the test down.
 */
function fakeTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
}

describeEachEngine('backups while the shop runs', (engine) => {
  let dir: string;
  let address = 0;
  const place = (app: FastifyInstance) => {
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(),
      remoteAddress: `198.51.${Math.floor(address / 250) % 250}.${address % 250}`,
    });
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `stagefront-backups-${engine}-`));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes one on the schedule while orders are placed, and it restores with every order it recorded', async () => {
    fakeTheClock();
    const backups = { dir: path.join(dir, 'scheduled'), everyHours: 24, keep: 2, keepBeforeUpgrade: 3 };
    const { app, lines } = await shopWithBackups(engine, dir, backups);
    try {
      await app.ready();
      await setStock(app, TEE, STOCK);
      const poster = await uploadPng(app, await signedInHeaders(app), 'tour-poster.png', {
        width: 600,
        height: 800,
      });
      expect(poster.statusCode).toBe(201);

      // Two shoppers place orders, one after another, until the backup is on disk.
      let placing = true;
      const placed: string[] = [];
      const shoppers = [1, 2].map(async () => {
        while (placing) {
          await sleep(30);
          const response = await place(app);
          if (response.statusCode !== 201) throw new Error(response.body);
          placed.push((response.json() as PlacedOrder).order.number);
        }
      });
      await vi.waitFor(() => expect(placed.length).toBeGreaterThan(5), { timeout: 20_000 });
      const placedBefore = placed.length;
      await vi.advanceTimersByTimeAsync(FIRST_BACKUP_DELAY_MS);
      await vi.waitFor(() => expect(lines.join('')).toContain('"msg":"backup taken"'), {
        // The backup is read back whole before it is kept: on a busy machine, a while.
        timeout: 150_000,
        interval: 50,
      });
      const placedAfter = placed.length;
      placing = false;
      await Promise.all(shoppers);
      expect(placedAfter).toBeGreaterThan(placedBefore);

      const [backup] = await listBackups(backups.dir);
      const restored = await restoreElsewhere(engine, dir, backup?.file ?? '');
      try {
        const { db } = restored.database;
        const numbers = (await db.select({ number: orders.number }).from(orders)).map((row) => row.number);
        // Every order placed before the backup began is in it; none it holds is made up or half-written.
        expect(numbers.length).toBeGreaterThanOrEqual(placedBefore);
        expect(numbers.length).toBeLessThanOrEqual(placedAfter);
        expect(placed).toEqual(expect.arrayContaining(numbers));
        const [written] = await db.select({ n: count() }).from(orderLines);
        expect(written?.n).toBe(numbers.length);
        const [tee] = await db
          .select({ quantity: variants.quantity })
          .from(variants)
          .where(
            sql`${variants.productId} = ${TEE.productId} and ${variants.color} = ${TEE.color} and ${variants.size} = ${TEE.size}`,
          );
        expect(tee?.quantity).toBe(STOCK - numbers.length);
        // The uploaded picture came back with the database.
        const name = path.basename((poster.json() as { urls: string[] }).urls[0] ?? '');
        expect(fs.existsSync(path.join(restored.uploads, 'uploads', name))).toBe(true);
        expect(numbers).toContain(placed[0]);
        const [first] = await db
          .select()
          .from(orders)
          .where(eq(orders.number, placed[0] ?? ''));
        expect(first?.email).toBe('ada@example.com');
      } finally {
        await restored.database.close();
        await restored.drop();
      }
    } finally {
      await app.close();
    }
  }, 240_000);

  it('logs a backup folder it cannot write to, says so on the dashboard, and keeps selling', async () => {
    fakeTheClock();
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const folder = path.join(blocked, 'backups');
    const { app, lines } = await shopWithBackups(engine, dir, {
      dir: folder,
      everyHours: 24,
      keep: 7,
      keepBeforeUpgrade: 3,
    });
    try {
      await app.ready();
      const reason = `The backup folder ${folder} cannot be written to: part of its path is a file, not a folder.`;
      await vi.advanceTimersByTimeAsync(FIRST_BACKUP_DELAY_MS);
      await vi.waitFor(() => expect(lines.join('')).toContain(`backup failed: ${reason}`), {
        timeout: 30_000,
      });
      const failure = JSON.parse(lines.find((line) => line.includes('backup failed')) ?? '{}');
      expect(failure).toMatchObject({ level: 50, folder });

      const launch = await app.inject({ url: '/api/admin/launch', headers: await signedInHeaders(app) });
      expect(launch.json().items).toContainEqual({
        id: 'backups',
        title: 'Keep backups',
        done: false,
        detail: `The last backup failed: ${reason} The shop keeps selling; it tries again within the hour.`,
        adminPath: null,
        setting: 'BACKUP_DIR',
      });
      expect((await place(app)).statusCode).toBe(201);

      // Tried again within the hour.
      lines.length = 0;
      await vi.advanceTimersByTimeAsync(HOUR);
      await vi.waitFor(() => expect(lines.join('')).toContain('backup failed'), { timeout: 30_000 });
      expect((await place(app)).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  }, 240_000);
});
