import '../../../../styles/order-desk.css';
import { Link } from 'react-router';
import type { OrderStage } from '../../../../../domain/orders/stage';
import { adminPaths } from '../../../admin-paths';
import { PersonalDataLink } from '../../../components/personal-data-link';
import { useCan } from '../../../features/auth/staff-session';
import { adminOrdersApi } from '../../../features/orders/orders-api';

/** Above the orders: download the list's filter as CSV, and print the packing slips of the ticked orders. */
export function OrderDeskBar({
  stage,
  q,
  selected,
}: {
  stage: OrderStage | '';
  q: string;
  selected: readonly string[];
}) {
  // The export holds shoppers' addresses: only for roles allowed exports with personal data.
  const canExport = useCan()('export.personal');
  return (
    <div className="order-desk-bar">
      {canExport && (
        <PersonalDataLink
          className="button button-outline button-small"
          href={adminOrdersApi.exportUrl({ stage, q })}
        >
          Export CSV
        </PersonalDataLink>
      )}
      {selected.length > 0 ? (
        <Link className="button button-accent button-small" to={adminPaths.packingSlips(selected)}>
          Print packing slips ({selected.length})
        </Link>
      ) : (
        <span className="hint">Tick orders to print their packing slips.</span>
      )}
    </div>
  );
}

/** A tick box on an order's row, to print its packing slip with others. */
export function OrderTick({
  number,
  ticked,
  onChange,
}: {
  number: string;
  ticked: boolean;
  onChange(ticked: boolean): void;
}) {
  return (
    <input
      type="checkbox"
      className="order-select"
      aria-label={`Select order ${number}`}
      checked={ticked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
