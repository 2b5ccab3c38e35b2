import type { Lang } from '../../../shared/lang';
import type { CompanyPublic } from '../../../shared/schemas/catalogue-read';
import { cachedFor } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fileUrl } from '../files/files-service';
import { publicCertifications } from '../my-company/company-certifications-public-service';
import { publicProducts } from '../my-company/company-products-public-service';
import { publicFigures } from '../responsiveness/responsiveness-service';
import { publicCompanyTerms } from '../vocabulary/vocabulary-public-service';
import {
  findCompanyPage,
  listCompanyCategories,
  listPortfolio,
  listRatings,
  markCompanyPageChanged,
} from './companies-repository';

/*
 * A company's public page (POST /companies/info) and what other modules tell it when they change
 * something the page shows; the list's cards are companies-service.ts's.
 */

/**
 * A company's text in the reader's language (decision 0042): the English one for an English reader
 * where the company wrote it, else the Portuguese one; `lang` says which, so the page marks it.
 * Each text falls back alone: an English short about with a Portuguese long one shows both so.
 */
export function inReaderLang(lang: Lang, pt: string, en: string | null): { text: string; lang: Lang } {
  return lang === 'en' && en ? { text: en, lang: 'en' } : { text: pt, lang: 'pt-BR' };
}

type RatingRow = Awaited<ReturnType<typeof listRatings>>[number];

/** Ratings as the public page shows them: an answer the association hid is not shown. */
export function publicRates(rows: readonly RatingRow[]): CompanyPublic['rates'] {
  return rows.map((r) => ({
    rate: r.rate,
    date: r.date.toISOString(),
    description: r.description,
    reply:
      r.reply !== null && r.repliedAt !== null && r.replyHiddenAt === null
        ? { text: r.reply, date: r.repliedAt.toISOString() }
        : null,
  }));
}

/**
 * A change the public page of the company shows (its ratings or their answers): crawlers read it
 * again (sitemap lastmod). Call it in the change's transaction, then `catalogueChanged` once it commits.
 */
export function companyPageChanged(tx: Db, companyId: number, now: Date): Promise<void> {
  return markCompanyPageChanged(tx, companyId, now);
}

/** A company's categories (in `lang`), portfolio and ratings: its public page and its owner's form. */
export async function companyDetails(db: Db, companyId: number, lang: Lang) {
  const [categories, portfolio, rates] = await Promise.all([
    listCompanyCategories(db, companyId, lang),
    listPortfolio(db, companyId),
    listRatings(db, companyId),
  ]);
  return { categories, portfolio, rates };
}

/** The public company page; an unknown reqId is NFD001. Cached until the catalogue changes. */
export function companyInfo(db: Db, reqId: string, lang: Lang): Promise<CompanyPublic> {
  return cachedFor(db, `company:${lang}:${reqId}`, () => readCompanyPage(db, reqId, lang));
}

async function readCompanyPage(db: Db, reqId: string, lang: Lang): Promise<CompanyPublic> {
  const company = await findCompanyPage(db, reqId);
  if (!company) throw new AppError('NFD001');
  const [{ categories, portfolio, rates }, products, certifications, terms] = await Promise.all([
    companyDetails(db, company.id, lang),
    publicProducts(db, company.id, lang),
    publicCertifications(db, company.id),
    publicCompanyTerms(db, company.id, lang),
  ]);
  const {
    id,
    acceptsQuotes,
    emailValid,
    logoReqId,
    coverReqId,
    proposalsChosen,
    verifiedAt,
    ownerId,
    member,
    requests,
    answered,
    medianSeconds,
    about,
    aboutShort,
    aboutEn,
    aboutShortEn,
    ...shown
  } = company;
  const responsiveness = publicFigures({ requests, answered, medianSeconds });
  const aboutText = inReaderLang(lang, about, aboutEn);
  const shortText = inReaderLang(lang, aboutShort, aboutShortEn);
  return {
    ...shown,
    about: aboutText.text,
    aboutLang: aboutText.lang,
    aboutShort: shortText.text,
    aboutShortLang: shortText.lang,
    certifications,
    ...(responsiveness ? { responsiveness } : {}),
    verified: verifiedAt !== null,
    // An imported listing nobody has claimed yet reads "Not yet claimed" (issue 33).
    ...(ownerId === null ? { unclaimed: true } : {}),
    // A member of the association, when it shows the member mark (decision 0044).
    ...(member ? { member: true } : {}),
    // Quote requests reach only companies that accept them and have confirmed their e-mail (DECISIONS.md 5).
    quotes: acceptsQuotes && emailValid ? 'y' : 'n',
    categories,
    logo: fileUrl(logoReqId),
    cover: fileUrl(coverReqId),
    portfolio: portfolio.map((p) => ({ reqId: p.reqId, url: fileUrl(p.fileReqId) ?? '' })),
    proposals: proposalsChosen,
    rates: publicRates(rates),
    products,
    processes: terms.processes,
    materials: terms.materials,
  };
}
