import type { ActivityEntry } from './contract';
import type { ActivitySubject } from './subjects';

export type { ActivityEntry, ActivityPage, ActivityQuery } from './contract';
export { ACTIVITY_SUBJECTS, type ActivitySubject } from './subjects';

/** How the activity screen names each kind of subject. */
export const SUBJECT_LABELS: Record<ActivitySubject, string> = {
  product: 'Products',
  collection: 'Collections',
  category: 'Categories',
  order: 'Orders',
  release: 'Releases',
  site: 'Site settings',
  page: 'Policy and info pages',
  staff: 'Staff accounts',
  upload: 'Image uploads',
  newsletter: 'Newsletter',
  show: 'Tour dates',
  code: 'Codes',
  backup: 'Backups',
};

/** The fields an entry shows side by side: every field named before or after, in a stable order. */
export function changedFieldNames(entry: Pick<ActivityEntry, 'before' | 'after'>): string[] {
  return [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
}

/** The pages a listing of `total` entries takes, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
