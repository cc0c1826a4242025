import { NEW_SHOP_ARTIST_NAME } from '../../domain/content/new-shop';
import { type SiteSettings, SOCIAL_PLATFORMS } from '../../domain/content/site';
import type { Content } from '../modules/content/content-files';

/**
 * What a real shop's new database starts with (DEMO_CONTENT off, decision 0066): a site that is
 * nobody's yet, named "Your artist name" until staff name it, with no releases, videos, story,
 * spotlight or pickup address. The content folder is the demo's and seeds the demo only.
 */
export function newShopContent(): Content {
  const site: SiteSettings = {
    artistName: NEW_SHOP_ARTIST_NAME,
    siteDescription: 'The official site and store.',
    socialLinks: SOCIAL_PLATFORMS.map((platform) => ({ platform, url: '' })),
    spotlight: { name: '', artists: '', clipUrl: '', fullVideoUrl: '', type: '' },
    videos: [],
  };
  return { site, releases: [], releaseBySlug: new Map() };
}
