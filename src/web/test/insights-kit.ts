import { type CompanyInsights, NO_FIGURES } from '../../shared/schemas/insights';

/** An owner's insights answer with nothing counted yet; `change` sets what a test is about. */
export function emptyInsights(change: Partial<CompanyInsights> = {}): CompanyInsights {
  return {
    days: { current: NO_FIGURES, previous: NO_FIGURES, points: [] },
    months: { current: NO_FIGURES, previous: NO_FIGURES, points: [] },
    funnel: { received: 0, answered: 0, won: 0, peerAnsweredRate: null, peerWonRate: null, peers: 0 },
    tooLittleData: true,
    digest: true,
    searches: [],
    ...change,
  };
}
