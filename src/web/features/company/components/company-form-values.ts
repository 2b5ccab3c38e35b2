import { PLACES } from '../../../../shared/limits';
import { masks } from '../../../../shared/rules/masks';
import {
  type CompanyFormInput,
  type CompanyFormValues,
  companyFormToWire,
} from '../../../../shared/schemas/company';
import { COMPANY_WIRE_NAMES } from '../../../../shared/schemas/company-fields';
import type { CompanyRead } from '../../../../shared/schemas/company-read';
import type { PickedImage } from '../../../lib/read-image';
import type { CompanySaveInput } from '../api/company';

/** Wire name → form name, so the server's field errors land on the form's fields. */
export const FORM_NAME_OF: Record<string, string> = Object.fromEntries(
  Object.entries(COMPANY_WIRE_NAMES).map(([form, wire]) => [wire, form]),
);

const EMPTY: CompanyFormInput = {
  tradeName: '',
  name: '',
  email: '',
  cnpj: '',
  quotes: 'y',
  city: PLACES.homeCityId,
  categories: [],
  postalCode: '',
  address: '',
  addressNumber: '',
  addressNeighborhood: '',
  about: '',
  aboutShort: '',
};

/**
 * The form's starting values: empty (quotes on, the home city) for a new company, else the saved
 * company with its documents and phones masked as they are typed and the video as a full link.
 */
export function companyFormValues(company: CompanyRead | null): CompanyFormInput {
  if (!company) return EMPTY;
  return {
    tradeName: company.tradeName,
    name: company.name,
    email: company.email,
    cnpj: masks.cnpj(company.cnpj),
    quotes: company.quotes,
    phone1: masks.phone(company.phone1 ?? ''),
    phone2: masks.phone(company.phone2 ?? ''),
    whatsapp: masks.phone(company.whatsapp ?? ''),
    website: company.website ?? '',
    videoUrl: company.videoUrl ? `https://www.youtube.com/watch?v=${company.videoUrl}` : '',
    mapUrl: company.mapUrl ?? '',
    instagram: company.instagram ?? '',
    facebook: company.facebook ?? '',
    youtube: company.youtube ?? '',
    linkedin: company.linkedin ?? '',
    about: company.about,
    aboutShort: company.aboutShort,
    aboutEn: company.aboutEn ?? '',
    aboutShortEn: company.aboutShortEn ?? '',
    keywords: company.keywords ?? '',
    postalCode: masks.cep(company.postalCode),
    address: company.address,
    addressNumber: company.addressNumber,
    addressAdjunct: company.addressAdjunct ?? '',
    addressNeighborhood: company.addressNeighborhood,
    city: company.addressCity,
    categories: company.categories.map((c) => c.id),
  };
}

/** The images picked in this visit (none picked: the saved ones stay). */
export interface PickedImages {
  logo: PickedImage | null;
  cover: PickedImage | null;
  portfolio: PickedImage[];
}

/**
 * What POST /company/register or PUT /company/update receives: the checked values under their wire
 * names, the picked images as base64 (null: keep the saved one), and the terms on a registration.
 */
export function companySaveBody(
  values: CompanyFormValues,
  images: PickedImages,
  isNew: boolean,
): CompanySaveInput {
  return {
    ...companyFormToWire(values),
    logo: images.logo?.base64 ?? null,
    cover: images.cover?.base64 ?? null,
    portfolio: images.portfolio.map((image) => image.base64),
    ...(isNew ? { terms: true as const } : {}),
  };
}
