import type { EmailTestAnswer, LaunchReport } from '../../../../domain/launch/checklist';
import { api } from '../../admin-api';

export const launchApi = {
  /** GET /api/admin/launch: the running release and what is left before the shop is real. */
  report: () => api<LaunchReport>('/admin/launch'),
  /** POST /api/admin/launch/test-email: a test email to the signed-in owner, sent at once. */
  sendTestEmail: () => api<EmailTestAnswer>('/admin/launch/test-email', { method: 'POST' }),
};
