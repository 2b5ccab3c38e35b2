import type { QuoteInfo } from '../../shared/schemas/quote-read';
import type { SessionHeaders, TestApp } from './harness';
import { api, PDF, type QuoteScenario, type TestUser } from './quote-fixtures';

/** The quote calls, one function each, for tests that walk a quote through its life. */
export function quoteCalls(t: TestApp) {
  const as = (who: TestUser | SessionHeaders) => ('headers' in who ? (who.headers as SessionHeaders) : who);
  const calls = {
    infoCustomer: (who: TestUser | SessionHeaders, reqId: string) =>
      api(t, 'POST', '/quotes/info_customer', as(who), { req_id: reqId }),
    infoCompany: (who: TestUser | SessionHeaders, reqId: string) =>
      api(t, 'POST', '/quotes/info_company', as(who), { req_id: reqId }),
    ask: (who: TestUser | SessionHeaders, reqId: string, question = 'Which tolerance?') =>
      api(t, 'POST', '/quotes/question_ask', as(who), { req_id: reqId, question }),
    answer: (who: TestUser | SessionHeaders, questionReqId: string, answer = '0.05 mm') =>
      api(t, 'POST', '/quotes/question_answer', as(who), { req_id: questionReqId, answer }),
    send: (who: TestUser | SessionHeaders, reqId: string, proposal = PDF) =>
      api(t, 'POST', '/quotes/proposal_send', as(who), { req_id: reqId, proposal }),
    choose: (who: TestUser | SessionHeaders, proposalReqId: string) =>
      api(t, 'POST', '/quotes/proposal_chosen', as(who), { req_id: proposalReqId }),
    cancel: (who: TestUser | SessionHeaders, reqId: string) =>
      api(t, 'DELETE', '/quotes/cancel', as(who), { req_id: reqId }),
    update: (
      who: TestUser | SessionHeaders,
      reqId: string,
      description: string,
      attachments: unknown[] | null,
    ) => api(t, 'PUT', '/quotes/update', as(who), { req_id: reqId, description, attachments }),
    file: (who: TestUser | SessionHeaders, fileReqId: string) =>
      api(t, 'GET', `/quotes/file/${fileReqId}`, as(who)),
  };
  return {
    ...calls,
    /**
     * Sends a proposal and answers its reqId as the requester sees it, with its file: the sending
     * company is never given the proposal's own reqId (it is the rating key).
     */
    propose: async (company: TestUser, reqId: string, owner: TestUser) => {
      const sent = field<{ file: string }>(await calls.send(company, reqId), 'proposal');
      const seen = quoteOf(await calls.infoCustomer(owner, reqId)).proposals.find(
        (p) => p.file === sent.file,
      );
      if (!seen) throw new Error('the sent proposal is not in its requester’s view');
      return { reqId: seen.reqId, file: sent.file };
    },
  };
}

/** The quote of an info answer; fails loudly when the call was refused. */
export function quoteOf(res: { body: Record<string, unknown> }): QuoteInfo {
  if (res.body.response !== true) throw new Error(`info refused: ${JSON.stringify(res.body)}`);
  return res.body.quote as QuoteInfo;
}

/** A field of a successful answer. */
export function field<T>(res: { body: Record<string, unknown> }, key: string): T {
  if (res.body.response !== true) throw new Error(`call refused: ${JSON.stringify(res.body)}`);
  return res.body[key] as T;
}

/** A rating of the proposal `reqId` (the body of POST /quotes/proposal_rate). */
export function ratingBody(reqId: string, general: number, shortDescription = 'On time') {
  return {
    req_id: reqId,
    concluded: 'y',
    product_rate: '4',
    delivered_in_time: 'y',
    price_as_quote: 'n',
    comunication: 3,
    recomend_3rd_party: 'y',
    short_description: shortDescription,
    suggestions: '',
    general_evaluation: general,
    system_recommend: 'y',
    system_description: null,
    system_suggestions: null,
    system_evaluation: 5,
  };
}

/** Opens a quote of the scenario, gets a proposal from its first company and chooses it: the proposal's reqId. */
export async function chooseFirstProposal(t: TestApp, s: QuoteScenario, title: string): Promise<string> {
  const q = quoteCalls(t);
  const reqId = await s.open(title);
  const proposal = await q.propose(s.first, reqId, s.owner);
  const chosen = await q.choose(s.owner, proposal.reqId);
  if (!chosen.body.response) throw new Error(JSON.stringify(chosen.body));
  return proposal.reqId;
}

/** Opens a quote, chooses its first company's proposal and rates it (no session: the reqId is the key): the proposal's reqId. */
export async function chooseAndRate(
  t: TestApp,
  s: QuoteScenario,
  title: string,
  general: number,
  text: string,
): Promise<string> {
  const reqId = await chooseFirstProposal(t, s, title);
  const res = await api(t, 'POST', '/quotes/proposal_rate', undefined, ratingBody(reqId, general, text));
  if (!res.body.response) throw new Error(JSON.stringify(res.body));
  return reqId;
}
