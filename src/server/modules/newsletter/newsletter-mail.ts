import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../lib/mail-template';
import { markdownToHtml } from '../../lib/markdown-html';

export interface IssueTexts {
  subjectPt: string;
  subjectEn: string;
  bodyPt: string;
  bodyEn: string;
}

/** Where a recipient's token unsubscribes: the web page (a link) and the one-click call (RFC 8058). */
export function unsubscribeUrls(publicUrl: string, token: string) {
  return {
    page: `${publicUrl}/newsletter_unsubscribe/${token}`,
    oneClick: `${publicUrl}/app/newsletter/unsubscribe/${token}`,
  };
}

/**
 * One recipient's copy of an issue, in their language: the markdown as the plain-text part, its
 * HTML rendering as the other, a footer with the unsubscribe link, and the List-Unsubscribe headers
 * that let mail programs offer a one-click unsubscribe. A `test` copy (to a staff member) has no
 * subscriber behind it: its unsubscribe label links nowhere, says why, and it carries no
 * List-Unsubscribe headers (issue 30 item 27).
 */
export function issueMail(
  issue: IssueTexts,
  to: { email: string; lang: Lang },
  urls: { page: string; oneClick: string } | null,
): MailMessage {
  const { lang } = to;
  const subject = lang === 'en' ? issue.subjectEn : issue.subjectPt;
  const body = lang === 'en' ? issue.bodyEn : issue.bodyPt;
  const why = translate(lang, 'mail.issue.why', { email: to.email });
  const label = translate(lang, 'mail.issue.unsubscribe');
  const inert = translate(lang, 'mail.issue.testUnsubscribe');
  const text = [body, '', '--', why, urls ? `${label}: ${urls.page}` : `${label}: ${inert}`].join('\n');
  const footer = urls
    ? `<a href="${escapeHtml(urls.page)}">${escapeHtml(label)}</a>`
    : `<u>${escapeHtml(label)}</u> (${escapeHtml(inert)})`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">${markdownToHtml(body)}<hr><p style="font-size:12px;color:#555">${escapeHtml(why)} ${footer}</p></body></html>`;
  return {
    to: to.email,
    subject: urls ? subject : translate(lang, 'mail.issue.test', { subject }),
    text,
    html,
    ...(urls && {
      headers: {
        'List-Unsubscribe': `<${urls.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}
