import type { FastifyInstance } from 'fastify';
import { roleAllows } from '../../../domain/auth/roles';
import { type EmailTestAnswer, type LaunchReport, launchChecklist } from '../../../domain/launch/checklist';
import { emailTestAnswerSchema, launchReportSchema } from '../../../domain/launch/contract';
import type { EmailTest } from '../../../domain/launch/launch-state';
import type { Config } from '../../config';
import { HttpError, UnauthorizedError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { mailFailureInWords } from '../../providers/mail/mail-failure';
import { APP_VERSION } from '../../version';
import { lastEmailTest, recordEmailTest } from './email-tests';
import { readLaunchState } from './launch-state';
import { renderTestEmail } from './test-email';

const schema = routeSchema(
  'What is left before the shop is real, the release that runs, the newest backup and the last test email',
  { 200: launchReportSchema },
);
const testEmailSchema = routeSchema('Sends a test email to the signed-in owner at once, through the mailer', {
  200: emailTestAnswerSchema,
});

export type LaunchRoutesOptions = { config: Pick<Config, 'payment' | 'delivery' | 'publicUrl'> };

/**
 * GET /api/admin/launch: the release that runs, what is left before the shop is real, the newest
 * backup and the last test email. POST /api/admin/launch/test-email: an owner sends themself an
 * email through the mail server at once (not through the outbox, which would retry for hours), to
 * see that shoppers' emails arrive; how it went is recorded for the checklist.
 */
export async function adminLaunchRoutes(app: FastifyInstance, { config }: LaunchRoutesOptions) {
  app.get('/launch', { config: { permission: 'launch' }, schema }, async (request): Promise<LaunchReport> => {
    const [{ site, releases, shop }, latest, lastChecked, emailTest] = await Promise.all([
      app.content.get(),
      app.backups.latest(),
      app.backups.lastChecked(),
      lastEmailTest(app.database.db),
    ]);
    const yours = request.staff ? roleAllows(request.staff.role, 'backups') : false;
    const state = await readLaunchState(app.database.db, config, {
      site,
      releases,
      pickupAddress: shop.pickup.address,
      mailer: app.mailer,
      emailTest,
      backups: {
        ...app.backups.status(),
        lastChecked: lastChecked ? { name: lastChecked.name, checkedAt: lastChecked.checkedAt } : null,
      },
    });
    return {
      version: APP_VERSION,
      products: state.products,
      items: launchChecklist(state),
      latestBackup: latest
        ? { name: latest.name, takenAt: latest.takenAt.toISOString(), bytes: latest.bytes, yours }
        : null,
      emailTest,
    };
  });

  app.post(
    '/launch/test-email',
    // Owners': the permission only they hold beside managing staff (see decision 0066).
    { config: { permission: 'backups' }, schema: testEmailSchema },
    async (request): Promise<EmailTestAnswer> => {
      if (!request.staff) throw new UnauthorizedError();
      const { mailer } = app;
      const to = request.staff.email;
      const test: EmailTest = {
        to,
        at: new Date().toISOString(),
        via: mailer.kind,
        target: mailer.target,
        failure: null,
      };
      try {
        const email = await renderTestEmail({ to, target: mailer.target }, app.outbox.brand());
        await mailer.send({ to, ...email });
      } catch (error) {
        const failure = mailFailureInWords(error, mailer.target);
        await recordEmailTest(app.database.db, { ...test, failure });
        request.log.warn({ err: error, target: mailer.target }, 'the test email failed');
        throw new HttpError(502, 'mail_failed', failure);
      }
      await recordEmailTest(app.database.db, test);
      return { test };
    },
  );
}
