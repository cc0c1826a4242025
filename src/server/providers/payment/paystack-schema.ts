import { z } from 'zod';

/**
 * Paystack's answers, checked before we trust them. Fields we do not read are let through
 * unchecked, so the provider can add some without breaking payment.
 */

/** Kobo (NGN's lowest unit), as Paystack counts every amount. */
const kobo = z.number().int().nonnegative();

export const paystackInitializeSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: z.object({
    // The shopper is sent there: a `javascript:` or other scheme must never get through.
    authorization_url: z.url({ protocol: /^https?$/ }),
    access_code: z.string().min(1),
    reference: z.string().min(1),
  }),
});

export const paystackVerifySchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: z.object({
    /** Paystack's own id of the transaction, which its refund list is searched by. */
    id: z
      .union([z.number(), z.string().min(1)])
      .transform(String)
      .optional(),
    /** success, failed, abandoned, reversed, ongoing, pending, processing, queued… */
    status: z.string().min(1),
    reference: z.string().min(1),
    amount: kobo,
    currency: z.string().min(1),
    paid_at: z.string().nullish(),
    gateway_response: z.string().nullish(),
  }),
});

/** Every webhook: an event name and its data, which depends on the event. */
export const paystackWebhookSchema = z.object({ event: z.string().min(1), data: z.unknown() });

export const paystackChargeSchema = z.object({
  reference: z.string().min(1),
  amount: kobo,
  currency: z.string().min(1),
  status: z.string().optional(),
});

/** Paystack's error body: `{ status: false, message }`. */
export const paystackErrorSchema = z.object({ status: z.literal(false), message: z.string() });
