import { createHash, randomBytes } from 'node:crypto';

/** Public id of an entity: 128 random bits, URL-safe (DECISIONS.md 3). */
export function newReqId(): string {
  return randomBytes(16).toString('base64url');
}

/** A secret handed to a client (app-auth, tokens); only its hash is stored. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
