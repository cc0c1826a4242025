import { BagLink } from './bag-link';
import { Logo } from './logo';

/** The shop's header: the logo (home) and the bag. */
export function ShopHeader() {
  return (
    <header className="shop-header">
      <Logo className="shop-header-logo" />
      <BagLink />
    </header>
  );
}
