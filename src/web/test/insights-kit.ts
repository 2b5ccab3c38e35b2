import type { CompanyInsights, InsightFigures } from '../../shared/schemas/insights';

/** Every figure zero. */
export const zeroFigures: InsightFigures = {
  views: 0,
  appearances: 0,
  clicks: 0,
  websiteClicks: 0,
  phoneClicks: 0,
  whatsappClicks: 0,
  emailClicks: 0,
  quotesReceived: 0,
  quotesAnswered: 0,
  quotesWon: 0,
  ratings: 0,
};

/** An owner's insights answer with nothing counted yet; `change` sets what a test is about. */
export function emptyInsights(change: Partial<CompanyInsights> = {}): CompanyInsights {
  return {
    days: { current: zeroFigures, previous: zeroFigures, points: [] },
    months: { current: zeroFigures, previous: zeroFigures, points: [] },
    funnel: { received: 0, answered: 0, won: 0, peerAnsweredRate: null, peerWonRate: null, peers: 0 },
    tooLittleData: true,
    digest: true,
    searches: [],
    ...change,
  };
}
