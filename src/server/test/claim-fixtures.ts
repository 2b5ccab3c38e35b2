import { eq } from 'drizzle-orm';
import type { Lang } from '../../shared/lang';
import { catalogueChanged } from '../db/catalogue-cache';
import { companies, companyCategories } from '../db/schema/companies';
import { listingInvitations } from '../db/schema/listing-claims';
import { readOutbox, type TestApp } from './harness';
import { newCnpj } from './member-files';

/* Unclaimed listings and the links their e-mails carry, for the claim tests (issue 33 item 3). */

let serial = 0;

export interface TestListing {
  id: number;
  reqId: string;
  tradeName: string;
  email: string;
}

/** An unclaimed listing, public ("not yet claimed") unless `hidden`. */
export async function createListing(
  t: Pick<TestApp, 'db'>,
  opts: {
    tradeName?: string;
    email?: string;
    website?: string | null;
    lang?: Lang;
    hidden?: boolean;
    quotesByEmail?: boolean;
    categoryIds?: number[];
  } = {},
): Promise<TestListing> {
  serial += 1;
  const tradeName = opts.tradeName ?? `Listing ${serial} ${Date.now() % 100000}`;
  const email = opts.email ?? `listing${serial}.${Date.now() % 100000}@industria.example`;
  const [row] = await t.db.db
    .insert(companies)
    .values({
      ownerId: null,
      tradeName,
      name: `${tradeName} Ltda`,
      email,
      website: opts.website ?? null,
      lang: opts.lang ?? 'pt-BR',
      acceptsQuotes: false,
      hiddenUntilClaimed: opts.hidden ?? false,
      quotesByEmail: opts.quotesByEmail ?? false,
      cnpj: newCnpj().replace(/\D/g, ''),
      about: '',
      aboutShort: '',
      postalCode: '13400000',
      address: 'Rua A',
      addressNumber: '1',
      addressNeighborhood: 'Centro',
      cityId: 9896,
    })
    .returning({ id: companies.id, reqId: companies.reqId });
  if (opts.categoryIds?.length)
    await t.db.db
      .insert(companyCategories)
      .values(opts.categoryIds.map((categoryId) => ({ companyId: row.id, categoryId })));
  catalogueChanged(t.db.db);
  return { ...row, tradeName, email };
}

/** The link of the newest e-mail to `to` in the outbox (its token is the path's last part). */
export async function linkMailedTo(t: Pick<TestApp, 'outboxDir'>, to: string) {
  const mails = (await readOutbox(t.outboxDir)).filter((m) => m.to === to);
  const mail = mails.at(-1);
  const url = mail?.text.match(/https?:\/\/\S+\/claim\/(\S+)/);
  return { mail, url: url?.[0] ?? null, token: url?.[1] ?? null, count: mails.length };
}

export async function invitationsOf(t: Pick<TestApp, 'db'>, companyId: number) {
  return t.db.db
    .select({
      status: listingInvitations.status,
      tokenHash: listingInvitations.tokenHash,
      expiresAt: listingInvitations.expiresAt,
    })
    .from(listingInvitations)
    .where(eq(listingInvitations.companyId, companyId))
    .orderBy(listingInvitations.id);
}

export async function ownerOf(t: Pick<TestApp, 'db'>, companyId: number) {
  const [row] = await t.db.db
    .select({ ownerId: companies.ownerId, emailValid: companies.emailValid, claimedAt: companies.claimedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}
