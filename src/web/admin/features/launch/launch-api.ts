import type { LaunchReport } from '../../../../domain/launch/checklist';
import { api } from '../../admin-api';

/** GET /api/admin/launch: the running release and what is left before the shop is real. */
export const launchApi = {
  report: () => api<LaunchReport>('/admin/launch'),
};
