import { dueOnDeliveryText } from '../../../../domain/orders/due';
import './order-confirmation.css';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { variantKey } from '../../../../domain/catalog/catalog';
import { takenOffText } from '../../../../domain/orders/adjustments';
import {
  isOnlinePayment,
  ORDER_KEY_MIN_LENGTH,
  type PublicOrder,
  shopperPaymentText,
} from '../../../../domain/orders/order';
import { shopperStageText } from '../../../../domain/orders/stage';
import { useDocumentMeta } from '../../../components/document-meta';
import { LineItem } from '../../../components/line-item';
import { Spinner } from '../../../components/loading-screen';
import { Skeleton } from '../../../components/skeleton';
import { OrderTotals } from '../../../components/totals';
import { useLoad } from '../../../hooks/use-load';
import { paths } from '../../../paths';
import { useHydrated } from '../../../render-context';
import { useCartStore } from '../../../state/cart-store';
import { fetchOrder } from '../../features/orders/order-api';
import { ShopHeader } from '../../shop-header';
import { cancelledLead, OrderChanges } from './order-changes';
import { ShopperFulfilmentFacts, VatNote } from './order-fulfilment';
import { PayAgain } from './pay-again';

/** How long the page keeps asking after an online payment, while the provider's confirmation arrives. */
const PAYMENT_POLL_MS = 3000;
const PAYMENT_POLL_TRIES = 10;

function waitingForOnlinePayment(order: PublicOrder): boolean {
  return order.status === 'awaiting_payment' && isOnlinePayment(order.paymentMethod);
}

/** What a pickup order's shopper does next, as it moves from the desk to the counter to their hands. */
function pickupText(stage: PublicOrder['stage']): string {
  if (stage === 'ready_for_pickup') return 'It is ready: collect it from the shop with your pickup code.';
  if (stage === 'collected') return 'Collected from the shop.';
  return 'Collect it from the shop; we will tell you when it is ready.';
}

/** The badge's colour: the stage's own once the order moves; before, paid or still to pay. */
function stageClass(order: PublicOrder): string {
  if (order.stage !== 'to_pack') return `status-${order.stage}`;
  return order.paymentConfirmed ? 'status-paid' : 'status-due';
}

/**
 * The lead under the heading. An online payment still awaited has sent no email: the confirmation
 * goes once the payment is received, so the page promises none before.
 */
function lead(order: PublicOrder): string {
  if (order.status === 'cancelled') return cancelledLead(order);
  const firstName = order.recipientName.split(' ')[0] ?? '';
  const yours = `${firstName ? `${firstName}, your` : 'Your'} order number is ${order.number}.`;
  if (waitingForOnlinePayment(order))
    return `${yours} Once your payment is received, we will email a confirmation to ${order.email}.`;
  return `${yours} ${
    order.emailSent
      ? `A confirmation was sent to ${order.email}.`
      : `A confirmation email is on its way to ${order.email}.`
  }`;
}

function heading(order: PublicOrder): string {
  if (order.status === 'cancelled') return 'This order was cancelled';
  if (isOnlinePayment(order.paymentMethod) && !order.paymentConfirmed) return 'Waiting for your payment';
  return 'Thank you for your order!';
}

/**
 * The confirmation page, reached from step 2 or from the payment provider, and from the link in
 * the confirmation email. The secret key in the link is what shows the order: the server never sees
 * it in the page it draws, so that page, and this one until the order has come, is the header and a
 * skeleton of the order.
 */
export default function OrderScreen() {
  return useHydrated() ? <Order /> : <OrderSkeleton />;
}

function OrderSkeleton() {
  return (
    <>
      <ShopHeader />
      <div className="page order-page">
        <div className="order-confirmation">
          <Skeleton label="Loading your order" boxes={1} lines={5} />
        </div>
      </div>
    </>
  );
}

function Order() {
  const { number = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const [order, setOrder] = useState<PublicOrder | null>(null);
  const [tries, setTries] = useState(0);
  useDocumentMeta();
  // A link without its key (cut short when copied, say) cannot show the order: say so, ask nothing.
  const incomplete = key.length < ORDER_KEY_MIN_LENGTH;
  const load = useLoad(async () => setOrder(await fetchOrder(number, key)), 'The order could not load', {
    skip: incomplete,
  });

  const waiting = order ? waitingForOnlinePayment(order) : false;
  // Asked again for a while, in case a payment made elsewhere (another tab) arrives meanwhile.
  useEffect(() => {
    if (!waiting || tries >= PAYMENT_POLL_TRIES) return;
    const timer = setTimeout(() => {
      fetchOrder(number, key).then(setOrder, () => {});
      setTries((n) => n + 1);
    }, PAYMENT_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, tries, number, key]);

  // The bag is done with once the order stands: placed for a manual payment, paid for an online one.
  useEffect(() => {
    if (!order) return;
    const { deliveryDetails, unpaidOrder, setOrderStatus, setUnpaidOrder, clearBag } =
      useCartStore.getState();
    // Paid, cancelled or switched to a manual payment: nothing of it is left to give back.
    if (unpaidOrder?.number === order.number && !waitingForOnlinePayment(order)) setUnpaidOrder(null);
    if (deliveryDetails.orderNumber !== order.number) return;
    setOrderStatus({ emailSent: order.emailSent, paymentConfirmed: order.paymentConfirmed });
    if (order.paymentConfirmed || !isOnlinePayment(order.paymentMethod)) clearBag();
  }, [order]);

  if (load.status === 'loading' && !order) return <OrderSkeleton />;
  return (
    <>
      <ShopHeader />
      <div className="page order-page">
        {incomplete ? (
          <div className="empty" role="alert">
            <h1>This order link is incomplete</h1>
            <p>
              Order links carry a private key, so that only the person who placed the order can open it. Use
              the whole link from your confirmation email.
            </p>
            <Link className="button" to={paths.orderLookup}>
              Email me the link again
            </Link>
          </div>
        ) : !order ? (
          <div className="empty" role="alert">
            <h1>Order not found</h1>
            <p>{load.error}</p>
            <Link className="button" to={paths.orderLookup}>
              Email me the link again
            </Link>
          </div>
        ) : (
          <OrderDetails
            order={order}
            waiting={waiting}
            // The provider said the payment ended unpaid: nothing is left to check.
            checking={waiting && tries < PAYMENT_POLL_TRIES && order.paymentAtProvider !== 'not_paid'}
            payAgain={waiting && <PayAgain order={order} orderKey={key} onChanged={setOrder} />}
          />
        )}
      </div>
    </>
  );
}

function OrderDetails({
  order,
  waiting,
  checking,
  payAgain,
}: {
  order: PublicOrder;
  waiting: boolean;
  /** Still asking the provider about a payment that may yet arrive. */
  checking: boolean;
  /** The ways on for a shopper who left the provider's page unpaid. */
  payAgain: ReactNode;
}) {
  return (
    <article className="order-confirmation" aria-labelledby="order-title">
      <p className="order-kicker">Order {order.number}</p>
      <h1 id="order-title">{heading(order)}</h1>
      <p className="order-lead">{lead(order)}</p>
      <dl className="order-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`status ${stageClass(order)}`}>{shopperStageText(order)}</span>
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {shopperPaymentText(order)}
            {dueOnDeliveryText(order) && (
              <>
                <br />
                <strong>{dueOnDeliveryText(order)}</strong>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{order.shippingMethod === 'pickup' ? 'Pickup' : 'Delivery to'}</dt>
          <dd>
            {order.recipientName}
            <br />
            {order.shippingMethod === 'pickup' ? pickupText(order.stage) : order.address}
            <br />
            {order.phone}
          </dd>
        </div>
        {order.pickup && (
          <div>
            <dt>Collect it at</dt>
            <dd>
              {order.pickup.address}
              <br />
              {order.pickup.hours}
            </dd>
          </div>
        )}
        <ShopperFulfilmentFacts order={order} />
      </dl>
      {/* An online payment awaited has its own notice below, with the ways to pay. */}
      {order.paymentInstructions && !waiting && (
        <div className="notice order-instructions" role="status">
          <p>
            <strong>How to pay</strong>
          </p>
          <p>{order.paymentInstructions}</p>
        </div>
      )}
      {waiting && (
        <div className="notice notice-warning" role="status">
          {checking ? (
            <p>
              <Spinner label="Checking your payment" /> Checking with the payment provider…
            </p>
          ) : (
            <p>
              <strong>We haven’t received your payment.</strong> If you paid, it shows here once the payment
              provider confirms it: reload this page in a moment.
            </p>
          )}
        </div>
      )}
      {payAgain}
      <h2>Items</h2>
      <ul className="bag-lines" aria-label="Items in your order">
        {order.lines.map((line) => (
          <LineItem
            key={variantKey(line)}
            imageUrl={line.imageUrl}
            name={<span className="bag-line-name">{line.name}</span>}
            color={line.color}
            size={line.size}
            quantity={line.quantity}
            quantityNote={takenOffText(line)}
            kobo={line.unitPriceKobo * line.quantity}
          />
        ))}
      </ul>
      <OrderTotals order={order} />
      <VatNote order={order} />
      <OrderChanges order={order} />
      <div className="actions">
        <Link className="button" to={paths.store}>
          Continue shopping
        </Link>
      </div>
    </article>
  );
}
