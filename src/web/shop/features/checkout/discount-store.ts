import { create } from 'zustand';
import type { CodeAnswer } from '../../../../domain/codes/codes';
import { orderTotal } from '../../../../domain/orders/order-total';

type DiscountState = {
  /** The code the server took for this bag, and what it takes off; null without one. */
  applied: CodeAnswer | null;
  /** Why the code last tried gives nothing, as the code field says it. */
  error: string | null;
  setApplied(applied: CodeAnswer | null): void;
  setError(error: string | null): void;
};

/** The checkout's discount code: the field sets it, the summary and the order read it. */
export const useDiscountStore = create<DiscountState>()((set) => ({
  applied: null,
  error: null,
  setApplied: (applied) => set({ applied, error: null }),
  setError: (error) => set({ error }),
}));

/** What the applied code takes off this delivery fee: all of it for a free-delivery code. */
function deliveryDiscount(applied: CodeAnswer | null, deliveryFee: number | null): number {
  return applied?.freeDelivery ? (deliveryFee ?? 0) : 0;
}

/**
 * What the order comes to with the code applied, at this delivery fee (none yet: nothing): the one
 * total the checkout shows, on its summary and its Pay button, and records, worked out as the
 * server works out what it charges.
 */
export function checkoutTotal(
  applied: CodeAnswer | null,
  subtotal: number,
  deliveryFee: number | null,
): number {
  return orderTotal({
    subtotalKobo: subtotal,
    discountKobo: applied?.discountKobo ?? 0,
    deliveryFeeKobo: deliveryFee ?? 0,
    deliveryDiscountKobo: deliveryDiscount(applied, deliveryFee),
  });
}

/** The code applied, and the checkout's total with it. */
export function useCheckoutTotal({
  subtotal,
  deliveryFee,
}: {
  subtotal: number;
  deliveryFee: number | null;
}) {
  const applied = useDiscountStore((state) => state.applied);
  return { applied, total: checkoutTotal(applied, subtotal, deliveryFee) };
}
