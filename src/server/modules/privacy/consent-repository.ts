import { asc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { ConsentDocument } from '../../../shared/schemas/privacy';
import type { Db } from '../../db/client';
import { siteContent } from '../../db/schema/catalogue-content';
import { type ConsentSource, consents } from '../../db/schema/consents';
import { termsVersions } from '../../db/schema/terms-versions';

/** The site_content key of each document a person accepts at registration. */
export const CONSENT_TEXT_KEYS = {
  'terms-of-use': 'terms.termOfUse',
  'privacy-policy': 'terms.privacyPolicy',
} as const satisfies Record<ConsentDocument, string>;

/** Both languages of the texts published now, by site_content key. */
export async function publishedTexts(db: Db): Promise<Map<string, { pt: unknown; en: unknown }>> {
  const rows = await db
    .select({ key: siteContent.key, pt: siteContent.valuePt, en: siteContent.valueEn })
    .from(siteContent)
    .where(inArray(siteContent.key, Object.values(CONSENT_TEXT_KEYS)));
  return new Map(rows.map((row) => [row.key, { pt: row.pt, en: row.en }]));
}

export interface NewConsent {
  customerId: number;
  document: ConsentDocument;
  version: string | null;
  lang: Lang | null;
  source: ConsentSource;
  acceptedAt: Date;
}

export async function insertConsents(db: Db, rows: readonly NewConsent[]): Promise<void> {
  if (rows.length > 0) await db.insert(consents).values([...rows]);
}

export async function listConsents(db: Db, customerId: number) {
  return db
    .select({
      document: consents.document,
      version: consents.version,
      lang: consents.lang,
      source: consents.source,
      acceptedAt: consents.acceptedAt,
    })
    .from(consents)
    .where(eq(consents.customerId, customerId))
    .orderBy(asc(consents.acceptedAt), asc(consents.id));
}

/** Every archived version of the texts a person accepts, oldest first (to match consent fingerprints). */
export async function listArchivedTerms(db: Db) {
  return db
    .select({
      key: termsVersions.key,
      pt: termsVersions.valuePt,
      en: termsVersions.valueEn,
      publishedAt: termsVersions.publishedAt,
    })
    .from(termsVersions)
    .orderBy(asc(termsVersions.publishedAt), asc(termsVersions.id));
}
