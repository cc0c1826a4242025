import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { waitlistAdminRoutes } from './admin-waitlist-routes';
import { fireDrops, WAITLIST_EMAIL_KIND } from './fire';
import type { WaitlistEmailData } from './waitlist-email';
import { waitlistRoutes } from './waitlist-routes';

export type WaitlistPluginOptions = {
  publicUrl: string;
  /** How often drops that went on sale are looked for; 0 never (tests call fireDrops). */
  sweepSeconds: number;
};

/**
 * Notify me: fans sign up at /api/waitlist; staff read the counts under /api/admin. A restock fires
 * in the staff's stock change itself (catalog/stock-changes.ts); a drop going on sale, by its moment
 * passing or by a staff save, is found by a sweep every server runs, each entry claimed once.
 */
export const waitlistPlugin = fp<WaitlistPluginOptions>(
  async (app, options) => {
    await app.register(waitlistRoutes, { publicUrl: options.publicUrl });
    await registerStaffRoutes(app, { capability: 'waitlist' }, async (staff) => {
      await staff.register(waitlistAdminRoutes);
    });
    // The email is drawn as it is sent, with React Email loaded by the first one.
    app.outbox.register(WAITLIST_EMAIL_KIND, {
      render: async (row, brand) => {
        const { renderWaitlistEmail } = await import('./waitlist-email');
        return renderWaitlistEmail(row.data as WaitlistEmailData, brand);
      },
    });

    if (options.sweepSeconds <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      running = fireDrops(app.database.db, new Date())
        .then((count) => {
          if (count === 0) return;
          app.log.info({ count }, 'drops on sale: their waitlists emailed');
          app.outbox.kick();
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'emailing drops’ waitlists failed'));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, options.sweepSeconds * 1000);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'waitlist', dependencies: ['database', 'auth', 'mail'] },
);
