import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { formatCpf } from '../../../shared/rules/cpf';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type { AdminCustomerRow, AdminCustomersBody } from '../../../shared/schemas/admin-people';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import {
  endLoginsOf,
  listAdminCustomers,
  lockCustomerState,
  setCustomerBlock,
} from './admin-customers-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function adminCustomers(db: Db, filter: AdminCustomersBody) {
  const { rows, total } = await listAdminCustomers(db, filter);
  const data: AdminCustomerRow[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    doc: formatCpf(r.doc),
    email: r.email,
    emailValid: r.emailValid,
    lang: r.lang,
    createdAt: r.createdAt.toISOString(),
    blockedAt: iso(r.blockedAt),
    blockedReason: r.blockedReason,
    company: r.company,
    quotes: {
      total: r.quotesTotal,
      open: r.quotesOpen,
      concluded: r.quotesConcluded,
      cancelled: r.quotesCancelled,
    },
  }));
  return { data, total, pageSize: ADMIN_PAGE_SIZE };
}

/**
 * Blocks (reason given) or unblocks an account. The block, the end of every login of the account
 * and the audit entry commit together: from then on the person cannot log in (BLK001) nor ask for
 * quotes, and each of their open sessions is told its login has ended (SES003).
 */
export async function setCustomerBlocked(
  db: Db,
  actor: Actor,
  input: { id: number; reason: string | null; lang: Lang },
  now = new Date(),
): Promise<string> {
  const block = input.reason !== null;
  const name = await db.transaction(async (tx) => {
    const person = await lockCustomerState(tx, input.id);
    if (!person) throw new AppError('NFD001');
    if ((person.blockedAt !== null) === block) throw new AppError('BLK002');
    // Staff cannot lock themselves out of the back office by mistake.
    if (block && person.id === actor.id) throw new AppError('BLK002');
    const after = block
      ? { blockedAt: now, blockedReason: input.reason }
      : { blockedAt: null, blockedReason: null };
    await setCustomerBlock(tx, person.id, after);
    if (block) await endLoginsOf(tx, person.id, now);
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: block ? 'customer.block' : 'customer.unblock',
      targetType: 'customer',
      target: `${person.id} ${person.name}`,
      before: { blockedAt: iso(person.blockedAt), blockedReason: person.blockedReason },
      after: { blockedAt: iso(after.blockedAt), blockedReason: after.blockedReason },
    });
    return person.name;
  });
  return translate(input.lang, block ? 'people.blocked' : 'people.unblocked', { name });
}
