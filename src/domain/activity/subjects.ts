/** What an entry in the activity log can be about: the kinds of thing staff change in the admin. */
export const ACTIVITY_SUBJECTS = [
  'product',
  'collection',
  'category',
  'order',
  'release',
  'site',
  'page',
  'staff',
  'upload',
  'newsletter',
  'show',
  'code',
  'backup',
] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

/** Entries on one page of the activity screen. */
export const ACTIVITY_PAGE_SIZE = 30;

/** What replaces a person's details in entries once their data is erased. */
export const REDACTED = '[redacted]';
