import { create } from 'zustand';
import type { CodeAnswer } from '../../../../domain/codes/codes';

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
export function deliveryDiscount(applied: CodeAnswer | null, deliveryFee: number | null): number {
  return applied?.freeDelivery ? (deliveryFee ?? 0) : 0;
}
