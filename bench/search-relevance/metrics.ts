import type { BenchCompany } from './catalogue';
import { type Grade, type JudgedQuery, RELEVANT } from './judge';

/*
 * The figures of the judged set: nDCG@10 (gain 2^grade − 1, log2 discount, the ideal order taken
 * over the whole catalogue's grades), whether a relevant company (grade ≥ 2) is in the top 3, and
 * whether a query with a relevant company answered nothing.
 */

export const CUTOFF = 10;

export function dcg(grades: readonly number[]): number {
  return grades.slice(0, CUTOFF).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/** nDCG@10 of an answer's grades against every grade the catalogue holds for the query. */
export function ndcg(answerGrades: readonly number[], allGrades: readonly number[]): number {
  const ideal = dcg([...allGrades].sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(answerGrades) / ideal;
}

export interface QueryResult {
  query: JudgedQuery;
  /** Trade names in the API's order (the first page). */
  answer: string[];
  ndcg: number;
  relevantInTop3: boolean;
  /** It has a relevant company and answered nothing. */
  emptyAnswer: boolean;
  relevantCount: number;
}

export function judgeAnswer(
  query: JudgedQuery,
  answer: string[],
  catalogue: readonly BenchCompany[],
): QueryResult {
  const gradeOf = new Map<string, Grade>(catalogue.map((c) => [c.tradeName, query.grade(c)]));
  const answerGrades = answer.map((name) => gradeOf.get(name) ?? 0);
  const all = [...gradeOf.values()];
  const relevantCount = all.filter((g) => g >= RELEVANT).length;
  return {
    query,
    answer,
    ndcg: ndcg(answerGrades, all),
    relevantInTop3: answerGrades.slice(0, 3).some((g) => g >= RELEVANT),
    emptyAnswer: relevantCount > 0 && answer.length === 0,
    relevantCount,
  };
}

export interface Figures {
  queries: number;
  ndcgAt10: number;
  top3Share: number;
  emptyAnswers: number;
}

export function figuresOf(results: readonly QueryResult[]): Figures {
  const n = results.length;
  return {
    queries: n,
    ndcgAt10: results.reduce((s, r) => s + r.ndcg, 0) / n,
    top3Share: results.filter((r) => r.relevantInTop3).length / n,
    emptyAnswers: results.filter((r) => r.emptyAnswer).length,
  };
}

/** The goals (issue 32 item 4). */
export const GOALS = { ndcgAt10: 0.9, top3Share: 0.95, emptyAnswers: 0 } as const;
