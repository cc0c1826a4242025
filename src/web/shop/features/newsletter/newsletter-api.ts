import type { NewsletterAnswer } from '../../../../domain/newsletter/newsletter';
import { api } from '../../../api-client';

export const newsletterApi = {
  subscribe: (email: string) => api<NewsletterAnswer>('/newsletter', { method: 'POST', json: { email } }),
};
