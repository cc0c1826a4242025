import { z } from 'zod';
import { httpsAddress } from '../content/links';
import {
  countryName,
  isTimeZone,
  SHOW_STATUSES,
  type Show,
  type ShowInput,
  showStart,
  TOUR_MESSAGES,
  type TourPage,
} from './tour';

/** The tour's API contract: the server validates with these, both sides share the types (tour.ts). */

const MAX_TEXT = 120;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(MAX_TEXT, TOUR_MESSAGES.tooLong);

/** A show as staff enter it: every field checked, the time checked against the zone's clocks. */
export const showInputSchema = z
  .object({
    localStart: z
      .string({ error: TOUR_MESSAGES.localStart })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, TOUR_MESSAGES.localStart),
    timeZone: z.string({ error: TOUR_MESSAGES.timeZone }).trim().refine(isTimeZone, TOUR_MESSAGES.timeZone),
    venue: requiredText(TOUR_MESSAGES.venue),
    city: requiredText(TOUR_MESSAGES.city),
    country: z
      .string({ error: TOUR_MESSAGES.country })
      .trim()
      .toUpperCase()
      .refine((code) => countryName(code) !== null, TOUR_MESSAGES.country),
    // The one link rule (links.ts: https only, saved as the URL parser reads it), and a show always
    // has somewhere to buy or follow its tickets.
    ticketUrl: z
      .string({ error: TOUR_MESSAGES.ticketUrl })
      .trim()
      .max(500, TOUR_MESSAGES.ticketUrl)
      .transform((text, context) => {
        const href = httpsAddress(text);
        if (href !== null) return href;
        context.addIssue({ code: 'custom', message: TOUR_MESSAGES.ticketUrl, input: text });
        return z.NEVER;
      }),
    status: z.enum(SHOW_STATUSES, { error: TOUR_MESSAGES.status }),
    supportAct: z.string().trim().max(MAX_TEXT, TOUR_MESSAGES.tooLong).default(''),
  })
  .superRefine((show, context) => {
    if (showStart(show.localStart, show.timeZone) !== null) return;
    // A well-formed date and time the zone's clocks skip, or a day the calendar lacks (31 April).
    context.addIssue({ code: 'custom', path: ['localStart'], message: TOUR_MESSAGES.noSuchTime });
  }) satisfies z.ZodType<ShowInput, unknown>;

const showSchema = z.object({
  id: z.string(),
  localStart: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  venue: z.string(),
  city: z.string(),
  country: z.string(),
  ticketUrl: z.string(),
  status: z.enum(SHOW_STATUSES),
  supportAct: z.string(),
}) satisfies z.ZodType<Show>;

export const showAnswerSchema = showSchema;
export const showListSchema = z.array(showSchema);

export const tourPageSchema = z.object({
  upcoming: showListSchema,
  past: z.object({
    shows: showListSchema,
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
}) satisfies z.ZodType<TourPage>;

/** GET /api/tour?page=n: which page of past shows. */
export const tourQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Give a page number.' })
    .int('Give a page number.')
    .min(1, 'Give a page number.')
    .max(10_000)
    .default(1),
});

export const showParamsSchema = z.object({ id: z.uuid(TOUR_MESSAGES.notFound) });
