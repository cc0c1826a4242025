import Fastify from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { databasePlugin } from '../../db/plugin';
import { registerOrderEmails } from '../../modules/orders/emails/order-emails';
import type { MailConfig } from '../../providers/mail/mail-config';
import type { OutboxMailer } from '../../providers/mail/mailer';
import { FIRST_EMAIL, loadEmails } from '../../testing/mail-waits';
import { sampleOrder } from '../../testing/order-fixtures';
import { freshDatabase } from '../../testing/test-app';
import { mailPlugin } from './plugin';

const config: MailConfig = {
  smtpUrl: null,
  from: 'Stagefront Shop <shop@stagefront.local>',
  shopEmail: null,
  outboxDir: null,
  pollSeconds: 30,
  newsletterDoubleOptIn: true,
  batchSize: 100,
  batchIntervalSeconds: 10,
};

beforeAll(loadEmails);

it('sends waiting mail once the app is ready, and stops before the database closes', async () => {
  const database = await freshDatabase('pglite');
  const app = Fastify({ logger: false });
  await app.register(databasePlugin, { database });
  await app.register(mailPlugin, { config });
  registerOrderEmails(app.outbox);
  const data = {
    order: sampleOrder(),
    confirmationUrl: 'https://x.example/o',
    adminUrl: 'https://x.example/a',
  };
  await app.outbox.enqueue(app.database.db, {
    orderId: null,
    kind: 'new_order',
    recipient: 'team@example.com',
    data,
  });
  const stop = vi.spyOn(app.outbox, 'stop');
  const close = vi.spyOn(database, 'close');

  expect(app.mailer.kind).toBe('outbox');
  await app.ready();
  const mailer = app.mailer as OutboxMailer;
  await vi.waitFor(() => expect(mailer.sent).toHaveLength(1), FIRST_EMAIL);
  await app.close();

  expect(stop).toHaveBeenCalledTimes(1);
  expect(close).toHaveBeenCalledTimes(1);
  expect(stop.mock.invocationCallOrder[0]).toBeLessThan(close.mock.invocationCallOrder[0] ?? 0);
});

it('needs the database plugin', async () => {
  const app = Fastify({ logger: false });
  await expect(app.register(mailPlugin, { config })).rejects.toThrow(/database/);
  await app.close();
});
