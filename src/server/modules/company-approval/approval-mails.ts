import type { Lang } from '../../../shared/lang';
import { catalogueMail, type MailMessage, renderMail } from '../../lib/mail-template';

/** The association's decision on a company waiting for approval, to its owner in their language (decision 0044). */
export function approvalDecisionMail(
  owner: { email: string; lang: Lang },
  decision: { approved: true } | { approved: false; reason: string },
  company: string,
  url: string,
): MailMessage {
  const content = decision.approved
    ? catalogueMail(owner.lang, 'companyApproved', ['body'], { company }, url)
    : catalogueMail(
        owner.lang,
        'companyRefused',
        ['body', 'reason', 'fix'],
        { company, reason: decision.reason },
        url,
      );
  return { to: owner.email, ...renderMail(content) };
}
