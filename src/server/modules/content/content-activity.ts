import { fieldsInWords } from '../../../domain/activity/words';
import type { ReleaseInput, SiteInput } from '../../../domain/content/contract';
import type { Release } from '../../../domain/content/releases';
import type { SiteSettings } from '../../../domain/content/site';
import { type ActivityFacts, changedFields } from '../../kernel/activity-record';

/** A save of the site settings: the settings it changed, each whole, as they were and became. */
export function siteActivity(was: SiteSettings, input: SiteInput): ActivityFacts {
  const changes = changedFields(was, input);
  return {
    action: 'content.site',
    subject: 'site',
    subjectId: null,
    summary: changes
      ? `Updated the site settings: ${fieldsInWords(changes.names)}`
      : 'Saved the site settings without changes',
    before: changes?.before ?? null,
    after: changes?.after ?? null,
  };
}

const VERBS = { create: 'Added', update: 'Updated', delete: 'Deleted' } as const;

/** A release added, saved or deleted, under its address now (a changed one shows in before/after). */
export function releaseActivity(
  verb: keyof typeof VERBS,
  slug: string,
  was: Release | null,
  now: ReleaseInput | null,
): ActivityFacts {
  const changes = changedFields(was ?? {}, now ?? {});
  const title = now?.title ?? was?.title ?? slug;
  const names = verb === 'update' && changes ? `: ${fieldsInWords(changes.names)}` : '';
  return {
    action: `content.release.${verb}`,
    subject: 'release',
    subjectId: slug,
    summary: `${VERBS[verb]} release ${title}${names}`,
    before: (was && changes?.before) ?? null,
    after: (now && changes?.after) ?? null,
  };
}
