import type { AdminTermsPublishBody, TermsName, TermsVersion } from '../../../shared/schemas/admin-publish';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditBy } from '../admin/publishing-service';
import type { Actor } from '../admin/staff-service';
import { textVersion } from '../privacy/consent-service';
import { listTermsVersions, lockCurrentTerms, publishTerms } from './admin-terms-repository';

/*
 * The terms of use and the privacy policy. Publishing writes the current text where the site and
 * the registration consents read it (site_content, unchanged since migration 0007) and the archive
 * keeps every earlier version with its date; each version carries the fingerprint a consent record
 * names, so the association can show which text a person accepted.
 */

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

export async function termsVersions(db: Db, name: TermsName): Promise<TermsVersion[]> {
  const rows = await listTermsVersions(db, name);
  return rows.map((row) => ({
    id: row.id,
    version: textVersion({ pt: row.pt, en: row.en }) ?? '',
    textPt: asText(row.pt),
    textEn: asText(row.en),
    publishedAt: row.publishedAt.toISOString(),
  }));
}

export async function publishTermsVersion(
  db: Db,
  actor: Actor,
  body: AdminTermsPublishBody,
): Promise<TermsVersion[]> {
  const text = { pt: body.text_pt, en: body.text_en };
  await db.transaction(async (tx) => {
    const current = await lockCurrentTerms(tx, body.name);
    if (current && current.pt === text.pt && current.en === text.en) {
      throw new AppError('VAL001', {}, { text_pt: 'publish.termsUnchanged' }, 'publish.termsUnchanged');
    }
    await publishTerms(tx, body.name, text);
    await auditBy(tx, actor, {
      action: 'terms.publish',
      targetType: 'terms',
      target: body.name,
      before: current ? { version: textVersion(current), textPt: current.pt, textEn: current.en } : null,
      after: { version: textVersion(text), textPt: text.pt, textEn: text.en },
    });
  });
  return termsVersions(db, body.name);
}
