import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { variantKey } from '../../../../domain/catalog/catalog';
import {
  type AdminOrder,
  type OrderAction,
  type OrderEventKind,
  PAYMENT_METHOD_LABELS,
} from '../../../../domain/orders/order';
import { ADMIN_PAGES } from '../../../../domain/pages/admin-pages';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { Price } from '../../../components/price';
import { OrderTotals } from '../../../components/totals';
import { useLoad } from '../../../hooks/use-load';
import { formatWhen } from '../../../when';
import { adminPaths } from '../../admin-paths';
import { useConfirm } from '../../components/confirm-dialog';
import { StageBadges } from '../../components/stage-badges';
import { useCan } from '../../features/auth/staff-session';
import { adminOrdersApi } from '../../features/orders/orders-api';
import { AdjustmentList, DisputeList } from './components/adjustment-list';
import { ExtraPaymentList } from './components/extra-payment-list';
import { LineQuantity } from './components/line-quantity';
import {
  actionLabel,
  asksForDetails,
  cancelsWithRefund,
  FulfilmentFacts,
  FulfilmentForm,
} from './components/order-fulfilment';
import { RefundPanel } from './components/refund-panel';
import { RefusedRefundAlert } from './components/refused-refund';

/** A history entry's name; an order sent out reads as shipped, or as ready at the counter for pickup. */
function eventLabel(kind: OrderEventKind, order: AdminOrder): string {
  if (kind !== 'fulfilled') return EVENT_LABELS[kind];
  return order.shippingMethod === 'pickup' ? 'Ready for pickup' : 'Shipped';
}

const EVENT_LABELS: Record<OrderEventKind, string> = {
  placed: 'Placed',
  payment_started: 'Online payment started',
  paid: 'Paid',
  payment_failed: 'Payment problem',
  fulfilled: 'Fulfilled',
  collected: 'Collected',
  cancelled: 'Cancelled',
  expired: 'Expired unpaid',
  email_sent: 'Email sent',
  late_payment: 'Paid after cancelling',
  payment_method_changed: 'Payment method changed',
  units_cancelled: 'Units cancelled',
  units_returned: 'Units returned',
  refunded: 'Refund',
  refund_failed: 'Refund failed',
  disputed: 'Payment disputed',
  paid_twice: 'Paid twice',
};

const CONFIRM: Partial<Record<OrderAction, string>> = {
  cancel:
    'Cancel this order? Its items go back into stock and the shopper is emailed. Refund any payment below.',
  mark_paid: 'Mark this order as paid? Only do this once the money has arrived.',
  restore:
    'Restore this order? Its items are taken off the shelf again, and the shopper is sent the order confirmation.',
};

/** One order: what, for whom, where, its history, and what staff can do next. */
export default function AdminOrderScreen() {
  const { number = '' } = useParams();
  useDocumentMeta({ title: `${ADMIN_PAGES.order.title} ${number}` });
  const [order, setOrder] = useState<AdminOrder | null>(null);
  const [busy, setBusy] = useState<OrderAction | null>(null);
  // An action that asks for details first (courier and tracking, or the pickup code).
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Each "Cancel and refund…" fills the refund panel with the whole order again.
  const [wholeOrder, setWholeOrder] = useState(0);
  // Money back is a manager's or an owner's: without it the refund panel and its ways in are hidden.
  const canRefund = useCan()('orders.refund');
  const confirm = useConfirm();
  const load = useLoad(
    async () => setOrder(await adminOrdersApi.order(number)),
    'Failed to retrieve the order',
  );

  async function act(action: OrderAction) {
    const question = CONFIRM[action];
    if (question && order && !(await confirm.ask(question, actionLabel(action, order)))) return;
    setBusy(action);
    setError(null);
    try {
      setOrder(await adminOrdersApi.act(number, action));
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      console.error(`Failed to update the order: ${reason}`);
      setError(reason);
      // Someone else may have moved it: show where it stands now.
      adminOrdersApi.order(number).then(setOrder, () => {});
    } finally {
      setBusy(null);
    }
  }

  if (!order) {
    return (
      <section className="admin-page">
        <Link to={adminPaths.orders} className="back-link">
          ← All orders
        </Link>
        {load.status === 'error' ? (
          <p className="notice" role="alert">
            This order could not be loaded: {load.error}{' '}
            <button type="button" className="link-button" onClick={load.retry}>
              Try again
            </button>
          </p>
        ) : (
          <Spinner label="Loading" />
        )}
      </section>
    );
  }

  return (
    <section className="admin-page admin-order">
      <Link to={adminPaths.orders} className="back-link">
        ← All orders
      </Link>
      <div className="admin-title">
        <h1>Order {order.number}</h1>
        <StageBadges order={order} />
      </div>
      <RefusedRefundAlert order={order} />
      {confirm.dialog}
      {error && (
        <p className="notice notice-warning" role="alert">
          {error}
        </p>
      )}
      <div className="order-desk-bar">
        <Link className="button button-outline button-small" to={adminPaths.packingSlips([order.number])}>
          Print packing slip
        </Link>
      </div>
      {order.actions.length > 0 && (
        <div className="order-actions">
          {order.actions
            .filter((action) => canRefund || !cancelsWithRefund(action, order))
            .map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'cancel' ? 'button button-outline' : 'button button-accent'}
                disabled={busy !== null}
                onClick={() => {
                  if (cancelsWithRefund(action, order)) setWholeOrder((n) => n + 1);
                  else if (asksForDetails(action, order)) setAsking(action);
                  else void act(action);
                }}
              >
                {busy === action ? 'Saving…' : actionLabel(action, order)}
              </button>
            ))}
        </div>
      )}
      {asking && order.actions.includes(asking) && (
        <FulfilmentForm
          order={order}
          action={asking}
          onDone={(next) => {
            setOrder(next);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      <DisputeList disputes={order.disputes} />
      <ExtraPaymentList order={order} onChanged={canRefund ? setOrder : undefined} />
      <div className="admin-order-grid">
        <dl className="order-facts">
          <div>
            <dt>Placed</dt>
            <dd>{formatWhen(order.createdAt)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>
              {PAYMENT_METHOD_LABELS[order.paymentMethod]} —{' '}
              {order.paymentConfirmed ? 'confirmed' : 'not confirmed'}
              {order.paymentReference && (
                <span className="admin-row-meta"> Ref {order.paymentReference}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Customer</dt>
            <dd>
              {order.recipientName}
              <br />
              <a href={`mailto:${order.email}`}>{order.email}</a>
              <br />
              <a href={`tel:${order.phone.replace(/\s/g, '')}`}>{order.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{order.shippingMethod === 'pickup' ? 'Pickup' : 'Deliver to'}</dt>
            <dd>{order.shippingMethod === 'pickup' ? 'Collects from the shop' : order.address}</dd>
          </div>
          <div>
            <dt>Confirmation email</dt>
            <dd>{order.emailSent ? 'Sent' : 'Not sent yet'}</dd>
          </div>
          <FulfilmentFacts order={order} />
        </dl>
        <div>
          <h2>Items</h2>
          <table className="admin-table admin-table-figures">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Qty</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={variantKey(line)}>
                  <td>
                    {line.name}
                    <span className="admin-row-meta">
                      {' '}
                      {line.color} · {line.size}
                    </span>
                  </td>
                  <td>
                    <LineQuantity line={line} />
                  </td>
                  <td>
                    <Price kobo={line.unitPriceKobo * line.quantity} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <OrderTotals order={order} pickupFree={false} />
        </div>
      </div>
      <AdjustmentList
        adjustments={order.adjustments}
        number={order.number}
        onChecked={canRefund ? setOrder : undefined}
      />
      {canRefund && <RefundPanel order={order} onDone={setOrder} wholeOrder={wholeOrder} />}
      <h2>History</h2>
      <ol className="order-history">
        {order.events.map((event, index) => (
          <li key={index}>
            <span className="order-history-what">{eventLabel(event.kind, order)}</span>
            <span className="admin-row-meta">
              {formatWhen(event.at)} · {event.staffEmail ?? 'automatic'}
            </span>
            {event.note && <span className="order-history-note">{event.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
