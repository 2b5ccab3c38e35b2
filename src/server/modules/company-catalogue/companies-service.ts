import type { Lang } from '../../../shared/lang';
import type { CompaniesListBody } from '../../../shared/schemas/catalogue';
import type { CompanySummary } from '../../../shared/schemas/catalogue-read';
import { cachedFor } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { searchWords } from '../../db/sql/search';
import { fileUrl } from '../files/files-service';
import { publicFigures } from '../responsiveness/responsiveness-service';
import { readFilterOptions } from './companies-filters-repository';
import {
  type CompanyFilter,
  type CompanyOrder,
  narrowsBySearch,
  type SparseMatches,
  termsOf,
} from './companies-list-repository';
import { type CardRow, pageWithCards } from './companies-page-repository';
import { relevancePage } from './companies-relevance-repository';
import { didYouMean, matchesOf } from './companies-search-service';
import { readsByWords, wordsCounted } from './companies-words-repository';
import { inReaderLang } from './company-page-service';

/** Rows per page of /companies/list: fills grids of 2, 3 and 4 columns. */
export const COMPANIES_PAGE_SIZE = 12;

/** The options of the company filters: only values that find at least one company (cached briefly). */
export function listInfo(db: Db, lang: Lang) {
  return cachedFor(db, `info:${lang}`, () => readFilterOptions(db, lang));
}

/**
 * How far a total is counted: past it the answer says `totalCapped` and `total` is a lower bound.
 * Counting every match of a broad search cost more than its page; the list loads more on scroll
 * and needs no total to do so (`records`, DECISIONS.md 3), the web shows "1,000+ companies found".
 */
export const COMPANIES_COUNT_LIMIT = 1_000;

/**
 * A walk along the order index looks at no more than this many companies per row the page needs
 * (matches at least one in 20, as a broad filter's are when spread evenly), and never more than
 * WALK_MAX_ROWS, before giving up for a sort of every match: matches that cluster where the order
 * reaches them last ("Usinagem …" names in name order) cost the short walk and then the sort.
 */
const WALK_ROWS_PER_ROW = 20;
const WALK_MAX_ROWS = 5_000;

/**
 * A search of the whole catalogue sorts at once, without the walk, when list_words says matches are
 * rarer than the walk needs and no word has more than `sortMax` companies (formsOfCte): the
 * sort then reads at most that many matches, about the cost of a short walk and its sort.
 */
const SPARSE: SparseMatches = { density: 1 / WALK_ROWS_PER_ROW, sortMax: 2_000 };

type CompanyPage = {
  data: CompanySummary[];
  records: number;
  total: number;
  totalCapped: boolean;
  didYouMean?: string;
};

/**
 * A page of the public catalogue. Pages are cached until the catalogue changes
 * (db/catalogue-cache.ts).
 *
 * Uncached, a page costs one statement (the page's 12 ids, the count of the matches and their
 * cards: companies-page-repository.ts), and a search's page with results one more: why each
 * company matched (decision 0032).
 */
export function listCompanies(
  db: Db,
  body: CompaniesListBody,
  countLimit = COMPANIES_COUNT_LIMIT,
  lang: Lang = 'pt-BR',
): Promise<CompanyPage> {
  const filter: CompanyFilter = {
    search: body.search,
    state: body.state,
    city: body.city,
    category: body.category,
    process: body.process,
    material: body.material,
    certification: body.certification,
  };
  const words = searchWords(filter.search);
  // With a search and no order asked for, the most relevant first (issue 32); a sent order_by as before.
  const byRelevance = body.order_by === undefined && words.length > 0;
  const order = { by: body.order_by ?? 'name', dir: body.order } as const;
  const filterKey = JSON.stringify([
    words,
    filter.state,
    filter.city,
    filter.category,
    filter.process,
    filter.material,
    filter.certification,
  ]);
  const orderKey = byRelevance ? 'relevance' : `${order.by}:${order.dir}`;
  // The cards' short about and a search's reasons are in the reader's language (issue 32).
  const pageKey = `page:${filterKey}:${orderKey}:${body.page}:${countLimit}:${lang}`;
  return cachedFor(db, pageKey, async () => {
    const offset = (body.page - 1) * COMPANIES_PAGE_SIZE;
    const { ids, counted, cards } = byRelevance
      ? await relevancePage(db, words, filter, { limit: COMPANIES_PAGE_SIZE, offset })
      : await pageAndCount(db, filter, order, offset, countLimit);
    const broad = counted > countLimit;
    const byId = new Map(cards.map((row) => [row.id, row]));
    const matches = words.length > 0 && ids.length > 0 ? await matchesOf(db, ids, words, lang) : undefined;
    const data: CompanySummary[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      const match = matches?.get(id);
      // A company suspended between reading the ids and the cards (the same statement now, but a
      // walk's ids and a sort's cards may still come from two).
      if (row) data.push(match ? { ...summaryOf(row, lang), match } : summaryOf(row, lang));
    }
    // A short page knows the exact total, which also corrects a count read just before a change.
    const lastPage = data.length < COMPANIES_PAGE_SIZE && (data.length > 0 || offset === 0);
    const total = lastPage
      ? offset + data.length
      : Math.max(Math.min(counted, countLimit), offset + data.length);
    const page = { data, records: COMPANIES_PAGE_SIZE, total, totalCapped: broad && !lastPage };
    // Nothing found: the same search with close known words, when that finds something.
    const close = total === 0 && words.length > 0 ? await didYouMean(db, words, filter) : undefined;
    return close ? { ...page, didYouMean: close } : page;
  });
}

/** A card as the list answers it (written out: an object rest over the row cost more than the rest of the mapping). */
function summaryOf(row: CardRow, lang: Lang): CompanySummary {
  const short = inReaderLang(lang, row.about_short, row.about_short_en);
  const responsiveness = publicFigures({
    requests: row.requests,
    answered: row.answered,
    medianSeconds: row.median_seconds,
  });
  return {
    reqId: row.req_id,
    name: row.name,
    rate: row.rate === null ? null : Number(row.rate),
    aboutShort: short.text,
    aboutShortLang: short.lang,
    cityName: row.city_name,
    stateIso: row.state_iso,
    verified: row.verified_at !== null,
    ...(row.unclaimed ? { unclaimed: true } : {}),
    ...(row.member ? { member: true } : {}),
    logo: fileUrl(row.logo_req_id),
    cover: fileUrl(row.cover_req_id),
    ...(responsiveness ? { responsiveness } : {}),
  };
}

/**
 * The ids of a page in order with their cards, and the matches counted up to `countLimit` + 1
 * (`countLimit` + 1 meaning "more"), whichever way they are found:
 * - no search: the capped count and the page, both index ranges (a category's too: migration
 *   0024), in one statement;
 * - one word in name order, no place or category: the page and the capped count as index ranges
 *   of company_list_words (migration 0026, companies-words-repository.ts), in one statement,
 *   unless the word has too many forms (WORD_FORMS), then as a search below;
 * - a search: a walk along the order index with the capped count, which fills the
 *   page when matches are dense and early; else, in the same statement, the sort of every match,
 *   counted by the sort's own scan (a window count: the capped count read the matches a second
 *   time). The walk comes first
 *   because sorting every match of a broad filter costs more the bigger the catalogue, while a
 *   short walk costs the same at any size.
 */
async function pageAndCount(
  db: Db,
  filter: CompanyFilter,
  order: CompanyOrder,
  offset: number,
  countLimit: number,
): Promise<{ ids: number[]; counted: number; cards: CardRow[] }> {
  const page = { limit: COMPANIES_PAGE_SIZE, offset };
  const terms = termsOf(filter);
  if (readsByWords(filter, order)) {
    const byWords = await pageWithCards(db, filter, order, page, { kind: 'words' }, capped(countLimit));
    // Null: the word has too many forms to read each one's range (WORD_FORMS); search as below.
    if (byWords.counted !== null) return { ...byWords, counted: byWords.counted };
  }
  if (!narrowsBySearch(terms)) {
    const sorted = await pageWithCards(db, filter, order, page, { kind: 'sort' }, capped(countLimit));
    return { ...sorted, counted: sorted.counted ?? 0 };
  }
  const walkRows = Math.min(WALK_MAX_ROWS, (offset + COMPANIES_PAGE_SIZE) * WALK_ROWS_PER_ROW);
  // A process, a material or a certification narrows like a category: list_words' counts know none.
  const byTerm =
    filter.process !== undefined || filter.material !== undefined || filter.certification !== undefined;
  const wholeCatalogue =
    filter.state === undefined && filter.city === undefined && filter.category === undefined && !byTerm;
  // Every word long enough to be read from list_words (one check: it normalises the search again).
  const counted = wordsCounted(filter);
  const unlessSparse = wholeCatalogue && counted ? SPARSE : undefined;
  const walk = { kind: 'walk', walkRows, unlessSparse } as const;
  // The walk, and the sort only if the walk comes back short, in one statement.
  // One word of a search in a place or in rate order: counted from company_list_words (migration 0028).
  const byWords = counted && terms.patterns.length === 1 && filter.category === undefined && !byTerm;
  // Words of 3 characters or more without a category: matched through company_list_keys_words_idx (migration 0029).
  const wordIndex = counted && filter.category === undefined;
  const counting = { kind: 'walkOrSort', upTo: countLimit, byWords, wordIndex } as const;
  let found = await pageWithCards(db, filter, order, page, walk, counting);
  // Null: a word has more forms than are read (WORD_FORMS); search by LIKE, as without the index.
  if (wordIndex && found.counted === null)
    found = await pageWithCards(db, filter, order, page, walk, { ...counting, wordIndex: false });
  // "More than countLimit" is countLimit + 1, as the capped count answers it.
  return { ...found, counted: Math.min(found.counted ?? 0, countLimit + 1) };
}

const capped = (upTo: number) => ({ kind: 'capped', upTo }) as const;
