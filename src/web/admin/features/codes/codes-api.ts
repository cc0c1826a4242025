import type { CodeBatch, CodeCreate, CodeList, CodeSummary } from '../../../../domain/codes/codes';
import { api } from '../../admin-api';

export const codesApi = {
  list: () => api<CodeList>('/admin/codes'),
  create: (input: CodeCreate) => api<CodeSummary>('/admin/codes', { method: 'POST', json: input }),
  batch: (input: CodeBatch) =>
    api<{ batch: string; count: number }>('/admin/codes/batch', { method: 'POST', json: input }),
  act: (id: string, action: 'pause' | 'resume' | 'end') =>
    api<CodeSummary>(`/admin/codes/${id}/actions`, { method: 'POST', json: { action } }),
  /** The batch's CSV, downloaded by the browser (a link, not a call). */
  batchCsvUrl: (batch: string) => `/api/admin/codes/batch.csv?batch=${encodeURIComponent(batch)}`,
};
