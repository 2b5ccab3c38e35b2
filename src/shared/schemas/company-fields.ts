/**
 * The company profile's field rules (PRODUCT.md section 5), written once and keyed by the form's
 * camelCase names; company.ts derives the snake-case wire schema from them.
 */
import { z } from 'zod';
import { TEXT } from '../limits';
import type { MessageKey } from '../messages/catalogue';
import { extractMapEmbedSrc } from '../rules/map-url';
import { isValidLinkedinHandle, isValidSocialHandle } from '../rules/social';
import { extractYoutubeId } from '../rules/youtube';
import {
  cepField,
  cnpjField,
  emailField,
  idField,
  keptText,
  optionalFormatted,
  optionalPhoneField,
  optionalText,
  optionalUrlField,
  requiredText,
  typeError,
  ynField,
} from './common';

const handle = (key: MessageKey, isValid: (value: string) => boolean) =>
  optionalFormatted(key, isValid, (value) => value, TEXT.companySocial);

/** At least one category, repeats dropped. */
export const categoriesField = z
  .array(idField, { error: typeError('v.categories') })
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])])
  .refine((ids) => ids.length > 0, { error: 'v.categories' });

export const companyFields = {
  tradeName: requiredText(TEXT.companyTradeName),
  name: requiredText(TEXT.companyName),
  email: emailField(TEXT.email),
  cnpj: cnpjField,
  quotes: ynField,
  phone1: optionalPhoneField,
  phone2: optionalPhoneField,
  whatsapp: optionalPhoneField,
  website: optionalUrlField(TEXT.companyWebsite),
  /** A YouTube id or link, stored as the 11-character video id. */
  videoUrl: optionalFormatted(
    'v.youtube',
    (v) => extractYoutubeId(v) !== null,
    (v) => extractYoutubeId(v) ?? '',
    TEXT.companyVideoUrl,
  ),
  /** The pasted Google Maps embed snippet, stored as the embed address alone. */
  mapUrl: optionalFormatted(
    'v.mapUrl',
    (v) => extractMapEmbedSrc(v) !== null,
    (v) => extractMapEmbedSrc(v) ?? '',
    TEXT.companyMapUrl,
  ),
  instagram: handle('v.lettersNumbersUnderscoreDash', isValidSocialHandle),
  facebook: handle('v.lettersNumbersUnderscoreDash', isValidSocialHandle),
  youtube: handle('v.lettersNumbersUnderscoreDash', isValidSocialHandle),
  linkedin: handle('v.lettersNumbersDash', isValidLinkedinHandle),
  about: requiredText(TEXT.companyAbout),
  aboutShort: requiredText(TEXT.companyAboutShort),
  /** Added later (issue 32, decision 0042): the about texts in English; left out keeps the stored ones. */
  aboutEn: keptText(TEXT.companyAbout),
  aboutShortEn: keptText(TEXT.companyAboutShort),
  keywords: optionalText(TEXT.companyKeywords),
  postalCode: cepField,
  address: requiredText(TEXT.companyAddress),
  addressNumber: requiredText(TEXT.companyAddressNumber),
  addressAdjunct: optionalText(TEXT.companyAddressAdjunct),
  addressNeighborhood: requiredText(TEXT.companyAddressNeighborhood),
  city: idField,
  categories: categoriesField,
};

/** Form name → wire name (PRODUCT.md section 3, company write payload). */
export const COMPANY_WIRE_NAMES = {
  tradeName: 'trade_name',
  name: 'name',
  email: 'email',
  cnpj: 'cnpj',
  quotes: 'quotes',
  phone1: 'phone_1',
  phone2: 'phone_2',
  whatsapp: 'whatsapp',
  website: 'website',
  videoUrl: 'video_url',
  mapUrl: 'map_url',
  instagram: 'instagram',
  facebook: 'facebook',
  youtube: 'youtube',
  linkedin: 'linkedin',
  about: 'about',
  aboutShort: 'about_short',
  aboutEn: 'about_en',
  aboutShortEn: 'about_short_en',
  keywords: 'keywords',
  postalCode: 'postal_code',
  address: 'address',
  addressNumber: 'address_number',
  addressAdjunct: 'address_adjunct',
  addressNeighborhood: 'address_neighborhood',
  city: 'city',
  categories: 'categories',
} as const satisfies Record<keyof typeof companyFields, string>;

type Fields = typeof companyFields;
type Names = typeof COMPANY_WIRE_NAMES;
export type CompanyWireShape = { [K in keyof Fields as Names[K]]: Fields[K] };

export const companyWireShape = Object.fromEntries(
  Object.entries(companyFields).map(([name, schema]) => [COMPANY_WIRE_NAMES[name as keyof Names], schema]),
) as CompanyWireShape;
