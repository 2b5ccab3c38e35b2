import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { RatingBody } from '../../../shared/schemas/rating';
import { catalogueChanged } from '../../db/catalogue-cache';
import { refreshCompanyStats } from '../../db/company-stats';
import { AppError } from '../../lib/app-error';
import { notice, type QuoteDeps } from './quote-notices';
import { iso } from './quote-presenter';
import { findRatableProposal, insertRatingOnce } from './quote-rating-repository';
import { companyTargets } from './quote-targets-repository';

/** Where a company owner reads the ratings of the company. */
const RATINGS_PAGE = '/profile';

const REQ_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /quotes/proposal_rate_check/{proposalReqId}: what the rating page shows. QRC001 for an
 * unknown or unchosen proposal and for one already rated (with 'This rating has already been
 * performed!'): the link has done its job.
 */
export async function rateCheck(deps: QuoteDeps, proposalReqId: string) {
  const proposal = REQ_ID.test(proposalReqId) ? await findRatableProposal(deps.db, proposalReqId) : undefined;
  if (!proposal?.chosenAt) throw new AppError('QRC001');
  // Same code (the link is spent), but the person is told why: PRODUCT.md 4's own words.
  if (proposal.rated) throw new AppError('QRC001', {}, undefined, 'msg.ratingDone');
  return {
    title: proposal.title,
    date: iso(proposal.dateOpen),
    dateChosen: iso(proposal.chosenAt),
    companyName: proposal.companyName,
  };
}

const yn = (value: 'y' | 'n') => value === 'y';

/**
 * POST /quotes/proposal_rate: rates a chosen proposal once (QRC002 after that), refreshes the
 * company's rate and tells the company. No session: the unguessable proposal id is the key.
 */
export async function rateProposal(deps: QuoteDeps, body: RatingBody, lang: Lang) {
  await deps.db.transaction(async (tx) => {
    const proposal = await findRatableProposal(tx, body.req_id);
    if (!proposal) throw new AppError('QRC001');
    const stored = await insertRatingOnce(tx, {
      proposalId: proposal.id,
      companyId: proposal.companyId,
      concluded: yn(body.concluded),
      productRate: body.product_rate,
      deliveredInTime: yn(body.delivered_in_time),
      priceAsQuote: yn(body.price_as_quote),
      comunication: body.comunication,
      recomend3rdParty: yn(body.recomend_3rd_party),
      shortDescription: body.short_description,
      suggestions: body.suggestions,
      generalEvaluation: body.general_evaluation,
      systemRecommend: yn(body.system_recommend),
      systemDescription: body.system_description,
      systemSuggestions: body.system_suggestions,
      systemEvaluation: body.system_evaluation,
    });
    if (!stored) throw new AppError('QRC002');
    await refreshCompanyStats(tx, [proposal.companyId]);
    const target = (await companyTargets(tx, [proposal.companyId])).get(proposal.companyId);
    if (target) {
      await notice(
        tx,
        target,
        'ratingReceived',
        { title: proposal.title, company: target.companyName, rate: body.general_evaluation },
        { publicUrl: deps.config.publicUrl, link: RATINGS_PAGE },
      );
    }
  });
  catalogueChanged(deps.db);
  return { message: translate(lang, 'quote.ratingThanks') };
}
