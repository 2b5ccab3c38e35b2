import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Lang } from '../../../shared/lang';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import type { AdminSearchLogBody } from '../../../shared/schemas/search-log';
import type { Db } from '../../db/client';
import { searchWords } from '../../db/sql/search';
import { personalDigest } from '../../lib/personal-digest';
import { SearchLogCounter } from './search-log-counter';
import { openedSearchesOf, readSearchLog, searchLogMonths } from './search-log-repository';

/*
 * The search log (issue 32 item 6; docs/decisions, "The search log counts without personal data").
 * Kept: the day, the language, the normalised words, counts. Never kept: the address, the user,
 * the cookie or session, the user agent, or a search that holds an e-mail address or a number as
 * long as a CPF, a CNPJ or a phone number (people type them into search boxes).
 */

/** The longest words kept (the column's limit). */
const WORDS_MAX = 200;

/** 8 digits or more, whatever the dots, dashes, slashes or brackets between them (CPF, CNPJ, phone). */
const LONG_NUMBER = /\d(?:[.\-/()]*\d){7,}/;

/** A search as the log keeps it: its words, accent-free, lower-case, one space apart; null: not kept. */
export function loggedWords(search: string): string | null {
  if (search.includes('@') || LONG_NUMBER.test(search)) return null;
  const words = searchWords(search).join(' ').slice(0, WORDS_MAX).trim();
  return words === '' ? null : words;
}

/**
 * The mark of one session's search (or open) on one day: a keyed digest of the day, the words, the
 * company opened and the browser's app-auth secret, 16 bytes in hex. The database holds only the
 * secret's SHA-256, so no mark leads back to a session, and two marks of one session differ.
 */
function markOf(appAuth: string | undefined, parts: readonly string[]): string | null {
  if (!appAuth) return null;
  return personalDigest(['search-log', appAuth, ...parts].join('\n')).slice(0, 32);
}

/** The browser's app-auth secret of a call, only to make the day's mark; never stored. */
export function appAuthOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const value = request.headers['app-auth'];
  return Array.isArray(value) ? value[0] : value;
}

const counters = new WeakMap<Db, SearchLogCounter>();

function counterOf(db: Db, log: FastifyBaseLogger): SearchLogCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new SearchLogCounter(db, log, () => saoPauloDay());
    counter.start();
    counters.set(db, counter);
  }
  return counter;
}

/** Writes what this app's process has counted (at the app's stop; tests). */
export async function flushSearchLog(db: Db): Promise<void> {
  await counters.get(db)?.flush();
}

/** Stops this app's counter after a last flush. */
export async function stopSearchLog(db: Db): Promise<void> {
  const counter = counters.get(db);
  counters.delete(db);
  await counter?.stop();
}

interface Searcher {
  db: Db;
  log: FastifyBaseLogger;
  lang: Lang;
  /** The app-auth header of a browser's session; absent in a server render. */
  appAuth: string | undefined;
}

/** Counts one search of the catalogue (its first page) and the number of companies it found. */
export function recordSearch(who: Searcher, search: string, results: number): void {
  const words = loggedWords(search);
  if (words === null) return;
  const day = saoPauloDay();
  const mark = markOf(who.appAuth, [day, who.lang, words]);
  counterOf(who.db, who.log).addSearch({ day, lang: who.lang, words, results }, mark);
}

/** Counts a company (public id) opened from a search's results. */
export function recordOpen(who: Searcher, search: string, company: string): void {
  const words = loggedWords(search);
  if (words === null) return;
  const day = saoPauloDay();
  const mark = markOf(who.appAuth, [day, who.lang, words, company]);
  counterOf(who.db, who.log).addOpen({ day, lang: who.lang, words, company }, mark);
}

/** Rows of each list of the back office's screen. */
const LOG_ROWS = 50;

/** The back office's view of a month: the most frequent searches and those that found nothing. */
export async function adminSearchLog(db: Db, body: AdminSearchLogBody) {
  const month = body.month ?? saoPauloDay().slice(0, 7);
  const [months, top, nothing] = await Promise.all([
    searchLogMonths(db),
    readSearchLog(db, month, body.lang, 'top', LOG_ROWS),
    readSearchLog(db, month, body.lang, 'nothing', LOG_ROWS),
  ]);
  return { month, months, top, nothing };
}

/**
 * For a company's insights (issue 35): the searches of [from, to] (São Paulo days 'YYYY-MM-DD',
 * inclusive) in which it was opened, each searched by 3 sessions or more over the period.
 */
export function openedSearches(db: Db, companyId: number, from: string, to: string) {
  return openedSearchesOf(db, companyId, from, to, 3);
}
