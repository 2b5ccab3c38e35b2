import type { z } from 'zod';
import type { ApiAnswer, ApiSuccess } from './api-client';

/** A server message holds several messages joined with ';' (DECISIONS.md 3): one line each. */
export function splitMessages(message?: string | null): string[] {
  if (!message) return [];
  return message
    .split(';')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * A read that did not give its data. `kind` tells the page what to say: 'refused' is a business
 * answer (`response: false`, e.g. an unknown company), 'unavailable' means no session or the API is
 * down. `message` is the server's lines joined (empty when it sent none), so `error.message || text`
 * shows the server's words or the page's own.
 */
export class ApiError extends Error {
  readonly kind: 'refused' | 'unavailable';
  readonly code: string | null;
  readonly lines: string[];
  constructor(kind: 'refused' | 'unavailable', code: string | null = null, lines: string[] = []) {
    super(lines.join('\n'));
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.lines = lines;
  }
}

/**
 * Turns an answer into its data for TanStack Query, or throws an ApiError so the query shows its
 * error state. The type is the caller's (`api.get<Shaped<typeof schema>>`): the server serialises
 * every answer through the shared response schema, so the browser does not check it again (and zod
 * stays out of the code pages load first).
 */
export function readAnswer<T extends object>(answer: ApiAnswer<T>): T & { response: true } {
  if (answer === false) throw new ApiError('unavailable');
  if (!answer.response) throw new ApiError('refused', answer.error ?? null, splitMessages(answer.message));
  return answer;
}

/**
 * Whether a call gave its data — the one test for a write whose refusal the caller shows itself
 * (`applyServerErrors`, a toast): `if (!isOk(answer)) { …refusal… } use(answer.message)`. Narrows
 * the answer both ways; `undefined` (a mutation not settled yet) is not ok.
 */
export function isOk<T extends object>(answer: ApiAnswer<T> | undefined): answer is ApiSuccess<T> {
  return answer !== undefined && answer !== false && answer.response;
}

/** Whether the server answered and said no (`response: false`), as against no answer at all. */
export function isRefused<T extends object>(answer: ApiAnswer<T> | undefined): boolean {
  return answer !== undefined && answer !== false && !answer.response;
}

/** The server's words for a call that did not succeed, or `fallback` (no words, or no answer at all). */
export function refusalText(answer: ApiAnswer<object> | undefined, fallback: string): string {
  return (answer && !answer.response && answer.message) || fallback;
}

/** The answer a shared response schema describes, to type a call: `api.get<Shaped<typeof aboutResponse>>`. */
export type Shaped<S extends z.ZodType> = z.output<S> & object;

/**
 * Paging of the list calls (DECISIONS.md 3): pages count from 1, `records` is the page size, and the
 * list ends with the first page holding fewer rows than `records`. An empty page or a zero page size
 * also ends it, so a misbehaving server cannot make the client ask forever.
 */
export const FIRST_PAGE = 1;

export function nextPage(last: { data: unknown[]; records: number }, lastPage: number): number | undefined {
  if (last.records <= 0 || last.data.length === 0 || last.data.length < last.records) return undefined;
  return lastPage + 1;
}
