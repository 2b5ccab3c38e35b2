import { createHash } from 'node:crypto';
import type { Lang } from '../../../shared/lang';
import { CONSENT_DOCUMENTS, type ConsentDocument } from '../../../shared/schemas/privacy';
import type { Db } from '../../db/client';
import { CONSENT_TEXT_KEYS, insertConsents, publishedTexts } from './consent-repository';

/**
 * The version of a text is a fingerprint of what was published in both languages: any edit, by
 * whatever means, makes a new version, and the association can tell which text a person saw by
 * hashing its archived copies the same way. Null while no text is published.
 */
export function textVersion(text: { pt: unknown; en: unknown } | undefined): string | null {
  if (!text) return null;
  return createHash('sha256')
    .update(JSON.stringify([text.pt, text.en]))
    .digest('hex')
    .slice(0, 16);
}

export async function currentVersions(db: Db): Promise<Record<ConsentDocument, string | null>> {
  const texts = await publishedTexts(db);
  return {
    'terms-of-use': textVersion(texts.get(CONSENT_TEXT_KEYS['terms-of-use'])),
    'privacy-policy': textVersion(texts.get(CONSENT_TEXT_KEYS['privacy-policy'])),
  };
}

/**
 * Registration accepts the terms of use and the privacy policy together (the register form's
 * terms box): one record for each, with the versions published at that moment. Runs inside the
 * registration's transaction, so an account never exists without them.
 */
export async function recordRegistrationConsents(
  tx: Db,
  customerId: number,
  lang: Lang,
  acceptedAt: Date,
): Promise<void> {
  const versions = await currentVersions(tx);
  await insertConsents(
    tx,
    CONSENT_DOCUMENTS.map((document) => ({
      customerId,
      document,
      version: versions[document],
      lang,
      source: 'registration' as const,
      acceptedAt,
    })),
  );
}
