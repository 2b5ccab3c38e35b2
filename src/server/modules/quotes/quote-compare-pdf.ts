import PDFDocument from 'pdfkit';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { formatDate } from '../../../shared/rules/date-format';
import { formatDateTime } from '../../../shared/rules/date-time-format';
import { formatQuantity, unitLabel } from '../../../shared/rules/item-format';
import { formatMoney } from '../../../shared/rules/money';
import { QUANTITY_SCALE } from '../../../shared/rules/quote-totals';
import type { ComparisonRow } from '../../../shared/schemas/quote-proposal-terms';
import type { CompareSource } from './quote-compare-source';

/*
 * Issue 34 item 5: the comparison as a PDF for approval, in the caller's language, with the
 * catalogue's colours: the request, every supplier's offer (totals, terms, the lowest marked), then
 * each item with every supplier's unit price and landed cost (the lowest marked, a gap in words).
 * Suppliers are rows, not columns, so ten of them fit an A4 page as well as two. PDF's standard
 * fonts draw Windows-1252 only: any other character is written '?' (pdfText), never a broken glyph.
 */

const PRIMARY = '#1d4e89';
const NAVY = '#13315c';
const LOWEST_FILL = '#e3f3ea';
const MUTED = '#4a5568';
const MARGIN = 40;

/** The characters of Windows-1252 above 0x7F that Latin-1 lacks (PDF's WinAnsiEncoding). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** A text the standard fonts can draw: composed (NFC), each other character (or control) as '?'. */
export function pdfText(value: string): string {
  let out = '';
  for (const char of value.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    const drawable =
      char === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char);
    out += drawable ? char : '?';
  }
  return out;
}

type Words = (key: string, params?: Record<string, string | number>) => string;

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(pdfText(text), MARGIN);
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('black');
}

function writeHead(doc: PDFKit.PDFDocument, source: CompareSource, w: Words, lang: Lang, now: Date): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 56).fill(PRIMARY);
  doc.fillColor('white').font('Helvetica-Bold').fontSize(16);
  doc.text(pdfText(translate(lang, 'seo.siteName')), MARGIN, 20, { width });
  doc
    .fillColor('black')
    .fontSize(18)
    .text(pdfText(w('pdf.title')), MARGIN, 76, { width });
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).text(pdfText(source.quote.title), { width });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(pdfText(`${w('requestedAt')}: ${formatDateTime(source.quote.dateOpen, lang)}`));
  doc.text(pdfText(`${w('exportedAt')}: ${formatDateTime(now, lang)}`));
  doc.moveDown(0.4).fillColor('black').text(pdfText(source.quote.description), { width });
}

/** One row per supplier: its landed total or price, terms and freight; the lowest marked. */
function writeOffers(doc: PDFKit.PDFDocument, source: CompareSource, w: Words, lang: Lang): void {
  heading(doc, w('pdf.offers', { count: source.offers.length }));
  if (source.offers.length === 0) {
    doc.text(pdfText(w('pdf.noOffers')));
    return;
  }
  const byProposal = new Map(source.comparison?.suppliers.map((s) => [s.proposal, s]) ?? []);
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents / 100, lang));
  const rows = source.offers.map((offer: ComparisonRow) => {
    const lines = byProposal.get(offer.reqId);
    const total = lines ? lines.landedCents : offer.priceCents;
    const lowest = lines ? lines.lowestTotal : offer.lowestPrice;
    const cell = (text: string) => ({
      text: pdfText(text),
      ...(lowest ? { backgroundColor: LOWEST_FILL } : {}),
    });
    return [
      cell(offer.companyName),
      cell(lines ? `${lines.supplied}/${source.items.length}` : '—'),
      cell(money(total)),
      cell(offer.deliveryDays === null ? '—' : w('pdf.days', { count: offer.deliveryDays })),
      cell(offer.paymentTerms ?? '—'),
      cell(offer.validUntil ? formatDate(offer.validUntil, lang) : '—'),
      cell(w(`freight.${lines?.freight ?? 'none'}`)),
      cell(lowest ? w('lowestMark') : lines && !lines.complete ? w('incomplete') : ''),
    ];
  });
  const header = ['supplier', 'supplied', 'total', 'delivery', 'payment', 'validUntil', 'freight', 'mark'];
  doc.table({
    columnStyles: [100, 35, 72, 50, '*', 58, 75, 60],
    defaultStyle: { border: 0.5, borderColor: '#c8ced6', padding: 3 },
    data: [header.map((key) => ({ text: pdfText(w(`pdf.column.${key}`)), type: 'TH' as const })), ...rows],
  });
}

/** Each item: its quantity, then every supplier's unit price and landed cost, the lowest marked. */
function writeItems(doc: PDFKit.PDFDocument, source: CompareSource, w: Words, lang: Lang): void {
  const comparison = source.comparison;
  if (!comparison || source.items.length === 0) return;
  heading(doc, w('items', { count: source.items.length }));
  const cells = new Map(comparison.rows.map((row) => [row.item, row.cells]));
  source.items.forEach((item, index) => {
    const quantity = `${formatQuantity(item.quantityMilli / QUANTITY_SCALE, lang)} ${unitLabel(item.unit, lang)}`;
    const drawing = item.drawing ? ` · ${w('drawing', { name: item.drawing.name })}` : '';
    const title = `${index + 1}. ${item.description} — ${quantity}${item.specification ? ` (${item.specification})` : ''}${drawing}`;
    const rows = comparison.suppliers.map((supplier, column) => {
      const cell = cells.get(item.reqId)?.[column] ?? null;
      if (!cell) return [pdfText(supplier.companyName), pdfText(w('gap')), '', ''];
      const mark = cell.lowest ? { backgroundColor: LOWEST_FILL } : {};
      return [
        { text: pdfText(supplier.companyName), ...mark },
        { text: pdfText(formatMoney(cell.unitPriceCents / 100, lang)), ...mark },
        { text: pdfText(formatMoney(cell.landedCents / 100, lang)), ...mark },
        { text: cell.lowest ? pdfText(w('lowestMark')) : '', ...mark },
      ];
    });
    doc.moveDown(0.5).font('Helvetica-Bold').text(pdfText(title), MARGIN).font('Helvetica');
    doc.table({
      columnStyles: ['*', 100, 100, 60],
      defaultStyle: { border: 0.5, borderColor: '#c8ced6', padding: 3 },
      data: [
        ['supplier', 'unitPrice', 'landed', 'mark'].map((key) => ({
          text: pdfText(w(`pdf.column.${key}`)),
          type: 'TH' as const,
        })),
        ...rows,
      ],
    });
  });
}

/** The PDF's bytes: A4, the request, the offers, the items. */
export function comparePdf(source: CompareSource, lang: Lang, now: Date): Promise<Uint8Array> {
  const w: Words = (key, params) => translate(lang, `compareExport.${key}`, params);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang,
    info: {
      Title: pdfText(`${w('pdf.title')}: ${source.quote.title}`),
      Creator: translate(lang, 'seo.siteName'),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  writeHead(doc, source, w, lang, now);
  doc.fontSize(9);
  writeOffers(doc, source, w, lang);
  writeItems(doc, source, w, lang);
  doc.end();
  return done;
}
