import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ConfigError } from '../config';
import { staff } from '../db/schema';
import { countStaff } from '../modules/auth/staff/staff-store';
import { ORIGIN } from '../testing/staff';
import { describeEachEngine, testApp, testConfig } from '../testing/test-app';
import { createDemoStaff, DEMO_STAFF_EMAIL, seedDemoStaff } from './demo-staff';

describeEachEngine('demo staff account', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(engine);
  });
  afterAll(() => app.close());

  it('is made on the first start of a demo database, once', async () => {
    const rows = await app.database.db.select().from(staff);
    expect(rows.map((row) => row.email)).toEqual([DEMO_STAFF_EMAIL]);
    expect(await seedDemoStaff(app.database.db, 'another-pass')).toBeNull();
    // Not even when every account was removed: from then on staff come from admin:create.
    await app.database.db.delete(staff);
    expect(await seedDemoStaff(app.database.db, 'another-pass')).toBeNull();
    expect(await countStaff(app.database.db)).toBe(0);
  });

  /** What createDemoStaff printed and logged on a database with no staff yet. */
  async function started(demoStaffPassword: string | undefined) {
    const fresh = await testApp(engine, { demoContent: false });
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const info = vi.spyOn(fresh.log, 'info');
    try {
      await createDemoStaff(fresh, { ...testConfig(), env: 'production', demoStaffPassword });
      return {
        fresh,
        shown: write.mock.calls.map(([text]) => String(text)).join(''),
        logged: info.mock.calls,
      };
    } finally {
      write.mockRestore();
    }
  }

  it('prints a password it made up once, in a box, and logs only that the account was made', async () => {
    const { fresh, shown, logged } = await started(undefined);
    try {
      expect(shown).toContain('┌');
      expect(shown).toContain(`email:     ${DEMO_STAFF_EMAIL}`);
      const password = /password: {2}(\S+)/.exec(shown)?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(JSON.stringify(logged)).not.toContain(password);
      expect(logged).toContainEqual([{ email: DEMO_STAFF_EMAIL }, 'demo staff account created']);
      // The password shown is the account's.
      const signIn = await fresh.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: ORIGIN },
        payload: { email: DEMO_STAFF_EMAIL, password },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('does not print a password set in DEMO_STAFF_PASSWORD', async () => {
    const { fresh, shown, logged } = await started('Ch0ose-Me!');
    try {
      expect(shown).toContain(`email:     ${DEMO_STAFF_EMAIL}`);
      expect(shown).toContain('password:  the one set in DEMO_STAFF_PASSWORD');
      expect(shown).not.toContain('Ch0ose-Me!');
      expect(JSON.stringify(logged)).not.toContain('Ch0ose-Me!');
    } finally {
      await fresh.close();
    }
  });

  it('is not made without demo content, and refuses a DEMO_STAFF_PASSWORD the policy refuses', async () => {
    const plain = await testApp(engine, { demoContent: false });
    try {
      expect(await countStaff(plain.database.db)).toBe(0);
      await expect(createDemoStaff(plain, { ...testConfig(), demoStaffPassword: 'abc' })).rejects.toThrow(
        ConfigError,
      );
    } finally {
      await plain.close();
    }
  });
});
