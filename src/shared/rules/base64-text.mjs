// The base64 decoding of uploaded files, in plain JavaScript (types in base64-text.d.mts): the
// server's JSON worker thread (src/server/lib/json-parse-worker.mjs) runs it as it is, since a
// worker thread does not get the TypeScript loader the server runs under, and the server's
// validation (schemas/file-fields.ts) and the browser run the same code.

const DATA_PREFIX = /^data:[^,]*?;base64,/i;

/** Removes a `data:<mime>;base64,` prefix and any whitespace or line breaks. */
export function stripDataPrefix(value) {
  return value.trim().replace(DATA_PREFIX, '').replace(/\s+/g, '');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const EQUALS = 61;
/** Each byte's value in the base64 alphabet; -1 for every other byte, '=' included. */
const VALUE = new Int8Array(256).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) VALUE[ALPHABET.charCodeAt(i)] = i;
const utf8 = new TextEncoder();

/**
 * Bytes of standard padded base64 (RFC 4648 section 4: the alphabet, at most two '=' at the end, a
 * length that is a multiple of 4) that has no data: prefix or whitespace left; null for any other
 * text. One native copy and one pass: a regular expression, then atob and a copy loop, held the
 * server's event loop ~100 ms per 3 MB attachment.
 */
export function decodeStrictBase64(value) {
  if (value.length % 4 !== 0) return null;
  if (value.length >= NATIVE_CHARS && NodeBuffer !== undefined) return decodeNatively(value);
  return decodeInJs(value);
}

/** Node's Buffer where there is one (the server, its worker thread), not in the browser. */
const NodeBuffer = globalThis.Buffer;
/** Texts this long are decoded by Node's own base64 code, 3-4 times faster than the loop below. */
const NATIVE_CHARS = 4096;

/**
 * decodeStrictBase64 with Node's decoder, which is lenient (it skips characters outside the
 * alphabet, takes base64url's - and _, stops at '='): every group but the last is decoded by it
 * and re-encoded, and must come back as it was, so only strict base64 gets through; the last group
 * (padding, and bits past the last byte that the strict decoder ignores) by the loop.
 */
function decodeNatively(value) {
  const body = value.length - 4;
  const last = decodeInJs(value.slice(body));
  if (last === null) return null;
  const bytes = new Uint8Array((body / 4) * 3 + last.length);
  const view = NodeBuffer.from(bytes.buffer, 0, (body / 4) * 3);
  const head = value.slice(0, body);
  if (view.write(head, 'base64') !== view.length || view.toString('base64') !== head) return null;
  bytes.set(last, view.length);
  return bytes;
}

function decodeInJs(value) {
  // Any character outside ASCII becomes bytes of 0x80 and up, which are not in the alphabet.
  const text = utf8.encode(value);
  const length = text.length;
  if (length !== value.length) return null;
  const padding = length === 0 || text[length - 1] !== EQUALS ? 0 : text[length - 2] === EQUALS ? 2 : 1;
  const bytes = new Uint8Array((length / 4) * 3 - padding);
  // Every whole group but a padded last one.
  const whole = padding === 0 ? length : length - 4;
  let out = 0;
  for (let i = 0; i < whole; i += 4) {
    const a = VALUE[text[i]];
    const b = VALUE[text[i + 1]];
    const c = VALUE[text[i + 2]];
    const d = VALUE[text[i + 3]];
    if ((a | b | c | d) < 0) return null;
    const group = (a << 18) | (b << 12) | (c << 6) | d;
    bytes[out] = group >> 16;
    bytes[out + 1] = (group >> 8) & 0xff;
    bytes[out + 2] = group & 0xff;
    out += 3;
  }
  if (padding === 0) return bytes;
  // The padded group: two characters then '==', or three then '='.
  const a = VALUE[text[whole]];
  const b = VALUE[text[whole + 1]];
  const c = padding === 1 ? VALUE[text[whole + 2]] : 0;
  if ((a | b | c) < 0) return null;
  const group = (a << 18) | (b << 12) | (c << 6);
  bytes[out] = group >> 16;
  if (padding === 1) bytes[out + 1] = (group >> 8) & 0xff;
  return bytes;
}

/**
 * What the text of an uploaded file holds (a data: prefix and whitespace are dropped): its bytes,
 * 'empty' when nothing is left, or 'unreadable' when the rest is not strict base64.
 */
export function decodeFileText(content) {
  // Most files come bare (no prefix, no whitespace): decoded as they are, without a pass to strip.
  const bare = content.length >= 4 ? decodeStrictBase64(content) : null;
  if (bare !== null) return bare;
  const clean = stripDataPrefix(content);
  if (clean === '') return 'empty';
  return decodeStrictBase64(clean) ?? 'unreadable';
}
