import { decodeBase64 } from '../../../../shared/rules/base64';
import type { QuoteFileResponse } from '../../../../shared/schemas/quote-read';
import type { ApiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /quotes/file/{reqId}: an attachment or a proposal PDF as base64, saved through a temporary
 * link. Returns the server's message when the file is refused, or null when it was saved.
 */
export async function downloadQuoteFile(api: ApiClient, reqId: string): Promise<string | null> {
  const answer = await api.get<Omit<QuoteFileResponse, 'response'>>(
    `/quotes/file/${encodeURIComponent(reqId)}`,
  );
  if (answer === false) return '';
  if (!answer.response) return answer.message ?? '';
  const bytes = decodeBase64(answer.content);
  if (!bytes) return '';
  saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: answer.mime }), answer.name);
  return null;
}
