import type { Lang } from '../../../shared/lang';
import { addDays } from '../../../shared/rules/sao-paulo-time';
import {
  type AdminInsight,
  type AdminInsightBody,
  INSIGHT_MIN_RECEIVED,
  INSIGHT_TOP,
} from '../../../shared/schemas/admin-insight';
import type { Db } from '../../db/client';
import {
  answerFigures,
  answerLeast,
  busiestCategories,
  busiestCities,
  periodStart,
  type WeeklyKind,
  weeklyCounts,
} from './insight-repository';

/** The Monday `weeks` weeks after `day` (YYYY-MM-DD), computed on the calendar, not the clock. */
function mondayAfter(day: string, weeks: number): string {
  return addDays(day, weeks * 7);
}

/** The dashboard for the last `weeks` weeks: every figure is read from the tables, nothing cached. */
export async function insight(db: Db, body: AdminInsightBody, lang: Lang): Promise<AdminInsight> {
  const { from, day } = await periodStart(db, body.weeks);
  const [weekly, answers, categories, cities, least] = await Promise.all([
    weeklyCounts(db, from),
    answerFigures(db, from),
    busiestCategories(db, from, lang, INSIGHT_TOP),
    busiestCities(db, from, INSIGHT_TOP),
    answerLeast(db, from, INSIGHT_MIN_RECEIVED, INSIGHT_TOP),
  ]);
  const weeks = Array.from({ length: body.weeks }, (_, i) => ({
    week: mondayAfter(day, i),
    companies: 0,
    customers: 0,
    quotes: 0,
    proposals: 0,
    chosen: 0,
  }));
  for (const row of weekly) {
    const week = weeks[row.week];
    if (week) week[row.kind satisfies WeeklyKind] = row.n;
  }
  return {
    from: day,
    weeks,
    answers: { quotes: answers.quotes, answered: answers.answered, medianSecondsToFirst: answers.median },
    categories,
    cities,
    answerLeast: least.companies,
    answerLeastMedian: least.median,
  };
}
