import type { FileKind } from '../../db/schema/files';

/**
 * Kinds anyone may fetch at /files/{reqId}: images and magazines the catalogue shows publicly.
 * Quote attachments and proposals are private to a quote and only travel through /app/quotes/file.
 */
export const PUBLIC_FILE_KINDS = [
  'logo',
  'cover',
  'portfolio',
  'product',
  'magazine-cover',
  'magazine-pdf',
  'slide',
  'banner',
  'certificate',
] as const satisfies readonly FileKind[];
