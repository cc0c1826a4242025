import { SiteHeader } from '../components/site-header';
import { BagLink } from './features/bag/bag-link';

/** The site's header as the shop's pages show it, the bag at its end. */
export function ShopHeader() {
  return <SiteHeader bag={<BagLink />} />;
}
