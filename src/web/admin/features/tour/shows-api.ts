import type { Show, ShowInput } from '../../../../domain/tour/tour';
import { api } from '../../admin-api';

const at = (id: string) => `/admin/shows/${encodeURIComponent(id)}`;

/** The tour's shows, as staff keep them. */
export const showsApi = {
  shows: () => api<Show[]>('/admin/shows'),
  show: (id: string) => api<Show>(at(id)),
  createShow: (input: ShowInput) => api<Show>('/admin/shows', { method: 'POST', json: input }),
  updateShow: (id: string, input: ShowInput) => api<Show>(at(id), { method: 'PUT', json: input }),
  deleteShow: (id: string) => api<null>(at(id), { method: 'DELETE' }),
};
