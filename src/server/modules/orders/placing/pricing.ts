import { DELIVERY_MESSAGES, isNigeria } from '../../../../domain/checkout/checkout';
import type { PlaceOrderRequest } from '../../../../domain/orders/contract';
import { BadRequestError } from '../../../http/errors';
import { deliveryHttpError } from '../../../providers/delivery/http-errors';
import type { OrderContext } from '../context';

/** The delivery fee, from the delivery service: nothing for a pickup, and only within Nigeria. */
export async function deliveryFee(
  { delivery, log }: OrderContext,
  request: PlaceOrderRequest,
): Promise<{ feeKobo: number; provider: string | null }> {
  if (request.shippingMethod === 'pickup') return { feeKobo: 0, provider: null };
  const { contact, position } = request;
  if (!isNigeria(contact.country))
    throw new BadRequestError(DELIVERY_MESSAGES.outsideNigeria, {
      country: DELIVERY_MESSAGES.outsideNigeria,
    });
  try {
    const quote = await delivery.quote({
      address: [contact.address, contact.apartment]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', '),
      city: contact.city.trim(),
      state: contact.state.trim(),
      country: 'Nigeria',
      lat: position.lat,
      long: position.long,
    });
    return { feeKobo: quote.feeKobo, provider: quote.provider };
  } catch (error) {
    throw deliveryHttpError(error, log, DELIVERY_MESSAGES.unavailable);
  }
}
