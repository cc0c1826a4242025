import type { ContactForm, DeliveryPlace, Parcel, Position } from './checkout-schema';

/**
 * Checkout rules, texts and constants. The zod schemas (the API contract) live in
 * checkout-schema.ts so that the web app loads no zod.
 */
export type {
  ContactForm,
  DeliveryLocation,
  DeliveryPlace,
  DeliveryProvider,
  DeliveryQuote,
  DeliveryQuoteRequest,
  Parcel,
  Position,
} from './checkout-schema';

/** Step 0's messages, in the order they are checked (specification section 5). */
export const CONTACT_MESSAGES = {
  firstName: 'Please Input your firstname',
  lastName: 'Please Input your lastname',
  email: 'Please ensure you entered a working email address',
  phone: 'Please input a phone number',
  phoneShape: 'Please enter a Nigerian phone number, like 0803 123 4567',
  address: 'Please input your house address',
  region: 'Please ensure all fields have been filled',
} as const;

export type ContactField = keyof ContactForm;
export type ContactValidation = {
  /** Every failed check's message, in checking order; empty when the form may go on. */
  messages: string[];
  /** The message to show next to each failing field. */
  fields: Partial<Record<ContactField, string>>;
};

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Mobile numbers: 070x, 080x, 081x, 090x, 091x after a leading 0 or the +234 country code.
const nigerianMobile = /^(?:\+?2340?|0)[789][01]\d{8}$/;

function blank(value: string | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** True for 0803 123 4567, 08031234567, +234 803 123 4567 or 2348031234567 (spaces and dashes allowed). */
export function isNigerianPhone(phone: string): boolean {
  return nigerianMobile.test(phone.replace(/[\s\-().]/g, ''));
}

/** Checks step 0 in the specified order; apartment and postal code are optional. */
export function validateContact(form: ContactForm): ContactValidation {
  const messages: string[] = [];
  const fields: ContactValidation['fields'] = {};
  function fail(field: ContactField, message: string) {
    messages.push(message);
    fields[field] = message;
  }

  if (blank(form.firstName)) fail('firstName', CONTACT_MESSAGES.firstName);
  if (blank(form.lastName)) fail('lastName', CONTACT_MESSAGES.lastName);
  if (!simpleEmail.test(form.email.trim())) fail('email', CONTACT_MESSAGES.email);
  if (blank(form.phone)) fail('phone', CONTACT_MESSAGES.phone);
  else if (!isNigerianPhone(form.phone)) fail('phone', CONTACT_MESSAGES.phoneShape);
  if (blank(form.address)) fail('address', CONTACT_MESSAGES.address);

  // One message for the three, but every blank one is marked, so the shopper sees which.
  const blankRegion = (['city', 'state', 'country'] as const).filter((field) => blank(form[field]));
  if (blankRegion.length > 0) messages.push(CONTACT_MESSAGES.region);
  for (const field of blankRegion) fields[field] = CONTACT_MESSAGES.region;

  return { messages, fields };
}

/** The one country the shop delivers to, as the checkout offers it. */
export const DELIVERY_COUNTRY = 'Nigeria';

/** Delivery goes within Nigeria only; the country may be written out or as its code. */
export function isNigeria(country: string): boolean {
  return /^(nigeria|ng)$/i.test(country.trim());
}

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

/** Where and when a shopper who chose pickup collects the order, as the shop says it. */
export type PickupPoint = { address: string; hours: string };

export const DEFAULT_PICKUP_HOURS = 'Monday to Saturday, 10 am to 6 pm';

/** What a shopper is told about the shop: GET /api/shop. */
export type ShopInfo = { pickup: PickupPoint; contactEmail: string | null };

/** What the shopper reads when delivery cannot be priced; pickup always stays open. */
export const DELIVERY_MESSAGES = {
  unavailable: 'We could not get a delivery price right now. Please try again, or choose pickup.',
  locationsUnavailable: 'We could not load the delivery areas right now. Please try again.',
  misconfigured:
    "Delivery prices are unavailable because of a problem with the shop's delivery set-up. Please choose pickup, or try again later.",
  notOffered: 'We could not find a delivery option for this address. Please check it, or choose pickup.',
  unknownState: 'Please choose your state from the list.',
  outsideNigeria: 'We only deliver within Nigeria.',
} as const;
