import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../../../domain/auth/password-policy';
import { ORIGIN, signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';

/** Passwords on the list of commonly used ones are refused wherever staff choose one. */
describeEachEngine('common passwords', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  function addStaff(email: string, password: string) {
    return app.inject({ method: 'POST', url: '/api/admin/staff', headers, payload: { email, password } });
  }

  it('refuses a common password for a new account, by field, whatever its case', async () => {
    for (const password of ['password1', 'Sunshine1', 'LETMEIN']) {
      const refused = await addStaff('new.hand@example.com', password);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    }
  });

  it('accepts an uncommon password of the default six characters', async () => {
    const added = await addStaff('new.hand@example.com', 'kx7qzm');
    expect(added.statusCode, added.body).toBe(201);
  });

  it('refuses a common new password when one changes one’s own', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/account/password',
      headers,
      payload: { currentPassword: 'stage-door-2025', newPassword: 'iloveyou' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
  });

  it('answers the field’s check as it is typed: the policy and the list, nothing kept', async () => {
    const check = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password-check',
        headers: { origin: ORIGIN },
        payload: { password },
      });
    expect((await check('qwerty123')).json()).toEqual({ problems: [COMMON_PASSWORD_MESSAGE] });
    expect((await check('abc')).json()).toEqual({ problems: ['Use at least 6 characters.'] });
    expect((await check('kx7qzm')).json()).toEqual({ problems: [] });
    expect((await check(42 as unknown as string)).statusCode).toBe(400);
  });
});
