import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInsight } from '../../../shared/schemas/admin-insight';
import { quoteProposals, quoteRecipients, quotes } from '../../db/schema/quotes';
import { createTestApp, type TestApp } from '../../test/harness';
import { api, createCategory, createCompanyUser, insertProposalFile } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

/*
 * Issue 30 item 28: "Companies that answer least" listed a company that answered 5 of 5, because
 * it listed the ten lowest shares whatever they were. It now lists only companies whose share is
 * below the median share of the companies asked in the period, and answers that median.
 */
let t: TestApp;
let admin: TestUser;
const names = { all: 'Answers All', quarter: 'Answers Quarter', half: 'Answers Half', once: 'Asked Once' };
const reqIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin']);
  const db = t.db.db;
  const category = await createCategory(t, 'Stamping');
  const company = async (key: keyof typeof names) => {
    const c = await createCompanyUser(t, { categoryIds: [category], tradeName: names[key] });
    reqIds[key] = c.company.reqId;
    return c.company.id;
  };
  const pdf = { id: await insertProposalFile(t) };
  // Each company receives `received` requests opened an hour ago and proposes to `answered` of them.
  const asked = async (companyId: number, received: number, answered: number) => {
    for (let i = 0; i < received; i++) {
      const [q] = await db
        .insert(quotes)
        .values({
          customerId: admin.id,
          categoryId: category,
          title: 'T',
          description: 'D',
          dateOpen: new Date(Date.now() - 3600_000),
        })
        .returning({ id: quotes.id });
      await db.insert(quoteRecipients).values({ quoteId: q.id, companyId });
      if (i < answered) await db.insert(quoteProposals).values({ quoteId: q.id, companyId, fileId: pdf.id });
    }
  };
  await asked(await company('all'), 5, 5); // 100 %
  await asked(await company('quarter'), 4, 1); // 25 %
  await asked(await company('half'), 4, 2); // 50 %: above the median of 100, 50, 25 and 0 (37.5 %)
  await asked(await company('once'), 1, 0); // 0 %, but too few requests to be listed
});
afterAll(() => t.close());

describe('companies that answer least', () => {
  it('lists only companies below the median share answered, and says the median', async () => {
    const res = await api(t, 'POST', '/admin/insight', admin.headers, {});
    const data = res.body.data as AdminInsight;
    expect(data.answerLeast).toEqual([
      { reqId: reqIds.quarter, tradeName: names.quarter, received: 4, answered: 1 },
    ]);
    expect(data.answerLeastMedian).toBe(0.375);
  });
});
