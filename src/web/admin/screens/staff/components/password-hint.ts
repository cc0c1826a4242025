import {
  COMMON_PASSWORD_HINT,
  describePasswordPolicy,
  type PasswordPolicy,
} from '../../../../../domain/auth/password-policy';

/** What a new password must be, said under the field: the policy, and that common ones are refused. */
export function passwordHint(policy: PasswordPolicy | null): string {
  return policy ? `${describePasswordPolicy(policy)} ${COMMON_PASSWORD_HINT}` : COMMON_PASSWORD_HINT;
}
