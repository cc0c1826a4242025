import { z } from 'zod';
import { CONTACT_MESSAGES, validateContact } from './contact';
import { DELIVERY_MESSAGES, isNigeria } from './delivery';

/** The checkout's API contract: the server validates with these, both sides share the types. */

const latitude = z
  .number({ error: 'Latitude must be a number between -90 and 90.' })
  .min(-90, 'Latitude must be a number between -90 and 90.')
  .max(90, 'Latitude must be a number between -90 and 90.');
const longitude = z
  .number({ error: 'Longitude must be a number between -180 and 180.' })
  .min(-180, 'Longitude must be a number between -180 and 180.')
  .max(180, 'Longitude must be a number between -180 and 180.');

export const positionSchema = z.object({ lat: latitude, long: longitude });
export type Position = z.infer<typeof positionSchema>;

/** Kilograms and centimetres, as the delivery provider expects them. */
export const parcelSchema = z.object({
  weight: z.number().positive(),
  length: z.number().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const deliveryPlaceSchema = z.object({
  address: z.string().min(1),
  state: z.string().min(1),
  country: z.string().min(1),
  lat: latitude,
  long: longitude,
});
export type DeliveryPlace = z.infer<typeof deliveryPlaceSchema>;

/** Step 0 as typed; every field is a string, empty when left out. */
export const contactFormSchema = z
  .object({
    email: z.string().max(254),
    phone: z.string().max(40),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    address: z.string().max(300),
    apartment: z.string().max(100).default(''),
    country: z.string().max(100),
    state: z.string().max(100),
    city: z.string().max(100),
    postalCode: z.string().max(20).default(''),
  })
  .superRefine((form, context) => {
    // The same rules, in the same order, as the browser shows them.
    for (const [field, message] of Object.entries(validateContact(form).fields)) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type ContactForm = z.infer<typeof contactFormSchema>;

function required(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters.`);
}

/** POST /api/delivery/quote: where the parcel goes, and the position checkout read or fell back to. */
export const deliveryQuoteRequestSchema = z.object({
  address: required(CONTACT_MESSAGES.address, 300),
  city: required(CONTACT_MESSAGES.region, 100),
  state: required(CONTACT_MESSAGES.region, 100),
  country: required(CONTACT_MESSAGES.region, 100)
    .refine(isNigeria, DELIVERY_MESSAGES.outsideNigeria)
    .transform(() => 'Nigeria'),
  lat: latitude,
  long: longitude,
});
export type DeliveryQuoteRequest = z.infer<typeof deliveryQuoteRequestSchema>;

const deliveryProviderSchema = z.enum(['sendstack', 'rate-table']);
export type DeliveryProvider = z.infer<typeof deliveryProviderSchema>;

/** The answer to a quote: the fee in integer kobo and who priced it. */
export const deliveryQuoteSchema = z.object({
  feeKobo: z.number().int().nonnegative(),
  provider: deliveryProviderSchema,
  /** The provider's name for the service, when it has one. */
  service: z.string().optional(),
  /** The provider's delivery time, as text ("1-2 days"), when it gives one. */
  timeline: z.string().optional(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/**
 * GET /api/delivery/locations: every state a shopper may live in, each with its local areas (the
 * city choices), and whether standard delivery goes there; where it does not, the order is picked up.
 */
const deliveryLocationSchema = z.object({
  state: z.string(),
  locals: z.array(z.string()),
  delivers: z.boolean(),
});
export type DeliveryLocation = z.infer<typeof deliveryLocationSchema>;
export const deliveryLocationListSchema = z.array(deliveryLocationSchema);

/** Where and when a shopper who chose pickup collects the order, as the shop says it. */
export const pickupPointSchema = z.object({ address: z.string(), hours: z.string() });
export type PickupPoint = z.infer<typeof pickupPointSchema>;

/** GET /api/shop: the pickup point, and whom shoppers may write to (null: nobody named). */
export const shopInfoSchema = z.object({ pickup: pickupPointSchema, contactEmail: z.string().nullable() });
export type ShopInfo = z.infer<typeof shopInfoSchema>;
