import type { DeliveryPlace, Parcel, Position } from './contract';

export {
  CONTACT_MESSAGES,
  isNigerianPhone,
  validateContact,
} from './contact';
/**
 * Checkout rules, texts and constants. The zod schemas (the API contract) live in
 * contract.ts so that the web app loads no zod.
 */
export type {
  ContactForm,
  DeliveryLocation,
  DeliveryPlace,
  DeliveryProvider,
  DeliveryQuote,
  DeliveryQuoteRequest,
  Parcel,
  PickupPoint,
  Position,
  ShopInfo,
} from './contract';
export {
  DELIVERY_COUNTRY,
  DELIVERY_MESSAGES,
  isNigeria,
  noDeliveryMessage,
  offersPickup,
  pickupOnlyMessage,
} from './delivery';

export const SHIPPING_METHODS = ['shipping', 'pickup'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'shipping';

/**
 * The delivery fee in kobo for a method: pickup is free; shipping costs the quote, and is null
 * while there is no quote, so a failed quote is never shown or charged as ₦0.
 */
export function deliveryFee(method: ShippingMethod, quotedKobo: number | null): number | null {
  return method === 'pickup' ? 0 : quotedKobo;
}

/** The parcel every delivery is priced for (specification section 9). */
export const DEFAULT_PARCEL: Parcel = { weight: 5, length: 20, width: 15, height: 10 };

/** Where checkout prices from when the device's position cannot be read: the Lagos mainland. */
export const FALLBACK_POSITION: Position = { lat: 6.5244, long: 3.3792 };

/** The shop's pickup point unless configured otherwise: an estate in Lagos. */
export const DEFAULT_PICKUP: DeliveryPlace = {
  address: 'Lekki Phase 1 Estate, Lekki',
  state: 'Lagos',
  country: 'Nigeria',
  lat: 6.4285,
  long: 3.4904,
};

export const DEFAULT_PICKUP_HOURS = 'Monday to Saturday, 10 am to 6 pm';
