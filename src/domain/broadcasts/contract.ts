import { z } from 'zod';
import {
  BODY_MAX,
  BROADCAST_AUDIENCES,
  BROADCAST_MESSAGES,
  CARDS_MAX,
  RECIPIENT_STATUSES,
  SUBJECT_MAX,
} from './rules';

/** The broadcasts' API contract: the server validates with these, both sides share the types. */

const card = z.object({
  kind: z.enum(['product', 'release']),
  id: z.string().trim().min(1).max(200),
});
export type BroadcastCard = z.infer<typeof card>;

/** What staff write: previewed, sent as a test, and sent. */
export const broadcastDraftSchema = z.object({
  subject: z
    .string({ error: BROADCAST_MESSAGES.subject })
    .trim()
    .min(1, BROADCAST_MESSAGES.subject)
    .max(SUBJECT_MAX, BROADCAST_MESSAGES.subjectTooLong),
  body: z
    .string({ error: BROADCAST_MESSAGES.body })
    .trim()
    .min(1, BROADCAST_MESSAGES.body)
    .max(BODY_MAX, BROADCAST_MESSAGES.bodyTooLong),
  cards: z.array(card).max(CARDS_MAX, BROADCAST_MESSAGES.cards).default([]),
});
export type BroadcastDraft = z.infer<typeof broadcastDraftSchema>;

/** POST /api/admin/broadcasts: a draft and who it goes to. */
export const broadcastSendSchema = broadcastDraftSchema
  .extend({
    audience: z.enum(BROADCAST_AUDIENCES),
    /** The product whose waitlist a 'waitlist' broadcast goes to; ignored for the other audiences. */
    productId: z.string().trim().min(1).max(200).optional(),
  })
  .refine((send) => send.audience !== 'waitlist' || send.productId !== undefined, {
    path: ['productId'],
    message: BROADCAST_MESSAGES.chooseProduct,
  });
export type BroadcastSend = z.infer<typeof broadcastSendSchema>;

/** POST /api/admin/broadcasts/preview: the email as recipients will see it, drawn by the server. */
export const broadcastPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type BroadcastPreview = z.infer<typeof broadcastPreviewSchema>;

/** GET /api/admin/broadcasts/audiences: each audience and how many it would reach now. */
export const broadcastAudiencesSchema = z.object({
  audiences: z.array(
    z.object({ audience: z.enum(BROADCAST_AUDIENCES), label: z.string(), count: z.number() }),
  ),
  /** Each product with fans waiting, and how many addresses a message to its waitlist reaches. */
  waitlists: z.array(z.object({ productId: z.string(), name: z.string(), count: z.number() })),
});
export type BroadcastAudiences = z.infer<typeof broadcastAudiencesSchema>;

const progressSchema = z.object({
  total: z.number().int(),
  waiting: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failing: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** Sent after a server stopped mid-batch without finishing it: these may have arrived twice. */
  mayRepeat: z.number().int(),
});
export type BroadcastProgress = z.infer<typeof progressSchema>;

const summarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  audience: z.enum(BROADCAST_AUDIENCES),
  /** The product of a waitlist broadcast; null for the others (or once the product is gone). */
  productId: z.string().nullable(),
  audienceLabel: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  state: z.enum(['sending', 'finished']),
  progress: progressSchema,
});
export type BroadcastSummary = z.infer<typeof summarySchema>;

/** GET /api/admin/broadcasts: every broadcast, newest first. */
export const broadcastListSchema = z.object({ broadcasts: z.array(summarySchema) });
export type BroadcastList = z.infer<typeof broadcastListSchema>;

/** GET /api/admin/broadcasts/:id: one broadcast, its progress and a page of its recipients. */
export const broadcastDetailSchema = summarySchema.extend({
  recipients: z.array(
    z.object({
      email: z.string(),
      status: z.enum(RECIPIENT_STATUSES),
      /** ISO 8601, UTC; null until sent. */
      sentAt: z.iso.datetime().nullable(),
      lastError: z.string().nullable(),
      mayRepeat: z.boolean(),
    }),
  ),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type BroadcastDetail = z.infer<typeof broadcastDetailSchema>;

export const broadcastIdSchema = z.object({ id: z.coerce.number().int().positive() });
export const broadcastPageSchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** POST answers that only say what happened. */
export const broadcastAnswerSchema = z.object({ message: z.string() });
