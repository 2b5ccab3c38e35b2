import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { quoteLink } from '../../../shared/quote-link';
import type { QuestionAnswerBody, QuestionAskBody } from '../../../shared/schemas/quote';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../lib/mail-template';
import { markRecipientAnswered } from '../responsiveness/responsiveness-service';
import { quoteOfRecipient, requireOpen } from './quote-access';
import { requireBeforeDeadline } from './quote-deadline-service';
import { notice, type QuoteDeps } from './quote-notices';
import { outsideAnswerMail } from './quote-outside-mails';
import { invitesByIds } from './quote-outside-repository';
import { iso } from './quote-presenter';
import { answerQuestion, findQuestion, insertQuestion } from './quote-questions-repository';
import { companyTargets, customerTarget } from './quote-targets-repository';
import { findQuote } from './quotes-repository';

/** POST /quotes/question_ask: a recipient company asks while the quote is open; the owner is told. */
export async function askQuestion(deps: QuoteDeps, customerId: number, body: QuestionAskBody, lang: Lang) {
  const question = await deps.db.transaction(async (tx) => {
    // A shared lock: questions run side by side, but not across a cancel or a choice.
    const { quote, company } = await quoteOfRecipient(tx, body.req_id, customerId, 'share');
    requireOpen(quote);
    requireBeforeDeadline(quote);
    const question = await insertQuestion(tx, {
      quoteId: quote.id,
      companyId: company.companyId,
      question: body.question,
    });
    // A question is an answer to the request (decision 0021): the first one counts.
    const firstAnswer = await markRecipientAnswered(tx, quote.id, company.companyId, question.dateQuestion);
    const owner = await customerTarget(tx, quote.customerId);
    if (owner) {
      await notice(
        tx,
        owner,
        'questionAsked',
        { title: quote.title, company: company.companyName },
        { publicUrl: deps.config.publicUrl, link: quoteLink(quote.reqId, 'customer') },
      );
    }
    return { ...question, firstAnswer };
  });
  if (question.firstAnswer) catalogueChanged(deps.db);
  return {
    message: translate(lang, 'quote.questionSent'),
    question: {
      reqId: question.reqId,
      question: question.question,
      dateQuestion: iso(question.dateQuestion),
    },
  };
}

/**
 * POST /quotes/question_answer (req_id names the question): the quote's owner answers once, while
 * the quote is open; the asking company is told (notice), an outside supplier by e-mail.
 */
export async function answerQuestionOf(
  deps: QuoteDeps,
  customerId: number,
  body: QuestionAnswerBody,
  lang: Lang,
) {
  const mail = await deps.db.transaction(async (tx) => {
    const question = await findQuestion(tx, body.req_id);
    if (!question) throw new AppError('NFD001');
    const quote = await findQuote(tx, { id: question.quoteId }, 'share');
    if (!quote || quote.customerId !== customerId) throw new AppError('NFD001');
    requireOpen(quote);
    if (question.answered || !(await answerQuestion(tx, question.id, body.answer))) {
      throw new AppError('QTE002');
    }
    const { companyId } = question;
    // A company that left the catalogue reads no answer; the owner may still write one.
    const target = companyId === null ? undefined : (await companyTargets(tx, [companyId])).get(companyId);
    if (target) {
      await notice(
        tx,
        target,
        'questionAnswered',
        { title: quote.title },
        { publicUrl: deps.config.publicUrl, link: quoteLink(quote.reqId, 'company') },
      );
    }
    return question.outsideId === null
      ? null
      : outsideAnswered(tx, question.outsideId, {
          title: quote.title,
          question: question.question,
          answer: body.answer,
          publicUrl: deps.config.publicUrl,
        });
  });
  await deps.mailer.sendAfterCommit([mail], 'quote mail not sent');
  return { message: translate(lang, 'quote.answerSent') };
}

/**
 * An outside supplier asked (decision 0047): it has no account to notify, so it is e-mailed with a
 * link back to its invitation's page, unless that invitation was revoked or expired.
 */
async function outsideAnswered(
  tx: Db,
  outsideId: number,
  params: { title: string; question: string; answer: string; publicUrl: string },
): Promise<MailMessage | null> {
  const [invite] = await invitesByIds(tx, [outsideId]);
  if (!invite || invite.revokedAt !== null || invite.expiresAt <= new Date()) return null;
  const { publicUrl, ...words } = params;
  return outsideAnswerMail(tx, invite, words, publicUrl);
}
