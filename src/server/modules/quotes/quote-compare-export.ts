import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { encodeBase64 } from '../../../shared/rules/base64';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import type { Db } from '../../db/client';
import { quoteOfOwner } from './quote-access';
import { comparePdf } from './quote-compare-pdf';
import { compareWorkbook } from './quote-compare-sheet';
import { compareSourceOf } from './quote-compare-source';

export const PDF_MIME = 'application/pdf';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /quotes/compare_export: the owner's comparison as .xlsx; NFD001 for anyone else. */
export async function compareExport(
  db: Db,
  reqId: string,
  customerId: number,
  lang: Lang,
  now = new Date(),
): Promise<{ name: string; mime: string; content: string }> {
  const quote = await quoteOfOwner(db, reqId, customerId);
  const source = await compareSourceOf(db, quote, lang);
  return {
    name: `${translate(lang, 'compareExport.fileName', { date: saoPauloDay(now) })}.xlsx`,
    mime: XLSX_MIME,
    content: encodeBase64(await compareWorkbook(source, lang, now)),
  };
}

/** POST /quotes/compare_pdf: the owner's comparison as a PDF for approval; NFD001 for anyone else. */
export async function comparePdfExport(
  db: Db,
  reqId: string,
  customerId: number,
  lang: Lang,
  now = new Date(),
): Promise<{ name: string; mime: string; content: string }> {
  const quote = await quoteOfOwner(db, reqId, customerId);
  const source = await compareSourceOf(db, quote, lang);
  return {
    name: `${translate(lang, 'compareExport.fileName', { date: saoPauloDay(now) })}.pdf`,
    mime: PDF_MIME,
    content: encodeBase64(await comparePdf(source, lang, now)),
  };
}
