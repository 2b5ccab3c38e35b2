import { decodeFileText, decodeStrictBase64, type FileText, stripDataPrefix } from './base64-text.mjs';

/** Length of the base64 text of a file of `bytes` bytes, for body limits. */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/** Bytes of a base64 string (a data: prefix is stripped), or null when it is not base64. */
export function decodeBase64(value: string): Uint8Array | null {
  return decodeStrictBase64(stripDataPrefix(value));
}

/**
 * Files decoded elsewhere, by their text: the server's JSON worker thread decodes the base64 of a
 * large body with the body (lib/json-parse-worker.mjs), so that validation does not hold the event
 * loop ~30 ms per 3 MB attachment doing it again. Looked up by the string itself: V8 hashes a
 * string this long by its length, and the text validation gets is the very string the worker's
 * value holds, so a lookup costs no pass over the text. Two requests with the same text share an
 * entry; each holds it until its answer is sent.
 */
const decodedElsewhere = new Map<string, { text: FileText; holders: number }>();

/** Keeps what `content` decodes to for readFileText; the function returned lets it go (once). */
export function holdDecodedFile(content: string, text: FileText): () => void {
  const entry = decodedElsewhere.get(content);
  if (entry) entry.holders += 1;
  else decodedElsewhere.set(content, { text, holders: 1 });
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const current = decodedElsewhere.get(content);
    if (current && --current.holders === 0) decodedElsewhere.delete(content);
  };
}

/** How many texts are held now (for tests: nothing may stay held once answers are sent). */
export function heldDecodedFiles(): number {
  return decodedElsewhere.size;
}

/** What a file's text holds (decodeFileText): taken from the worker's decoding when there is one. */
export function readFileText(content: string): FileText {
  return decodedElsewhere.get(content)?.text ?? decodeFileText(content);
}

export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
