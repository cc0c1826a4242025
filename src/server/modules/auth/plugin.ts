import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { PasswordPolicy } from '../../../domain/auth/password-policy';
import { ForbiddenError } from '../../http/errors';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { invitationAdminRoutes, invitationRoutes } from './invitations/invitation-routes';
import { StaffInvitations } from './invitations/invitations';
import { passkeyAdminRoutes, passkeySignInRoutes } from './passkeys/passkey-routes';
import { StaffPasskeys } from './passkeys/passkeys';
import { passwordResetRoutes } from './passwords/password-reset-routes';
import { PasswordResets } from './passwords/password-resets';
import { deviceRoutes } from './sessions/device-routes';
import { isSameOrigin, needsSameOrigin } from './sessions/same-origin';
import { sessionRoutes } from './sessions/session-routes';
import { SignedInDevices } from './sessions/signed-in-devices';
import { staffRoutes } from './staff/admin-staff-routes';
import { StaffAuth } from './staff/staff-auth';
import { requireStaff } from './staff/staff-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff passkeys (WebAuthn): added in the admin, used to sign in. */
    passkeys: StaffPasskeys;
    auth: StaffAuth;
    passwordResets: PasswordResets;
    invitations: StaffInvitations;
    /** Each staff member's sessions as signed-in devices, to list and end. */
    devices: SignedInDevices;
  }
}

export type AuthPluginOptions = {
  publicUrl: string;
  sessionDays: number;
  passwordPolicy: PasswordPolicy;
  /** The clock of accounts, sessions, reset links and invitations; tests move it. */
  now?: () => Date;
};

/**
 * Staff sign-in for the whole app: cookies, `app.auth` (accounts and sessions), `app.passwordResets`
 * ("Forgot password?" links), `app.invitations` (staff invited by a one-time link), and the
 * same-origin check that protects cookie-authenticated writes from other sites; its routes are
 * sign-in and out under /api/auth, and the staff accounts and invitations under /api/admin.
 * Registered before every capability with routes: the cookie parser and the check are
 * hooks of the app, which only routes registered after them get.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { publicUrl, sessionDays, passwordPolicy, now }) => {
    await app.register(cookie);
    const auth = new StaffAuth(app.database.db, {
      sessionDays,
      passwordPolicy,
      secureCookies: publicUrl.startsWith('https:'),
      now,
    });
    app.decorate('auth', auth);
    app.decorate(
      'passwordResets',
      new PasswordResets(app.database.db, {
        policy: passwordPolicy,
        sessionLifetimeMs: auth.sessionLifetimeMs,
        now,
      }),
    );
    app.decorate(
      'invitations',
      new StaffInvitations(app.database.db, {
        policy: passwordPolicy,
        sessionLifetimeMs: auth.sessionLifetimeMs,
        now,
      }),
    );
    app.decorate('devices', new SignedInDevices(app.database.db));
    const site = new URL(publicUrl);
    const relyingParty = { id: site.hostname, name: 'Stagefront', origin: site.origin };
    app.decorate('passkeys', new StaffPasskeys(app.database.db, relyingParty, () => new Date()));
    app.decorateRequest('staff', undefined);
    // Filled by registerStaffRoutes as each capability registers its staff routes.
    app.decorate('staffRoutes', []);
    // What every capability's staff scope checks first (kernel/staff-routes.ts).
    app.decorate('staffGuard', requireStaff);

    app.addHook('onRequest', async (request) => {
      if (needsSameOrigin(request, auth.cookie.name) && !isSameOrigin(request, publicUrl)) {
        throw new ForbiddenError(
          'This request did not come from this site, so it was refused. Reload the page and try again.',
          'cross_site',
        );
      }
    });

    await app.register(sessionRoutes);
    await app.register(passwordResetRoutes, { publicUrl });
    await app.register(invitationRoutes);
    await app.register(passkeySignInRoutes);
    await registerStaffRoutes(app, { capability: 'auth' }, async (staff) => {
      await staff.register(staffRoutes);
      await staff.register(invitationAdminRoutes, { publicUrl });
      await staff.register(deviceRoutes);
      await staff.register(passkeyAdminRoutes);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
