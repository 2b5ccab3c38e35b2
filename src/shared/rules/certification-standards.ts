/*
 * The certification standards a buyer filters the catalogue by (issue 32, decision 0037), apart
 * from the request schemas so the catalogue's filters read them without zod.
 */

export const CERTIFICATION_STANDARDS = ['iso9001', 'iso14001', 'iatf16949', 'iso45001', 'as9100'] as const;
export type CertificationStandard = (typeof CERTIFICATION_STANDARDS)[number];
/** "other" is typed by the company and never filtered. */
export const CERTIFICATION_KINDS = [...CERTIFICATION_STANDARDS, 'other'] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

/** How each standard is written everywhere (its name is the same in both languages). */
export const STANDARD_NAMES: Record<CertificationStandard, string> = {
  iso9001: 'ISO 9001',
  iso14001: 'ISO 14001',
  iatf16949: 'IATF 16949',
  iso45001: 'ISO 45001',
  as9100: 'AS9100',
};

export const isCertificationStandard = (value: unknown): value is CertificationStandard =>
  (CERTIFICATION_STANDARDS as readonly unknown[]).includes(value);

/** A certificate's name: the standard's, or what the company typed for another one. */
export function certificationName(standard: CertificationKind, other: string | null): string {
  return standard === 'other' ? (other ?? '') : STANDARD_NAMES[standard];
}
