import { FUNNEL_MIN_PEERS, FUNNEL_MIN_RECEIVED } from '../../../shared/insights-events';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { addDays } from '../../../shared/rules/sao-paulo-time';
import type { CompanyInsights, InsightFigures } from '../../../shared/schemas/insights';
import { INSIGHTS_MIN_ACTIVITY, NO_FIGURES } from '../../../shared/schemas/insights';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { openedSearches } from '../search-log/search-log-service';
import {
  dailySums,
  monthlySums,
  ownedCompany,
  peerMedians,
  type SumsRow,
  setDigest,
} from './insights-read-repository';

/** The sums of these rows as figures. */
export function figuresOf(rows: readonly SumsRow[]): InsightFigures {
  const f = { ...NO_FIGURES };
  for (const r of rows) {
    f.views += r.views;
    f.appearances += r.appearances;
    f.websiteClicks += r.website_clicks;
    f.phoneClicks += r.phone_clicks;
    f.whatsappClicks += r.whatsapp_clicks;
    f.emailClicks += r.email_clicks;
    f.quotesReceived += r.quotes_received;
    f.quotesAnswered += r.quotes_answered;
    f.quotesWon += r.quotes_won;
    f.ratings += r.ratings;
  }
  f.clicks = f.websiteClicks + f.phoneClicks + f.whatsappClicks + f.emailClicks;
  return f;
}

/** 'YYYY-MM-01' of the month `back` months before the one of `day`. */
export function monthStart(day: string, back = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The periods of a series, oldest first, each with its figures (zero where nothing was counted). */
function series(periods: readonly string[], rows: readonly SumsRow[]) {
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  return periods.map((period) => {
    const row = byPeriod.get(period);
    const f = figuresOf(row ? [row] : []);
    return { period, views: f.views, appearances: f.appearances, clicks: f.clicks };
  });
}

const MEDIANS_MS = 60 * 60 * 1000;
type Medians = Map<number, { at: number; value: Awaited<ReturnType<typeof peerMedians>> }>;
/**
 * Per database: company ids are a database's own, and test files that share a worker's modules
 * (decision 0051) each have a database whose ids repeat the others' (one file read another's
 * company as having no peers).
 */
const mediansOf = new WeakMap<Db, Medians>();

/** The peers' medians change slowly: read once an hour per company. */
async function cachedPeerMedians(db: Db, companyId: number, from: string) {
  let medians = mediansOf.get(db);
  if (!medians) {
    medians = new Map();
    mediansOf.set(db, medians);
  }
  const hit = medians.get(companyId);
  if (hit && Date.now() - hit.at < MEDIANS_MS) return hit.value;
  const value = await peerMedians(db, companyId, from);
  if (medians.size > 50_000) medians.clear();
  medians.set(companyId, { at: Date.now(), value });
  return value;
}

/** The figures of one company as of `now` (the owner's tab and the monthly digest). */
export async function insightsOf(db: Db, companyId: number, digest: boolean, now = new Date()) {
  const today = saoPauloDay(now);
  const dayStart = addDays(today, -29);
  const previousDayStart = addDays(today, -59);
  const monthFrom = monthStart(today, 11);
  const [days, months, peers, searches] = await Promise.all([
    dailySums(db, companyId, previousDayStart),
    monthlySums(db, companyId, monthStart(today, 23)),
    cachedPeerMedians(db, companyId, monthFrom),
    openedSearches(db, companyId, dayStart, today),
  ]);
  const dayPeriods = Array.from({ length: 30 }, (_, i) => addDays(dayStart, i));
  const monthPeriods = Array.from({ length: 12 }, (_, i) => monthStart(today, 11 - i));
  const current30 = figuresOf(days.filter((r) => r.period >= dayStart));
  const current12 = figuresOf(months.filter((r) => r.period >= monthFrom));
  const enoughPeers = peers.peers >= FUNNEL_MIN_PEERS;
  const result: CompanyInsights = {
    days: {
      current: current30,
      previous: figuresOf(days.filter((r) => r.period < dayStart)),
      points: series(dayPeriods, days),
    },
    months: {
      current: current12,
      previous: figuresOf(months.filter((r) => r.period < monthFrom)),
      points: series(monthPeriods, months),
    },
    funnel: {
      received: current12.quotesReceived,
      answered: current12.quotesAnswered,
      won: current12.quotesWon,
      peerAnsweredRate: enoughPeers ? peers.answered : null,
      peerWonRate: enoughPeers ? peers.won : null,
      peers: peers.peers,
      tooLittleData: current12.quotesReceived < FUNNEL_MIN_RECEIVED,
    },
    tooLittleData:
      current30.views + current30.appearances < INSIGHTS_MIN_ACTIVITY && current30.quotesReceived === 0,
    digest,
    searches,
  };
  return result;
}

/** POST /company/insights: the caller's company's figures. No company: CMP003. */
export async function ownInsights(db: Db, ownerId: number, now = new Date()): Promise<CompanyInsights> {
  const company = await ownedCompany(db, ownerId);
  if (!company) throw new AppError('CMP003');
  return insightsOf(db, company.id, company.digest, now);
}

/** POST /company/insights_digest: the monthly digest on or off. No company: CMP003. */
export async function changeDigest(db: Db, ownerId: number, on: boolean): Promise<void> {
  if (!(await setDigest(db, ownerId, on))) throw new AppError('CMP003');
}
