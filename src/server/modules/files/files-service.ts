import type { Db } from '../../db/client';
import { findPublicFile, type PublicFile } from './files-repository';

// reqIds are base64url (lib/ids.ts); anything else cannot name a file, so skip the query.
const REQ_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function getPublicFile(db: Db, reqId: string): Promise<PublicFile | undefined> {
  if (!REQ_ID.test(reqId)) return undefined;
  return findPublicFile(db, reqId);
}

/** `"<sha256>"`: the content never changes under one reqId, so its hash is a strong validator. */
export function etagOf(file: Pick<PublicFile, 'sha256'>): string {
  return `"${file.sha256}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * RFC 6266 Content-Disposition: an ASCII fallback name plus the exact UTF-8 name, so a magazine
 * saved from the browser keeps its name.
 */
export function inlineDisposition(name: string): string {
  const fallback =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

// Types a browser renders without running anything; any other stored type is served as a download
// (an SVG or HTML file under our origin could run script).
const INLINE_TYPES = new Set(['image/webp', 'image/png', 'image/jpeg', 'image/gif', 'application/pdf']);

/** Headers of a served file; PDFs name themselves, images need not. */
export function publicFileHeaders(
  file: Pick<PublicFile, 'name' | 'mime' | 'sha256'>,
): Record<string, string> {
  const inline = INLINE_TYPES.has(file.mime);
  const headers: Record<string, string> = {
    'content-type': inline ? file.mime : 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    etag: etagOf(file),
    'x-content-type-options': 'nosniff',
  };
  if (!inline) headers['content-disposition'] = inlineDisposition(file.name).replace(/^inline/, 'attachment');
  else if (file.mime === 'application/pdf') headers['content-disposition'] = inlineDisposition(file.name);
  return headers;
}

/** The public URL of a stored file, or null when there is none. */
export function fileUrl(reqId: string | null | undefined): string | null {
  return reqId ? `/files/${reqId}` : null;
}
