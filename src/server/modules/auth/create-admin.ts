import { parseArgs } from 'node:util';
import { staffEmailSchema } from '../../../domain/auth/contract';
import { COMMON_PASSWORD_HINT, describePasswordPolicy } from '../../../domain/auth/password-policy';
import type { Config } from '../../config';
import type { Database } from '../../db/open';
import type { Prompter } from '../../terminal/prompt';
import { passwordProblems } from './common-passwords';
import { hashPassword } from './password-hash';
import { DuplicateStaffError, insertStaff } from './staff-store';

/** A mistake the person running the command can fix; printed without a stack trace. */
export class CommandError extends Error {}

export type CreateAdminDeps = {
  config: Pick<Config, 'passwordPolicy' | 'publicUrl'>;
  openDatabase: () => Promise<Database>;
  prompter: Prompter;
  print: (line: string) => void;
};

const CREATE_ADMIN_USAGE = 'Usage: npm run admin:create -- --email you@example.com [--password …]';

async function askPassword(prompter: Prompter, hint: string, print: (line: string) => void): Promise<string> {
  if (prompter.interactive) print(hint);
  const password = await prompter.hidden('Password: ');
  if (!prompter.interactive) return password;
  const again = await prompter.hidden('Repeat the password: ');
  if (again !== password) throw new CommandError('The two passwords differ; nothing was changed.');
  return password;
}

/**
 * `npm run admin:create -- --email a@b.c [--password x]`: adds a staff member who can sign in to
 * /admin. Without --password it asks, hiding the typing (a flag can end up in the shell's history).
 * The password policy is checked before the database is opened, so a weak password costs nothing.
 */
export async function createAdmin(args: string[], deps: CreateAdminDeps): Promise<void> {
  let values: { email?: string | undefined; password?: string | undefined };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : error}\n${CREATE_ADMIN_USAGE}`);
  }
  if (!values.email) throw new CommandError(`An email is needed.\n${CREATE_ADMIN_USAGE}`);
  const email = staffEmailSchema.safeParse(values.email.trim());
  if (!email.success) throw new CommandError(`${values.email} is not a valid email address.`);

  const { passwordPolicy } = deps.config;
  const password =
    values.password ??
    (await askPassword(
      deps.prompter,
      `${describePasswordPolicy(passwordPolicy)} ${COMMON_PASSWORD_HINT}`,
      deps.print,
    ));
  const problems = await passwordProblems(password, passwordPolicy);
  if (problems.length > 0) throw new CommandError(`That password is not allowed: ${problems.join(' ')}`);

  const database = await deps.openDatabase();
  try {
    await insertStaff(database.db, email.data, await hashPassword(password));
  } catch (error) {
    if (error instanceof DuplicateStaffError) throw new CommandError(error.message);
    throw error;
  } finally {
    await database.close();
  }
  deps.print(`Staff account created for ${email.data}. Sign in at ${deps.config.publicUrl}/login`);
}
