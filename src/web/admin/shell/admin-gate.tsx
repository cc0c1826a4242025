import { RequireSignIn } from '../features/auth/require-sign-in';
import AdminShell from './admin-shell';

/** The admin's door: the sign-in check and the shell come together, with the admin's own code. */
export default function AdminGate() {
  return (
    <RequireSignIn>
      <AdminShell />
    </RequireSignIn>
  );
}
