import type { Lang } from '../../../shared/lang';
import { catalogueMail, type MailMessage, renderMail } from '../../lib/mail-template';

/** Where the owner reads the answer to a suggestion and edits the company's terms. */
export const PROFILE_PAGE = '/profile';

export interface TermOwner {
  email: string;
  lang: Lang;
}

/**
 * To the owner's account address, in their language, once staff answered the company's suggestion
 * (issue 32): the term under its name in that language, the company it was for, and, when refused,
 * the reason staff gave.
 */
export function termDecisionMail(
  owner: TermOwner,
  decision: { approved: true; term: string } | { approved: false; term: string; reason: string },
  company: string,
  publicUrl: string,
): MailMessage {
  const url = `${publicUrl}${PROFILE_PAGE}`;
  const content = decision.approved
    ? catalogueMail(owner.lang, 'termApproved', ['body'], { term: decision.term, company }, url)
    : catalogueMail(
        owner.lang,
        'termRefused',
        ['body', 'reason'],
        { term: decision.term, company, reason: decision.reason },
        url,
      );
  return { to: owner.email, ...renderMail(content) };
}
