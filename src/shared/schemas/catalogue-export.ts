import { z } from 'zod';

/*
 * Issue 33 item 5: the association's export of its whole catalogue, every company with its status,
 * member data, owner's e-mail and quote figures, as a spreadsheet or CSV (formula-safe).
 */

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const catalogueExportBody = z.object({ format: z.enum(EXPORT_FORMATS) });
export type CatalogueExportBody = z.infer<typeof catalogueExportBody>;

/** Where a company stands, in the export's words (decision 0031 for the unclaimed listings). */
export const COMPANY_STATUSES = [
  'claimed',
  'unclaimed',
  'unclaimedHidden',
  'pending',
  'refused',
  'suspended',
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** The export's columns, in order; each has a header in both languages (answers: catalogueExport.column.*). */
export const EXPORT_COLUMNS = [
  'cnpj',
  'name',
  'tradeName',
  'status',
  'membershipNumber',
  'memberSince',
  'ownerEmail',
  'email',
  'emailValid',
  'phone',
  'city',
  'state',
  'categories',
  'registeredAt',
  'claimedAt',
  'quotesReceived',
  'proposalsSent',
  'proposalsChosen',
  'rating',
  'ratings',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
