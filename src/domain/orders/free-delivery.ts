/**
 * The code that made an order's delivery free (a free-delivery code took all of the fee), or null:
 * the delivery was charged, or collected.
 */
export function freeDeliveryCode(order: {
  discountCode: string | null;
  deliveryFeeKobo: number;
  deliveryDiscountKobo: number;
}): string | null {
  const charged = order.deliveryFeeKobo - order.deliveryDiscountKobo;
  return charged === 0 && order.deliveryDiscountKobo > 0 ? order.discountCode : null;
}
