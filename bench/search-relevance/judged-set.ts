import { type BenchCompany, benchCatalogue } from './catalogue';
import type { JudgedQuery } from './judge';
import { ENGLISH_QUERIES } from './judged-queries-en';
import { PORTUGUESE_QUERIES } from './judged-queries-pt';
import { type Figures, figuresOf, judgeAnswer, type QueryResult } from './metrics';

/** Every judged query, Portuguese then English. */
export const JUDGED_QUERIES: readonly JudgedQuery[] = [...PORTUGUESE_QUERIES, ...ENGLISH_QUERIES];

/** The first page of `POST /app/companies/list` with `search` and no `order_by`: trade names in order. */
export type SearchCall = (search: string, lang: JudgedQuery['lang']) => Promise<string[]>;

/** Runs every judged query through `search` (one at a time: the figures are about order, not speed). */
export async function runJudgedSet(
  search: SearchCall,
  catalogue: readonly BenchCompany[] = benchCatalogue(),
): Promise<{ results: QueryResult[]; figures: Figures }> {
  const results: QueryResult[] = [];
  for (const query of JUDGED_QUERIES) {
    results.push(judgeAnswer(query, await search(query.q, query.lang), catalogue));
  }
  return { results, figures: figuresOf(results) };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The figures as the bench prints them, and the queries that fall short (worst first). */
export function report(results: readonly QueryResult[], figures: Figures, worst = 15): string {
  const kinds = [...new Set(results.map((r) => r.query.kind))];
  const lines = [
    `${figures.queries} judged queries: nDCG@10 ${figures.ndcgAt10.toFixed(3)}, relevant in top 3 ${pct(figures.top3Share)}, empty answers with a relevant company ${figures.emptyAnswers}`,
    ...kinds.map((kind) => {
      const f = figuresOf(results.filter((r) => r.query.kind === kind));
      return `  ${kind.padEnd(8)} ${String(f.queries).padStart(3)} queries  nDCG@10 ${f.ndcgAt10.toFixed(3)}  top 3 ${pct(f.top3Share)}  empty ${f.emptyAnswers}`;
    }),
    ...(['pt-BR', 'en'] as const).map((lang) => {
      const f = figuresOf(results.filter((r) => r.query.lang === lang));
      return `  ${lang.padEnd(8)} ${String(f.queries).padStart(3)} queries  nDCG@10 ${f.ndcgAt10.toFixed(3)}  top 3 ${pct(f.top3Share)}  empty ${f.emptyAnswers}`;
    }),
    'Lowest nDCG@10:',
    ...[...results]
      .sort((a, b) => a.ndcg - b.ndcg)
      .slice(0, worst)
      .filter((r) => r.ndcg < 1)
      .map(
        (r) =>
          `  ${r.ndcg.toFixed(3)} ${r.query.lang} "${r.query.q}" (${r.relevantCount} relevant, ${r.answer.length} answered${r.relevantInTop3 ? '' : ', none relevant in top 3'}): ${r.answer.slice(0, 5).join(' | ')}`,
      ),
  ];
  return lines.join('\n');
}
