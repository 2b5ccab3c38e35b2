import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { formatDate } from '../../../shared/rules/date-format';
import { formatDateTime } from '../../../shared/rules/date-time-format';
import { numberFormat } from '../../../shared/rules/intl-formats';
import { formatMoney } from '../../../shared/rules/money';
import type { ConsentView, PrivacyExport } from '../../../shared/schemas/privacy';
import { escapeHtml } from '../../lib/html';

/*
 * The LGPD export for a person to read (issue 30 item 29): the same data as GET /privacy/export,
 * as one HTML page in their language. Every key has a label (privacy.field.*, a test checks them
 * against the export's schema), dates are São Paulo time through the one date formatter, and the
 * consents are shown by the title and publication date of the text accepted, not its fingerprint.
 */

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Keys whose values are codes with a name of their own (privacy.value.*). */
const CODED = new Set([
  'source',
  'status',
  'supplierStatus',
  'type',
  'lang',
  'document',
  'outcome',
  'kind',
  'standard',
]);
const HIDDEN = new Set(['generatedAt', 'consents']);

export const fieldLabel = (key: string, lang: Lang) => translate(lang, `privacy.field.${key}`);

function text(key: string, value: string, lang: Lang): string {
  if (MOMENT.test(value)) return formatDateTime(value, lang);
  if (DAY.test(value)) return formatDate(value, lang);
  if (CODED.has(key)) {
    const named = translate(lang, `privacy.value.${value}`);
    if (named !== `privacy.value.${value}`) return named;
  }
  return value;
}

function render(key: string, value: unknown, lang: Lang): string {
  if (value === null || value === undefined || value === '') return translate(lang, 'privacy.readable.empty');
  if (typeof value === 'boolean') return translate(lang, value ? 'word.yes' : 'word.no');
  // Amounts are kept in integer centavos (decision 0028); a person reads reais.
  if (typeof value === 'number' && key.endsWith('Cents')) return escapeHtml(formatMoney(value / 100, lang));
  if (typeof value === 'number') return numberFormat(lang).format(value);
  if (typeof value === 'string') return escapeHtml(text(key, value, lang));
  if (Array.isArray(value)) {
    if (value.length === 0) return translate(lang, 'privacy.readable.none');
    if (value.every((item) => typeof item !== 'object' || item === null))
      return value.map((item) => render(key, item, lang)).join(', ');
    return `<ol>${value.map((item) => `<li>${render(key, item, lang)}</li>`).join('')}</ol>`;
  }
  // A code or an id whose words stand beside it (a quote's `status` 'c' and `statusDesc`
  // 'Concluded', a city's `state` 26 and `stateName`, a category's `id` and `name`, a quote's `id`
  // that repeats its `reqId`) is left out: the person reads the words, the JSON keeps both.
  const record = value as Record<string, unknown>;
  const worded = (k: string) =>
    `${k}Desc` in record ||
    `${k}Name` in record ||
    (k.endsWith('Id') && `${k.slice(0, -2)}Name` in record) ||
    (k === 'categories' && 'categoryNames' in record) ||
    (k === 'id' && ('name' in record || record.reqId === record.id));
  const rows = Object.entries(record)
    .filter(([k]) => !worded(k))
    .map(([k, v]) => `<dt>${escapeHtml(fieldLabel(k, lang))}</dt><dd>${render(k, v, lang)}</dd>`);
  return `<dl>${rows.join('')}</dl>`;
}

function consentLine(consent: ConsentView, lang: Lang): string {
  const accepted = formatDateTime(consent.acceptedAt, lang);
  const line = consent.publishedAt
    ? translate(lang, 'privacy.readable.consent', {
        title: consent.title,
        published: formatDate(consent.publishedAt, lang),
        accepted,
      })
    : translate(lang, 'privacy.readable.consentUnknown', { title: consent.title, accepted });
  return `<li>${escapeHtml(line)} (${escapeHtml(text('source', consent.source, lang))})</li>`;
}

const STYLE =
  'body{font-family:system-ui,Arial,sans-serif;line-height:1.5;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}' +
  'dl{display:grid;grid-template-columns:minmax(8rem,16rem) 1fr;gap:.25rem 1rem;margin:.5rem 0}dt{font-weight:600}' +
  'dd{margin:0;overflow-wrap:anywhere}ol{padding-left:1.25rem}li{margin:.5rem 0}h2{border-bottom:1px solid #ccc}' +
  '@media (max-width:40rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}';

/** The whole page, in `lang`. */
export function readableExport(data: PrivacyExport, consents: readonly ConsentView[], lang: Lang): string {
  const title = escapeHtml(translate(lang, 'privacy.readable.title'));
  const intro = escapeHtml(
    translate(lang, 'privacy.readable.intro', { date: formatDateTime(data.generatedAt, lang) }),
  );
  const consentList = consents.length
    ? `<ul>${consents.map((c) => consentLine(c, lang)).join('')}</ul>`
    : `<p>${translate(lang, 'privacy.readable.none')}</p>`;
  const sections = Object.entries(data)
    .filter(([key]) => !HIDDEN.has(key))
    .map(
      ([key, value]) =>
        `<section><h2>${escapeHtml(fieldLabel(key, lang))}</h2>${render(key, value, lang)}</section>`,
    );
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${title}</title><style>${STYLE}</style></head><body>`,
    `<h1>${title}</h1><p>${intro}</p>`,
    `<section><h2>${escapeHtml(fieldLabel('consents', lang))}</h2>${consentList}</section>`,
    ...sections,
    '</body></html>',
  ].join('');
}
