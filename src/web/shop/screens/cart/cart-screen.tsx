import '../../../styles/forms.css';
import './checkout.css';
import './checkout-methods.css';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../paths';
import { useHydrated } from '../../../render-context';
import { useCartStore } from '../../../state/cart-store';
import { useProducts } from '../../features/catalog/use-catalog';
import { type CheckoutStep, checkoutReminder, useCheckout } from '../../features/checkout/use-checkout';
import { ShopHeader } from '../../shop-header';
import { ContactStep } from './contact-step';
import { OrderSummary } from './order-summary';

const stepNames = ['Contact', 'Shipping', 'Payment'];
/** The steps after the first load as the shopper reaches them: the checkout's first load stays small. */
const shippingStep = () => import('./shipping-step');
const ShippingStep = lazy(() => shippingStep().then((module) => ({ default: module.ShippingStep })));
const PaymentStep = lazy(() => import('./payment-step').then((module) => ({ default: module.PaymentStep })));
/** A checkout reminder's link (`#restore=…`) brings a kept bag back; its code loads only then. */
const BagRestore = lazy(() => checkoutReminder().then((module) => ({ default: module.BagRestore })));
// What changed in the bag since the shopper last saw the shop, and an unpaid order of theirs, are
// the bag's rare paths: their code loads only when there is something to say.
const BagChangesNotice = lazy(() =>
  import('./bag-changes-notice').then((module) => ({ default: module.BagChangesNotice })),
);
const UnpaidOrderNotice = lazy(() =>
  import('./unpaid-order-notice').then((module) => ({ default: module.UnpaidOrderNotice })),
);
/** The sticky site header's height; the steps' scroll-margin-top in checkout.css matches it. */
const STICKY_HEADER_PX = 88;

/**
 * The bag lives in the shopper's browser: the server, and the page until the app has taken it over,
 * show the checkout's frame (the header, its heading) with a skeleton of the form and the bag.
 */
export default function CartScreen() {
  return useHydrated() ? <Checkout /> : <CheckoutSkeleton />;
}

function CheckoutSkeleton() {
  return (
    <>
      <ShopHeader />
      <div className="page checkout">
        <h1>Checkout</h1>
        <div className="checkout-columns">
          <Skeleton label="Loading your bag" lines={6} />
          <div className="order-summary">
            <Skeleton boxes={1} lines={2} />
          </div>
        </div>
      </div>
    </>
  );
}

function Checkout() {
  useDocumentMeta();
  const { products } = useProducts(); // brings the bag up to date with the shop
  const bag = useCartStore((state) => state.bag);
  const changed = useCartStore((state) => state.bagChanges.length > 0);
  // The order as the bag was opened with it: releasing it from the notice forgets it, and the
  // notice stays to say so.
  const [unpaid] = useState(() => useCartStore.getState().unpaidOrder);
  const checkout = useCheckout();
  const steps = useRef<HTMLOListElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(checkout.step);
  /** A step whose heading is still to be focused: a later step's arrives once its code has loaded. */
  const focusDue = useRef(false);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    stepHeading.current = heading;
    if (heading && focusDue.current) {
      focusDue.current = false;
      heading.focus({ preventScroll: true });
    }
  }, []);
  const [restoring] = useState(() => window.location.hash.includes('restore='));

  // The shipping step's code comes while its delivery price is asked for, not after.
  useEffect(() => {
    if (checkout.busy) void shippingStep();
  }, [checkout.busy]);

  // A new step starts where its name is, not wherever the last step's button left the page (on a
  // phone, that put the new heading under the sticky header). Focus goes to its heading: the
  // button used is gone with the old step, and focus would otherwise fall to the page, leaving a
  // keyboard user to tab from the top and a screen reader silent about the new step.
  useEffect(() => {
    if (shownStep.current === checkout.step) return;
    shownStep.current = checkout.step;
    const list = steps.current;
    if (list && list.getBoundingClientRect().top < STICKY_HEADER_PX) list.scrollIntoView({ block: 'start' });
    focusDue.current = !stepHeading.current;
    stepHeading.current?.focus({ preventScroll: true });
  }, [checkout.step]);

  return (
    <>
      <ShopHeader />
      <div className="page checkout">
        <h1>Checkout</h1>
        {unpaid && bag.length > 0 && (
          <Suspense fallback={null}>
            <UnpaidOrderNotice unpaid={unpaid} />
          </Suspense>
        )}
        {changed && (
          <Suspense fallback={null}>
            <BagChangesNotice />
          </Suspense>
        )}
        {restoring && (
          <Suspense fallback={null}>
            <BagRestore products={products} />
          </Suspense>
        )}
        {bag.length === 0 ? (
          <div className="empty">
            <p>Your bag is empty.</p>
            <Link className="button" to={paths.store}>
              Visit the shop
            </Link>
          </div>
        ) : (
          <div className="checkout-columns">
            <div className="checkout-main">
              <ol className="steps" aria-label="Checkout steps" ref={steps}>
                {stepNames.map((name, index) => (
                  <li key={name} aria-current={index === checkout.step ? 'step' : undefined}>
                    {index < checkout.step ? (
                      // A step already done leads back to it; what was entered there is kept.
                      <button
                        type="button"
                        className="step-done"
                        aria-label={`${name}, done`}
                        onClick={() => checkout.setStep(index as CheckoutStep)}
                      >
                        <span aria-hidden="true">✓</span>
                        {name}
                      </button>
                    ) : (
                      name
                    )}
                  </li>
                ))}
              </ol>
              {checkout.step === 0 && <ContactStep checkout={checkout} headingRef={headingRef} />}
              {checkout.step === 1 && (
                <Suspense fallback={<Spinner label="Loading shipping" />}>
                  <ShippingStep checkout={checkout} headingRef={headingRef} />
                </Suspense>
              )}
              {checkout.step === 2 && (
                <Suspense fallback={<Spinner label="Loading payment" />}>
                  <PaymentStep checkout={checkout} headingRef={headingRef} />
                </Suspense>
              )}
            </div>
            <OrderSummary checkout={checkout} />
          </div>
        )}
      </div>
    </>
  );
}
