import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { countStaff } from '../auth/staff-store';
import { ConfigError } from '../config';
import { staff } from '../db/schema';
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

  it('prints the password once in a box, and logs only that it happened', async () => {
    const fresh = await testApp(engine, { demoContent: false });
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const info = vi.spyOn(fresh.log, 'info');
    try {
      await createDemoStaff(fresh, { ...testConfig(), env: 'production', demoStaffPassword: 'Ch0ose-Me!' });
      const shown = write.mock.calls.map(([text]) => String(text)).join('');
      expect(shown).toContain('┌');
      expect(shown).toContain(`email:     ${DEMO_STAFF_EMAIL}`);
      expect(shown).toContain('password:  Ch0ose-Me!');
      expect(JSON.stringify(info.mock.calls)).not.toContain('Ch0ose-Me!');
      expect(info).toHaveBeenCalledWith({ email: DEMO_STAFF_EMAIL }, expect.stringContaining('demo staff'));
    } finally {
      write.mockRestore();
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
