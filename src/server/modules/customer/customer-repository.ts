import { and, eq, ne } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { cities } from '../../db/schema/places';

export async function cityInState(db: Db, cityId: number, stateId: number): Promise<boolean> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.stateId, stateId)))
    .limit(1);
  return rows.length > 0;
}

export async function docExists(db: Db, doc: string): Promise<boolean> {
  const rows = await db.select({ id: customers.id }).from(customers).where(eq(customers.doc, doc)).limit(1);
  return rows.length > 0;
}

export interface NewCustomer {
  name: string;
  doc: string;
  email: string;
  cellphone: string;
  cityId: number;
  passwordHash: string;
  lang: Lang;
  termsAcceptedAt: Date;
}

/** The new customer's id, or null when the CPF is taken (a concurrent registration included). */
export async function insertCustomer(db: Db, values: NewCustomer): Promise<number | null> {
  const rows = await db
    .insert(customers)
    .values({ ...values, emailValid: false })
    .onConflictDoNothing({ target: customers.doc })
    .returning({ id: customers.id });
  return rows[0]?.id ?? null;
}

export interface CustomerInfoRow {
  id: number;
  name: string;
  doc: string;
  email: string;
  emailValid: boolean;
  cellphone: string;
  cityId: number;
  cityName: string;
  stateId: number;
  lang: Lang;
}

export async function findCustomerInfo(db: Db, id: number): Promise<CustomerInfoRow | undefined> {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      doc: customers.doc,
      email: customers.email,
      emailValid: customers.emailValid,
      cellphone: customers.cellphone,
      cityId: customers.cityId,
      cityName: cities.name,
      stateId: cities.stateId,
      lang: customers.lang,
    })
    .from(customers)
    .innerJoin(cities, eq(cities.id, customers.cityId))
    .where(eq(customers.id, id))
    .limit(1);
  return row;
}

export interface CustomerContact {
  name: string;
  email: string;
  emailValid: boolean;
  lang: Lang;
}

/** Who an account e-mail goes to, and in which language. */
export async function findCustomerContact(db: Db, id: number): Promise<CustomerContact | undefined> {
  const [row] = await db
    .select({
      name: customers.name,
      email: customers.email,
      emailValid: customers.emailValid,
      lang: customers.lang,
    })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return row;
}

export async function updateCustomer(
  db: Db,
  id: number,
  values: { email: string; cellphone: string; cityId: number; emailValid?: boolean },
): Promise<void> {
  await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id));
}

/** The account's language: of its e-mails, and of the site it was last used in. */
export async function setCustomerLang(db: Db, id: number, lang: Lang): Promise<void> {
  // The web client sends it on every visit: only a real change writes (and moves updatedAt).
  await db
    .update(customers)
    .set({ lang, updatedAt: new Date() })
    .where(and(eq(customers.id, id), ne(customers.lang, lang)));
}
