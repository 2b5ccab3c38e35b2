import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/*
 * Linking past outside invitations to the company that listed later (issue 34 item 7, migration
 * 0104, decision 0048). Raw SQL: the claim is one UPDATE … FROM over the company and its owner.
 */

export interface LinkedInvite {
  id: number;
  quoteId: number;
}

/**
 * Claims, in one statement, the invitations this company may take: not linked or revoked, sent to
 * the company's confirmed e-mail or its owner's confirmed e-mail (any case; never a CNPJ), while
 * the company receives quote requests (the conditions of `canReceiveQuotes`), on quotes that are
 * not its owner's own and that the company did not receive or answer in the catalogue. A queued
 * e-mail is not sent any more. The row lock and `linked_at is null` make it once: a parallel call
 * waits for this one and then finds nothing left.
 */
export async function claimInvitesFor(
  db: Db,
  company: { companyId: number } | { ownerId: number },
  now: Date,
): Promise<{ companyId: number; ownerId: number; invites: LinkedInvite[] }[]> {
  const which =
    'companyId' in company ? sql`c.id = ${company.companyId}` : sql`c.owner_id = ${company.ownerId}`;
  // The company's row first: linkings of one company queue behind each other instead of locking
  // invitations in different orders.
  await db.execute(sql`select c.id from companies c where ${which} for update`);
  const result = await db.execute<{ id: number; quoteId: number; companyId: number; ownerId: number }>(sql`
    update quote_outside_invites i
    set company_id = c.id, linked_at = ${now},
      mail_status = case when i.mail_status = 'queued' then 'skipped' else i.mail_status end
    from companies c
    join customers o on o.id = c.owner_id
    where ${which}
      and c.accepts_quotes and c.email_valid and c.listed
      and i.linked_at is null and i.revoked_at is null
      and (i.email = lower(trim(c.email)) or (o.email_valid and i.email = lower(trim(o.email))))
      and not exists (select 1 from quotes q where q.id = i.quote_id and q.customer_id = c.owner_id)
      and not exists (select 1 from quote_recipients r where r.quote_id = i.quote_id and r.company_id = c.id)
      and not exists (select 1 from quote_proposals p where p.quote_id = i.quote_id and p.company_id = c.id)
    returning i.id, i.quote_id as "quoteId", c.id as "companyId", c.owner_id as "ownerId"`);
  const byCompany = new Map<number, { companyId: number; ownerId: number; invites: LinkedInvite[] }>();
  for (const row of result.rows) {
    const entry = byCompany.get(row.companyId) ?? {
      companyId: row.companyId,
      ownerId: row.ownerId,
      invites: [],
    };
    entry.invites.push({ id: row.id, quoteId: row.quoteId });
    byCompany.set(row.companyId, entry);
  }
  return [...byCompany.values()];
}

/**
 * Each linked invitation's quote becomes one the company received, from when it was invited, answered
 * when its first proposal came; the row names the invitation. Then what came through the link —
 * proposals, questions, the thread after an award — is the company's (the check of each table wants
 * one side only).
 */
export async function moveInvitesToCompany(
  db: Db,
  companyId: number,
  inviteIds: readonly number[],
): Promise<void> {
  const ids = sql.join(
    inviteIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into quote_recipients (quote_id, company_id, created_at, first_answer_at, outside_id)
    select i.quote_id, ${companyId}, i.created_at,
      (select min(p.created_at) from quote_proposals p where p.outside_id = i.id), i.id
    from quote_outside_invites i
    where i.id in (${ids})
    on conflict do nothing`);
  await db.execute(
    sql`update quote_proposals set company_id = ${companyId}, outside_id = null where outside_id in (${ids})`,
  );
  await db.execute(
    sql`update quote_questions set company_id = ${companyId}, outside_id = null where outside_id in (${ids})`,
  );
  await db.execute(
    sql`update quote_messages set company_id = ${companyId}, outside_id = null where outside_id in (${ids})`,
  );
}

/** The trade name of the company an invitation was linked to (its link's answer names it). */
export async function linkedCompanyName(db: Db, companyId: number | null): Promise<string | null> {
  if (companyId === null) return null;
  const result = await db.execute<{ name: string }>(
    sql`select trade_name as name from companies where id = ${companyId}`,
  );
  return result.rows[0]?.name ?? null;
}
