import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { quoteLink } from '../../../shared/quote-link';
import { formatItemQuantity } from '../../../shared/rules/item-format';
import { formatMoney } from '../../../shared/rules/money';
import type { QuoteContact } from '../../../shared/schemas/quote-outcome';
import type { Db } from '../../db/client';
import { catalogueMail, type MailMessage, renderMail } from '../../lib/mail-template';
import type { AwardWinner } from './quote-award-plan';
import { presentItem } from './quote-items-presenter';
import { notice } from './quote-notices';
import { contactOfRequester } from './quote-outcome-notices';
import { companyTargets, type NoticeTarget } from './quote-targets-repository';

/*
 * What each supplier of a split award is told (issue 34 item 4): a notification and an e-mail in
 * its owner's language naming the items it won, with its own prices and the requester's contact,
 * as a whole award's chosen company gets (quote-outcome-notices chosenMail). The notification's
 * stored params hold the title and count only: the contact outlives no account's deletion there.
 */

/** The items a supplier won, each with its landed price, then their total (an outside supplier's too). */
export function wonItemLines(lang: Lang, winner: AwardWinner): string[] {
  const money = (cents: number) => formatMoney(cents / 100, lang);
  const total = winner.items.reduce((sum, { line }) => sum + (line.landedCents ?? 0), 0);
  return [
    ...winner.items.map(({ item, line }) =>
      translate(lang, 'mail.itemsAwarded.item', {
        description: item.description,
        quantity: formatItemQuantity(presentItem(item), lang),
        amount: money(line.landedCents ?? 0),
      }),
    ),
    translate(lang, 'mail.itemsAwarded.total', { amount: money(total) }),
  ];
}

/** The "items awarded" e-mail: the items won with the supplier's landed price of each, their total, the contact. */
export function awardedMail(
  target: NoticeTarget,
  params: { title: string; company: string },
  winner: AwardWinner,
  contact: QuoteContact | undefined,
  url: string,
): MailMessage {
  const { lang } = target;
  const content = catalogueMail(
    lang,
    'itemsAwarded',
    ['body'],
    { ...params, count: winner.items.length },
    url,
  );
  content.paragraphs.push(...wonItemLines(lang, winner));
  if (contact) {
    content.paragraphs.push(
      translate(lang, 'mail.itemsAwarded.contact', {
        customerName: contact.name,
        customerEmail: contact.email,
        customerPhone: contact.cellphone,
      }),
    );
  }
  return { to: target.email, ...renderMail(content) };
}

/** Stores each winner's notification and answers its e-mail, to send after the commit. */
export async function tellAwarded(
  tx: Db,
  quote: { reqId: string; title: string; customerId: number | null },
  winners: readonly AwardWinner[],
  publicUrl: string,
): Promise<MailMessage[]> {
  const targets = await companyTargets(
    tx,
    winners.flatMap((w) => (w.proposal.companyId === null ? [] : [w.proposal.companyId])),
  );
  const contact = await contactOfRequester(tx, quote.customerId);
  const link = quoteLink(quote.reqId, 'company');
  const mails: MailMessage[] = [];
  for (const winner of winners) {
    const { companyId } = winner.proposal;
    // An outside supplier is told by quote-outside-outcome.ts.
    const target = companyId === null ? undefined : targets.get(companyId);
    if (!target) continue;
    const count = winner.items.length;
    await notice(tx, target, 'itemsAwarded', { title: quote.title, count }, { publicUrl, link });
    const params = { title: quote.title, company: target.companyName };
    mails.push(awardedMail(target, params, winner, contact, `${publicUrl}${link}`));
  }
  return mails;
}
