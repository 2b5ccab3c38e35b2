import { z } from 'zod';
import { FILE_TYPES, FILES } from '../limits';
import { termsField } from './common';
import { COMPANY_WIRE_NAMES, companyFields, companyWireShape } from './company-fields';
import { base64File, base64FileList, optionalBase64File } from './file-fields';

const logoRule = { maxBytes: FILES.logoBytes, types: FILE_TYPES.image };
const coverRule = { maxBytes: FILES.coverBytes, types: FILE_TYPES.image };
const portfolioRule = { maxBytes: FILES.portfolioBytes, types: FILE_TYPES.image };

/**
 * PRODUCT.md 3 calls logo and cover "base64 lists, null if none": a list of one image is taken as
 * that image and an empty list as none; a single base64 string works as well.
 */
function oneImage<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (Array.isArray(value) && value.length <= 1 ? (value[0] ?? null) : value),
    schema,
  );
}

const images = {
  cover: oneImage(optionalBase64File(coverRule, 'cover')),
  /** Images to add; the total with stored ones (12) is checked by the server. */
  portfolio: base64FileList(portfolioRule, FILES.portfolioImages),
};

/**
 * PUT /company/update: a missing or null logo/cover keeps the stored one. Image shapes (512x512,
 * 1440x690 within 10 %) are checked by the server with sharp (rules/image-shape.ts).
 */
export const companyUpdateBody = z.object({
  ...companyWireShape,
  logo: oneImage(optionalBase64File(logoRule, 'logo')),
  ...images,
});
export type CompanyUpdateBody = z.infer<typeof companyUpdateBody>;

/** POST /company/register: the logo and the terms are required at first registration. */
export const companyRegisterBody = z.object({
  ...companyWireShape,
  logo: oneImage(base64File(logoRule, 'logo')),
  ...images,
  terms: termsField,
});
export type CompanyRegisterBody = z.infer<typeof companyRegisterBody>;

/**
 * The profile form's text fields in camelCase; files are checked in the browser with
 * rules/files.ts checkFiles and sent as base64. `terms` is only asked at first registration.
 */
export const companyForm = z.object({ ...companyFields, terms: termsField.optional() });
export type CompanyFormInput = z.input<typeof companyForm>;
export type CompanyFormValues = z.output<typeof companyForm>;

type WireNames = typeof COMPANY_WIRE_NAMES;
export type CompanyWireFields = { [K in keyof WireNames as WireNames[K]]: CompanyFormValues[K] };

/** The form's parsed values under their wire names, ready to add logo/cover/portfolio and send. */
export function companyFormToWire(values: CompanyFormValues): CompanyWireFields {
  const out: Record<string, unknown> = {};
  for (const [name, wire] of Object.entries(COMPANY_WIRE_NAMES)) {
    out[wire] = values[name as keyof WireNames];
  }
  return out as CompanyWireFields;
}
