import { z } from 'zod';
import { ADD_REASONS, MAX_STOCK, REMOVE_REASONS, STOCK_MESSAGES, STOCK_MOVEMENT_KINDS } from './ledger-terms';

/** The stock ledger's API contract: the server validates with these, both sides share the types. */

const variantFields = {
  color: z.string({ error: 'Choose a colour.' }).trim().min(1, 'Choose a colour.').max(40),
  size: z.string({ error: 'Choose a size.' }).trim().min(1, 'Choose a size.').max(40),
  note: z.string().trim().max(300, 'Use at most 300 characters.').default(''),
};

const count = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_STOCK, STOCK_MESSAGES.tooMany);

/**
 * POST /api/admin/products/:id/stock. Either units added or removed with a reason (the sign must
 * match it), or a counted quantity with the quantity the count was made against: it is refused with
 * a 409 if the quantity has moved since.
 */
export const stockChangeSchema = z.union([
  z
    .object({
      ...variantFields,
      reason: z.enum([...ADD_REASONS, ...REMOVE_REASONS], { error: 'Choose a reason.' }),
      delta: z
        .number({ error: STOCK_MESSAGES.delta })
        .int(STOCK_MESSAGES.delta)
        .min(-MAX_STOCK, STOCK_MESSAGES.tooMany)
        .max(MAX_STOCK, STOCK_MESSAGES.tooMany)
        .refine((delta) => delta !== 0, STOCK_MESSAGES.delta),
    })
    .superRefine((change, context) => {
      const adds = (ADD_REASONS as readonly string[]).includes(change.reason);
      if (adds !== change.delta > 0) {
        context.addIssue({
          code: 'custom',
          path: ['delta'],
          message: STOCK_MESSAGES.reasonSign(change.reason),
        });
      }
    }),
  z.object({
    ...variantFields,
    reason: z.literal('count'),
    counted: count(STOCK_MESSAGES.counted),
    expected: count('Send the quantity the count was made against.'),
  }),
]);
export type StockChange = z.infer<typeof stockChangeSchema>;
export type StockChangeBody = z.input<typeof stockChangeSchema>;

const stockMovementSchema = z.object({
  id: z.number().int(),
  color: z.string(),
  size: z.string(),
  delta: z.number().int(),
  quantityAfter: z.number().int(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  note: z.string(),
  /** The order's number, for a sale or a release. */
  orderNumber: z.string().nullable(),
  staffEmail: z.string().nullable(),
  /** ISO 8601. */
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** GET /api/admin/products/:id/stock/history?color=&size=&before=: newest first, a page at a time. */
export const stockHistoryQuerySchema = z.object({
  color: variantFields.color,
  size: variantFields.size,
  /** The id of the last movement already shown: the page goes on from there. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type StockHistoryQuery = z.infer<typeof stockHistoryQuerySchema>;

export const stockHistorySchema = z.object({
  movements: z.array(stockMovementSchema),
  /** Pass as `before` for the next page; null when there is none. */
  next: z.number().int().nullable(),
});
export type StockHistory = z.infer<typeof stockHistorySchema>;

/** What a stock change answers: the variant's quantity after it, and the movement written. */
export const stockChangeResultSchema = z.object({
  quantity: z.number().int(),
  movement: stockMovementSchema,
});
export type StockChangeResult = z.infer<typeof stockChangeResultSchema>;
