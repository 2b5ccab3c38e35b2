import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { formatCep } from '../../../shared/rules/cep';
import { formatCnpj } from '../../../shared/rules/cnpj';
import { formatPhone } from '../../../shared/rules/phone';
import type { CompanyRatesResponse, CompanyRead } from '../../../shared/schemas/company-read';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyDetails, publicRates } from '../company-catalogue/company-page-service';
import { fileUrl } from '../files/files-service';
import {
  findOwnCompanyRate,
  findOwnCompanyRow,
  listRateCards,
  ratingAverages,
} from './company-read-repository';

const phone = (value: string | null) => (value ? formatPhone(value) : null);

/** GET /company/info: the caller's company as the profile form shows it. */
export async function ownCompanyInfo(db: Db, ownerId: number, lang: Lang): Promise<CompanyRead> {
  const row = await findOwnCompanyRow(db, ownerId);
  if (!row) throw new AppError('CMP003');
  const { categories, portfolio, rates } = await companyDetails(db, row.id, lang);
  const {
    logoReqId,
    coverReqId,
    acceptsQuotes,
    termsAcceptedAt,
    proposalsChosen,
    approval,
    approvalReason,
    approvalRequestedAt,
    ...fields
  } = row;
  return {
    ...fields,
    cnpj: formatCnpj(row.cnpj),
    postalCode: formatCep(row.postalCode),
    phone1: phone(row.phone1),
    phone2: phone(row.phone2),
    whatsapp: phone(row.whatsapp),
    // The owner's own choice; whether requests can reach the company also needs emailValid.
    quotes: acceptsQuotes ? 'y' : 'n',
    categories,
    logo: fileUrl(logoReqId),
    cover: fileUrl(coverReqId),
    portfolio: portfolio.map((p) => ({ reqId: p.reqId, url: fileUrl(p.fileReqId) ?? '' })),
    terms: termsAcceptedAt !== null,
    proposals: proposalsChosen,
    rates: publicRates(rates),
    // Not public until the association approves it (decision 0044): the owner sees why.
    ...(approval === 'approved'
      ? {}
      : {
          approval: {
            status: approval,
            reason: approvalReason,
            requestedAt: approvalRequestedAt?.toISOString() ?? null,
          },
        }),
  };
}

/**
 * GET /company/rates: the caller's company's ratings in full, with their means; those the
 * association hid are left out, as on the public page.
 */
export async function ownCompanyRates(
  db: Db,
  ownerId: number,
  lang: Lang,
): Promise<Omit<CompanyRatesResponse, 'response'>> {
  const company = await findOwnCompanyRate(db, ownerId);
  if (!company) throw new AppError('CMP003');
  const [cards, ratesAvg] = await Promise.all([
    listRateCards(db, company.id),
    ratingAverages(db, company.id),
  ]);
  const yesNo = (value: boolean) => translate(lang, value ? 'word.yes' : 'word.no');
  return {
    rate: company.rate,
    ratesAvg,
    ratesList: cards.map((card) => ({
      reqId: card.reqId,
      reported: card.reported,
      generalEvaluation: card.generalEvaluation,
      date: card.date.toISOString(),
      concludedDesc: yesNo(card.concluded),
      deliveredInTimeDesc: yesNo(card.deliveredInTime),
      priceAsQuoteDesc: yesNo(card.priceAsQuote),
      recommend3rDpartyDesc: yesNo(card.recomend3rdParty),
      productRate: card.productRate,
      comunication: card.comunication,
      shortDescription: card.shortDescription,
      suggestions: card.suggestions,
      reply:
        card.reply !== null && card.repliedAt !== null
          ? { text: card.reply, date: card.repliedAt.toISOString(), hidden: card.replyHiddenAt !== null }
          : null,
    })),
  };
}
