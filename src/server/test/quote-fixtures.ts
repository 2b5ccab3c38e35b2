import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/lang';
import { catalogueChanged } from '../db/catalogue-cache';
import { minimalPdf } from '../db/demo/pdf';
import { categories } from '../db/schema/categories';
import { companies, companyCategories } from '../db/schema/companies';
import { customers } from '../db/schema/customers';
import { storedFiles } from '../db/schema/files';
import { notifications } from '../db/schema/notifications';
import { quoteProposals, quotes } from '../db/schema/quotes';
import { notificationWords } from '../modules/notifications/notifications-service';
import { call, openSession, type SessionHeaders, type TestApp } from './harness';
import { createUser, type TestUser as UserOfUsers } from './users';

/*
 * Rows and files for the quote tests: customers bound to fresh sessions, companies with the
 * flags that decide who receives a quote, and small files whose bytes say what they are.
 */

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};
const digits = (n: number, length: number) => String(n).padStart(length, '0');

export type TestUser = Pick<UserOfUsers, 'id' | 'headers' | 'email'>;

/** A customer logged in on a new app session that speaks `lang`. */
export async function createCustomer(
  t: TestApp,
  opts: { lang?: Lang; name?: string } = {},
): Promise<TestUser> {
  return createUser(t, opts);
}

export async function createCategory(t: TestApp, name = `Category ${next()}`): Promise<number> {
  const [row] = await t.db.db
    .insert(categories)
    .values({ slug: `cat-${next()}`, namePt: `${name} (pt)`, nameEn: name })
    .returning({ id: categories.id });
  catalogueChanged(t.db.db);
  return row.id;
}

export interface TestCompany {
  id: number;
  reqId: string;
  email: string;
  tradeName: string;
}

export async function createCompany(
  t: TestApp,
  opts: {
    ownerId: number;
    categoryIds: number[];
    tradeName?: string;
    name?: string;
    acceptsQuotes?: boolean;
    emailValid?: boolean;
  },
): Promise<TestCompany> {
  const n = next();
  const tradeName = opts.tradeName ?? `Company ${n}`;
  const email = `company${n}@example.com`;
  const [row] = await t.db.db
    .insert(companies)
    .values({
      ownerId: opts.ownerId,
      tradeName,
      name: opts.name ?? `${tradeName} Ltda`,
      email,
      emailValid: opts.emailValid ?? true,
      acceptsQuotes: opts.acceptsQuotes ?? true,
      cnpj: digits(n, 14),
      about: 'About',
      aboutShort: 'Short',
      postalCode: '13400000',
      address: 'Rua A',
      addressNumber: '1',
      addressNeighborhood: 'Centro',
      cityId: 9896,
      termsAcceptedAt: new Date(),
    })
    .returning({ id: companies.id, reqId: companies.reqId });
  if (opts.categoryIds.length > 0) {
    await t.db.db
      .insert(companyCategories)
      .values(opts.categoryIds.map((categoryId) => ({ companyId: row.id, categoryId })));
  }
  catalogueChanged(t.db.db);
  return { ...row, email, tradeName };
}

export interface TestCompanyUser extends TestUser {
  company: TestCompany;
}

/** A logged-in owner of a company. */
export async function createCompanyUser(
  t: TestApp,
  opts: Omit<Parameters<typeof createCompany>[1], 'ownerId'> & { lang?: Lang },
): Promise<TestCompanyUser> {
  const user = await createCustomer(t, { lang: opts.lang });
  const company = await createCompany(t, { ...opts, ownerId: user.id });
  return { ...user, company };
}

export const toBase64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

export const PDF_BYTES = minimalPdf(['Proposal', 'Test']);
export const PDF = toBase64(PDF_BYTES);
/** A PNG signature and a header chunk: enough for type detection. */
export const PNG = toBase64(
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
);
export const TXT = toBase64('Drawings and tolerances: ±0.05 mm');
/** Bytes that are none of the accepted types (a ZIP signature followed by NULs). */
export const ZIP = toBase64(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]));

/** A PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): string {
  const head = Buffer.from('%PDF-1.4\n');
  return toBase64(Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]));
}

export interface QuotePayload {
  category: number;
  title?: string;
  description?: string;
  companies?: number[] | null;
  exclude?: number[] | null;
  attachments?: unknown[] | null;
  /** Issue 18: an ISO instant, or left out for none. */
  deadline?: string | null;
  /** Issue 34: the request's items, or left out for none. */
  items?: unknown[] | null;
}

export async function postQuote(t: TestApp, user: TestUser, payload: QuotePayload) {
  return call<{
    response: boolean;
    error?: string;
    message: string;
    fields?: Record<string, string>;
    data: { reqId: string; recipients: number };
  }>(t.app, {
    method: 'POST',
    url: '/app/quotes/new',
    headers: user.headers,
    payload: {
      title: 'Steel shafts',
      description: '50 shafts in 4140 steel',
      companies: null,
      exclude: null,
      attachments: null,
      ...payload,
    },
  });
}

/** Creates a quote and answers its reqId; fails the test when the request is refused. */
export async function openQuote(t: TestApp, user: TestUser, payload: QuotePayload): Promise<string> {
  const res = await postQuote(t, user, payload);
  if (!res.body.response) throw new Error(`quote refused: ${JSON.stringify(res.body)}`);
  return res.body.data.reqId;
}

/** Notifications of a customer, newest last. */
/** A customer's notifications as they read them, in their account language unless `lang` is given. */
export async function notificationsOf(t: TestApp, customerId: number, lang?: Lang) {
  const [owner] = await t.db.db
    .select({ lang: customers.lang })
    .from(customers)
    .where(eq(customers.id, customerId));
  const rows = await t.db.db
    .select({
      kind: notifications.kind,
      params: notifications.params,
      label: notifications.label,
      text: notifications.text,
      link: notifications.link,
    })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId)))
    .orderBy(notifications.id);
  return rows.map((row) => ({ ...notificationWords(row, lang ?? owner.lang), link: row.link }));
}

/** When the company's public page last changed, as its sitemap entry says (companies.updated_at), in ms. */
export async function companyPageChangedAt(t: TestApp, companyId: number): Promise<number> {
  const [row] = await t.db.db
    .select({ at: companies.updatedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.at.getTime() ?? 0;
}

/** Any call with JSON in and out, typed loosely for assertions. */
export async function api(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: SessionHeaders | undefined,
  payload?: Record<string, unknown>,
) {
  return call<Record<string, unknown> & { response: boolean; error?: string; message?: string }>(t.app, {
    method,
    url: `/app${url}`,
    headers: headers ?? {},
    ...(payload ? { payload } : {}),
  });
}

export interface QuoteScenario {
  category: number;
  owner: TestUser;
  /** Recipients of every quote the scenario opens. */
  first: TestCompanyUser;
  second: TestCompanyUser;
  /** A customer without a company, and a company that received nothing. */
  otherCustomer: TestUser;
  otherCompany: TestCompanyUser;
  /** A session without a login. */
  visitor: SessionHeaders;
  /** Opens a quote of `owner` for `first` and `second`, with one attachment. */
  open(title?: string): Promise<string>;
}

/** The cast of the flow and visibility tests; `first` reads pt-BR, everyone else English. */
export async function quoteScenario(t: TestApp): Promise<QuoteScenario> {
  const category = await createCategory(t, 'Machining');
  const owner = await createCustomer(t, { lang: 'en', name: 'Maria Buyer' });
  const first = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Primeira', lang: 'pt-BR' });
  const second = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Second' });
  const otherCustomer = await createCustomer(t);
  const otherCompany = await createCompanyUser(t, { categoryIds: [category], tradeName: 'Outsider' });
  const visitor = await openSession(t.app);
  return {
    category,
    owner,
    first,
    second,
    otherCustomer,
    otherCompany,
    visitor,
    open: (title = 'Flanges in 304 steel') =>
      openQuote(t, owner, {
        category,
        title,
        companies: [first.company.id, second.company.id],
        attachments: [{ name: 'drawing.txt', content: TXT }],
      }),
  };
}

/** A stored proposal file for rows written straight into the tables (the insight dashboard's tests). */
export async function insertProposalFile(t: Pick<TestApp, 'db'>): Promise<number> {
  const [pdf] = await t.db.db
    .insert(storedFiles)
    .values({
      kind: 'proposal',
      name: 'p.pdf',
      mime: 'application/pdf',
      size: 1,
      bytes: Buffer.from([1]),
      sha256: 'p',
    })
    .returning({ id: storedFiles.id });
  return pdf.id;
}

/** Lets a company send again at once, as if its last proposal were over a minute old (the 60 s lock). */
export async function ageProposals(t: Pick<TestApp, 'db'>, quoteReqId: string) {
  const [quote] = await t.db.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.reqId, quoteReqId));
  await t.db.db
    .update(quoteProposals)
    .set({ createdAt: sql`${quoteProposals.createdAt} - interval '61 seconds'` })
    .where(eq(quoteProposals.quoteId, quote.id));
}
