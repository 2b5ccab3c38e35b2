import type { Lang } from '../../shared/lang';
import { translate } from '../../shared/messages/translate';
import { escapeHtml } from './html';

/** A message the mailer sends (plugins/mail.ts): what renderMail writes, addressed. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a newsletter issue's List-Unsubscribe); the outbox file keeps them too. */
  headers?: Record<string, string>;
}

export interface MailContent {
  lang: Lang;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/**
 * The e-mail written in the catalogue's `mail.<name>` entry (src/shared/messages/locales/<lang>/mail.json): its
 * subject and heading, the paragraphs named (keys of the entry, in order) and, with a link, its
 * action. Every placeholder of every part is filled from `params`.
 */
export function catalogueMail(
  lang: Lang,
  name: string,
  paragraphs: readonly string[],
  params: Record<string, string | number> = {},
  url?: string,
): MailContent {
  const t = (part: string) => translate(lang, `mail.${name}.${part}`, params);
  return {
    lang,
    subject: t('subject'),
    heading: t('heading'),
    paragraphs: paragraphs.map(t),
    ...(url ? { action: { label: t('action'), url } } : {}),
  };
}

/** Every message has a plain-text part and a simple HTML part built from the same words. */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const footer = translate(content.lang, 'mail.footer');
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    footer,
  ].join('\n');
  const button = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#0b3d6e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${content.lang}"><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5"><h1 style="font-size:20px;color:#0b3d6e">${escapeHtml(content.heading)}</h1>${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}<hr><p style="font-size:12px;color:#555">${escapeHtml(footer)}</p></body></html>`;
  return { subject: content.subject, text, html };
}
