import type { StaffAccount } from '../../../../domain/auth/auth';
import type { PasswordPolicy } from '../../../../domain/auth/password-policy';
import { api } from '../../../api-client';

export const staffApi = {
  list: () => api<StaffAccount[]>('/admin/staff'),
  add: (email: string, password: string) =>
    api<{ id: string; email: string }>('/admin/staff', { method: 'POST', json: { email, password } }),
  deactivate: (id: string) =>
    api<null>(`/admin/staff/${encodeURIComponent(id)}/deactivate`, { method: 'POST' }),
  reactivate: (id: string) =>
    api<null>(`/admin/staff/${encodeURIComponent(id)}/reactivate`, { method: 'POST' }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api<null>('/admin/account/password', { method: 'PUT', json: { currentPassword, newPassword } }),
  passwordPolicy: () => api<PasswordPolicy>('/auth/password-policy'),
};
