import { MINUTE_MS } from './time';
/**
 * Business constants of PRODUCT.md sections 5 and 9, shared by the schemas, the server and the web.
 * Sizes are bytes, durations milliseconds, widths CSS pixels.
 */

/** Maximum characters per text field. */
export const TEXT = {
  passwordMin: 8,
  passwordMax: 30,
  /** The login form's password input accepts more than the rule so old passwords still fit. */
  loginPasswordMax: 50,
  /**
   * Longest ordered run (123, abc, cba) a new password may contain, at registration, change and
   * reset alike: 1234 is refused (PRODUCT.md 5, registration; docs/decisions/0010).
   */
  passwordMaxOrderedRun: 3,
  name: 100,
  /** A formatted CPF, 000.000.000-00. */
  document: 14,
  /** A formatted CNPJ, 00.000.000/0000-00. */
  cnpj: 18,
  cellphone: 20,
  email: 100,
  newsletterEmail: 50,
  question: 250,
  answer: 250,
  quoteTitle: 200,
  quoteDescription: 2000,
  companyTradeName: 100,
  companyName: 100,
  companyAbout: 5000,
  companyAboutShort: 250,
  companyKeywords: 250,
  companyWebsite: 100,
  companyVideoUrl: 100,
  companyMapUrl: 600,
  companySocial: 100,
  companyAddress: 250,
  companyAddressNumber: 10,
  companyAddressAdjunct: 20,
  companyAddressNeighborhood: 100,
  /** A product's or service's name and short description, in each language (issue 32). */
  productName: 120,
  productDescription: 500,
  ratingDescription: 250,
  ratingSuggestions: 500,
  companySearch: 250,
  /** FAQ, magazine and company list search boxes. */
  search: 250,
  fileName: 255,
  /** Public ids are base64url strings of 22+ characters; the cap only stops abuse. */
  reqId: 64,
  /** Tokens of links and persistent logins. */
  token: 200,
} as const;

/** Digits of Brazilian documents and codes. */
export const DIGITS = {
  cpf: 11,
  cnpj: 14,
  cep: 8,
  landline: 10,
  mobile: 11,
  resetToken: 8,
} as const;

export const RATING = { min: 1, max: 5 } as const;

/**
 * Accepted file types, named by their usual extension. The server trusts the magic bytes, not the
 * name (rules/files.ts).
 */
export const FILE_TYPES = {
  attachment: ['txt', 'jpg', 'jpeg', 'png', 'webp', 'pdf'],
  proposal: ['pdf'],
  image: ['jpg', 'jpeg', 'png', 'webp'],
} as const;

export const FILES = {
  attachmentsPerQuote: 6,
  attachmentBytes: 3_072_000,
  proposalBytes: 3_072_000,
  /**
   * PRODUCT.md gives 1.2 MB ("1 MB in another reading"); we take the larger reading in decimal
   * bytes, so a file the browser shows as "1.2 MB" is accepted.
   */
  logoBytes: 1_200_000,
  coverBytes: 1_200_000,
  portfolioImages: 12,
  /** 1.5 MB in decimal bytes, like the logo. */
  portfolioBytes: 1_500_000,
} as const;

/** Expected image shapes; the aspect ratio must be within `tolerance` of width / height. */
export const IMAGE_SHAPES = {
  logo: { width: 512, height: 512 },
  cover: { width: 1440, height: 690 },
  tolerance: 0.1,
} as const;

export const PLACES = {
  /** São Paulo, the only state of the catalogue. */
  stateId: 26,
  /** The association's home city, preselected for company profiles. */
  homeCityId: 9896,
} as const;

export const TIMINGS = {
  slideshowMs: 5000,
  toastMs: 5000,
  /** A toast leaves the DOM this long after its duration, so its exit animation can finish. */
  toastRemoveExtraMs: 50,
  loginAutoCloseMs: 2000,
  errorsClearMs: 10_000,
  successClearMs: 3000,
  proposalResendLockMs: MINUTE_MS,
  newsletterClearMs: 2000,
  registrationCloseMs: 3000,
  redirectShortMs: 5000,
  redirectLongMs: 10_000,
  newsletterRedirectMs: 20_000,
  companySearchDebounceMs: 1000,
  faqSearchDebounceMs: 2000,
  magazineSearchDebounceMs: 2000,
  consentCookieDays: 365,
  /** Recovery code validity (DECISIONS.md 5). */
  recoveryCodeMs: 30 * MINUTE_MS,
  recoveryCodeTries: 5,
} as const;

export const BREAKPOINTS = {
  homeSlidesMobileBelow: 780,
  mobileMenuBelow: 780,
  desktopFrom: 800,
  companyFilterCollapse: 400,
} as const;

/** Distance from the bottom, in px, at which infinite lists load the next page. */
export const INFINITE_SCROLL = {
  companiesDesktop: 700,
  companiesMobile: 900,
  faqDesktop: 600,
  faqMobile: 800,
  magazinesDesktop: 600,
  magazinesMobile: 800,
  quotes: 600,
} as const;

export const PAGES = {
  notifications: 10,
  homeMagazines: 4,
  /** A URL that failed more than this many times is no longer requested. */
  maxUrlFailures: 2,
} as const;

export const DISPLAY = {
  metaDescriptionChars: 150,
  companyNameShortChars: 15,
  companyNameLongerThan: 22,
  attachmentNameShort: 16,
  attachmentNameLong: 20,
  currency: 'BRL',
  currencySymbol: 'R$',
} as const;

/** A company's products and services (issue 32): how many it may list, and categories per item. */
export const PRODUCTS = { perCompany: 50, categories: 10 } as const;
