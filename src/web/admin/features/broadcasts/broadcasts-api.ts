import type {
  BroadcastAudiences,
  BroadcastDetail,
  BroadcastDraft,
  BroadcastList,
  BroadcastPreview,
  BroadcastSend,
} from '../../../../domain/broadcasts/broadcast';
import { api } from '../../admin-api';

export const broadcastsApi = {
  list: () => api<BroadcastList>('/admin/broadcasts'),
  audiences: () => api<BroadcastAudiences>('/admin/broadcasts/audiences'),
  preview: (draft: BroadcastDraft) =>
    api<BroadcastPreview>('/admin/broadcasts/preview', { method: 'POST', json: draft }),
  test: (draft: BroadcastDraft) =>
    api<{ message: string }>('/admin/broadcasts/test', { method: 'POST', json: draft }),
  send: (input: BroadcastSend) => api<BroadcastDetail>('/admin/broadcasts', { method: 'POST', json: input }),
  detail: (id: number, page = 1) => api<BroadcastDetail>(`/admin/broadcasts/${id}?page=${page}`),
};
