import { z } from 'zod';

/**
 * The Sendstack protocol's answers, checked before we trust them. Fields we do not read are let
 * through unchecked, so the provider can add some without breaking checkout.
 */
export const sendstackLocationsSchema = z.object({
  data: z.array(
    z.object({
      state: z.string().min(1),
      locals: z.array(
        z.object({
          name: z.string().min(1),
          locationCode: z.string().optional(),
          // Absent means available: only an explicit false takes a local area off the list.
          isAvailable: z.boolean().optional(),
        }),
      ),
    }),
  ),
});
export type SendstackState = z.infer<typeof sendstackLocationsSchema>['data'][number];

/** Prices are naira, and may have kobo (3500.75). */
const naira = z.number().finite().nonnegative();

export const sendstackOffersSchema = z.object({
  status: z.boolean().optional(),
  message: z.string().optional(),
  data: z.array(
    z.object({
      name: z.string(),
      price: naira,
      id: z.union([z.string(), z.number()]).transform(String),
      deliveryTimeline: z.string().optional(),
      serviceCharge: naira.nullish(),
    }),
  ),
});

/** Sendstack's error body: `{ status: false, message }`. */
export const sendstackErrorSchema = z.object({ status: z.literal(false).optional(), message: z.string() });
