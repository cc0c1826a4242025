import { useEffect, useId, useState } from 'react';
import { STOCK_MOVEMENT_LABELS, type StockMovement } from '../../../../domain/stock/stock-ledger';
import { problemOf } from '../../../api-client';
import { formatWhen } from '../../../when';
import { stockApi } from './stock-api';

type Props = { productId: string; color: string; size: string };

/** A variant's stock movements, newest first, a page at a time. */
export function StockHistoryList({ productId, color, size }: Props) {
  const headingId = useId();
  const [movements, setMovements] = useState<StockMovement[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  function load(before: number | null) {
    setLoading(true);
    setError(null);
    stockApi.stockHistory(productId, color, size, before).then(
      (page) => {
        setMovements((shown) => (before === null ? page.movements : [...shown, ...page.movements]));
        setNext(page.next);
        setLoading(false);
      },
      (failure: unknown) => {
        setError(problemOf(failure).message);
        setLoading(false);
      },
    );
  }
  useEffect(() => load(null), [productId, color, size]);

  return (
    <div className="stock-history">
      <h3 id={headingId}>
        History of {color}, {size}
      </h3>
      {error && (
        <p className="notice notice-warning" role="alert">
          {error}
        </p>
      )}
      {!loading && !error && movements.length === 0 && <p className="admin-empty">No movements yet.</p>}
      {movements.length > 0 && (
        <ol className="stock-movements" aria-labelledby={headingId}>
          {movements.map((movement) => (
            <li key={movement.id}>
              <span className={movement.delta < 0 ? 'stock-delta stock-delta-out' : 'stock-delta'}>
                {movement.delta > 0 ? `+${movement.delta}` : movement.delta}
              </span>
              <span className="stock-kind">
                {STOCK_MOVEMENT_LABELS[movement.kind]}
                {movement.orderNumber && ` · ${movement.orderNumber}`}
                {movement.note && ` · ${movement.note}`}
              </span>
              <span className="stock-after">{movement.quantityAfter} left</span>
              <span className="stock-who">
                {formatWhen(movement.at)} · {movement.staffEmail ?? 'the shop'}
              </span>
            </li>
          ))}
        </ol>
      )}
      {loading && <p className="hint">Loading…</p>}
      {next !== null && !loading && (
        <button type="button" className="button button-outline button-small" onClick={() => load(next)}>
          Show older
        </button>
      )}
    </div>
  );
}
