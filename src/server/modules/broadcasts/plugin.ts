import fp from 'fastify-plugin';
import { pagePath } from '../../../domain/pages/pages';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { broadcastAdminRoutes } from './admin-broadcast-routes';
import type { DrawnBroadcast } from './broadcast-email';
import { BroadcastSender } from './broadcast-sender';
import { BROADCAST_EMAIL_KIND, drawnBroadcast } from './broadcast-store';

/** Broadcasts kept drawn in memory while they send: each is read from the database once. */
const KEPT = 8;

/**
 * Broadcasts to the list: staff write and send under /api/admin/broadcasts; every server hands due
 * batches to the outbox (MAIL_BATCH_SIZE every MAIL_BATCH_INTERVAL_SECONDS), and the outbox draws
 * each person's email, with their own unsubscribe link, as it sends it.
 */
export const broadcastsPlugin = fp<{
  publicUrl: string;
  batchSize: number;
  batchIntervalSeconds: number;
  pollSeconds: number;
}>(
  async (app, options) => {
    const { db } = app.database;
    const log = app.log.child({ module: 'broadcasts' });
    const sender = new BroadcastSender(
      db,
      app.outbox,
      {
        batchSize: options.batchSize,
        intervalMs: options.batchIntervalSeconds * 1000,
        pollMs: options.pollSeconds * 1000,
      },
      log,
    );

    const kept = new Map<number, DrawnBroadcast>();
    app.outbox.register(BROADCAST_EMAIL_KIND, {
      render: async (row, brand) => {
        const { broadcastId, token } = row.data as { broadcastId: number; token: string };
        let drawn = kept.get(broadcastId);
        if (!drawn) {
          const found = await drawnBroadcast(db, broadcastId);
          if (!found) throw new Error(`Broadcast ${broadcastId} is gone.`);
          drawn = found;
          if (kept.size >= KEPT) kept.delete(kept.keys().next().value ?? broadcastId);
          kept.set(broadcastId, drawn);
        }
        const { broadcastEmail } = await import('./broadcast-email');
        const unsubscribeUrl = `${options.publicUrl}${pagePath('unsubscribe', { token })}`;
        return {
          ...(await broadcastEmail(drawn, brand ?? app.outbox.brand(), unsubscribeUrl)),
          listUnsubscribe: unsubscribeUrl,
        };
      },
    });

    await registerStaffRoutes(app, { capability: 'newsletter' }, async (staff) => {
      await staff.register(broadcastAdminRoutes, { publicUrl: options.publicUrl, sender });
    });
    app.addHook('onReady', async () => {
      sender.start();
    });
    // Before the outbox stops (hooks close in reverse order): no batch is handed over after it has.
    app.addHook('preClose', async () => {
      await sender.stop();
    });
  },
  { name: 'broadcasts', dependencies: ['database', 'auth', 'mail', 'catalog', 'content'] },
);
