import type { NewsletterAnswer, NewsletterList } from '../../../../domain/newsletter/newsletter';
import { api } from '../../../api-client';

/** Staff download the list from here; a plain link, so the browser saves the file itself. */
export const NEWSLETTER_CSV_URL = '/api/admin/newsletter.csv';

export const newsletterApi = {
  list: () => api<NewsletterList>('/admin/newsletter'),
  remove: (email: string) =>
    api<NewsletterAnswer>('/admin/newsletter/remove', { method: 'POST', json: { email } }),
};
