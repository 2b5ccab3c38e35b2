import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id (the library's default algorithm) with the OWASP minimum of 19 MiB,
 * 2 passes, 1 lane, written out so a library upgrade cannot silently weaken new hashes. The
 * parameters travel inside each hash, so old hashes keep verifying if these change.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification and answers false: an unknown CPF then costs as much as a
 * wrong password, so timing does not tell which CPFs are registered.
 */
export async function verifyNothing(password: string): Promise<false> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoy, password);
  return false;
}
