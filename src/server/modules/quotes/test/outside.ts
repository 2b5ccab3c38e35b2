import type { TestApp } from '../../../test/harness';
import { readOutbox, type SessionHeaders } from '../../../test/harness';
import { api, type TestUser } from '../../../test/quote-fixtures';

/* Outside suppliers (issue 34 item 7): invite, find the link in the outbox, call with its token. */

let counter = 0;
/** A fresh address each call, so limits per address do not meet across tests. */
export const outsideAddress = (label = 'supplier') => `${label}.${Date.now()}.${++counter}@fornecedor.test`;

export const invite = (
  t: TestApp,
  who: TestUser,
  reqId: string,
  email: string,
  extra: Record<string, unknown> = {},
) =>
  api(t, 'POST', '/quotes/outside_invite', who.headers, {
    req_id: reqId,
    email,
    language: 'en',
    ...extra,
  });

/** The last invitation mailed to `to`, and the token of its link (after the job ran). */
export async function outsideLinkTo(t: TestApp, to: string) {
  await t.app.jobs.idle();
  const mails = (await readOutbox(t.outboxDir)).filter((m) => m.to === to.toLowerCase());
  const mail = mails.at(-1);
  const url = mail?.text.match(/https?:\/\/\S+\/shared-quote\/(o\.[A-Za-z0-9_-]+)/);
  return { mail, url: url?.[0] ?? null, token: url?.[1] ?? '', count: mails.length };
}

/** Invites `email` to the quote and answers its link's token. */
export async function invitedToken(t: TestApp, who: TestUser, reqId: string, email = outsideAddress()) {
  const res = await invite(t, who, reqId, email);
  if (res.body.response !== true) throw new Error(JSON.stringify(res.body));
  return (await outsideLinkTo(t, email)).token;
}

export const outsideCall = (
  t: TestApp,
  session: SessionHeaders,
  path: 'read' | 'question' | 'proposal' | 'file',
  token: string,
  body: Record<string, unknown> = {},
) => api(t, 'POST', `/quotes/outside/${path}`, session, { token, ...body });
