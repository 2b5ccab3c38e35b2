import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';
import { cities } from '../../db/schema/places';
import { quoteProposals } from '../../db/schema/quotes';
import { ratings } from '../../db/schema/ratings';
import { ratingShown } from '../../db/sql/shown-ratings';

const logoFile = alias(storedFiles, 'logo_file');
const coverFile = alias(storedFiles, 'cover_file');

/** Every column of the owner's company that the profile form shows, with its files' reqIds. */
export async function findOwnCompanyRow(db: Db, ownerId: number) {
  const rows = await db
    .select({
      id: companies.id,
      reqId: companies.reqId,
      name: companies.name,
      tradeName: companies.tradeName,
      email: companies.email,
      emailValid: companies.emailValid,
      cnpj: companies.cnpj,
      acceptsQuotes: companies.acceptsQuotes,
      phone1: companies.phone1,
      phone2: companies.phone2,
      whatsapp: companies.whatsapp,
      website: companies.website,
      videoUrl: companies.videoUrl,
      mapUrl: companies.mapUrl,
      instagram: companies.instagram,
      facebook: companies.facebook,
      youtube: companies.youtube,
      linkedin: companies.linkedin,
      about: companies.about,
      aboutShort: companies.aboutShort,
      aboutEn: companies.aboutEn,
      aboutShortEn: companies.aboutShortEn,
      keywords: companies.keywords,
      postalCode: companies.postalCode,
      address: companies.address,
      addressNumber: companies.addressNumber,
      addressAdjunct: companies.addressAdjunct,
      addressNeighborhood: companies.addressNeighborhood,
      addressState: cities.stateId,
      addressCity: companies.cityId,
      logoReqId: logoFile.reqId,
      coverReqId: coverFile.reqId,
      termsAcceptedAt: companies.termsAcceptedAt,
      rate: companies.rate,
      proposalsChosen: companies.proposalsChosen,
      proposalsSent: companies.proposalsSent,
      approval: companies.approval,
      approvalReason: companies.approvalReason,
      approvalRequestedAt: companies.approvalRequestedAt,
    })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .leftJoin(logoFile, eq(logoFile.id, companies.logoFileId))
    .leftJoin(coverFile, eq(coverFile.id, companies.coverFileId))
    .where(eq(companies.ownerId, ownerId))
    .limit(1);
  return rows[0];
}

export async function findOwnCompanyRate(db: Db, ownerId: number) {
  const rows = await db
    .select({ id: companies.id, rate: companies.rate })
    .from(companies)
    .where(eq(companies.ownerId, ownerId))
    .limit(1);
  return rows[0];
}

/** The ratings the association has not hidden: what the public and the owner see. */
const shownOf = (companyId: number) => and(eq(ratings.companyId, companyId), ratingShown);

/**
 * A company's shown ratings, newest first, as the rate cards need them, with the rated proposal's
 * reqId (what the owner's report and answer name), whether a report of the owner's is open, and the
 * company's answer.
 */
export async function listRateCards(db: Db, companyId: number) {
  return db
    .select({
      reqId: quoteProposals.reqId,
      reported: sql<boolean>`(${ratings.reportedAt} is not null and ${ratings.reportClosedAt} is null)`,
      generalEvaluation: ratings.generalEvaluation,
      date: ratings.createdAt,
      concluded: ratings.concluded,
      deliveredInTime: ratings.deliveredInTime,
      priceAsQuote: ratings.priceAsQuote,
      recomend3rdParty: ratings.recomend3rdParty,
      productRate: ratings.productRate,
      comunication: ratings.comunication,
      shortDescription: ratings.shortDescription,
      suggestions: ratings.suggestions,
      reply: ratings.reply,
      repliedAt: ratings.repliedAt,
      replyHiddenAt: ratings.replyHiddenAt,
    })
    .from(ratings)
    .innerJoin(quoteProposals, eq(quoteProposals.id, ratings.proposalId))
    .where(shownOf(companyId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id));
}

/** Count and means (two decimals, null without ratings) of a company's shown ratings. */
export async function ratingAverages(db: Db, companyId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      product: sql<number | null>`round(avg(${ratings.productRate}), 2)::float8`,
      comunication: sql<number | null>`round(avg(${ratings.comunication}), 2)::float8`,
      general: sql<number | null>`round(avg(${ratings.generalEvaluation}), 2)::float8`,
    })
    .from(ratings)
    .where(shownOf(companyId));
  return row ?? { count: 0, product: null, comunication: null, general: null };
}
