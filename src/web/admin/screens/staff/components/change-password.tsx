import { type FormEvent, useState } from 'react';
import type { PasswordPolicy } from '../../../../../domain/auth/password-policy';
import { type Problem, problemOf } from '../../../../api-client';
import { Field } from '../../../../components/field';
import { NewPasswordField } from '../../../components/new-password-field';
import { staffApi } from '../../../features/staff/staff-api';
import { usePasswordCheck } from '../../../features/staff/use-password-check';

/** One's own password: the current one first, then the new one. */
export function ChangePassword({ policy }: { policy: PasswordPolicy | null }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState(false);
  const check = usePasswordCheck();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    setDone(false);
    try {
      await staffApi.changePassword(current, next);
      setDone(true);
      setCurrent('');
      setNext('');
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="password-heading" className="admin-section">
      <h2 id="password-heading">Your password</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        {problem && (
          <p className="notice notice-warning" role="alert">
            {problem.message}
          </p>
        )}
        {done && (
          <p className="notice" role="status">
            Your password was changed. You were signed out everywhere else.
          </p>
        )}
        <div className="field-row">
          <Field id="current-password" label="Current password" error={problem?.fields.currentPassword}>
            {(props) => (
              <input
                {...props}
                type="password"
                autoComplete="current-password"
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            )}
          </Field>
          <NewPasswordField
            id="new-password"
            label="New password"
            value={next}
            onChange={setNext}
            error={problem?.fields.newPassword}
            policy={policy}
            check={check}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-accent" disabled={saving}>
            {saving ? 'Saving…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
