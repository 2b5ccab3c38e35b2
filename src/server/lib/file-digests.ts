import { webcrypto } from 'node:crypto';

/** The sha256 (hex) of file bytes hashed on the JSON worker thread as it decoded them. */
const hashedElsewhere = new WeakMap<Uint8Array, string>();

export function rememberSha256(bytes: Uint8Array, sha256: string): void {
  hashedElsewhere.set(bytes, sha256);
}

/**
 * The sha256 (hex) of file bytes: the one the JSON worker found, or one hashed on libuv's thread
 * pool. Either way not on the event loop (webcrypto's digest copies the bytes there first, ~2 ms
 * per 3 MB, which the worker's saves).
 */
export async function sha256Of(bytes: Uint8Array): Promise<string> {
  return (
    hashedElsewhere.get(bytes) ?? Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex')
  );
}
