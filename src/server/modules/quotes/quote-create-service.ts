import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { quoteLink } from '../../../shared/quote-link';
import type { NewQuoteBody } from '../../../shared/schemas/quote';
import { catalogueChanged } from '../../db/catalogue-cache';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../lib/mail-template';
import { refreshResponsiveness } from '../responsiveness/responsiveness-service';
import { insertAttachments } from './quote-files-repository';
import { insertItems } from './quote-items-repository';
import { quoteListingMailsJob } from './quote-listing-mails';
import { queueListingMails } from './quote-listing-mails-repository';
import { notice, type QuoteDeps } from './quote-notices';
import { companyTargets } from './quote-targets-repository';
import {
  existingCompanyIds,
  findCategory,
  insertQuote,
  isCustomerBlocked,
  listingsByEmail,
  resolveRecipients,
} from './quotes-repository';

/**
 * POST /quotes/new. The quote, its attachments, its company lists and its recipients are written
 * in one transaction with the recipients' notifications; e-mails leave after the commit.
 */
export async function createQuote(
  deps: QuoteDeps & Pick<FastifyInstance, 'jobs'>,
  customerId: number,
  body: NewQuoteBody,
  lang: Lang,
): Promise<{ message: string; data: { reqId: string; recipients: number } }> {
  if (await isCustomerBlocked(deps.db, customerId)) throw new AppError('BLK001');
  const category = await findCategory(deps.db, body.category);
  if (!category) throw new AppError('VAL001', {}, { category: 'v.categoryFromList' }, 'v.categoryFromList');

  const { quote, recipients, mails, emailed } = await deps.db.transaction(async (tx) => {
    const recipients = await resolveRecipients(tx, {
      categoryId: body.category,
      targets: body.companies,
      exclude: body.exclude,
      requesterId: customerId,
    });
    // Unclaimed listings whose association chose it get the request by e-mail (issue 33 item 2).
    const byEmail = await listingsByEmail(tx, {
      categoryId: body.category,
      targets: body.companies,
      exclude: body.exclude,
    });
    if (recipients.length + byEmail.length === 0) throw new AppError('QTE005');
    const quote = await insertQuote(tx, {
      customerId,
      categoryId: body.category,
      title: body.title,
      description: body.description,
      // Unknown ids are dropped from the stored lists; they could not receive anything anyway.
      targets: await existingCompanyIds(tx, body.companies),
      exclude: await existingCompanyIds(tx, body.exclude),
      allCompanies: body.companies.length === 0,
      recipients,
      deadline: body.deadline ? new Date(body.deadline) : null,
    });
    await insertAttachments(tx, quote.id, body.attachments);
    await insertItems(tx, quote.id, body.items);
    await queueListingMails(tx, quote.id, byEmail);
    // Each recipient's count of requests is on its public card (responsiveness).
    if (recipients.length > 0) await refreshResponsiveness(tx, recipients);

    const targets = await companyTargets(tx, recipients);
    const mails: (MailMessage | null)[] = [];
    for (const target of targets.values()) {
      const categoryName = target.lang === 'en' ? category.nameEn : category.namePt;
      mails.push(
        await notice(
          tx,
          target,
          'quoteReceived',
          { title: body.title, category: categoryName },
          { publicUrl: deps.config.publicUrl, mail: true, link: quoteLink(quote.reqId, 'company') },
        ),
      );
    }
    return { quote, recipients: [...recipients, ...byEmail], mails, emailed: byEmail.length };
  });

  catalogueChanged(deps.db);
  await deps.mailer.sendAfterCommit(mails, 'quote mail not sent');
  if (emailed > 0) await deps.jobs.send(quoteListingMailsJob.name);
  return {
    message: translate(lang, 'quote.sent', { count: recipients.length }),
    data: { reqId: quote.reqId, recipients: recipients.length },
  };
}
