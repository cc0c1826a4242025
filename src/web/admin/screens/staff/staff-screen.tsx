import { useState } from 'react';
import type { PasswordPolicy } from '../../../../domain/auth/password-policy';
import { useDocumentMeta } from '../../../components/document-meta';
import { useLoad } from '../../../hooks/use-load';
import { useCan } from '../../features/auth/staff-session';
import { staffApi } from '../../features/staff/staff-api';
import { ChangePassword } from './components/change-password';
import { PasskeysPanel } from './components/passkeys-panel';
import { SignedInDevices } from './components/signed-in-devices';
import { StaffList } from './components/staff-list';
import { TwoFactorPanel } from './components/two-factor-panel';

export default function AdminStaffScreen() {
  useDocumentMeta();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  useLoad(async () => setPolicy(await staffApi.passwordPolicy()), 'Failed to retrieve the password rules');
  // Without staff to manage (not an owner), this screen is one's own account: the password alone.
  const manages = useCan()('staff.manage');
  return (
    <section className="admin-page">
      <h1>{manages ? 'Staff' : 'Your account'}</h1>
      {manages && <StaffList />}
      <TwoFactorPanel owner={manages} />
      <PasskeysPanel />
      <ChangePassword policy={policy} />
      <SignedInDevices />
    </section>
  );
}
