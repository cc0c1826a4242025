import { Link } from 'react-router';
import { bagSubtotal } from '../../../domain/bag';
import { useDocumentMeta } from '../../components/document-meta';
import { Price } from '../../components/price';
import { ShopHeader } from '../../components/shop-header';
import { useProducts } from '../../features/catalog/use-catalog';
import { paths } from '../../paths';
import { useCartStore } from '../../store/cart-store';
import { BagChangesNotice } from './bag-changes-notice';
import { BagLines } from './bag-lines';

export default function CartScreen() {
  useDocumentMeta({ title: 'Your bag', canonicalPath: '/cart' });
  useProducts(); // brings the bag up to date with the shop
  const bag = useCartStore((state) => state.bag);
  return (
    <>
      <ShopHeader />
      <div className="page cart">
        <h1>Your bag</h1>
        <BagChangesNotice />
        {bag.length === 0 ? (
          <div className="empty">
            <p>Your bag is empty.</p>
            <Link className="button" to={paths.store}>
              Visit the shop
            </Link>
          </div>
        ) : (
          <>
            <BagLines />
            <p className="subtotal">
              Subtotal <Price kobo={bagSubtotal(bag)} />
            </p>
          </>
        )}
      </div>
    </>
  );
}
