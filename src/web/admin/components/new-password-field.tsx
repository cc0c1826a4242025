import {
  COMMON_PASSWORD_HINT,
  describePasswordPolicy,
  type PasswordPolicy,
} from '../../../domain/auth/password-policy';
import { Field } from '../../components/field';

/** What a new password must be, said under the field: the policy, and that common ones are refused. */
function passwordHint(policy: PasswordPolicy | null): string {
  return policy ? `${describePasswordPolicy(policy)} ${COMMON_PASSWORD_HINT}` : COMMON_PASSWORD_HINT;
}

/** The server's word on a password as it is typed (usePasswordCheck gives one). */
type PasswordCheck = {
  problem: string | undefined;
  check: (password: string) => Promise<unknown>;
  clear: () => void;
};

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the server said of the password when the form was sent. */
  error: string | undefined;
  policy: PasswordPolicy | null;
  /** Asks the server about the password when the field is left (the common list stays there). */
  check: PasswordCheck;
};

/** A password staff choose: the policy under it, and the server's word on it once the field is left. */
export function NewPasswordField({ id, label, value, onChange, error, policy, check }: Props) {
  return (
    <Field id={id} label={label} error={error ?? check.problem} hint={passwordHint(policy)}>
      {(props) => (
        <input
          {...props}
          type="password"
          autoComplete="new-password"
          value={value}
          onChange={(e) => {
            // What the server said was of the password before: typing it again clears it, so the
            // form does not shift under the pointer when the new one is checked.
            check.clear();
            onChange(e.target.value);
          }}
          onBlur={() => void check.check(value)}
        />
      )}
    </Field>
  );
}
