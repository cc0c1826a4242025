import type { AdminGroup, GroupKind } from '../../../../domain/catalog/admin';
import { api } from '../../admin-api';

const plural: Record<GroupKind, string> = { collection: 'collections', category: 'categories' };

/** The collections and categories products are sorted into. */
export const groupsApi = {
  groups: (kind: GroupKind) => api<AdminGroup[]>(`/admin/${plural[kind]}`),
  group: (kind: GroupKind, id: string) => api<AdminGroup>(`/admin/${plural[kind]}/${encodeURIComponent(id)}`),
  createGroup: (kind: GroupKind, name: string) =>
    api<AdminGroup>(`/admin/${plural[kind]}`, { method: 'POST', json: { name } }),
  updateGroup: (kind: GroupKind, id: string, name: string) =>
    api<AdminGroup>(`/admin/${plural[kind]}/${encodeURIComponent(id)}`, { method: 'PUT', json: { name } }),
  deleteGroup: (kind: GroupKind, id: string) =>
    api<null>(`/admin/${plural[kind]}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
