import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../shared/lang';
import type { AdminCompaniesBody, ListingStatus } from '../../../shared/schemas/admin';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { catalogueMail, renderMail } from '../../lib/mail-template';
import { recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import {
  companyCategoryNames,
  findAdminCompany,
  listAdminCompanies,
  lockCompanyState,
  quotesReceivedBy,
  setCompanyState,
} from './admin-companies-repository';

export type AdminDeps = Pick<FastifyInstance, 'db' | 'mailer'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function adminCompanies(db: Db, filter: AdminCompaniesBody) {
  const { rows, total } = await listAdminCompanies(db, filter);
  return {
    data: rows.map(({ ownerId, ...r }) => ({
      ...r,
      listing: listingOf(ownerId),
      createdAt: r.createdAt.toISOString(),
      suspendedAt: iso(r.suspendedAt),
      verifiedAt: iso(r.verifiedAt),
    })),
    total,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function adminCompany(db: Db, reqId: string, lang: Lang) {
  const row = await findAdminCompany(db, reqId);
  if (!row) throw new AppError('NFD001');
  const { id, ownerId, ownerName, ownerEmail, ownerLang, addressNumber, addressNeighborhood, ...shown } = row;
  const [categories, quotesReceived] = await Promise.all([
    companyCategoryNames(db, id, lang),
    quotesReceivedBy(db, id),
  ]);
  return {
    ...shown,
    address: `${row.address}, ${addressNumber} — ${addressNeighborhood}`,
    createdAt: row.createdAt.toISOString(),
    suspendedAt: iso(row.suspendedAt),
    verifiedAt: iso(row.verifiedAt),
    categories,
    listing: listingOf(ownerId),
    owner:
      ownerName === null || ownerEmail === null || ownerLang === null
        ? null
        : { name: ownerName, email: ownerEmail, lang: ownerLang },
    quotesReceived,
  };
}

const listingOf = (ownerId: number | null): ListingStatus => (ownerId === null ? 'unclaimed' : 'claimed');

type Owner = { ownerName: string; ownerEmail: string; ownerLang: Lang; tradeName: string };

function stateMail(kind: 'suspended' | 'reinstated', owner: Owner, reason: string | null) {
  const params = { company: owner.tradeName, reason: reason ?? '' };
  const mail =
    kind === 'suspended'
      ? catalogueMail(owner.ownerLang, 'companySuspended', ['body', 'reason', 'contact'], params)
      : catalogueMail(owner.ownerLang, 'companyReinstated', ['body'], params);
  return { to: owner.ownerEmail, ...renderMail(mail) };
}

/**
 * Suspends (reason given) or reinstates a company. The company and its audit entry commit together;
 * the public catalogue forgets its cached answers at once and the owner is told in their language.
 * Quotes the company already received are not touched.
 */
export async function setCompanySuspension(
  deps: AdminDeps,
  actor: Actor,
  input: { reqId: string; reason: string | null },
): Promise<void> {
  const suspend = input.reason !== null;
  const owner = await deps.db.transaction(async (tx) => {
    const company = await lockCompanyState(tx, input.reqId);
    if (!company) throw new AppError('NFD001');
    if ((company.suspendedAt !== null) === suspend) throw new AppError('STF002');
    const after = suspend
      ? { suspendedAt: new Date(), suspensionReason: input.reason }
      : { suspendedAt: null, suspensionReason: null };
    await setCompanyState(tx, company.id, after);
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: suspend ? 'company.suspend' : 'company.reinstate',
      targetType: 'company',
      target: `${input.reqId} ${company.tradeName}`,
      before: { suspendedAt: iso(company.suspendedAt), suspensionReason: company.suspensionReason },
      after: { suspendedAt: iso(after.suspendedAt), suspensionReason: after.suspensionReason },
    });
    return company;
  });
  catalogueChanged(deps.db);
  const { ownerName, ownerEmail, ownerLang, tradeName } = owner;
  // An unclaimed listing has no owner to tell (issue 33).
  if (ownerName === null || ownerEmail === null || ownerLang === null) return;
  deps.mailer.sendLater(
    () =>
      stateMail(
        suspend ? 'suspended' : 'reinstated',
        { ownerName, ownerEmail, ownerLang, tradeName },
        input.reason,
      ),
    'company suspension mail not sent',
  );
}

export async function setCompanyVerified(
  deps: AdminDeps,
  actor: Actor,
  input: { reqId: string; verified: boolean },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const company = await lockCompanyState(tx, input.reqId);
    if (!company) throw new AppError('NFD001');
    const verifiedAt = input.verified ? (company.verifiedAt ?? new Date()) : null;
    await setCompanyState(tx, company.id, { verifiedAt });
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: input.verified ? 'company.verify' : 'company.unverify',
      targetType: 'company',
      target: `${input.reqId} ${company.tradeName}`,
      before: { verifiedAt: iso(company.verifiedAt) },
      after: { verifiedAt: iso(verifiedAt) },
    });
  });
  catalogueChanged(deps.db);
}
