import { z } from 'zod';
import { LANGS } from '../lang';
import { TEXT } from '../limits';
import { reqIdField, searchField, textInput } from './common';
import { ok } from './envelope';

/*
 * The search log (issue 32 item 6): what buyers search for, counted without personal data. The
 * server counts every search of POST /companies/list by itself; the browser reports only which
 * company a buyer opened from a search's results.
 */

/** POST /companies/search_opened: the search box's text as sent to /companies/list, and the company opened. */
export const searchOpenedBody = z.object({
  search: searchField(TEXT.search),
  company: reqIdField,
});
export type SearchOpenedBody = z.infer<typeof searchOpenedBody>;

/** A calendar month, 'YYYY-MM'. */
export const monthField = textInput()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'v.invalid' });

/** POST /admin/search_log: a month (São Paulo time; the current one when left out), one language or both. */
export const adminSearchLogBody = z.object({
  month: monthField.optional(),
  lang: z.enum(LANGS, { error: 'v.invalid' }).optional(),
});
export type AdminSearchLogBody = z.infer<typeof adminSearchLogBody>;

export const searchLogRow = z.object({
  words: z.string(),
  lang: z.enum(LANGS),
  searches: z.number().int(),
  /** Browser sessions that made it, counted once a day each (session-days). */
  sessions: z.number().int(),
  /** Searches that found no company. */
  foundNothing: z.number().int(),
  /** Companies found by the month's latest search of these words. */
  results: z.number().int(),
  /** Companies opened from its results. */
  opened: z.number().int(),
});
export type SearchLogRow = z.infer<typeof searchLogRow>;

export const adminSearchLogResponse = ok({
  month: z.string(),
  /** The months that have searches, newest first. */
  months: z.array(z.string()),
  /** The most frequent searches of the month. */
  top: z.array(searchLogRow),
  /** The searches of the month that found nothing, the most frequent first. */
  nothing: z.array(searchLogRow),
});
