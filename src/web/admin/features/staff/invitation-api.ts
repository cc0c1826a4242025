import type { SessionResponse } from '../../../../domain/auth/auth';
import type { Invitation, InvitationCheck, InvitationSent } from '../../../../domain/auth/invitation-types';
import type { StaffRole } from '../../../../domain/auth/roles';
import { api } from '../../admin-api';

/** Staff invitations: an owner's calls from the staff screen, and the invitee's from the link's page. */
export const invitationApi = {
  pending: () => api<Invitation[]>('/admin/invitations'),
  invite: (email: string, role: StaffRole) =>
    api<InvitationSent>('/admin/invitations', { method: 'POST', json: { email, role } }),
  cancel: (id: string) => api<null>(`/admin/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  check: (token: string) =>
    api<InvitationCheck>('/auth/invitation/check', { method: 'POST', json: { token } }),
  accept: (token: string, password: string) =>
    api<SessionResponse>('/auth/invitation/accept', { method: 'POST', json: { token, password } }),
};
