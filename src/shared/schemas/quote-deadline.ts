import { z } from 'zod';
import { saoPauloLocalToDate } from '../rules/sao-paulo-time';
import { DAY_MS } from '../time';
import { optionalText, pageField, reqIdField } from './common';
import { ok } from './envelope';

/*
 * Issue 18 items 2 and 3: a quote's response deadline and a recipient's decline to quote. The
 * deadline travels as an ISO 8601 instant with its offset; the web form turns the São Paulo time
 * the customer typed into one (rules/sao-paulo-time.ts).
 */

/** A deadline may be set at most this far ahead, at creation and when extended. */
export const DEADLINE_MAX_DAYS = 90;
export const DECLINE_NOTE_MAX = 500;

export const DECLINE_REASONS = ['capacity', 'scope', 'information', 'deadline', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** An instant in the future and at most DEADLINE_MAX_DAYS ahead (checked against this clock). */
export const deadlineField = z
  .string({ error: (issue) => (issue.input == null || issue.input === '' ? 'v.required' : 'v.invalid') })
  .pipe(z.iso.datetime({ offset: true, error: 'v.invalid' }))
  .refine((value) => Date.parse(value) > Date.now(), { error: 'v.deadlinePast', abort: true })
  .refine((value) => Date.parse(value) <= Date.now() + DEADLINE_MAX_DAYS * DAY_MS, {
    error: 'v.deadlineTooFar',
  });

/** POST /quotes/deadline: a later deadline for an open quote of the caller. */
export const quoteDeadlineBody = z.object({ req_id: reqIdField, deadline: deadlineField });
export type QuoteDeadlineBody = z.infer<typeof quoteDeadlineBody>;

/** POST /quotes/decline: a reason of the list; free text, required for 'other'. */
export const quoteDeclineBody = z
  .object({
    req_id: reqIdField,
    reason: z.enum(DECLINE_REASONS, { error: 'v.declineReason' }),
    note: optionalText(DECLINE_NOTE_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.note)
      ctx.addIssue({
        code: 'custom',
        message: 'v.required',
        path: ['note'],
        params: { label: 'declineNote' },
      });
  });
export type QuoteDeclineBody = z.infer<typeof quoteDeclineBody>;

/** Which received quotes: all, or those still to answer (open, before the deadline, unanswered). */
export const COMPANY_LIST_FILTERS = ['all', 'toAnswer'] as const;
export type CompanyListFilter = (typeof COMPANY_LIST_FILTERS)[number];

/** POST /quotes/list_company: the spec's page, plus the optional filter (issue 18). */
export const companyQuoteListBody = z.object({
  page: pageField,
  filter: z.enum(COMPANY_LIST_FILTERS, { error: 'v.invalid' }).optional(),
});
export type CompanyQuoteListBody = z.infer<typeof companyQuoteListBody>;

export const declineItem = z.object({
  companyName: z.string(),
  reason: z.enum(DECLINE_REASONS),
  /** The reason in the request's language. */
  reasonDesc: z.string(),
  note: z.string().nullable(),
  date: z.string(),
});
export type DeclineItem = z.infer<typeof declineItem>;

export const quoteDeadlineResponse = ok({ message: z.string(), data: z.object({ deadline: z.string() }) });
export type QuoteDeadlineResponse = z.infer<typeof quoteDeadlineResponse>;

export const quoteDeclineResponse = ok({ message: z.string(), decline: declineItem });
export type QuoteDeclineResponse = z.infer<typeof quoteDeclineResponse>;

/**
 * The new quote form's deadline: São Paulo wall-clock time as the datetime-local input writes it,
 * or empty for none; it becomes the wire's ISO instant, checked as deadlineField checks it.
 */
export const deadlineLocalField = z
  .string()
  .default('')
  .transform((value, ctx) => {
    if (value.trim() === '') return null;
    const date = saoPauloLocalToDate(value.trim());
    if (!date) {
      ctx.addIssue({ code: 'custom', message: 'v.invalid' });
      return z.NEVER;
    }
    const result = deadlineField.safeParse(date.toISOString());
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'v.invalid' });
      return z.NEVER;
    }
    return result.data;
  });
