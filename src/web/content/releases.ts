import releasesJson from '../../../content/releases.json';
import type { Release } from '../../domain/releases';

/** The discography, bundled into the screens that show it; its shape is checked by the content tests. */
export const releases = releasesJson as Release[];
