import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { isoDay } from '../../../shared/rules/date-format';
import { consentViews } from './consent-view-service';
import { readableExport } from './export-readable';
import { exportPersonalData } from './export-service';

type ExportDeps = Parameters<typeof exportPersonalData>[0];

/** GET /privacy/export_readable: the person's export as an HTML file in their language. */
export async function readableExportFile(deps: ExportDeps, customerId: number, lang: Lang, now = new Date()) {
  const data = await exportPersonalData(deps, customerId, lang, now);
  const consents = await consentViews(deps.db, customerId, lang);
  const html = readableExport(data, consents, lang);
  return {
    name: translate(lang, 'privacy.readable.fileName', { date: isoDay(now) ?? '' }),
    mime: 'text/html; charset=utf-8',
    content: Buffer.from(html, 'utf8').toString('base64'),
  };
}
