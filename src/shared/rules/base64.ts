const DATA_PREFIX = /^data:[^,]*?;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Removes a `data:<mime>;base64,` prefix and any whitespace or line breaks. */
export function stripDataPrefix(value: string): string {
  return value.trim().replace(DATA_PREFIX, '').replace(/\s+/g, '');
}

/** Standard base64 (RFC 4648 section 4), padded, without a data: prefix. */
export function isBase64(value: string): boolean {
  return value.length % 4 === 0 && BASE64.test(value);
}

/** Decoded size of a padded base64 string, without decoding it. */
export function base64DecodedSize(value: string): number {
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return (value.length / 4) * 3 - padding;
}

/** Length of the base64 text of a file of `bytes` bytes, for body limits. */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/** Bytes of a base64 string (a data: prefix is stripped), or null when it is not base64. */
export function decodeBase64(value: string): Uint8Array | null {
  const clean = stripDataPrefix(value);
  if (!isBase64(clean)) return null;
  // atob exists in browsers and Node 20 alike, unlike Buffer.
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
