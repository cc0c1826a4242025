import type { TotpSetup, TwoFactorStatus } from '../../../../domain/auth/auth';
import { api } from '../../admin-api';

type RecoveryCodes = { recoveryCodes: string[] };

/** Two-factor sign-in in the admin: one's own, "Confirm it's you", and the owner's rule and reset. */
export const twoFactorApi = {
  status: () => api<TwoFactorStatus>('/admin/account/two-factor'),
  setup: () => api<TotpSetup>('/admin/account/two-factor/setup', { method: 'POST' }),
  confirm: (code: string) =>
    api<RecoveryCodes>('/admin/account/two-factor/confirm', { method: 'POST', json: { code } }),
  newRecoveryCodes: () => api<RecoveryCodes>('/admin/account/two-factor/recovery-codes', { method: 'POST' }),
  turnOff: () => api<null>('/admin/account/two-factor', { method: 'DELETE' }),
  confirmItIsYou: (proof: { password: string } | { code: string }) =>
    api<null>('/admin/account/confirm-it-is-you', { method: 'POST', json: proof }),
  requireForAll: (twoFactorRequired: boolean) =>
    api<null>('/admin/security', { method: 'PUT', json: { twoFactorRequired } }),
  reset: (staffId: string) =>
    api<null>(`/admin/staff/${encodeURIComponent(staffId)}/two-factor`, { method: 'DELETE' }),
};
