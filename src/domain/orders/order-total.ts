/** The figures an order's total is made of, in kobo, as the order keeps them. */
type TotalParts = {
  subtotalKobo: number;
  /** What a discount code took off the items. */
  discountKobo: number;
  deliveryFeeKobo: number;
  /** What a free-delivery code took off the delivery fee. */
  deliveryDiscountKobo: number;
};

/**
 * What an order comes to: the one sum the checkout's summary and its Pay button show and the server
 * charges, so the three can never disagree (a Pay button once left the code's discount out).
 */
export function orderTotal(parts: TotalParts): number {
  return parts.subtotalKobo - parts.discountKobo + parts.deliveryFeeKobo - parts.deliveryDiscountKobo;
}
