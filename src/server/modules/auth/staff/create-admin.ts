import { staffEmailSchema } from '../../../../domain/auth/contract';
import { COMMON_PASSWORD_HINT, describePasswordPolicy } from '../../../../domain/auth/password-policy';
import type { Config } from '../../../config';
import type { Prompter } from '../../../terminal/prompt';
import { passwordProblems } from '../passwords/common-passwords';
import { hashPassword } from '../passwords/password-hash';

/** A mistake the person running the command can fix; printed without a stack trace. */
export class CommandError extends Error {}

export type CreateAdminDeps = {
  config: Pick<Config, 'passwordPolicy' | 'publicUrl'>;
  prompter: Prompter;
  print: (line: string) => void;
  /** Keeps the account: in the database opened here, or through the running shop. */
  store: (email: string, passwordHash: string) => Promise<void>;
};

const CREATE_ADMIN_USAGE = 'Usage: stagefront create-admin --email you@example.com';

/** Why a password is never a flag: it would be in the shell's history, in `ps` and in npm's logs. */
export const PASSWORD_NOT_ON_THE_COMMAND_LINE =
  'A password is never given on the command line (it would stay in the shell history, in ps and in npm\'s logs): leave --password out and type it when asked, or send it on standard input (printf "%s\\n" "$PASSWORD" | stagefront create-admin --email …).';

async function askPassword(prompter: Prompter, hint: string, print: (line: string) => void): Promise<string> {
  if (prompter.interactive) print(hint);
  const password = await prompter.hidden('Password: ');
  if (!prompter.interactive) return password;
  const again = await prompter.hidden('Repeat the password: ');
  if (again !== password) throw new CommandError('The two passwords differ; nothing was changed.');
  return password;
}

/**
 * `stagefront create-admin --email a@b.c`: adds an owner who can sign in to /admin. The password
 * is asked, the typing hidden, or read from standard input; it is checked against the policy and
 * hashed here, so a weak one costs nothing and only its hash goes on to the database.
 */
export async function createAdmin(typedEmail: string | undefined, deps: CreateAdminDeps): Promise<void> {
  if (!typedEmail) throw new CommandError(`An email is needed.\n${CREATE_ADMIN_USAGE}`);
  const email = staffEmailSchema.safeParse(typedEmail.trim());
  if (!email.success) throw new CommandError(`${typedEmail} is not a valid email address.`);

  const { passwordPolicy } = deps.config;
  const password = await askPassword(
    deps.prompter,
    `${describePasswordPolicy(passwordPolicy)} ${COMMON_PASSWORD_HINT}`,
    deps.print,
  );
  const problems = await passwordProblems(password, passwordPolicy);
  if (problems.length > 0) throw new CommandError(`That password is not allowed: ${problems.join(' ')}`);
  await deps.store(email.data, await hashPassword(password));
  deps.print(`Staff account created for ${email.data}. Sign in at ${deps.config.publicUrl}/login`);
}
