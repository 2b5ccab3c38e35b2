import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { customers } from '../../db/schema/customers';
import { listingClaims } from '../../db/schema/listing-claims';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { newsletterDeliveries, newsletterIssues } from '../../db/schema/newsletter-issues';
import { notifications } from '../../db/schema/notifications';
import { cities, states } from '../../db/schema/places';
import { quoteOutsideInvites } from '../../db/schema/quote-outside-invites';
import { quoteProposals, quoteRecipients, quotes } from '../../db/schema/quotes';
import { ratings } from '../../db/schema/ratings';
import { appSessions, persistentLogins } from '../../db/schema/sessions';
import { staffAudit, staffRoles } from '../../db/schema/staff';
import { emailConfirmTokens, recoveryCodes } from '../../db/schema/tokens';

/* What GET /privacy/export reads beside what the customer, company and quote services answer. */

export async function findCustomerRecord(db: Db, id: number) {
  const [row] = await db
    .select({
      name: customers.name,
      doc: customers.doc,
      email: customers.email,
      emailValid: customers.emailValid,
      cellphone: customers.cellphone,
      cityId: customers.cityId,
      cityName: cities.name,
      stateId: cities.stateId,
      stateName: states.name,
      lang: customers.lang,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
      blockedAt: customers.blockedAt,
      blockedReason: customers.blockedReason,
    })
    .from(customers)
    .innerJoin(cities, eq(cities.id, customers.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(customers.id, id))
    .limit(1);
  return row;
}

export async function findCompanyDates(db: Db, ownerId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      createdAt: companies.createdAt,
      updatedAt: companies.updatedAt,
      termsAcceptedAt: companies.termsAcceptedAt,
      // The names a person reads beside the ids the company's form keeps (the readable export).
      cityName: cities.name,
      stateName: states.name,
    })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(companies.ownerId, ownerId))
    .limit(1);
  return row;
}

/** The reqIds of the quotes a customer asked for, oldest first. */
export async function ownQuoteReqIds(db: Db, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ reqId: quotes.reqId })
    .from(quotes)
    .where(eq(quotes.customerId, customerId))
    .orderBy(asc(quotes.dateOpen), asc(quotes.id));
  return rows.map((r) => r.reqId);
}

/**
 * Whether the association hid the ratings the person gave (by quote reqId), and the rated
 * company's answer: the quote view shows the rating itself, the export adds its fate.
 */
export async function listGivenRatingStates(db: Db, customerId: number) {
  return db
    .select({
      quote: quotes.reqId,
      proposal: quoteProposals.reqId,
      hiddenAt: ratings.hiddenAt,
      hiddenReason: ratings.hiddenReason,
      reply: ratings.reply,
      repliedAt: ratings.repliedAt,
      replyHiddenAt: ratings.replyHiddenAt,
    })
    .from(ratings)
    .innerJoin(quoteProposals, eq(quoteProposals.id, ratings.proposalId))
    .innerJoin(quotes, eq(quotes.id, quoteProposals.quoteId))
    .where(eq(quotes.customerId, customerId));
}

/** The reqIds of the quotes a company received, oldest first. */
export async function receivedQuoteReqIds(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ reqId: quotes.reqId })
    .from(quoteRecipients)
    .innerJoin(quotes, eq(quotes.id, quoteRecipients.quoteId))
    .where(eq(quoteRecipients.companyId, companyId))
    .orderBy(asc(quotes.dateOpen), asc(quotes.id));
  return rows.map((r) => r.reqId);
}

export async function listAllNotifications(db: Db, customerId: number) {
  return db
    .select({
      kind: notifications.kind,
      params: notifications.params,
      label: notifications.label,
      text: notifications.text,
      link: notifications.link,
      read: notifications.read,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** The newsletter entry of an address (stored lower-cased). */
export async function findNewsletterEntry(db: Db, email: string) {
  const [row] = await db
    .select({
      email: newsletterSubscribers.email,
      lang: newsletterSubscribers.lang,
      confirmedAt: newsletterSubscribers.confirmedAt,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()))
    .limit(1);
  return row;
}

/**
 * The issues addressed to a newsletter entry, oldest first, with the subject in the entry's language.
 * Never the unsubscribe token's hash: it is a secret of the link.
 */
export async function listNewsletterDeliveries(db: Db, email: string) {
  return db
    .select({
      issue: newsletterIssues.id,
      subject: sql<string>`case when ${newsletterSubscribers.lang} = 'en' then ${newsletterIssues.subjectEn} else ${newsletterIssues.subjectPt} end`,
      status: newsletterDeliveries.status,
      sentAt: newsletterDeliveries.sentAt,
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
    .where(eq(newsletterSubscribers.email, email.toLowerCase()))
    .orderBy(asc(newsletterIssues.createdAt), asc(newsletterIssues.id));
}

/** App sessions the customer is logged in on (never their secrets). */
export async function listLoginSessions(db: Db, customerId: number) {
  return db
    .select({
      device: appSessions.device,
      createdAt: appSessions.createdAt,
      lastUsedAt: appSessions.lastUsedAt,
      loginExpiresAt: appSessions.loginExpiresAt,
    })
    .from(appSessions)
    .where(eq(appSessions.userId, customerId))
    .orderBy(asc(appSessions.createdAt), asc(appSessions.id));
}

export async function listPersistentLogins(db: Db, customerId: number) {
  return db
    .select({
      device: persistentLogins.device,
      createdAt: persistentLogins.createdAt,
      expiresAt: persistentLogins.expiresAt,
    })
    .from(persistentLogins)
    .where(eq(persistentLogins.userId, customerId))
    .orderBy(asc(persistentLogins.createdAt), asc(persistentLogins.id));
}

/** Links sent to confirm the customer's address and, with a company, the company's. */
export async function listEmailConfirmations(db: Db, customerId: number, companyId: number | null) {
  const ofCustomer = and(
    eq(emailConfirmTokens.type, 'customer'),
    eq(emailConfirmTokens.targetId, customerId),
  );
  const ofCompany =
    companyId === null
      ? sql`false`
      : and(eq(emailConfirmTokens.type, 'company'), eq(emailConfirmTokens.targetId, companyId));
  return db
    .select({
      type: emailConfirmTokens.type,
      email: emailConfirmTokens.email,
      createdAt: emailConfirmTokens.createdAt,
      expiresAt: emailConfirmTokens.expiresAt,
      usedAt: emailConfirmTokens.usedAt,
    })
    .from(emailConfirmTokens)
    .where(or(ofCustomer, ofCompany))
    .orderBy(asc(emailConfirmTokens.createdAt), asc(emailConfirmTokens.id));
}

export async function listRecoveryCodes(db: Db, customerId: number) {
  return db
    .select({
      createdAt: recoveryCodes.createdAt,
      expiresAt: recoveryCodes.expiresAt,
      tries: recoveryCodes.tries,
      used: recoveryCodes.used,
    })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.customerId, customerId))
    .orderBy(asc(recoveryCodes.createdAt), asc(recoveryCodes.id));
}

/** The person's back-office roles. */
export async function listStaffRoles(db: Db, customerId: number) {
  return db
    .select({ role: staffRoles.role, grantedAt: staffRoles.grantedAt })
    .from(staffRoles)
    .where(eq(staffRoles.customerId, customerId))
    .orderBy(asc(staffRoles.role));
}

/** The staff actions the person took, oldest first (what, on what, when; not the before/after). */
export async function listStaffActions(db: Db, customerId: number) {
  return db
    .select({
      action: staffAudit.action,
      targetType: staffAudit.targetType,
      target: staffAudit.target,
      createdAt: staffAudit.createdAt,
    })
    .from(staffAudit)
    .where(eq(staffAudit.actorId, customerId))
    .orderBy(asc(staffAudit.createdAt), asc(staffAudit.id));
}

/** The claims the person made of listings (issue 33), oldest first; never the link's hash. */
export async function listListingClaims(db: Db, customerId: number) {
  return db
    .select({
      companyName: companies.tradeName,
      email: listingClaims.email,
      message: listingClaims.message,
      status: listingClaims.status,
      reason: listingClaims.reason,
      createdAt: listingClaims.createdAt,
      decidedAt: listingClaims.decidedAt,
    })
    .from(listingClaims)
    .innerJoin(companies, eq(companies.id, listingClaims.companyId))
    .where(eq(listingClaims.claimantId, customerId))
    .orderBy(asc(listingClaims.createdAt), asc(listingClaims.id));
}

/** The suppliers outside the catalogue the person invited to their quotes (issue 34), oldest first. */
export async function listOutsideInvites(db: Db, customerId: number) {
  return db
    .select({
      quote: quotes.title,
      email: quoteOutsideInvites.email,
      name: quoteOutsideInvites.name,
      cnpj: quoteOutsideInvites.cnpj,
      lang: quoteOutsideInvites.lang,
      status: quoteOutsideInvites.mailStatus,
      createdAt: quoteOutsideInvites.createdAt,
      expiresAt: quoteOutsideInvites.expiresAt,
      revokedAt: quoteOutsideInvites.revokedAt,
    })
    .from(quoteOutsideInvites)
    .innerJoin(quotes, eq(quotes.id, quoteOutsideInvites.quoteId))
    .where(eq(quotes.customerId, customerId))
    .orderBy(asc(quoteOutsideInvites.createdAt), asc(quoteOutsideInvites.id));
}
