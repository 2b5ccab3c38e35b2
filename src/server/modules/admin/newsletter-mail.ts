import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { escapeHtml } from '../../lib/html';
import { markdownToHtml } from '../../lib/markdown-html';
import type { MailMessage } from '../../plugins/mail';

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
 * that let mail programs offer a one-click unsubscribe.
 */
export function issueMail(
  issue: IssueTexts,
  to: { email: string; lang: Lang },
  urls: { page: string; oneClick: string },
  test = false,
): MailMessage {
  const { lang } = to;
  const subject = lang === 'en' ? issue.subjectEn : issue.subjectPt;
  const body = lang === 'en' ? issue.bodyEn : issue.bodyPt;
  const why = translate(lang, 'mail.issue.why', { email: to.email });
  const label = translate(lang, 'mail.issue.unsubscribe');
  const text = [body, '', '--', why, `${label}: ${urls.page}`].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">${markdownToHtml(body)}<hr><p style="font-size:12px;color:#555">${escapeHtml(why)} <a href="${escapeHtml(urls.page)}">${escapeHtml(label)}</a></p></body></html>`;
  return {
    to: to.email,
    subject: test ? translate(lang, 'mail.issue.test', { subject }) : subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${urls.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
