import {
  COMMON_PASSWORD_MESSAGE,
  checkPassword,
  type PasswordPolicy,
} from '../../../../domain/auth/password-policy';

/**
 * The passwords people use most (about 49,000, from @zxcvbn-ts/language-common, kept up to date by
 * that project), lower-cased in a Set. Read on the first password check, not at start-up, and only
 * on the server: the web app asks the API, so the list never ships in the bundle.
 */
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return common;
}

/** Whether a password is on the list of commonly used ones, whatever its letters' case. */
async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/**
 * The policy's problems with a password (checkPassword), and one more when it is commonly used:
 * the server's check wherever staff choose a password.
 */
export async function passwordProblems(password: string, policy: PasswordPolicy): Promise<string[]> {
  const problems = checkPassword(password, policy);
  if (await isCommonPassword(password)) problems.push(COMMON_PASSWORD_MESSAGE);
  return problems;
}
