import { ORDER_STAGE_LABELS, type OrderStage, paymentBadge } from '../../../domain/orders/stage';

/** Where an order stands on the desk, and its money beside it: "To pack" · "Pay on delivery". */
export function StageBadges({ order }: { order: { stage: OrderStage; paymentConfirmed: boolean } }) {
  const money = paymentBadge(order);
  return (
    <span className="stage-badges">
      <span className={`status status-${order.stage}`}>{ORDER_STAGE_LABELS[order.stage]}</span>
      {money && (
        <span className={`status status-money ${order.paymentConfirmed ? 'status-paid' : 'status-due'}`}>
          {money}
        </span>
      )}
    </span>
  );
}
