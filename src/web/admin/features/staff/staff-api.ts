import type { PasswordCheckResponse, StaffAccount } from '../../../../domain/auth/auth';
import type { PasswordPolicy } from '../../../../domain/auth/password-policy';
import type { StaffRole } from '../../../../domain/auth/roles';
import { api } from '../../admin-api';

export const staffApi = {
  list: () => api<StaffAccount[]>('/admin/staff'),
  setRole: (id: string, role: StaffRole) =>
    api<null>(`/admin/staff/${encodeURIComponent(id)}/role`, { method: 'PUT', json: { role } }),
  deactivate: (id: string) =>
    api<null>(`/admin/staff/${encodeURIComponent(id)}/deactivate`, { method: 'POST' }),
  reactivate: (id: string) =>
    api<null>(`/admin/staff/${encodeURIComponent(id)}/reactivate`, { method: 'POST' }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api<null>('/admin/account/password', { method: 'PUT', json: { currentPassword, newPassword } }),
  passwordPolicy: () => api<PasswordPolicy>('/auth/password-policy'),
  checkPassword: (password: string) =>
    api<PasswordCheckResponse>('/auth/password-check', { method: 'POST', json: { password } }),
};
