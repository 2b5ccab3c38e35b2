import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { ConsentView } from '../../../shared/schemas/privacy';
import type { Db } from '../../db/client';
import { CONSENT_TEXT_KEYS, listArchivedTerms, listConsents } from './consent-repository';
import { textVersion } from './consent-service';

const HEADING = /^#\s+(.+?)\s*#*\s*$/m;

/** A version's title: the first heading of its text in `lang`, else the document's name. */
function titleOf(text: unknown, fallback: string): string {
  const heading = typeof text === 'string' ? HEADING.exec(text)?.[1] : undefined;
  return heading?.trim() || fallback;
}

/**
 * The person's consents as they can read them (issue 30 item 29): a record keeps only the
 * fingerprint of the text accepted (consent-service.ts textVersion), so the archived versions are
 * fingerprinted the same way and joined to it, giving the text's title and publication date.
 */
export async function consentViews(db: Db, customerId: number, lang: Lang): Promise<ConsentView[]> {
  const [records, archived] = await Promise.all([listConsents(db, customerId), listArchivedTerms(db)]);
  const byVersion = new Map<string, (typeof archived)[number]>();
  for (const row of archived) {
    const version = textVersion({ pt: row.pt, en: row.en });
    // The first publication of a text that was published again unchanged is the one accepted first.
    if (version && !byVersion.has(`${row.key}|${version}`)) byVersion.set(`${row.key}|${version}`, row);
  }
  return records.map((record) => {
    const key = CONSENT_TEXT_KEYS[record.document];
    const found = record.version ? byVersion.get(`${key}|${record.version}`) : undefined;
    const name = translate(lang, `privacy.readable.${record.document}`);
    return {
      document: record.document,
      title: found ? titleOf(lang === 'en' ? found.en : found.pt, name) : name,
      version: record.version,
      publishedAt: found ? found.publishedAt.toISOString() : null,
      lang: record.lang,
      source: record.source,
      acceptedAt: record.acceptedAt.toISOString(),
    };
  });
}
