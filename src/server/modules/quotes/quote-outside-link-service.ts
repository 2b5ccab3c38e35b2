import { QUOTES_PAGE } from '../../../shared/quote-link';
import type { Db } from '../../db/client';
import { refreshCompanyStats } from '../../db/company-stats';
import { notify } from '../notifications/notifications-service';
import { claimInvitesFor, moveInvitesToCompany } from './quote-outside-link-repository';

/*
 * Past outside invitations reach the company that lists later (issue 34 item 7, decision 0048).
 * Called, inside their transactions, wherever a company may start receiving quote requests: its
 * e-mail or its owner's confirmed, its approval, a claim of its listing, a change of its profile
 * (quotes turned on). Safe to call any number of times: each invitation is linked once.
 */

/**
 * Links to the company (named by its id, or by its owner's account) every invitation sent to its
 * confirmed address or its owner's confirmed address; a CNPJ the buyer typed is never enough.
 * Answers how many were linked.
 */
export async function linkOutsideInvites(
  db: Db,
  company: { companyId: number } | { ownerId: number },
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimInvitesFor(tx, company, now);
    let linked = 0;
    for (const { companyId, ownerId, invites } of claimed) {
      await moveInvitesToCompany(
        tx,
        companyId,
        invites.map((i) => i.id),
      );
      linked += invites.length;
      // The owner learns where they are; the list marks each (fromInvitation).
      await notify(tx, {
        customerId: ownerId,
        kind: 'invitationsLinked',
        params: { count: invites.length },
        link: `${QUOTES_PAGE}?tab=received`,
      });
    }
    // Its figures count the proposals it now has (proposals sent, chosen).
    if (claimed.length > 0)
      await refreshCompanyStats(
        tx,
        claimed.map((c) => c.companyId),
      );
    return linked;
  });
}
