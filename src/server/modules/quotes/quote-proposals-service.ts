import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { quoteLink } from '../../../shared/quote-link';
import type { ProposalFieldsBody, ProposalSendBody } from '../../../shared/schemas/quote';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { refreshCompanyStats } from '../../db/company-stats';
import { isUniqueViolation } from '../../db/sql/unique-violation';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../lib/mail-template';
import { markRecipientAnswered, refreshQuoteRecipients } from '../responsiveness/responsiveness-service';
import { quoteOfRecipient, requireOpen } from './quote-access';
import { storedTerms } from './quote-compare';
import { requireBeforeDeadline, requireNotDeclined } from './quote-deadline-service';
import { insertStoredFile } from './quote-files-repository';
import { hasChosenProposal } from './quote-info-repository';
import { priceProposal, storeLines } from './quote-lines';
import { notice, type QuoteDeps, rateMail } from './quote-notices';
import { chosenMail, contactOfRequester, tellNotChosen } from './quote-outcome-notices';
import { tellOutsideOutcome } from './quote-outside-outcome';
import { companySideId, iso } from './quote-presenter';
import {
  findProposal,
  insertProposal,
  latestProposalId,
  markChosen,
  sentRecently,
} from './quote-proposals-repository';
import { requireInRound } from './quote-round-service';
import { companyTargets, customerTarget } from './quote-targets-repository';
import { statusDesc } from './quote-texts';
import { findQuote, type QuoteRow, setQuote } from './quotes-repository';

/**
 * A proposal as stored, from a company or an outside supplier (decision 0045): its PDF when sent
 * (none when the price and delivery time stand for it, issue 30 item 10), its line prices, taxes
 * and freight totalled by the shared rules (issue 34 item 2), in the quote's current round.
 */
export async function storeProposal(
  tx: Db,
  quote: Pick<QuoteRow, 'id' | 'round'>,
  sender: { companyId: number; outsideId?: undefined } | { companyId: null; outsideId: number },
  body: ProposalFieldsBody,
  lang: Lang,
) {
  const file = body.proposal
    ? await insertStoredFile(tx, 'proposal', {
        ...body.proposal,
        name: translate(lang, 'quote.proposalFileName'),
      })
    : null;
  const priced = await priceProposal(tx, quote.id, body);
  const proposal = await insertProposal(tx, {
    quoteId: quote.id,
    ...sender,
    fileId: file?.id ?? null,
    round: quote.round,
    ...storedTerms(body),
    ...priced.figures,
  });
  await storeLines(tx, proposal.id, priced);
  return { proposal, file };
}

/**
 * POST /quotes/proposal_send: a recipient company sends a PDF, and optionally its terms (price,
 * delivery, validity, payment, note: decision 0019), while the quote is open, at most one per 60 s;
 * a new one replaces its earlier offer. The owner is told and e-mailed.
 */
export async function sendProposal(deps: QuoteDeps, customerId: number, body: ProposalSendBody, lang: Lang) {
  const { proposal, fileReqId, mail } = await deps.db.transaction(async (tx) => {
    // Locked like choose and cancel: no proposal lands on a quote being closed, and two sends
    // of one company cannot both pass the 60 s check.
    const { quote, company } = await quoteOfRecipient(tx, body.req_id, customerId, 'update');
    requireOpen(quote);
    requireBeforeDeadline(quote);
    await requireNotDeclined(tx, quote.id, company.companyId);
    // A revision round (issue 34 item 6) asks those who proposed for a revised offer, nobody else.
    await requireInRound(tx, quote, company.companyId);
    if (await sentRecently(tx, quote.id, company.companyId)) throw new AppError('QTE003');
    const { proposal, file } = await storeProposal(tx, quote, { companyId: company.companyId }, body, lang);
    await refreshCompanyStats(tx, [company.companyId]);
    await markRecipientAnswered(tx, quote.id, company.companyId, proposal.createdAt);
    const owner = await customerTarget(tx, quote.customerId);
    const mail = owner
      ? await notice(
          tx,
          owner,
          'proposalReceived',
          { title: quote.title, company: company.companyName },
          { publicUrl: deps.config.publicUrl, mail: true, link: quoteLink(quote.reqId, 'customer') },
        )
      : null;
    return { proposal, fileReqId: file?.reqId ?? null, mail };
  });
  // The company's proposal count and responsiveness are on its public page.
  catalogueChanged(deps.db);
  await deps.mailer.sendAfterCommit([mail], 'quote mail not sent');
  return {
    message: translate(lang, 'quote.proposalSent'),
    // The proposal's own reqId is the requester's rating key (quote-presenter presentProposals).
    proposal: {
      reqId: companySideId(proposal.reqId, fileReqId),
      date: iso(proposal.createdAt),
      file: fileReqId,
    },
  };
}

/**
 * POST /quotes/proposal_chosen (req_id names the proposal): the owner chooses one proposal while
 * the quote is open, which concludes it. The company is told and e-mailed (with the requester's
 * contact); every other company that proposed is told another proposal was chosen; the requester
 * gets the rating link by e-mail.
 */
export async function chooseProposal(deps: QuoteDeps, customerId: number, proposalReqId: string, lang: Lang) {
  const dateClose = new Date();
  let mails: (MailMessage | null)[];
  try {
    mails = await deps.db.transaction(async (tx) => {
      const proposal = await findProposal(tx, proposalReqId);
      if (!proposal) throw new AppError('NFD001');
      // The quote row lock serialises choose, cancel and send on this quote.
      const quote = await findQuote(tx, { id: proposal.quoteId }, 'update');
      if (!quote || quote.customerId !== customerId) throw new AppError('NFD001');
      if (await hasChosenProposal(tx, quote.id)) throw new AppError('QTE004');
      requireOpen(quote);
      const { companyId, outsideId } = proposal;
      // An outside supplier's proposal is chosen like a company's (issue 34 item 7, decision 0045).
      const who = companyId ?? (outsideId === null ? null : { outsideId });
      if (who === null) throw new AppError('QTE007');
      if ((await latestProposalId(tx, quote.id, who)) !== proposal.id) {
        throw new AppError('QTE006');
      }
      await markChosen(tx, proposal.id, dateClose);
      await setQuote(tx, quote.id, { status: 'c', dateClose });
      const companyIds = companyId === null ? [] : [companyId];
      await refreshCompanyStats(tx, companyIds);
      await refreshQuoteRecipients(tx, quote.id, dateClose);

      const company = companyId === null ? undefined : (await companyTargets(tx, [companyId])).get(companyId);
      const requester = await customerTarget(tx, quote.customerId);
      const companyName = company?.companyName ?? '';
      const params = { title: quote.title, company: companyName };
      const { publicUrl } = deps.config;
      // The notification only; its e-mail carries the requester's contact (quote-outcome-notices).
      const link = quoteLink(quote.reqId, 'company');
      if (company) await notice(tx, company, 'proposalChosen', params, { publicUrl, link });
      const chosen = company
        ? chosenMail(company, params, await contactOfRequester(tx, quote.customerId), `${publicUrl}${link}`)
        : null;
      const others = await tellNotChosen(tx, quote, companyIds, publicUrl);
      const outside = await tellOutsideOutcome(
        tx,
        quote,
        outsideId === null ? [] : [{ outsideId }],
        publicUrl,
      );
      // No rating of an outside supplier: it has no company page (decision 0045).
      const rateUrl = `${publicUrl}/quote-rate/${proposal.reqId}`;
      const rating = requester && companyId !== null ? rateMail(requester, params, rateUrl) : null;
      return [chosen, rating, ...others, ...outside];
    });
  } catch (error) {
    // The partial unique index is the last guard should two choices ever pass the row lock.
    if (isUniqueViolation(error)) throw new AppError('QTE004');
    throw error;
  }
  catalogueChanged(deps.db);
  await deps.mailer.sendAfterCommit(mails, 'quote mail not sent');
  return {
    message: translate(lang, 'quote.proposalChosen'),
    data: { status: 'c' as const, statusDesc: statusDesc(lang, 'c'), dateClose: dateClose.toISOString() },
  };
}
