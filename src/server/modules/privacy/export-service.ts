import type { Lang } from '../../../shared/lang';
import { formatCnpj } from '../../../shared/rules/cnpj-format';
import { formatCpf } from '../../../shared/rules/cpf';
import { formatPhone } from '../../../shared/rules/phone';
import type { CompanyRead } from '../../../shared/schemas/company-read';
import type { PrivacyExport } from '../../../shared/schemas/privacy';
import type { QuoteInfo } from '../../../shared/schemas/quote-read';
import { AppError } from '../../lib/app-error';
import type { AccountDeps } from '../auth/auth-service';
import { ownCertificationRecords } from '../my-company/company-certifications-service';
import { ownProductRecords } from '../my-company/company-products-service';
import { ownRatingReplies } from '../my-company/company-rating-reply-service';
import { ownRatingReports } from '../my-company/company-rating-report-service';
import { ownCompanyInfo, ownCompanyRates } from '../my-company/company-read-service';
import { notificationWords } from '../notifications/notifications-service';
import { companyQuoteInfo, customerQuoteInfo } from '../quotes/quote-read-service';
import { ownVocabularyRecords } from '../vocabulary/vocabulary-service';
import { listConsents } from './consent-repository';
import {
  findCompanyDates,
  findCustomerRecord,
  findNewsletterEntry,
  listAllNotifications,
  listEmailConfirmations,
  listGivenRatingStates,
  listListingClaims,
  listLoginSessions,
  listNewsletterDeliveries,
  listOutsideInvites,
  listPersistentLogins,
  listRecoveryCodes,
  listStaffActions,
  listStaffRoles,
  ownQuoteReqIds,
  receivedQuoteReqIds,
} from './export-repository';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** An export is read away from the site, so its image links are absolute. */
function absoluteImages(company: CompanyRead, publicUrl: string) {
  const absolute = (url: string | null) => (url ? `${publicUrl}${url}` : null);
  const { rates: _rates, ...rest } = company;
  return {
    ...rest,
    logo: absolute(company.logo),
    cover: absolute(company.cover),
    portfolio: company.portfolio.map((p) => ({ reqId: p.reqId, url: `${publicUrl}${p.url}` })),
  };
}

async function inOrder<T>(ids: readonly string[], read: (id: string) => Promise<T>): Promise<T[]> {
  // One at a time: an export is rare, and a long history must not take the whole pool.
  const out: T[] = [];
  for (const id of ids) out.push(await read(id));
  return out;
}

type GivenRatingState = Awaited<ReturnType<typeof listGivenRatingStates>>[number];

function ratingsGiven(
  quotes: readonly QuoteInfo[],
  states: readonly GivenRatingState[],
): PrivacyExport['ratingsGiven'] {
  // By proposal: each supplier of a split award is rated on its own (issue 34 item 4).
  const stateOf = new Map(states.map((s) => [s.proposal, s]));
  return quotes.flatMap((quote) =>
    quote.proposals.flatMap((proposal) => {
      const state = stateOf.get(proposal.reqId);
      return proposal.chosen && proposal.rate
        ? [
            {
              quote: quote.reqId,
              title: quote.title,
              companyName: proposal.companyName,
              rating: proposal.rate,
              hiddenAt: isoOrNull(state?.hiddenAt ?? null),
              hiddenReason: state?.hiddenReason ?? null,
              reply:
                state?.reply && state.repliedAt
                  ? {
                      text: state.reply,
                      date: iso(state.repliedAt),
                      hiddenAt: isoOrNull(state.replyHiddenAt),
                    }
                  : null,
            },
          ]
        : [];
    }),
  );
}

async function companyPart(deps: AccountDeps, customerId: number, lang: Lang) {
  const dates = await findCompanyDates(deps.db, customerId);
  if (!dates)
    return {
      companyId: null,
      company: null,
      receivedQuotes: [],
      ratingsReceived: [],
      ratingReports: [],
      ratingReplies: [],
      products: [],
      vocabulary: { terms: [], suggestions: [] },
      certifications: [],
    };
  const info = await ownCompanyInfo(deps.db, customerId, lang);
  const reqIds = await receivedQuoteReqIds(deps.db, dates.id);
  const receivedQuotes = await inOrder(reqIds, (reqId) => companyQuoteInfo(deps.db, reqId, customerId, lang));
  const { ratesList } = await ownCompanyRates(deps.db, customerId, lang);
  return {
    companyId: dates.id,
    company: {
      ...absoluteImages(info, deps.config.publicUrl),
      createdAt: iso(dates.createdAt),
      updatedAt: iso(dates.updatedAt),
      // An owned company always accepted the terms (check companies_owned_terms); only an unclaimed
      // listing has none, and it has no owner to export for.
      termsAcceptedAt: iso(dates.termsAcceptedAt ?? dates.createdAt),
      addressCityName: dates.cityName,
      addressStateName: dates.stateName,
    },
    receivedQuotes,
    ratingsReceived: ratesList,
    ratingReports: await ownRatingReports(deps.db, customerId),
    ratingReplies: await ownRatingReplies(deps.db, customerId),
    products: await ownProductRecords(deps.db, customerId, lang),
    vocabulary: await ownVocabularyRecords(deps.db, customerId),
    certifications: await ownCertificationRecords(deps.db, customerId),
  };
}

/**
 * GET /privacy/export (LGPD Art. 18, II and V): everything held about the logged-in person, in the
 * request's language where the answer has words (statuses, yes/no). Quotes read through the same
 * services as the quote screens, so the person gets what those screens show, all of it at once.
 */
export async function exportPersonalData(
  deps: AccountDeps,
  customerId: number,
  lang: Lang,
  now = new Date(),
): Promise<PrivacyExport> {
  const { db } = deps;
  const customer = await findCustomerRecord(db, customerId);
  if (!customer) throw new AppError('SES003');
  const { companyId, ...company } = await companyPart(deps, customerId, lang);
  const quotes = await inOrder(await ownQuoteReqIds(db, customerId), (reqId) =>
    customerQuoteInfo(db, reqId, customerId, lang),
  );
  const [
    consents,
    notifications,
    newsletter,
    deliveries,
    sessions,
    persistentLogins,
    confirmations,
    codes,
    roles,
    actions,
    ratingStates,
    claims,
    invites,
  ] = await Promise.all([
    listConsents(db, customerId),
    listAllNotifications(db, customerId),
    findNewsletterEntry(db, customer.email),
    listNewsletterDeliveries(db, customer.email),
    listLoginSessions(db, customerId),
    listPersistentLogins(db, customerId),
    listEmailConfirmations(db, customerId, companyId),
    listRecoveryCodes(db, customerId),
    listStaffRoles(db, customerId),
    listStaffActions(db, customerId),
    listGivenRatingStates(db, customerId),
    listListingClaims(db, customerId),
    listOutsideInvites(db, customerId),
  ]);
  return {
    generatedAt: iso(now),
    customer: {
      name: customer.name,
      doc: formatCpf(customer.doc),
      email: customer.email,
      emailValid: customer.emailValid,
      cellphone: formatPhone(customer.cellphone),
      city: {
        id: customer.cityId,
        name: customer.cityName,
        state: customer.stateId,
        stateName: customer.stateName,
      },
      lang: customer.lang,
      createdAt: iso(customer.createdAt),
      updatedAt: iso(customer.updatedAt),
      blockedAt: isoOrNull(customer.blockedAt),
      blockedReason: customer.blockedReason,
    },
    consents: consents.map((c) => ({ ...c, acceptedAt: iso(c.acceptedAt) })),
    ...company,
    quotes,
    ratingsGiven: ratingsGiven(quotes, ratingStates),
    listingClaims: claims.map((c) => ({
      ...c,
      createdAt: iso(c.createdAt),
      decidedAt: isoOrNull(c.decidedAt),
    })),
    outsideInvites: invites.map((i) => ({
      ...i,
      cnpj: i.cnpj === null ? null : formatCnpj(i.cnpj),
      createdAt: iso(i.createdAt),
      expiresAt: iso(i.expiresAt),
      revokedAt: isoOrNull(i.revokedAt),
    })),
    notifications: notifications.map(({ createdAt, kind, params, label, text, ...n }) => ({
      ...notificationWords({ kind, params, label, text }, lang),
      ...n,
      date: iso(createdAt),
    })),
    newsletter: newsletter
      ? {
          email: newsletter.email,
          lang: newsletter.lang,
          confirmedAt: isoOrNull(newsletter.confirmedAt),
          createdAt: iso(newsletter.createdAt),
          deliveries: deliveries.map((d) => ({ ...d, sentAt: isoOrNull(d.sentAt) })),
        }
      : null,
    sessions: sessions.map((s) => ({
      device: s.device,
      createdAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
      loginExpiresAt: isoOrNull(s.loginExpiresAt),
    })),
    persistentLogins: persistentLogins.map((p) => ({
      device: p.device,
      createdAt: iso(p.createdAt),
      expiresAt: iso(p.expiresAt),
    })),
    emailConfirmations: confirmations.map((c) => ({
      type: c.type,
      email: c.email,
      createdAt: iso(c.createdAt),
      expiresAt: iso(c.expiresAt),
      usedAt: isoOrNull(c.usedAt),
    })),
    recoveryCodes: codes.map((c) => ({
      createdAt: iso(c.createdAt),
      expiresAt: iso(c.expiresAt),
      tries: c.tries,
      used: c.used,
    })),
    staff: {
      roles: roles.map((r) => ({ role: r.role, grantedAt: iso(r.grantedAt) })),
      actions: actions.map(({ createdAt, ...a }) => ({ ...a, date: iso(createdAt) })),
    },
  };
}
