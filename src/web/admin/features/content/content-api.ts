import type { Release } from '../../../../domain/content/releases';
import type { SiteSettings } from '../../../../domain/content/site';
import type { AdminSite } from '../../../../domain/content/site-in-force';
import { api } from '../../admin-api';

const releasePath = (slug: string) => `/admin/releases/${encodeURIComponent(slug)}`;

export const contentApi = {
  releases: () => api<Release[]>('/admin/releases'),
  release: (slug: string) => api<Release>(releasePath(slug)),
  createRelease: (release: Release) => api<Release>('/admin/releases', { method: 'POST', json: release }),
  updateRelease: (slug: string, release: Release) =>
    api<Release>(releasePath(slug), { method: 'PUT', json: release }),
  deleteRelease: (slug: string) => api<null>(releasePath(slug), { method: 'DELETE' }),
  site: () => api<AdminSite>('/admin/site'),
  saveSite: (site: SiteSettings) => api<AdminSite>('/admin/site', { method: 'PUT', json: site }),
};
