import siteJson from '../../../content/site.json';
import type { SiteSettings } from '../../domain/site';

/** The artist's site settings, bundled at build time; their shape is checked by the content tests. */
export const site = siteJson as SiteSettings;
