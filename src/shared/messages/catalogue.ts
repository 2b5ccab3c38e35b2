import type { Lang } from '../lang';
import enAnswers from './locales/en/answers.json';
import enErrors from './locales/en/errors.json';
import enFeedback from './locales/en/feedback.json';
import enFields from './locales/en/fields.json';
import enMail from './locales/en/mail.json';
import enNotices from './locales/en/notices.json';
import enSeo from './locales/en/seo.json';
import enValidation from './locales/en/validation.json';
import ptAnswers from './locales/pt-BR/answers.json';
import ptErrors from './locales/pt-BR/errors.json';
import ptFeedback from './locales/pt-BR/feedback.json';
import ptFields from './locales/pt-BR/fields.json';
import ptMail from './locales/pt-BR/mail.json';
import ptNotices from './locales/pt-BR/notices.json';
import ptSeo from './locales/pt-BR/seo.json';
import ptValidation from './locales/pt-BR/validation.json';

/*
 * The one message catalogue (decision 0013): every string lives in locales/<lang>/<ns>.json beside
 * this file (in src/shared: the server and the web both read it, and shared imports nothing of
 * theirs), i18next style ({{name}} placeholders, _zero/_one/_other plural forms chosen by `count`
 * through Intl.PluralRules). The web loads its own namespaces through react-i18next; the namespaces below
 * are the SHARED ones: the server writes its answers, errors, notifications and e-mails with them
 * (translate.ts), and so does the browser for validation and feedback texts.
 *
 * Keys keep their whole dotted name ('error.AUT002', 'mail.recovery.subject'); the first segment
 * says which file holds it (SEGMENT_FILES), so a key is found without naming its namespace.
 */
export const SEGMENT_FILES = {
  error: 'errors',
  v: 'validation',
  field: 'fields',
  msg: 'feedback',
  empty: 'feedback',
  mail: 'mail',
  notice: 'notices',
  auth: 'answers',
  credentials: 'answers',
  customer: 'answers',
  privacy: 'answers',
  newsletter: 'answers',
  company: 'answers',
  quote: 'answers',
  word: 'answers',
  publish: 'answers',
  content: 'answers',
  people: 'answers',
  moderation: 'answers',
  // The member import's row problems and field names (issue 33).
  memberImport: 'answers',
  listings: 'answers',
  catalogueExport: 'answers',
  // The customer's comparison as a spreadsheet (issue 34 item 5).
  compareExport: 'answers',
  // Claiming a listing (issue 33 item 3).
  claim: 'answers',
  approval: 'answers',
  // Page titles, descriptions and link previews the server writes into a page's head (modules/seo).
  seo: 'seo',
} as const;

export type SharedNamespace = (typeof SEGMENT_FILES)[keyof typeof SEGMENT_FILES];

const en = {
  errors: enErrors,
  validation: enValidation,
  fields: enFields,
  feedback: enFeedback,
  mail: enMail,
  notices: enNotices,
  answers: enAnswers,
  seo: enSeo,
};

export const SHARED_CATALOGUE: Record<Lang, Record<SharedNamespace, Tree>> = {
  en,
  'pt-BR': {
    errors: ptErrors,
    validation: ptValidation,
    fields: ptFields,
    feedback: ptFeedback,
    mail: ptMail,
    notices: ptNotices,
    answers: ptAnswers,
    seo: ptSeo,
  },
};

export type Tree = { [key: string]: string | Tree };

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${BaseKey<K>}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type Shared = typeof en;
/** Every key of the shared catalogue ('error.GEN500', 'v.required'…); a plural family by its base. */
export type MessageKey = { [N in keyof Shared]: Paths<Shared[N]> }[keyof Shared];

/** The shared namespaces of one language as one tree (their first segments never overlap). */
export function mergedCatalogue(lang: Lang): Tree {
  return Object.assign({}, ...Object.values(SHARED_CATALOGUE[lang])) as Tree;
}

/** Dotted key → text, e.g. 'error.AUT002_one' → '…'. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** A key without its plural suffix ('error.AUT002_one' → 'error.AUT002'). */
export const pluralBase = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');
