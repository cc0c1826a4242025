import type { ActivityPage, ActivityQuery } from '../../../../domain/activity/activity';
import { api } from '../../admin-api';

/** GET /api/admin/activity with the filters set; empty ones are left out. */
export const activityApi = {
  list: (query: ActivityQuery) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== '' && value !== 1) params.set(name, String(value));
    }
    const search = params.toString();
    return api<ActivityPage>(`/admin/activity${search ? `?${search}` : ''}`);
  },
};
