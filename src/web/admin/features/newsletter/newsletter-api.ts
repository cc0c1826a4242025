import type {
  FanEraseAnswer,
  NewsletterAnswer,
  NewsletterList,
} from '../../../../domain/newsletter/newsletter';
import { api } from '../../admin-api';

/** Staff download the list from here; a plain link, so the browser saves the file itself. */
export const NEWSLETTER_CSV_URL = '/api/admin/newsletter.csv';

/** Everything held about one address, as a JSON file. */
export const fanExportUrl = (email: string) => `/api/admin/fans/export?email=${encodeURIComponent(email)}`;

export const newsletterApi = {
  list: () => api<NewsletterList>('/admin/newsletter'),
  remove: (email: string) =>
    api<NewsletterAnswer>('/admin/newsletter/remove', { method: 'POST', json: { email } }),
  erase: (email: string) => api<FanEraseAnswer>('/admin/fans/erase', { method: 'POST', json: { email } }),
};
