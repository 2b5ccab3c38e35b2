import { desc, eq, sql } from 'drizzle-orm';
import type { TermsName } from '../../../shared/schemas/admin-publish';
import type { Db } from '../../db/client';
import { siteContent } from '../../db/schema/catalogue-content';
import { type TermsKey, termsVersions } from '../../db/schema/terms-versions';

const KEY_OF: Record<TermsName, TermsKey> = {
  termOfUse: 'terms.termOfUse',
  privacyPolicy: 'terms.privacyPolicy',
};

/** Every archived version of a text, newest first; the first is the one site_content serves. */
export async function listTermsVersions(db: Db, name: TermsName) {
  return db
    .select({
      id: termsVersions.id,
      pt: termsVersions.valuePt,
      en: termsVersions.valueEn,
      publishedAt: termsVersions.publishedAt,
    })
    .from(termsVersions)
    .where(eq(termsVersions.key, KEY_OF[name]))
    .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.id));
}

/** The text served now, locked so two publications of one text happen one after the other. */
export async function lockCurrentTerms(tx: Db, name: TermsName) {
  const [row] = await tx
    .select({ pt: siteContent.valuePt, en: siteContent.valueEn })
    .from(siteContent)
    .where(eq(siteContent.key, KEY_OF[name]))
    .for('update');
  return row;
}

/**
 * Makes `text` the current version: site_content is what GET /data/info/terms/{name} and the
 * consent fingerprints read; its trigger (migration 0013) archives the new version with its date.
 */
export async function publishTerms(tx: Db, name: TermsName, text: { pt: string; en: string }): Promise<void> {
  await tx
    .insert(siteContent)
    .values({ key: KEY_OF[name], valuePt: text.pt, valueEn: text.en })
    .onConflictDoUpdate({
      target: siteContent.key,
      set: { valuePt: text.pt, valueEn: text.en, updatedAt: sql`now()` },
    });
}
