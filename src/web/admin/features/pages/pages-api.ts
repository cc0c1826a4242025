import type { AdminPolicy, PolicyInput, PolicySlug } from '../../../../domain/policies/policies';
import { api } from '../../admin-api';

const pagePath = (slug: PolicySlug) => `/admin/pages/${slug}`;

/** The policy and info pages, as staff edit them (decision 0059). */
export const pagesApi = {
  list: () => api<AdminPolicy[]>('/admin/pages'),
  save: (slug: PolicySlug, input: PolicyInput) =>
    api<AdminPolicy>(pagePath(slug), { method: 'PUT', json: input }),
  reset: (slug: PolicySlug) => api<AdminPolicy>(pagePath(slug), { method: 'DELETE' }),
  /** The markdown as the page would show it, drawn and made safe by the server. */
  preview: (markdown: string) =>
    api<{ html: string }>('/admin/pages/preview', { method: 'POST', json: { markdown } }),
};
