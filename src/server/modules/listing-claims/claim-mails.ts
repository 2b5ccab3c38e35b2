import type { Lang } from '../../../shared/lang';
import { CLAIM, CLAIM_PATH } from '../../../shared/schemas/listing-claims';
import { catalogueMail, type MailMessage, renderMail } from '../../lib/mail-template';

/* The e-mails of claiming a listing (decision 0039), each in its recipient's language. */

export const claimLinkUrl = (publicUrl: string, token: string) => `${publicUrl}${CLAIM_PATH}/${token}`;

/** To the listing's address, in the listing's language. */
export function invitationMail(
  invitation: { email: string; lang: Lang; tradeName: string },
  url: string,
): MailMessage {
  return {
    to: invitation.email,
    ...renderMail(
      catalogueMail(
        invitation.lang,
        'listingInvite',
        ['body', 'how', 'ignore'],
        { company: invitation.tradeName, count: CLAIM.invitationDays },
        url,
      ),
    ),
  };
}

/** To the work e-mail the claimant gave, in the claimant's language. */
export function claimLinkMail(to: string, lang: Lang, company: string, url: string): MailMessage {
  return {
    to,
    ...renderMail(
      catalogueMail(lang, 'claimLink', ['body', 'ignore'], { company, count: CLAIM.claimLinkDays }, url),
    ),
  };
}

/** To the claimant's account address, in their language, once the association decided. */
export function claimDecisionMail(
  claimant: { email: string; lang: Lang },
  decision: { approved: true; url: string } | { approved: false; reason: string },
  company: string,
): MailMessage {
  const content = decision.approved
    ? catalogueMail(claimant.lang, 'claimApproved', ['body'], { company }, decision.url)
    : catalogueMail(claimant.lang, 'claimRefused', ['body', 'reason', 'contact'], {
        company,
        reason: decision.reason,
      });
  return { to: claimant.email, ...renderMail(content) };
}
