import type { z } from 'zod';
import { type ApiAnswer, splitMessages } from '../../../lib/api-client';

/**
 * A catalogue read that did not give its data. `kind` tells the page what to say: 'refused' is a
 * business answer (`response: false`, e.g. an unknown company), 'unavailable' means no session, the
 * API is down or the answer was not what the contract promises.
 */
export class CatalogueError extends Error {
  readonly kind: 'refused' | 'unavailable';
  readonly code: string | null;
  readonly lines: string[];
  constructor(kind: 'refused' | 'unavailable', code: string | null = null, lines: string[] = []) {
    super(lines.join('\n') || `catalogue call ${kind}`);
    this.name = 'CatalogueError';
    this.kind = kind;
    this.code = code;
    this.lines = lines;
  }
}

/**
 * Turns an answer into the data TanStack Query caches, or throws so the query shows its error state.
 * The shape is the shared response schema's type; the server serialises every answer through that
 * schema, so the browser does not check it again (and zod stays out of the code pages load first).
 */
export function readAnswer<S extends z.ZodType>(answer: ApiAnswer<object>): z.output<S> {
  if (answer === false) throw new CatalogueError('unavailable');
  if (!answer.response)
    throw new CatalogueError('refused', answer.error ?? null, splitMessages(answer.message));
  return answer as z.output<S>;
}
