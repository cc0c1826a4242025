import { Suspense, useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { optionQuantity, type Product, variantQuantity } from '../../../../domain/catalog/catalog';
import { descriptionParagraphs } from '../../../../domain/catalog/product-text';
import { withHeld } from '../../../../domain/checkout/bag';
import { productHead } from '../../../../domain/pages/page-head/product-head';
import { stockText } from '../../../../domain/stock/stock';
import { ApiError } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { DropCountdown, useComingSoon } from '../../../components/drop';
import { LoadingScreen } from '../../../components/loading-screen';
import { Price } from '../../../components/price';
import { useLoad } from '../../../hooks/use-load';
import { lazyScreen } from '../../../lazy-screen';
import { paths } from '../../../paths';
import { useCartStore } from '../../../state/cart-store';
import { fetchProduct } from '../../features/catalog/catalog-api';
import { catalogIsFresh } from '../../features/catalog/initial-catalog';
import { useCatalogSlice } from '../../features/catalog/use-catalog';
import { ShopHeader } from '../../shop-header';
import NotFoundScreen from '../not-found/not-found-screen';
import { BagControls } from './bag-controls';
import { OptionPicker } from './option-picker';
import { ProductGallery } from './product-gallery';

// Shown only on a sold-out size or a drop still to come: its code is fetched then, not with every page.
const NotifyMeForm = lazyScreen(() =>
  import('../../features/newsletter/notify-me-form').then((m) => m && { default: m.NotifyMeForm }),
);
// Shown only on a product with a presale still to come to everyone.
const PresaleForm = lazyScreen(() =>
  import('../../features/checkout/presale-form').then((m) => m && { default: m.PresaleForm }),
);

function ProductDetails({ product: listed }: { product: Product }) {
  // What this shopper's own unpaid order holds is theirs, not sold out: the bag offers to pay or release it.
  const held = useCartStore((state) => state.unpaidOrder?.lines);
  const product = useMemo(() => withHeld(listed, held), [listed, held]);
  const { comingSoon, now } = useComingSoon(product);
  // A presale code this shopper entered opened it: they may buy it now, before everyone else.
  const opened = useCartStore((state) => state.presale?.productIds.includes(product.id) ?? false);
  const presaleOpen =
    comingSoon && opened && product.presaleAt !== null && Date.parse(product.presaleAt) <= now;
  const [chosenColor, setColor] = useState<string | null>(product.colors[0] ?? null);
  const [chosenSize, setSize] = useState<string | null>(product.sizes[0] ?? null);
  // A choice the product no longer offers (staff renamed or removed it while the page was open) is
  // no choice: the shopper is asked to choose again rather than sold a variant that is gone.
  const color = chosenColor !== null && product.colors.includes(chosenColor) ? chosenColor : null;
  const size = chosenSize !== null && product.sizes.includes(chosenSize) ? chosenSize : null;
  const stock = color && size ? variantQuantity(product, color, size) : product.quantity;
  const head = useMemo(() => productHead(listed), [listed]);
  useDocumentMeta({ head });
  const notifyLeadId = useId();
  const notifyMe = (comingSoon && !presaleOpen) || Boolean(color && size && stock === 0);
  // The chosen sold-out option is described by the form it opened.
  const soldOutDetailsId = notifyMe && !comingSoon ? notifyLeadId : undefined;
  return (
    <div className="page product">
      <ProductGallery
        name={product.name}
        imageUrls={product.imageUrls}
        shownUrl={color ? product.colorImages?.[color] : undefined}
      />
      <div className="product-info">
        <h1>{product.name}</h1>
        {comingSoon && product.liveAt && <DropCountdown liveAt={product.liveAt} now={now} />}
        {(!comingSoon || presaleOpen) && <Price kobo={product.price} className="product-price" />}
        {presaleOpen && (
          <p className="presale-opened" role="status">
            Your presale code is in: you can buy it now.
          </p>
        )}
        {product.release && (
          <p className="product-release">
            From the release <Link to={paths.release(product.release.slug)}>{product.release.title}</Link>
          </p>
        )}
        <OptionPicker
          label="Color"
          options={product.colors}
          value={color}
          onChange={setColor}
          isSoldOut={(option) => optionQuantity(product, { color: option, size }) === 0}
          soldOutDetailsId={soldOutDetailsId}
        />
        <OptionPicker
          label="Size"
          options={product.sizes}
          value={size}
          onChange={setSize}
          isSoldOut={(option) => optionQuantity(product, { color, size: option }) === 0}
          soldOutDetailsId={soldOutDetailsId}
        />
        <p
          className={stock === 0 ? 'stock stock-out' : stock <= 5 ? 'stock stock-low' : 'stock'}
          aria-live="polite"
        >
          {stockText(stock)}
          {product.maxPerOrder !== null && stock > 0 && (
            <span className="stock-limit"> · Limit {product.maxPerOrder} per order</span>
          )}
        </p>
        {(!comingSoon || presaleOpen) && <BagControls product={product} color={color} size={size} />}
        {comingSoon && !presaleOpen && product.presaleAt && (
          <Suspense fallback={null}>
            <PresaleForm productId={product.id} presaleAt={product.presaleAt} />
          </Suspense>
        )}
        {notifyMe && (
          <Suspense fallback={null}>
            <NotifyMeForm
              // A fresh form for each colour and size: what was typed for one is not sent for another.
              key={comingSoon ? 'drop' : `${color}\u0000${size}`}
              productId={product.id}
              productName={product.name}
              variant={comingSoon || !color || !size ? null : { color, size }}
              leadId={notifyLeadId}
            />
          </Suspense>
        )}
        <div className="product-description">
          {descriptionParagraphs(product.description).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </div>
    </div>
  );
}

export default function ProductScreen() {
  const { productId = '' } = useParams();
  const cached = useCatalogSlice((catalog) => catalog.products.find((p) => p.id === productId));
  // A product missing from a current catalogue is not for sale (or not there): no need to ask.
  const [product, setProduct] = useState<Product | null | undefined>(() =>
    cached || !catalogIsFresh() ? undefined : null,
  );
  const load = useLoad(
    async () => {
      try {
        setProduct(await fetchProduct(productId));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) setProduct(null);
        else throw error;
      }
    },
    'Failed to retrieve products',
    { skip: catalogIsFresh() },
  );
  const shown = product === undefined ? cached : product;

  return (
    <>
      <ShopHeader />
      {shown ? (
        <ProductDetails key={shown.id} product={shown} />
      ) : product === null ? (
        <NotFoundScreen what="product" header={false} />
      ) : load.status === 'error' ? (
        <p className="page notice" role="alert">
          This product could not be loaded.{' '}
          <button type="button" className="link-button" onClick={load.retry}>
            Try again
          </button>
        </p>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
}
