import { type FormEvent, useState } from 'react';
import type { PasswordPolicy } from '../../../../../domain/auth/password-policy';
import type { StaffRole } from '../../../../../domain/auth/roles';
import { type Problem, problemOf } from '../../../../api-client';
import { Field } from '../../../../components/field';
import { staffApi } from '../../../features/staff/staff-api';
import { usePasswordCheck } from '../../../features/staff/use-password-check';
import { NewPasswordField } from './new-password-field';
import { RoleOptions, roleHint } from './role-select';

/** The form to add someone: their email, a first password to hand over, and their role. */
export function AddStaff({
  policy,
  onAdded,
}: {
  policy: PasswordPolicy | null;
  onAdded: () => Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('fulfilment');
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const check = usePasswordCheck();

  async function add(event: FormEvent) {
    event.preventDefault();
    setAdding(true);
    setProblem(null);
    setAdded(null);
    try {
      const created = await staffApi.add(email, password, role);
      setAdded(created.email);
      setEmail('');
      setPassword('');
      check.clear();
      await onAdded();
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setAdding(false);
    }
  }

  return (
    <section aria-labelledby="add-staff-heading" className="admin-section">
      <h2 id="add-staff-heading">Add staff</h2>
      <form className="admin-form" onSubmit={add} noValidate>
        {problem && (
          <p className="notice notice-warning" role="alert">
            {problem.message}
          </p>
        )}
        {added && (
          <p className="notice" role="status">
            {added} can now sign in. Give them the password in person or by another channel.
          </p>
        )}
        <div className="field-row">
          <Field id="staff-email" label="Email" error={problem?.fields.email}>
            {(props) => (
              <input
                {...props}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <NewPasswordField
            id="staff-password"
            label="Password"
            value={password}
            onChange={setPassword}
            error={problem?.fields.password}
            policy={policy}
            check={check}
          />
        </div>
        <Field id="staff-role" label="Role" error={problem?.fields.role} hint={roleHint(role)}>
          {(props) => (
            <select {...props} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
              <RoleOptions />
            </select>
          )}
        </Field>
        <div className="form-actions">
          <button type="submit" className="button button-accent" disabled={adding}>
            {adding ? 'Adding…' : 'Add staff'}
          </button>
        </div>
      </form>
    </section>
  );
}
