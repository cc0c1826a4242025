import type { NewsletterAnswer, Subscription } from '../../../../domain/newsletter/newsletter';
import { api } from '../../../api-client';

export const newsletterApi = {
  subscribe: (email: string) => api<NewsletterAnswer>('/newsletter', { method: 'POST', json: { email } }),
  confirm: (token: string) =>
    api<NewsletterAnswer>('/newsletter/confirm', { method: 'POST', json: { token } }),
  subscription: (token: string) => api<Subscription>(`/newsletter/subscription/${encodeURIComponent(token)}`),
  unsubscribe: (token: string) =>
    api<Subscription>('/newsletter/unsubscribe', { method: 'POST', json: { token } }),
  rejoin: (token: string) => api<Subscription>('/newsletter/rejoin', { method: 'POST', json: { token } }),
};
