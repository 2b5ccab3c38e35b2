import type { FastifyBaseLogger } from 'fastify';
import { translate } from '../../../shared/messages/translate';
import { formatDateTime } from '../../../shared/rules/date-time-format';
import { formatItemQuantity } from '../../../shared/rules/item-format';
import { CLAIM } from '../../../shared/schemas/listing-claims';
import type { Db } from '../../db/client';
import { type ClaimedMailQueue, runClaimedMailQueue } from '../../lib/claimed-mail-queue';
import { catalogueMail, type MailMessage, renderMail } from '../../lib/mail-template';
import type { JobDefinition } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mail';
import {
  type ListingMailTarget,
  listingMailTarget,
  markAddressFailed,
} from '../listing-claims/invitations-service';
import { presentItem } from './quote-items-presenter';
import { itemsOf } from './quote-items-repository';
import {
  moveListingMail,
  type QueuedListingMail,
  queuedListingMails,
  settleListingMailsInFlight,
} from './quote-listing-mails-repository';

export interface ListingMailDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Sends the quote requests queued for unclaimed listings (issue 33 item 2): each to the listing's
 * address in its language, with the request's content and a fresh claim link (answering needs the
 * company claimed). Each row is claimed before its mail goes, so none is sent twice; an address
 * that failed before is skipped, and one that fails now is never tried again.
 */
export async function sendListingMails(deps: ListingMailDeps, signal: AbortSignal): Promise<number> {
  const messages = {
    inFlight: 'quote e-mails to listings left in flight: not resent',
    notSent: 'quote e-mail to a listing not sent',
  };
  return runClaimedMailQueue(listingMailQueue(deps), { log: deps.log, messages }, signal);
}

type Claimed = { row: QueuedListingMail; target: ListingMailTarget };

function listingMailQueue(deps: ListingMailDeps): ClaimedMailQueue<QueuedListingMail, Claimed> {
  return {
    settleInFlight: () => settleListingMailsInFlight(deps.db),
    queued: (size) => queuedListingMails(deps.db, size),
    claim: (row) => {
      const now = new Date();
      return deps.db.transaction(async (tx) => {
        if (!(await moveListingMail(tx, row, 'queued', 'sending', now))) return null;
        const target = await listingMailTarget(tx, row.companyId, deps.publicUrl, now);
        if (target) return { row, target };
        await moveListingMail(tx, row, 'sending', 'skipped', now);
        return null;
      });
    },
    send: async ({ row, target }) => {
      await deps.mailer.send(quoteListingMail(target, row, await itemsOf(deps.db, row.quoteId)));
    },
    finish: async ({ row, target }, outcome) => {
      await moveListingMail(deps.db, row, 'sending', outcome, new Date());
      if (outcome === 'failed') await markAddressFailed(deps.db, row.companyId, target.email);
    },
  };
}

/** The request's content in the listing's language, and the claim link that lets it answer. */
export function quoteListingMail(
  target: ListingMailTarget,
  quote: Pick<QueuedListingMail, 'title' | 'description' | 'deadline' | 'categoryPt' | 'categoryEn'>,
  items: Awaited<ReturnType<typeof itemsOf>>,
): MailMessage {
  const { lang } = target;
  const lines = items.map(presentItem).map((item) =>
    translate(lang, 'mail.quoteByEmail.item', {
      description: item.description,
      quantity: formatItemQuantity(item, lang),
    }),
  );
  const paragraphs = ['body', 'request', 'description'];
  if (lines.length > 0) paragraphs.push('items');
  if (quote.deadline) paragraphs.push('deadline');
  paragraphs.push('claim', 'ignore');
  return {
    to: target.email,
    ...renderMail(
      catalogueMail(
        lang,
        'quoteByEmail',
        paragraphs,
        {
          company: target.tradeName,
          title: quote.title,
          description: quote.description,
          category: lang === 'en' ? quote.categoryEn : quote.categoryPt,
          items: lines.join('; '),
          date: quote.deadline ? formatDateTime(new Date(quote.deadline).toISOString(), lang) : '',
          count: CLAIM.invitationDays,
        },
        target.claimUrl,
      ),
    ),
  };
}

/** Queued by every quote request that reaches such a listing, and at start. */
export const quoteListingMailsJob: JobDefinition = {
  name: 'quote-listing-mails',
  atStart: true,
  run: (app, _data, signal) =>
    sendListingMails(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log },
      signal,
    ),
};
