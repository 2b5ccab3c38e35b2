import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { verifyNothing, verifyPassword } from '../../lib/password-hash';

/**
 * The only code that reads customers.password_hash: the hash goes from here to the verify function
 * and nowhere else. Callers learn who matched, never the hash.
 */

/** The customer with this CPF when the password is right; null otherwise (same time either way). */
export async function checkPasswordByDoc(
  db: Db,
  doc: string,
  password: string,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.doc, doc))
    .limit(1);
  if (!row) return verifyNothing(password).then(() => null);
  return (await verifyPassword(row.passwordHash, password)) ? { id: row.id, name: row.name } : null;
}

export async function checkPasswordById(db: Db, id: number, password: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  if (!row) return verifyNothing(password);
  return verifyPassword(row.passwordHash, password);
}

/** Stores a hash made by hashPassword (made before any transaction: hashing is slow on purpose). */
export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, id));
}
