import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/open';
import { act, adjust, adminOrder, HAT, place, TEE, teesAndHat } from '../../../testing/refund-fixtures';
import { STAFF, signedInHeaders } from '../../../testing/staff';
import { testConfig } from '../../../testing/test-app';
import { freshPostgres } from '../../../testing/test-database';
import { setStock } from '../../../testing/variant-stock';

/** Two servers on one PostgreSQL: staff on each refunding the same order at once never pass what was paid. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('refunds across two servers [postgres]', () => {
  let server: Awaited<ReturnType<typeof freshPostgres>>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    server = await freshPostgres();
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: server.url, dataDir: null });
      const base = testConfig();
      const config = testConfig({
        demoStaffPassword: STAFF.password,
        payment: { ...base.payment, bankTransferDetails: 'GTBank 0123456789' },
      });
      apps.push(await buildApp(config, { database }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await server?.drop();
  });

  it('lets the refunds of both together reach what was paid and no more; the others get a clear 409', async () => {
    const [here, there] = apps as [FastifyInstance, FastifyInstance];
    await setStock(here, TEE, 20);
    await setStock(here, HAT, 20);
    const staffHere = await signedInHeaders(here);
    const staffThere = await signedInHeaders(there);
    const placed = await place(here, teesAndHat('bank_transfer'));
    const order = await act(there, staffThere, placed.order.number, 'mark_paid');
    const share = Math.floor(order.totalKobo / 4) + 1;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? adjust(here, staffHere, order.number, {
              amountKobo: share,
              method: 'manual',
              note: 'Transfer back',
            })
          : adjust(there, staffThere, order.number, {
              amountKobo: share,
              method: 'manual',
              note: 'Transfer back',
            }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().error.message).toMatch(/left to refund/);
    const after = await adminOrder(there, staffThere, order.number);
    expect(after.refundedKobo).toBe(share * 3);
    expect(after.adjustments).toHaveLength(3);
  });
});
