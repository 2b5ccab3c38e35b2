import type { Db } from '../client';
import {
  quoteAttachments,
  quoteExclusions,
  quoteProposals,
  quoteQuestions,
  quoteRecipients,
  quotes,
  quoteTargets,
} from '../schema/quotes';
import { ratings } from '../schema/ratings';
import { insertFiles } from './files';
import { minimalPdf } from './pdf';
import type { QuotePlan } from './plans';

const BATCH = 200;

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** Writes planned quotes with their targets, recipients, questions, attachments, proposals and ratings. */
export async function insertQuotePlans(
  db: Db,
  plans: QuotePlan[],
  companyNames: Map<number, string>,
): Promise<void> {
  const quoteIds = new Map<string, number>();
  await insertBatched(plans, async (batch) => {
    const rows = await db
      .insert(quotes)
      .values(
        batch.map((p) => ({
          reqId: p.reqId,
          customerId: p.customerId,
          categoryId: p.categoryId,
          title: p.title,
          description: p.description,
          status: p.status,
          allCompanies: p.allCompanies,
          dateOpen: p.dateOpen,
          dateUpdate: p.dateUpdate,
          dateClose: p.dateClose,
        })),
      )
      .returning({ id: quotes.id, reqId: quotes.reqId });
    for (const row of rows) quoteIds.set(row.reqId, row.id);
  });
  const idOf = (plan: QuotePlan) => {
    const id = quoteIds.get(plan.reqId);
    if (id === undefined) throw new Error('A planned quote was not inserted');
    return id;
  };

  const pairs = (pick: (p: QuotePlan) => number[]) =>
    plans.flatMap((p) => pick(p).map((companyId) => ({ quoteId: idOf(p), companyId })));
  await insertBatched(
    pairs((p) => p.targets),
    (b) => db.insert(quoteTargets).values(b),
  );
  await insertBatched(
    pairs((p) => p.excluded),
    (b) => db.insert(quoteExclusions).values(b),
  );
  await insertBatched(
    plans.flatMap((p) =>
      p.recipients.map((companyId) => ({ quoteId: idOf(p), companyId, createdAt: p.dateOpen })),
    ),
    (b) => db.insert(quoteRecipients).values(b),
  );
  await insertBatched(
    plans.flatMap((p) => p.questions.map((q) => ({ ...q, quoteId: idOf(p) }))),
    (b) => db.insert(quoteQuestions).values(b),
  );

  const attachments = plans.flatMap((p) => p.attachments.map((a) => ({ ...a, quoteId: idOf(p) })));
  const attachmentFiles = await insertFiles(
    db,
    attachments.map((a) => ({ kind: 'attachment' as const, name: a.name, mime: a.mime, bytes: a.bytes })),
  );
  await insertBatched(
    attachments.map((a, k) => ({ quoteId: a.quoteId, fileId: attachmentFiles[k], name: a.name })),
    (b) => db.insert(quoteAttachments).values(b),
  );

  const proposals = plans.flatMap((p) => p.proposals.map((proposal) => ({ plan: p, proposal })));
  const proposalFiles = await insertFiles(
    db,
    proposals.map(({ plan, proposal }) => ({
      kind: 'proposal' as const,
      name: 'proposta.pdf',
      mime: 'application/pdf',
      bytes: minimalPdf([
        'Proposta comercial',
        companyNames.get(proposal.companyId) ?? '',
        plan.title,
        'Validade: 30 dias. Pagamento: 28 dias.',
      ]),
    })),
  );
  const proposalIds = new Map<string, number>();
  await insertBatched(
    proposals.map(({ plan, proposal }, k) => ({
      reqId: proposal.reqId,
      quoteId: idOf(plan),
      companyId: proposal.companyId,
      fileId: proposalFiles[k],
      createdAt: proposal.createdAt,
      chosen: proposal.chosenAt !== null,
      chosenAt: proposal.chosenAt,
    })),
    async (b) => {
      const rows = await db
        .insert(quoteProposals)
        .values(b)
        .returning({ id: quoteProposals.id, reqId: quoteProposals.reqId });
      for (const row of rows) proposalIds.set(row.reqId, row.id);
    },
  );
  await insertBatched(
    proposals.flatMap(({ proposal }) => {
      const proposalId = proposalIds.get(proposal.reqId);
      if (!proposal.rating || proposalId === undefined) return [];
      return [{ ...proposal.rating, proposalId, companyId: proposal.companyId }];
    }),
    (b) => db.insert(ratings).values(b),
  );
}
