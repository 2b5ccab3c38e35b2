import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quoteQuestions } from '../../db/schema/quotes';

export async function insertQuestion(
  db: Db,
  values: { quoteId: number; companyId: number | null; outsideId?: number; question: string },
): Promise<{ reqId: string; question: string; dateQuestion: Date }> {
  const [row] = await db.insert(quoteQuestions).values(values).returning({
    reqId: quoteQuestions.reqId,
    question: quoteQuestions.question,
    dateQuestion: quoteQuestions.dateQuestion,
  });
  return row;
}

export async function findQuestion(
  db: Db,
  reqId: string,
): Promise<
  | {
      id: number;
      quoteId: number;
      companyId: number | null;
      outsideId: number | null;
      question: string;
      answered: boolean;
    }
  | undefined
> {
  const [row] = await db
    .select({
      id: quoteQuestions.id,
      quoteId: quoteQuestions.quoteId,
      companyId: quoteQuestions.companyId,
      outsideId: quoteQuestions.outsideId,
      question: quoteQuestions.question,
      answer: quoteQuestions.answer,
    })
    .from(quoteQuestions)
    .where(eq(quoteQuestions.reqId, reqId));
  return (
    row && {
      id: row.id,
      quoteId: row.quoteId,
      companyId: row.companyId,
      outsideId: row.outsideId,
      question: row.question,
      answered: row.answer !== null,
    }
  );
}

/** Answers a question once: false when it already had an answer (even one written a moment ago). */
export async function answerQuestion(db: Db, id: number, answer: string): Promise<boolean> {
  const rows = await db
    .update(quoteQuestions)
    .set({ answer, dateAnswer: new Date() })
    .where(and(eq(quoteQuestions.id, id), isNull(quoteQuestions.answer)))
    .returning({ id: quoteQuestions.id });
  return rows.length > 0;
}
