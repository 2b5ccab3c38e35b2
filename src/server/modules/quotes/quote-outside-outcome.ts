import type { OutsideContact, QuoteContact } from '../../../shared/schemas/quote-outcome';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../lib/mail-template';
import type { AwardWinner } from './quote-award-plan';
import { contactOfRequester } from './quote-outcome-notices';
import { outsideNotChosenMail, outsideWonMail } from './quote-outside-mails';
import { invitesByIds, proposingInvites } from './quote-outside-repository';

/**
 * How a quote ended, for its outside suppliers (issue 34 item 7, decision 0045), by e-mail only
 * (they have no account to notify): a winner of the whole quote or of items learns it with the
 * requester's contact, as a company does; every other outside supplier that proposed learns another
 * proposal was chosen, without names or prices. No rating link: an outside supplier has no company
 * page to hold one.
 */
export async function tellOutsideOutcome(
  tx: Db,
  quote: { id: number; title: string; customerId: number | null },
  won: readonly { outsideId: number; winner?: AwardWinner }[],
  publicUrl: string,
): Promise<MailMessage[]> {
  const ids = won.map((w) => w.outsideId);
  const mails: MailMessage[] = [];
  if (ids.length > 0) {
    const invites = new Map((await invitesByIds(tx, ids)).map((row) => [row.id, row]));
    const contact = await contactOfRequester(tx, quote.customerId);
    for (const { outsideId, winner } of won) {
      const invite = invites.get(outsideId);
      if (invite) mails.push(outsideWonMail(invite, quote.title, contact, publicUrl, winner));
    }
  }
  for (const invite of await proposingInvites(tx, quote.id, ids)) {
    mails.push(outsideNotChosenMail(invite, quote.title, publicUrl));
  }
  return mails;
}

type Award = { chosen: boolean; outsideId: number | null };

/**
 * The owner's view once awarded (decision 0047): each outside supplier whose proposal won the whole
 * quote or items of it, to follow up with as with an awarded company.
 */
export async function outsideWinnersOf(db: Db, proposals: readonly Award[]): Promise<OutsideContact[]> {
  const ids = new Set(proposals.flatMap((p) => (p.chosen && p.outsideId !== null ? [p.outsideId] : [])));
  const rows = await invitesByIds(db, [...ids]);
  return rows.map((row) => ({ name: row.name, email: row.email, cnpj: row.cnpj }));
}

/**
 * An outside supplier's page (decision 0047): the buyer's contact once one of its own proposals won
 * (a whole award, or items of a split one); nothing before, nor for one that did not win.
 */
export async function contactForWinner(
  db: Db,
  customerId: number | null,
  own: readonly Award[],
): Promise<QuoteContact | undefined> {
  return own.some((p) => p.chosen) ? contactOfRequester(db, customerId) : undefined;
}
