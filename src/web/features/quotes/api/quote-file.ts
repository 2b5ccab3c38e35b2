import { decodeBase64 } from '../../../../shared/rules/base64';
import type { quoteFileResponse } from '../../../../shared/schemas/quote-read';
import { isOk, refusalText, type Shaped } from '../../../lib/api-answer';
import type { ApiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /quotes/file/{reqId}: an attachment or a proposal PDF as base64, saved through a temporary
 * link. Returns the server's message when the file is refused, or null when it was saved.
 */
export async function downloadQuoteFile(api: ApiClient, reqId: string): Promise<string | null> {
  const answer = await api.get<Shaped<typeof quoteFileResponse>>(`/quotes/file/${encodeURIComponent(reqId)}`);
  if (!isOk(answer)) return refusalText(answer, '');
  const bytes = decodeBase64(answer.content);
  if (!bytes) return '';
  saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: answer.mime }), answer.name);
  return null;
}
