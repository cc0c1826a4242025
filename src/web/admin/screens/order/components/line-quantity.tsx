import { takenOffText } from '../../../../../domain/orders/adjustments';
import type { AdminOrder } from '../../../../../domain/orders/order';

type Line = Pick<AdminOrder['lines'][number], 'quantity' | 'cancelledQuantity' | 'returnedQuantity'>;

/**
 * The Items table's quantity: as placed, with what was cancelled or returned beside it, e.g.
 * "3 (1 cancelled)", so staff see at a glance what is still to send.
 */
export function LineQuantity({ line }: { line: Line }) {
  const taken = takenOffText(line);
  if (!taken) return <>{line.quantity}</>;
  const left = line.quantity - line.cancelledQuantity - line.returnedQuantity;
  return (
    <span title={`${left} still on the order`}>
      {line.quantity} <span className="admin-row-meta">({taken})</span>
    </span>
  );
}
