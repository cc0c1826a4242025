import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentMethod } from '../../../../domain/orders/order';
import { ApiError } from '../../../api-client';
import { useCartStore } from '../../../state/cart-store';
import { useDiscountStore } from './discount-store';
import { placeOrder } from './order-api';
import { type Checkout, checkoutReminder } from './use-checkout';

/**
 * Step 2's action: sends the bag (what and how many, never prices), the address and the chosen
 * methods; the server prices everything. A manual payment goes straight to the confirmation page;
 * an online one to the provider's payment page, which sends the shopper back to it.
 * `onStockRanOut`: stock ran out while the shopper was checking out, and the screen brings the bag
 * up to date with the shop, which says what changed.
 */
export function usePlaceOrder(checkout: Checkout, onStockRanOut: () => void) {
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function place(paymentMethod: PaymentMethod) {
    const { bag, checkoutForm, unpaidOrder, setDeliveryDetails, setOrderStatus, setUnpaidOrder, clearBag } =
      useCartStore.getState();
    const discount = useDiscountStore.getState();
    setPlacing(true);
    setError(null);
    try {
      const { listTicked } = await checkoutReminder();
      const placed = await placeOrder({
        lines: bag.map((line) => ({
          productId: line.product.id,
          color: line.color,
          size: line.size,
          quantity: line.quantity,
        })),
        contact: checkoutForm,
        shippingMethod: checkout.method,
        position: checkout.position,
        paymentMethod,
        joinList: listTicked(),
        // This browser's order left unpaid at the provider gives its stock back first.
        ...(unpaidOrder ? { replaces: unpaidOrder } : {}),
        // The code is checked again and its use taken as the order is placed.
        ...(discount.applied ? { code: discount.applied.code } : {}),
      });
      const key = new URL(placed.confirmationPath, window.location.origin).searchParams.get('key') ?? '';
      // What the order holds stays the shopper's in the bag while it waits for the payment.
      const lines = placed.order.lines.map(({ productId, color, size, quantity }) => ({
        productId,
        color,
        size,
        quantity,
      }));
      setUnpaidOrder(placed.paymentUrl ? { number: placed.order.number, key, lines } : null);
      setDeliveryDetails({
        orderNumber: placed.order.number,
        deliveryFee: placed.order.deliveryFeeKobo,
        orderTotal: placed.order.totalKobo,
      });
      setOrderStatus({ emailSent: placed.order.emailSent, paymentConfirmed: placed.order.paymentConfirmed });
      if (placed.paymentUrl) {
        window.location.assign(placed.paymentUrl);
        return;
      }
      clearBag();
      discount.setApplied(null);
      navigate(placed.confirmationPath);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      console.error(`Placing the order failed: ${message}`);
      setError(message);
      setPlacing(false);
      // The code was refused as the order was placed (used up meanwhile): it comes off, and the
      // shopper sees the price without it before placing the order again.
      const codeRefused = failure instanceof ApiError ? failure.fields.code : undefined;
      if (codeRefused) {
        discount.setApplied(null);
        discount.setError(codeRefused);
      } else if (failure instanceof ApiError && failure.status === 409) onStockRanOut();
    }
  }

  return { place, placing, error };
}
