import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { AwardItemsBody } from '../../../shared/schemas/quote-award';
import { catalogueChanged } from '../../db/catalogue-cache';
import { refreshCompanyStats } from '../../db/company-stats';
import { isUniqueViolation } from '../../db/sql/unique-violation';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../lib/mail-template';
import { refreshQuoteRecipients } from '../responsiveness/responsiveness-service';
import { quoteOfOwner, requireOpen } from './quote-access';
import { tellAwarded } from './quote-award-notices';
import { planAward } from './quote-award-plan';
import { insertItemAwards, markChosenForItems } from './quote-award-repository';
import { hasChosenProposal, proposalsOf } from './quote-info-repository';
import { itemsOf, linesOf } from './quote-items-repository';
import { type QuoteDeps, rateMail } from './quote-notices';
import { tellNotChosen } from './quote-outcome-notices';
import { tellOutsideOutcome } from './quote-outside-outcome';
import { customerTarget } from './quote-targets-repository';
import { statusDesc } from './quote-texts';
import { setQuote } from './quotes-repository';

/**
 * POST /quotes/award_items (issue 34 item 4, decision 0033): the owner awards every item of an
 * open quote with items, each to a supplier whose current proposal priced it, all at once. Like
 * choosing one proposal, it concludes the quote under the quote's row lock, so of concurrent
 * choices and awards exactly one wins (QTE004 for the rest). Each winner is told which items it
 * won (with the requester's contact); the companies that won nothing are told another proposal
 * was chosen; the requester gets one rating link per winner.
 */
export async function awardItems(deps: QuoteDeps, customerId: number, body: AwardItemsBody, lang: Lang) {
  const dateClose = new Date();
  const { publicUrl } = deps.config;
  let outcome: { mails: (MailMessage | null)[]; suppliers: number };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      // The row lock that serialises choose, cancel and send on this quote.
      const quote = await quoteOfOwner(tx, body.req_id, customerId, 'update');
      if (await hasChosenProposal(tx, quote.id)) throw new AppError('QTE004');
      requireOpen(quote);
      const items = await itemsOf(tx, quote.id);
      if (items.length === 0) throw new AppError('QTE008');
      const proposals = await proposalsOf(tx, quote.id);
      const lines = await linesOf(
        tx,
        proposals.map((p) => p.id),
      );
      const plan = planAward(items, proposals, lines, body.awards);
      const companyIds = plan.winners.flatMap((w) =>
        w.proposal.companyId === null ? [] : [w.proposal.companyId],
      );
      // Outside suppliers win items like companies (issue 34 item 7, decision 0045).
      const outsideWon = plan.winners.flatMap((winner) =>
        winner.proposal.outsideId === null ? [] : [{ outsideId: winner.proposal.outsideId, winner }],
      );

      await insertItemAwards(tx, quote.id, plan.rows);
      await markChosenForItems(
        tx,
        plan.winners.map((w) => w.proposal.id),
        dateClose,
      );
      await setQuote(tx, quote.id, { status: 'c', dateClose });
      await refreshCompanyStats(tx, companyIds);
      await refreshQuoteRecipients(tx, quote.id, dateClose);

      const awarded = await tellAwarded(tx, quote, plan.winners, publicUrl);
      const others = await tellNotChosen(tx, quote, companyIds, publicUrl);
      const outside = await tellOutsideOutcome(tx, quote, outsideWon, publicUrl);
      const requester = await customerTarget(tx, quote.customerId);
      // No rating of an outside supplier: it has no company page (decision 0045).
      const ratings = requester
        ? plan.winners
            .filter((w) => w.proposal.companyId !== null)
            .map((w) =>
              rateMail(
                requester,
                { title: quote.title, company: w.proposal.companyName ?? '' },
                `${publicUrl}/quote-rate/${w.proposal.reqId}`,
              ),
            )
        : [];
      return { mails: [...awarded, ...ratings, ...others, ...outside], suppliers: plan.winners.length };
    });
  } catch (error) {
    // The item's primary key and the whole award's unique index, should anything pass the lock.
    if (isUniqueViolation(error)) throw new AppError('QTE004');
    throw error;
  }
  // The winners' chosen-out-of-sent figures and the recipients' responsiveness are public.
  catalogueChanged(deps.db);
  await deps.mailer.sendAfterCommit(outcome.mails, 'quote mail not sent');
  return {
    message: translate(lang, 'quote.itemsAwarded', { count: outcome.suppliers }),
    data: { status: 'c' as const, statusDesc: statusDesc(lang, 'c'), dateClose: dateClose.toISOString() },
  };
}
