import { useState } from 'react';
import { Link } from 'react-router';
import { variantKey } from '../../../../domain/catalog/catalog';
import type { LaunchReport } from '../../../../domain/launch/checklist';
import type { DashboardFigures } from '../../../../domain/orders/order';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { Price } from '../../../components/price';
import { useLoad } from '../../../hooks/use-load';
import { formatWhen } from '../../../when';
import { adminPaths } from '../../admin-paths';
import { useCan } from '../../features/auth/staff-session';
import { BackupsPanel } from '../../features/backups/backups-panel';
import { launchApi } from '../../features/launch/launch-api';
import { LaunchChecklist } from '../../features/launch/launch-checklist';
import { adminOrdersApi } from '../../features/orders/orders-api';

/** What each figure counts, said under it (the server's rules, in dashboard.ts). */
const ORDERS_NOTE = 'Placed, not cancelled';
const REVENUE_NOTE = 'Confirmed payments only';

/**
 * What is left before the shop is real, then today and this month at a glance, what waits for
 * staff, what is about to sell out, and the backups (the owner downloads them and takes one now);
 * the release that runs at the foot.
 */
export default function AdminDashboardScreen() {
  useDocumentMeta();
  const [figures, setFigures] = useState<DashboardFigures | null>(null);
  const [launch, setLaunch] = useState<LaunchReport | null>(null);
  // The launch checklist and the backup are for roles that hold them (owners and managers).
  const can = useCan();
  const seesLaunch = can('launch');
  // A role that cannot change products (fulfilment) reads their names, with no link to a form it cannot save.
  const editsProducts = can('catalog.write');
  const load = useLoad(async () => {
    const [dashboard, report] = await Promise.all([
      adminOrdersApi.dashboard(),
      seesLaunch ? launchApi.report() : null,
    ]);
    setFigures(dashboard);
    setLaunch(report);
  }, 'Failed to retrieve the dashboard');
  return (
    <section className="admin-page">
      <h1>Dashboard</h1>
      {load.status === 'error' && (
        <p className="notice" role="alert">
          The figures could not be loaded: {load.error}{' '}
          <button type="button" className="link-button" onClick={load.retry}>
            Try again
          </button>
        </p>
      )}
      {!figures && load.status === 'loading' && <Spinner label="Loading" />}
      {figures && <RefusedRefunds refunds={figures.refusedRefunds} />}
      {figures && <PaidTwice payments={figures.paidTwice} />}
      {launch && (
        <LaunchChecklist
          items={launch.items}
          emailTest={launch.emailTest}
          canTestEmail={can('backups')}
          onChanged={load.retry}
        />
      )}
      {figures && (
        <>
          <div className="stat-grid">
            <Stat label="Orders today" value={String(figures.today.orders)} note={ORDERS_NOTE} />
            <Stat
              label="Revenue today"
              value={<Price kobo={figures.today.revenueKobo} />}
              note={REVENUE_NOTE}
            />
            <Stat label="Orders this month" value={String(figures.month.orders)} note={ORDERS_NOTE} />
            <Stat
              label="Revenue this month"
              value={<Price kobo={figures.month.revenueKobo} />}
              note={REVENUE_NOTE}
            />
            <Stat
              label="To pack"
              value={String(figures.toPack)}
              to={adminPaths.ordersAt('to_pack')}
              note="Paid, or paid on delivery"
            />
            <Stat
              label="Ready for pickup"
              value={String(figures.readyForPickup)}
              to={adminPaths.ordersAt('ready_for_pickup')}
              note="Waiting at the counter"
            />
            <Stat
              label="Awaiting payment"
              value={String(figures.awaitingPayment)}
              to={adminPaths.ordersAt('awaiting_payment')}
              note="Online or by transfer"
            />
            <Stat
              label="Reminders sent"
              value={String(figures.reminders.sent)}
              note="This month, for bags left at checkout"
            />
            <Stat
              label="Orders after a reminder"
              value={String(figures.reminders.ordersAfter)}
              note="Same email, within 7 days"
            />
            <Stat
              label="Orders with a code"
              value={String(figures.codes.orders)}
              to={can('codes') ? adminPaths.codes : undefined}
              note={
                figures.codes.top
                  ? `This month; most used: ${figures.codes.top.code} (${figures.codes.top.orders})`
                  : 'This month'
              }
            />
            <Stat
              label="Codes took off"
              value={<Price kobo={figures.codes.discountKobo} />}
              note="This month, items and delivery"
            />
          </div>
          <h2>Low stock</h2>
          {launch?.products === 0 ? (
            <p className="admin-empty">
              No products yet: <Link to={adminPaths.newProduct}>add the first one</Link>.
            </p>
          ) : figures.lowStock.length === 0 ? (
            <p className="admin-empty">Every variant has more than 5 left.</p>
          ) : (
            <table className="admin-table admin-table-figures" aria-label="Low stock">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Variant</th>
                  <th scope="col">Left</th>
                </tr>
              </thead>
              <tbody>
                {figures.lowStock.map((row) => (
                  <tr key={variantKey(row)}>
                    <td>
                      {editsProducts ? (
                        <Link to={adminPaths.editProduct(row.productId)}>{row.name}</Link>
                      ) : (
                        row.name
                      )}
                    </td>
                    <td>
                      {row.color} · {row.size}
                    </td>
                    <td className={row.quantity === 0 ? 'sold-out' : undefined}>
                      {row.quantity === 0 ? 'Sold out' : row.quantity}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {launch && <BackupsPanel onTaken={load.retry} />}
      {launch && (
        <p className="admin-version">
          Stagefront {launch.version} · {/* A page the server writes, not a screen of the app. */}
          <a href="/api/admin/reference">API reference</a>
        </p>
      )}
    </section>
  );
}

/** Refunds Paystack refused, first on the page while any waits: each links to its order. */
function RefusedRefunds({ refunds }: { refunds: DashboardFigures['refusedRefunds'] }) {
  if (refunds.length === 0) return null;
  return (
    <section className="notice notice-warning refused-refunds" role="alert" aria-label="Refunds refused">
      <h2>
        Paystack refused {refunds.length === 1 ? 'a refund' : `${refunds.length} refunds`}: refund again or by
        hand
      </h2>
      <ul>
        {refunds.map((refund) => (
          <li key={`${refund.number}-${refund.at}`}>
            <Link to={adminPaths.order(refund.number)}>{refund.number}</Link> ·{' '}
            <Price kobo={refund.amountKobo} /> · {formatWhen(refund.at)}
            {refund.message && <span className="admin-row-meta"> · Paystack said: {refund.message}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Shoppers who paid an order twice, while the second payment's money has not gone back: being
 * refunded through Paystack, or refused by it (an alert, first on the page: refund it again).
 */
function PaidTwice({ payments }: { payments: DashboardFigures['paidTwice'] }) {
  if (payments.length === 0) return null;
  const refused = payments.some((payment) => payment.refundStatus === 'failed');
  return (
    <section
      className={`notice ${refused ? 'notice-warning ' : ''}refused-refunds`}
      role={refused ? 'alert' : undefined}
      aria-label="Paid twice"
    >
      <h2>Paid twice: {payments.length === 1 ? 'a payment' : `${payments.length} payments`} to give back</h2>
      <ul>
        {payments.map((payment) => (
          <li key={payment.reference}>
            <Link to={adminPaths.order(payment.number)}>{payment.number}</Link> ·{' '}
            <Price kobo={payment.amountKobo} /> ·{' '}
            {payment.refundStatus === 'failed'
              ? 'Paystack refused the refund: refund it again from the order'
              : 'being refunded through Paystack'}{' '}
            · {formatWhen(payment.at)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stat({
  label,
  value,
  to,
  note,
}: {
  label: string;
  value: React.ReactNode;
  to?: string;
  note?: string;
}) {
  const body = (
    <>
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
      {note && <span className="stat-note">{note}</span>}
    </>
  );
  return to ? (
    <Link className="stat" to={to}>
      {body}
    </Link>
  ) : (
    <div className="stat">{body}</div>
  );
}
