import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BroadcastDetail } from '../../../domain/broadcasts/contract';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/open';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { STAFF, signedInHeaders } from '../../testing/staff';
import { freshDatabaseIn, testConfig } from '../../testing/test-app';
import { freshPostgres } from '../../testing/test-database';

const PEOPLE = 2_000;
// Heavy: run once, on the engine a shop with thousands of fans runs on.
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`a broadcast to ${PEOPLE} people across a restart [${engine}]`, () => {
  let smtp: TestSmtpServer;
  let dir: string;
  let reopen: () => Promise<Database>;
  let drop = async () => {};

  beforeAll(async () => {
    smtp = await startSmtpServer();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-broadcast-'));
    if (engine === 'postgres') {
      const server = await freshPostgres();
      drop = server.drop;
      reopen = () => openDatabase({ databaseUrl: server.url, dataDir: null });
    } else {
      await (await freshDatabaseIn(dir)).close();
      reopen = () => openDatabase({ dataDir: dir });
    }
  });
  afterAll(async () => {
    await smtp.close();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function server(): Promise<FastifyInstance> {
    const base = testConfig();
    const app = await buildApp(
      testConfig({
        demoStaffPassword: STAFF.password,
        mail: { ...base.mail, smtpUrl: smtp.url, batchSize: 100, batchIntervalSeconds: 0, pollSeconds: 1 },
      }),
      { database: await reopen() },
    );
    await app.ready();
    return app;
  }

  it('sends each address exactly once when the server is stopped (SIGTERM) midway and started again', async () => {
    let app = await server();
    await app.database.db.execute(sql`
      INSERT INTO newsletter_subscribers (email, status, source)
      SELECT 'fan' || n || '@example.com', 'confirmed', 'footer' FROM generate_series(1, ${PEOPLE}) AS n`);
    const headers = await signedInHeaders(app);
    const started = performance.now();
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/broadcasts',
      headers,
      payload: { subject: 'Lagos added', body: 'Tickets on sale now.', audience: 'subscribers' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as BroadcastDetail;

    // Midway, the server is told to stop, as SIGTERM does: it finishes the batch in hand and closes.
    await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(PEOPLE / 5), {
      timeout: 300_000,
      interval: 20,
    });
    await app.close();
    const beforeRestart = smtp.received.length;
    expect(beforeRestart).toBeLessThan(PEOPLE);

    app = await server();
    try {
      const signedIn = await signedInHeaders(app);
      const done = await vi.waitFor(
        async () => {
          const detail = (
            await app.inject({ url: `/api/admin/broadcasts/${id}`, headers: signedIn })
          ).json() as BroadcastDetail;
          if (detail.state !== 'finished') throw new Error(JSON.stringify(detail.progress));
          return detail;
        },
        { timeout: 400_000, interval: 100 },
      );
      const seconds = (performance.now() - started) / 1000;
      const perAddress = new Map<string, number>();
      for (const mail of smtp.received)
        for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      expect(perAddress.size).toBe(PEOPLE);
      expect([...perAddress.values()].every((times) => times === 1)).toBe(true);
      expect(done.progress).toMatchObject({ total: PEOPLE, sent: PEOPLE, failed: 0, mayRepeat: 0 });
      console.info(
        `broadcast: ${PEOPLE} emails to the test SMTP server in ${seconds.toFixed(1)} s ` +
          `(${Math.round(PEOPLE / seconds)} a second), ${beforeRestart} before the restart`,
      );
    } finally {
      await app.close();
    }
  }, 900_000);
});
