import { z } from 'zod';
import { category, rateItem } from './catalogue-read';
import { ownApproval } from './company-approval';
import { ok } from './envelope';
import { ownReply } from './rating-reply';

/*
 * What the company owner's calls answer (PRODUCT.md 3 and 7): GET /company/info, GET /company/rates
 * and the answer of POST /company/register and PUT /company/update. Images are URLs /files/{reqId}.
 */

const yn = z.enum(['y', 'n']);

/** The owner's own company, shaped to fill the profile form back. */
export const companyRead = z.object({
  id: z.number().int(),
  reqId: z.string(),
  /** Legal name. */
  name: z.string(),
  tradeName: z.string(),
  email: z.string(),
  /** False until the e-mailed link is opened; an unconfirmed company receives no quote requests. */
  emailValid: z.boolean(),
  /** 00.000.000/0000-00. */
  cnpj: z.string(),
  /** Whether the company accepts quote requests, as the owner chose it. */
  quotes: yn,
  /** Phones as 00 0000-0000 or 00 00000-0000. */
  phone1: z.string().nullable(),
  phone2: z.string().nullable(),
  whatsapp: z.string().nullable(),
  website: z.string().nullable(),
  /** The YouTube video id. */
  videoUrl: z.string().nullable(),
  /** The Google Maps embed address (the iframe's src). */
  mapUrl: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  youtube: z.string().nullable(),
  linkedin: z.string().nullable(),
  about: z.string(),
  aboutShort: z.string(),
  /** Added later (issue 32, decision 0042): the about texts in English, null where none is written. */
  aboutEn: z.string().nullable().optional(),
  aboutShortEn: z.string().nullable().optional(),
  keywords: z.string().nullable(),
  /** 00000-000. */
  postalCode: z.string(),
  address: z.string(),
  addressNumber: z.string(),
  addressAdjunct: z.string().nullable(),
  addressNeighborhood: z.string(),
  /** State id (São Paulo is 26). */
  addressState: z.number().int(),
  /** City id. */
  addressCity: z.number().int(),
  categories: z.array(category),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  /** reqId is what DELETE /company/remove_portfolio takes. */
  portfolio: z.array(z.object({ reqId: z.string(), url: z.string() })),
  /** The terms were accepted at registration. */
  terms: z.boolean(),
  /** Mean general evaluation, null without ratings. */
  rate: z.number().nullable(),
  /** Chosen proposals… */
  proposals: z.number().int(),
  /** …out of the proposals sent. */
  proposalsSent: z.number().int(),
  /** Ratings, newest first. */
  rates: z.array(rateItem),
  /**
   * Added by issue 33 (decision 0044): present while the association has not approved the company
   * (waiting, or refused with its reason); absent once it is public.
   */
  approval: ownApproval.optional(),
});
export const companyReadResponse = ok({ company: companyRead });

/** One rating as the rated company sees it; y/n answers are words in the request's language. */
export const rateCard = z.object({
  generalEvaluation: z.number().int(),
  date: z.string(),
  concludedDesc: z.string(),
  deliveredInTimeDesc: z.string(),
  priceAsQuoteDesc: z.string(),
  recommend3rDpartyDesc: z.string(),
  productRate: z.number().int(),
  comunication: z.number().int(),
  shortDescription: z.string().nullable(),
  suggestions: z.string().nullable(),
});
/**
 * A rating in the owner's list: the rate card, plus the rated proposal's reqId (the rating's id on
 * the wire, what POST /company/rate_report names; the proposal is rated already, so the key is spent)
 * and whether the owner's report on it is open. Both optional: added after the list was first served.
 */
export const ownRateCard = rateCard.extend({
  reqId: z.string().optional(),
  reported: z.boolean().optional(),
  /** The company's answer (hidden: the association took it off the public page); null without one. */
  reply: ownReply.nullable().optional(),
});
export const companyRatesResponse = ok({
  rate: z.number().nullable(),
  /** Means of the ratings (two decimals), null without ratings. */
  ratesAvg: z.object({
    count: z.number().int(),
    product: z.number().nullable(),
    comunication: z.number().nullable(),
    general: z.number().nullable(),
  }),
  ratesList: z.array(ownRateCard),
});

/** Register and update: the header shows the trade name at once. */
export const companySavedResponse = ok({
  message: z.string(),
  company: z.object({ id: z.number().int(), reqId: z.string(), name: z.string() }),
});

export type CompanyRead = z.infer<typeof companyRead>;
export type RateCard = z.infer<typeof rateCard>;
export type OwnRateCard = z.infer<typeof ownRateCard>;
export type CompanyRatesResponse = z.infer<typeof companyRatesResponse>;
export type CompanySavedResponse = z.infer<typeof companySavedResponse>;
