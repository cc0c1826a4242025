import { useEffect, useState } from 'react';
import { RESET_TOKEN_PATTERN } from '../../../../domain/auth/auth';
import type { PasswordPolicy } from '../../../../domain/auth/password-policy';
import { problemOf } from '../../../api-client';
import { staffApi } from '../../features/staff/staff-api';

/** What the page an emailed link opens knows of it: being checked, not working (and why), or good. */
export type EmailedLink<T> =
  | { status: 'checking' }
  | { status: 'dead'; message: string }
  | ({ status: 'good' } & T);

/**
 * The link's token checked once with the server (`check` answers what the link is for, or why it no
 * longer works), and the password rules its page shows beside the new password. For the pages a
 * password reset and a staff invitation open.
 */
export function useEmailedLink<T>(
  token: string,
  incomplete: string,
  check: (token: string) => Promise<T | { dead: string }>,
) {
  const [link, setLink] = useState<EmailedLink<T>>({ status: 'checking' });
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  // `check` is the page's own, read once per token.
  useEffect(() => {
    let live = true;
    if (!RESET_TOKEN_PATTERN.test(token)) {
      setLink({ status: 'dead', message: incomplete });
      return;
    }
    check(token).then(
      (found) => {
        if (!live) return;
        setLink(
          typeof found === 'object' && found !== null && 'dead' in found
            ? { status: 'dead', message: found.dead }
            : ({ status: 'good', ...found } as EmailedLink<T>),
        );
      },
      (failure: unknown) => live && setLink({ status: 'dead', message: problemOf(failure).message }),
    );
    staffApi.passwordPolicy().then(
      (rules) => live && setPolicy(rules),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [token, incomplete]);
  /** A refusal on saving can say the link stopped working meanwhile. */
  const linkDied = (message: string) => setLink({ status: 'dead', message });
  return { link, policy, linkDied };
}
