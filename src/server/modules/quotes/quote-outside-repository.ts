import { and, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import {
  type OutsideMailStatus,
  quoteOutsideInvites,
  quoteOutsideLinks,
} from '../../db/schema/quote-outside-invites';
import { quoteProposals } from '../../db/schema/quotes';
import { canReceiveQuotes } from './quotes-repository';

/* Invitations of suppliers outside the catalogue (issue 34 item 7, migration 0097, decision 0045). */

const inv = quoteOutsideInvites;

export interface InviteRow {
  id: number;
  reqId: string;
  quoteId: number;
  email: string;
  cnpj: string | null;
  name: string | null;
  lang: Lang;
  mailStatus: OutsideMailStatus;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** The company it was linked to once that company listed (decision 0048); its link stops. */
  companyId: number | null;
  linkedAt: Date | null;
}

const inviteColumns = {
  id: inv.id,
  reqId: inv.reqId,
  quoteId: inv.quoteId,
  email: inv.email,
  cnpj: inv.cnpj,
  name: inv.name,
  lang: inv.lang,
  mailStatus: inv.mailStatus,
  createdAt: inv.createdAt,
  expiresAt: inv.expiresAt,
  revokedAt: inv.revokedAt,
  companyId: inv.companyId,
  linkedAt: inv.linkedAt,
};

export async function insertInvite(
  db: Db,
  values: {
    quoteId: number;
    email: string;
    cnpj: string | null;
    name: string | null;
    lang: Lang;
    expiresAt: Date;
  },
): Promise<InviteRow> {
  const [row] = await db.insert(inv).values(values).returning(inviteColumns);
  return row;
}

export async function countInvitesOf(db: Db, quoteId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inv).where(eq(inv.quoteId, quoteId));
  return Number(row?.n ?? 0);
}

export type InviteListRow = InviteRow & {
  proposed: boolean;
  companyReqId: string | null;
  companyName: string | null;
};

/**
 * The quote's invitations, newest first, each with whether a proposal came through it (or, once
 * linked to the company that listed with its address, from that company: decision 0048) and that
 * company.
 */
export async function invitesOf(db: Db, quoteId: number): Promise<InviteListRow[]> {
  return db
    .select({
      ...inviteColumns,
      proposed: sql<boolean>`(exists (select 1 from ${quoteProposals} where ${quoteProposals.outsideId} = ${inv.id})
        or exists (select 1 from ${quoteProposals} where ${quoteProposals.quoteId} = ${inv.quoteId} and ${quoteProposals.companyId} = ${inv.companyId}))`,
      companyReqId: companies.reqId,
      companyName: companies.tradeName,
    })
    .from(inv)
    .leftJoin(companies, eq(companies.id, inv.companyId))
    .where(eq(inv.quoteId, quoteId))
    .orderBy(desc(inv.createdAt), desc(inv.id));
}

export async function inviteByReqId(db: Db, reqId: string): Promise<InviteRow | undefined> {
  const [row] = await db.select(inviteColumns).from(inv).where(eq(inv.reqId, reqId));
  return row;
}

/** The invitation a token names: its invitation e-mail's, or a further link's (migration 0100). */
export async function inviteByTokenHash(db: Db, tokenHash: string): Promise<InviteRow | undefined> {
  const further = db
    .select({ id: quoteOutsideLinks.inviteId })
    .from(quoteOutsideLinks)
    .where(eq(quoteOutsideLinks.tokenHash, tokenHash));
  const [row] = await db
    .select(inviteColumns)
    .from(inv)
    .where(or(eq(inv.tokenHash, tokenHash), inArray(inv.id, further)));
  return row;
}

/** Keeps the hash of a further link to an invitation (decision 0047). */
export async function insertInviteLink(db: Db, inviteId: number, tokenHash: string): Promise<void> {
  await db.insert(quoteOutsideLinks).values({ inviteId, tokenHash });
}

export async function invitesByIds(db: Db, ids: readonly number[]): Promise<InviteRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(inviteColumns)
    .from(inv)
    .where(inArray(inv.id, [...ids]));
}

export async function revokeInvite(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(inv)
    .set({ revokedAt: at })
    .where(and(eq(inv.id, id), isNull(inv.revokedAt)));
}

/** The invitations of the quote that sent a proposal, but those given. */
export async function proposingInvites(
  db: Db,
  quoteId: number,
  except: readonly number[],
): Promise<InviteRow[]> {
  return db
    .selectDistinct(inviteColumns)
    .from(inv)
    .innerJoin(quoteProposals, eq(quoteProposals.outsideId, inv.id))
    .where(and(eq(inv.quoteId, quoteId), except.length > 0 ? notInArray(inv.id, [...except]) : undefined));
}

/** The invitations whose e-mail waits, oldest first, with what the e-mail tells. */
export interface QueuedInvite {
  id: number;
  email: string;
  name: string | null;
  lang: Lang;
  expiresAt: Date | string;
  title: string;
  description: string;
  deadline: Date | string | null;
  categoryPt: string;
  categoryEn: string;
  buyerName: string | null;
  quoteId: number;
}

export async function queuedInvites(db: Db, size: number): Promise<QueuedInvite[]> {
  const result = await db.execute<QueuedInvite & Record<string, unknown>>(sql`
    select i.id, i.email, i.name, i.lang, i.expires_at as "expiresAt", i.quote_id as "quoteId",
      q.title, q.description, q.deadline, c.name_pt as "categoryPt", c.name_en as "categoryEn",
      b.name as "buyerName"
    from quote_outside_invites i
    join quotes q on q.id = i.quote_id
    join categories c on c.id = q.category_id
    left join customers b on b.id = q.customer_id
    where i.mail_status = 'queued'
    order by i.id
    limit ${size}`);
  return result.rows;
}

/** Moves an invitation's e-mail from one state to another; false when another sender took it. */
export async function moveInviteMail(
  db: Db,
  id: number,
  from: OutsideMailStatus,
  to: OutsideMailStatus,
  tokenHash?: string,
): Promise<boolean> {
  const rows = await db
    .update(inv)
    .set({ mailStatus: to, ...(tokenHash ? { tokenHash } : {}) })
    .where(and(eq(inv.id, id), eq(inv.mailStatus, from)))
    .returning({ id: inv.id });
  return rows.length > 0;
}

/** E-mails a stopped sender left in flight: they may have gone, so they are not sent again. */
export async function settleInvitesInFlight(db: Db): Promise<number> {
  const rows = await db
    .update(inv)
    .set({ mailStatus: 'sent' })
    .where(eq(inv.mailStatus, 'sending'))
    .returning({ id: inv.id });
  return rows.length;
}

/**
 * A company of the catalogue that receives quote requests and has this e-mail (any case) or, when
 * given, this CNPJ (decision 0047): such a supplier is asked there, not invited from outside.
 */
export async function catalogueCompanyFor(
  db: Db,
  email: string,
  cnpj: string | null,
): Promise<{ name: string } | undefined> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(
      and(
        canReceiveQuotes(),
        or(sql`lower(${companies.email}) = ${email}`, cnpj ? eq(companies.cnpj, cnpj) : undefined),
      ),
    )
    .orderBy(companies.id)
    .limit(1);
  return row;
}
