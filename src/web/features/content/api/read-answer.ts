import type { z } from 'zod';
import { type ApiAnswer, splitMessages } from '../../../lib/api-client';

/** A read call that did not give its data: `lines` holds the server's messages, if it sent any. */
export class ContentError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(lines.join('\n') || 'content unavailable');
    this.name = 'ContentError';
    this.lines = lines;
  }
}

/**
 * Turns an answer into the data TanStack Query caches, or throws so the query shows its error
 * state. The shape is the shared response schema's type; the server serialises every answer through
 * that schema, so the browser does not check it again (and zod stays out of first-load code).
 */
export function readAnswer<S extends z.ZodType>(answer: ApiAnswer<object>): z.output<S> {
  if (answer === false) throw new ContentError([]);
  if (!answer.response) throw new ContentError(splitMessages(answer.message));
  return answer as z.output<S>;
}
