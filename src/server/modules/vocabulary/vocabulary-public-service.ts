import type { Lang } from '../../../shared/lang';
import type { NamedTerm } from '../../../shared/schemas/vocabulary';
import type { Db } from '../../db/client';
import { companyTermNames } from './vocabulary-repository';

/*
 * What the public reads of the vocabulary (issue 32), apart from the owner's service, which
 * company-catalogue's service is a dependency of (the company page's date): no import cycle.
 */

/** A company's live processes and materials in the reader's language (its public page). */
export async function publicCompanyTerms(
  db: Db,
  companyId: number,
  lang: Lang,
): Promise<{ processes: NamedTerm[]; materials: NamedTerm[] }> {
  const rows = await companyTermNames(db, companyId, lang);
  return {
    processes: rows.filter((r) => r.kind === 'process').map((r) => r.term),
    materials: rows.filter((r) => r.kind === 'material').map((r) => r.term),
  };
}
