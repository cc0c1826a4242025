import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/orders/order';
import { ORDER_STAGE_LABELS, ORDER_STAGES, type OrderStage } from '../../../../domain/orders/stage';
import { formatNaira } from '../../../../domain/shared/money';
import { useDocumentMeta } from '../../../components/document-meta';
import { Pager } from '../../../components/pager';
import { Price } from '../../../components/price';
import { useLoad } from '../../../hooks/use-load';
import { formatWhen } from '../../../when';
import { adminPaths } from '../../admin-paths';
import { ListStates } from '../../components/list-states';
import { StageBadges } from '../../components/stage-badges';
import { adminOrdersApi, type OrderPage } from '../../features/orders/orders-api';
import { OrderDeskBar, OrderTick } from './components/order-desk-bar';

function isStage(value: string | null): value is OrderStage {
  return (ORDER_STAGES as readonly string[]).includes(value ?? '');
}

/**
 * Every order, newest first, filtered by where it stands on the desk (to pack, ready for pickup…)
 * and found by number or email. The filter lives in the URL.
 */
export default function AdminOrdersScreen() {
  useDocumentMeta();
  const [search, setSearch] = useSearchParams();
  const stageParam = search.get('stage');
  const stage = isStage(stageParam) ? stageParam : '';
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const [result, setResult] = useState<OrderPage | null>(null);
  // Orders ticked for packing slips, kept while staff page through the list.
  const [ticked, setTicked] = useState<string[]>([]);
  const tick = (number: string, on: boolean) =>
    setTicked((current) => (on ? [...current, number] : current.filter((n) => n !== number)));
  const load = useLoad(
    async (signal) => {
      const loaded = await adminOrdersApi.list({ stage, q, page });
      if (!signal.aborted) setResult(loaded);
    },
    'Failed to retrieve orders',
    { key: `${stage}|${q}|${page}` },
  );

  function update(next: { stage?: string; q?: string; page?: number }) {
    const params = new URLSearchParams(search);
    for (const [name, value] of Object.entries(next)) {
      if (value === undefined || value === '' || value === 1) params.delete(name);
      else params.set(name, String(value));
    }
    setSearch(params);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    update({ q: typed.trim(), page: 1 });
  }

  const orders = result?.orders ?? [];
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Orders</h1>
        {result && <span className="admin-count">{result.total} in all</span>}
      </div>
      <form className="order-filters" aria-label="Find orders" onSubmit={submit}>
        <label className="field">
          <span>Status</span>
          <select value={stage} onChange={(event) => update({ stage: event.target.value, page: 1 })}>
            <option value="">All orders</option>
            {ORDER_STAGES.map((name) => (
              <option key={name} value={name}>
                {ORDER_STAGE_LABELS[name]}
              </option>
            ))}
          </select>
        </label>
        <label className="field order-search">
          <span>Order number or email</span>
          <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit" className="button button-outline">
          Search
        </button>
      </form>
      <OrderDeskBar stage={stage} q={q} selected={ticked} />
      <ListStates
        status={load.status}
        count={orders.length}
        empty={q || stage ? 'No orders match.' : 'No orders yet.'}
        loadError={load.error}
        retry={load.retry}
      />
      {orders.length > 0 && (
        <ul className="admin-rows" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.number} className="admin-row order-row order-row-tickable">
              <OrderTick
                number={order.number}
                ticked={ticked.includes(order.number)}
                onChange={(on) => tick(order.number, on)}
              />
              <div className="admin-row-main">
                <Link className="admin-row-name" to={adminPaths.order(order.number)}>
                  {order.number}
                </Link>
                <span className="admin-row-meta">
                  {order.recipientName} · {order.email}
                </span>
                <span className="admin-row-meta">
                  {formatWhen(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}{' '}
                  · {PAYMENT_METHOD_LABELS[order.paymentMethod]}
                </span>
              </div>
              <span className="order-row-flags">
                <StageBadges order={order} />
                {order.refundOwedKobo > 0 && (
                  <span className="status status-owed">Refund owed {formatNaira(order.refundOwedKobo)}</span>
                )}
              </span>
              <Price kobo={order.totalKobo} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={(next) => update({ page: next })} />
    </section>
  );
}
