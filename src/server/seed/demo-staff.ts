import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkPassword } from '../../domain/auth/password-policy';
import { type Config, ConfigError } from '../config';
import type { Db } from '../db/open';
import { meta } from '../db/schema';
import { generatePassword } from '../modules/auth/passwords/generate-password';
import { hashPassword } from '../modules/auth/passwords/password-hash';
import { countStaff, insertStaff } from '../modules/auth/staff/staff-store';

export const DEMO_STAFF_EMAIL = 'staff@stagefront.local';
const CREATED_KEY = 'demo_staff_created_at';

async function alreadyDone(db: Db): Promise<boolean> {
  const marked = await db.select().from(meta).where(eq(meta.key, CREATED_KEY));
  return marked.length > 0 || (await countStaff(db)) > 0;
}

/**
 * On the very first start of a demo installation, a staff account so the admin area can be tried at
 * once. Never again after that, even if every staff account is later removed: from then on staff are
 * made with `npm run admin:create`. Returns the credentials when it made the account.
 */
export async function seedDemoStaff(db: Db, password: string): Promise<{ email: string } | null> {
  // Checked before hashing, so an ordinary start costs one query, not a password hash.
  if (await alreadyDone(db)) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Servers starting together on one PostgreSQL must not both create it.
    await tx.execute(sql`LOCK TABLE meta IN EXCLUSIVE MODE`);
    if (await alreadyDone(tx)) return null;
    const created = await insertStaff(tx, DEMO_STAFF_EMAIL, passwordHash);
    await tx.insert(meta).values({ key: CREATED_KEY, value: new Date().toISOString() });
    return { email: created.email };
  });
}

function credentialsBox(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 4);
  const body = lines.map((line) => `│  ${line.padEnd(width)}  │`).join('\n');
  return `\n┌${rule}┐\n${body}\n└${rule}┘\n\n`;
}

/**
 * Creates the demo staff account when due and shows how to sign in, on the terminal only: the log
 * (which may be shipped elsewhere) records that it happened, never the password. A password the
 * server made up is shown once, since nobody else knows it; one set in DEMO_STAFF_PASSWORD is not
 * shown at all (whoever set it knows it, and a terminal's scrollback or a container's captured
 * output is no place for it).
 */
export async function createDemoStaff(app: FastifyInstance, config: Config): Promise<void> {
  const chosen = config.demoStaffPassword;
  if (chosen !== undefined) {
    const problems = checkPassword(chosen, config.passwordPolicy);
    if (problems.length > 0) {
      throw new ConfigError(`Invalid environment:\n  DEMO_STAFF_PASSWORD: ${problems.join(' ')}`);
    }
  }
  const password = chosen ?? generatePassword(config.passwordPolicy);
  const created = await seedDemoStaff(app.database.db, password);
  if (!created) return;
  app.log.info({ email: created.email }, 'demo staff account created');
  if (config.env === 'test') return;
  process.stdout.write(
    credentialsBox([
      'A staff account was made for this demo. Sign in at:',
      `  ${config.publicUrl}/login`,
      `  email:     ${created.email}`,
      ...(chosen === undefined
        ? [`  password:  ${password}`, 'This is shown only once. Add staff with `npm run admin:create`.']
        : ['  password:  the one set in DEMO_STAFF_PASSWORD', 'Add staff with `npm run admin:create`.']),
    ]),
  );
}
