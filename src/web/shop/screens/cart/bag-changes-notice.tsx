import type { BagChange } from '../../../../domain/checkout/bag';
import { formatNaira } from '../../../../domain/shared/money';
import { useCartStore } from '../../../state/cart-store';

function describe(change: BagChange): string {
  switch (change.kind) {
    case 'removed':
      return `${change.name} is no longer available and was taken out of your bag.`;
    case 'sold-out':
      return `${change.name} (${change.color}, ${change.size}) has sold out and was taken out of your bag.`;
    case 'price':
      return `${change.name} now costs ${formatNaira(change.to)} (was ${formatNaira(change.from)}).`;
    case 'reduced':
      return `Only ${change.to} of ${change.name} (${change.color}, ${change.size}) left, so your bag now has ${change.to}.`;
  }
}

/** Tells the shopper, once, what changed in their bag since they last saw the shop. */
export function BagChangesNotice() {
  const changes = useCartStore((state) => state.bagChanges);
  const dismiss = useCartStore((state) => state.dismissBagChanges);
  if (changes.length === 0) return null;
  const messages = [...new Set(changes.map(describe))];
  return (
    <div className="notice notice-warning" role="status">
      <p>Your bag was updated:</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
