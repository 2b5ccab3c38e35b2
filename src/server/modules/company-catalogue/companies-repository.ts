import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies, companyCategories, companyPortfolio } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';
import { cities, states } from '../../db/schema/places';
import { ratings } from '../../db/schema/ratings';
import { companyResponsiveness } from '../../db/schema/responsiveness';
import { associationSetting } from '../../db/sql/association-settings';
import { byLang } from '../../db/sql/localized';
import { sortKey } from '../../db/sql/search';
import { ratingShown } from '../../db/sql/shown-ratings';

// Also read by the list's cards (companies-page-repository.ts).
export const LOGO = 'logo_file';
export const COVER = 'cover_file';
export const logoFile = alias(storedFiles, LOGO);
export const coverFile = alias(storedFiles, COVER);

/** A company's responsiveness figures (issue 18): one row by primary key, none before its first request. */
const responsivenessColumns = {
  requests: companyResponsiveness.requests,
  answered: companyResponsiveness.answered,
  medianSeconds: companyResponsiveness.medianSeconds,
};

/** The columns of the public company page (PRODUCT.md 2); owner, CNPJ and internal ids stay out. */
export async function findCompanyPage(db: Db, reqId: string) {
  const rows = await db
    .select({
      id: companies.id,
      reqId: companies.reqId,
      tradeName: companies.tradeName,
      name: companies.name,
      acceptsQuotes: companies.acceptsQuotes,
      emailValid: companies.emailValid,
      email: companies.email,
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
      postalCode: companies.postalCode,
      address: companies.address,
      addressNumber: companies.addressNumber,
      addressAdjunct: companies.addressAdjunct,
      addressNeighborhood: companies.addressNeighborhood,
      addressState: states.iso,
      addressCity: cities.name,
      logoReqId: logoFile.reqId,
      coverReqId: coverFile.reqId,
      rate: companies.rate,
      proposalsChosen: companies.proposalsChosen,
      proposalsSent: companies.proposalsSent,
      verifiedAt: companies.verifiedAt,
      ownerId: companies.ownerId,
      // The member mark, when the association shows it (decision 0044).
      member: sql<boolean>`${companies.membershipNumber} is not null and ${associationSetting('memberMark')}`,
      ...responsivenessColumns,
    })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .leftJoin(logoFile, eq(logoFile.id, companies.logoFileId))
    .leftJoin(coverFile, eq(coverFile.id, companies.coverFileId))
    .leftJoin(companyResponsiveness, eq(companyResponsiveness.companyId, companies.id))
    // Neither suspended nor an unclaimed listing hidden until claimed (migration 0048).
    .where(and(eq(companies.reqId, reqId), eq(companies.listed, true)))
    .limit(1);
  return rows[0];
}
export type CompanyPageRow = NonNullable<Awaited<ReturnType<typeof findCompanyPage>>>;

export async function listCompanyCategories(db: Db, companyId: number, lang: Lang) {
  const name = byLang(lang, categories.namePt, categories.nameEn);
  return db
    .select({ id: categories.id, name })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companyCategories.companyId, companyId))
    .orderBy(asc(sortKey(name)), asc(name), asc(categories.id));
}

export async function listPortfolio(db: Db, companyId: number) {
  return db
    .select({ reqId: companyPortfolio.reqId, fileReqId: storedFiles.reqId })
    .from(companyPortfolio)
    .innerJoin(storedFiles, eq(storedFiles.id, companyPortfolio.fileId))
    .where(eq(companyPortfolio.companyId, companyId))
    .orderBy(asc(companyPortfolio.position), asc(companyPortfolio.id));
}

/**
 * Ratings newest first (not those the association hid): the general evaluation, when, the rater's
 * short description and the company's answer (with whether the association hid it).
 */
export async function listRatings(db: Db, companyId: number) {
  return db
    .select({
      rate: ratings.generalEvaluation,
      date: ratings.createdAt,
      description: ratings.shortDescription,
      reply: ratings.reply,
      repliedAt: ratings.repliedAt,
      replyHiddenAt: ratings.replyHiddenAt,
    })
    .from(ratings)
    .where(and(eq(ratings.companyId, companyId), ratingShown))
    .orderBy(desc(ratings.createdAt), desc(ratings.id));
}

/**
 * The company's public page changed (a rating hidden or restored, an answer published, removed,
 * hidden or restored): its updated_at moves, and so does its sitemap lastmod.
 */
export async function markCompanyPageChanged(tx: Db, companyId: number, now: Date): Promise<void> {
  await tx.update(companies).set({ updatedAt: now }).where(eq(companies.id, companyId));
}
