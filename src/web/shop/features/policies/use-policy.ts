import { use } from 'react';
import type { PolicyPage, PolicySlug } from '../../../../domain/policies/policies';
import { api } from '../../../api-client';
import { readPageData } from '../../../page-data';
import { useServerPage } from '../../../render-context';

/** The page the server wrote into the page the visitor opened, if it is one of these. */
const embedded = readPageData()?.policy;
const loading = new Map<PolicySlug, Promise<PolicyPage>>();

function load(slug: PolicySlug): Promise<PolicyPage> {
  let page = loading.get(slug);
  if (!page) {
    page = api<PolicyPage>(`/pages/${slug}`);
    // A failure is not kept: coming back to the page asks again.
    page.catch(() => loading.delete(slug));
    loading.set(slug, page);
  }
  return page;
}

/**
 * A policy or info page: its title and its text as HTML the server drew from staff's markdown and
 * made safe (no sanitiser ships to the browser). Carried by the page it was opened on, else fetched
 * once; the screen waits (Suspense) until it is here.
 */
export function usePolicy(slug: PolicySlug): PolicyPage {
  const server = useServerPage();
  if (server) {
    if (server.policy?.slug !== slug) throw new Error(`The ${slug} page was not drawn with its text.`);
    return server.policy;
  }
  if (embedded?.slug === slug) return embedded;
  return use(load(slug));
}
