import type { EndedSessions, SignedInDevice } from '../../../../domain/auth/devices';
import { api } from '../../admin-api';

/** Signed-in devices: one's own (every role), and an owner ending another member's. */
export const devicesApi = {
  list: () => api<SignedInDevice[]>('/admin/account/sessions'),
  end: (id: string) => api<null>(`/admin/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  endOthers: () => api<EndedSessions>('/admin/account/sessions/end-others', { method: 'POST' }),
  endAllOf: (staffId: string) =>
    api<EndedSessions>(`/admin/staff/${encodeURIComponent(staffId)}/sessions`, { method: 'DELETE' }),
};
