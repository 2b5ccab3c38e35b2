import { minimalPdf } from '../src/server/db/demo/pdf';

/*
 * The simulated users of `npm run load` and the ledger of what the server answered them. Every
 * write is recorded with its outcome: acknowledged (HTTP 200 and response: true), refused (an
 * answer with response: false that is not a server error) or unknown (5xx, timeout, no answer),
 * where the write may or may not have happened.
 */

export type Outcome = 'ack' | 'refused' | 'unknown';

export interface QuoteWrite {
  title: string;
  outcome: Outcome;
  reqId?: string;
}

export interface ProposalWrite {
  quoteReqId: string;
  companyId: number;
  outcome: Outcome;
  /** The proposal's PDF as the server answered it (the sender is not given the proposal's own reqId). */
  file?: string;
}

export interface Ledger {
  quotes: QuoteWrite[];
  proposals: ProposalWrite[];
  /** Answers by HTTP status; 0 counts calls that got no answer (refused connection, timeout). */
  statuses: Map<number, number>;
  /** Seconds since the start of each 5xx or unanswered call. */
  failures: number[];
  calls: number;
  /** Milliseconds of every answered call. */
  latencies: number[];
}

export function newLedger(): Ledger {
  return { quotes: [], proposals: [], statuses: new Map(), failures: [], calls: 0, latencies: [] };
}

export interface LoadUser {
  index: number;
  cpf: string;
  password: string;
  role: 'customer' | 'company';
  /** The user's own company (company role). */
  companyId?: number;
}

export interface LoadWorld {
  base: string;
  runId: string;
  startedAt: number;
  deadline: number;
  /** Companies that accept quotes (the company users' companies), targeted by customers. */
  targetCompanyIds: number[];
  categoryId: number;
  /** A company reqId and search words for browsing. */
  companyReqIds: string[];
  ledger: Ledger;
}

const PROPOSAL_PDF = Buffer.from(minimalPdf(['Proposta de carga', 'Validade: 30 dias'])).toString('base64');
const SEARCHES = ['', '', '', 'usinagem', 'metalurgica', 'fundicao piracicabana', 'caldeiraria'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

interface Answer {
  status: number;
  body: { response?: boolean; error?: string; [key: string]: unknown } | null;
}

async function send(world: LoadWorld, path: string, headers: Record<string, string>, body?: unknown) {
  world.ledger.calls += 1;
  const started = performance.now();
  let answer: Answer;
  try {
    const res = await fetch(`${world.base}${path}`, {
      method: body === undefined ? 'GET' : path === '/app/auth/logout' ? 'DELETE' : 'POST',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    answer = { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : null };
    world.ledger.latencies.push(performance.now() - started);
  } catch {
    answer = { status: 0, body: null };
  }
  const { statuses, failures } = world.ledger;
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  if (answer.status === 0 || answer.status >= 500) failures.push((Date.now() - world.startedAt) / 1000);
  return answer;
}

function outcomeOf(answer: Answer): Outcome {
  if (answer.status === 0 || answer.status >= 500) return 'unknown';
  return answer.status === 200 && answer.body?.response === true ? 'ack' : 'refused';
}

/** Opens a session and logs in, retrying (bounded by the deadline) while the server fails. */
async function logIn(world: LoadWorld, user: LoadUser): Promise<Record<string, string> | null> {
  while (Date.now() < world.deadline) {
    const opened = await send(world, '/app/session/open', {});
    const session = opened.body as { appAuth?: string; token?: { name: string; value: string } } | null;
    if (session?.appAuth && session.token) {
      const headers = { 'app-auth': session.appAuth, [session.token.name]: session.token.value };
      const login = await send(world, '/app/auth/login', headers, {
        document: user.cpf,
        password: user.password,
      });
      // A login gives the session a new token; the one used before stops working.
      const token = (login.body as { token?: { name: string; value: string } } | null)?.token;
      if (outcomeOf(login) === 'ack') return token ? { ...headers, [token.name]: token.value } : headers;
      if (outcomeOf(login) === 'refused')
        throw new Error(`login of ${user.cpf} refused: ${login.body?.error}`);
    }
    await sleep(500 + Math.random() * 500);
  }
  return null;
}

async function browse(world: LoadWorld, headers: Record<string, string>) {
  if (Math.random() < 0.7) {
    await send(world, '/app/companies/list', headers, {
      search: pick(SEARCHES),
      page: 1 + Math.floor(Math.random() * 3),
      order_by: pick(['name', 'rate']),
    });
  } else {
    await send(world, '/app/companies/info', headers, { req_id: pick(world.companyReqIds) });
  }
}

async function requestQuote(world: LoadWorld, user: LoadUser, headers: Record<string, string>, n: number) {
  const title = `load ${world.runId} u${user.index} q${n}`;
  const targets = [pick(world.targetCompanyIds), pick(world.targetCompanyIds)];
  const answer = await send(world, '/app/quotes/new', headers, {
    category: world.categoryId,
    title,
    description: 'Usinagem de 40 flanges em aço 1045, conforme desenho.',
    companies: [...new Set(targets)],
    exclude: [],
    attachments: [],
  });
  const data = answer.body?.data as { reqId?: string } | undefined;
  world.ledger.quotes.push({ title, outcome: outcomeOf(answer), reqId: data?.reqId });
}

async function sendProposal(
  world: LoadWorld,
  user: LoadUser,
  headers: Record<string, string>,
  sent: Set<string>,
) {
  const list = await send(world, '/app/quotes/list_company', headers, { page: 1 });
  const quotes = (list.body?.data ?? []) as { reqId: string; status: string; title: string }[];
  // Only this run's open quotes this company has not answered yet.
  const quote = quotes.find(
    (q) => q.status === 'a' && q.title.startsWith(`load ${world.runId} `) && !sent.has(q.reqId),
  );
  if (!quote) return;
  sent.add(quote.reqId);
  const answer = await send(world, '/app/quotes/proposal_send', headers, {
    req_id: quote.reqId,
    proposal: PROPOSAL_PDF,
  });
  const proposal = answer.body?.proposal as { file?: string } | undefined;
  world.ledger.proposals.push({
    quoteReqId: quote.reqId,
    companyId: user.companyId ?? 0,
    outcome: outcomeOf(answer),
    file: proposal?.file,
  });
}

/** One user's session: log in, then browse and write with think time until the deadline. */
export async function runUser(world: LoadWorld, user: LoadUser): Promise<void> {
  // Spread the logins (argon2 is slow on purpose) over the first seconds.
  await sleep(Math.random() * 5_000);
  let headers = await logIn(world, user);
  const sent = new Set<string>();
  let n = 0;
  while (headers && Date.now() < world.deadline) {
    const roll = Math.random();
    if (roll < 0.04) {
      await send(world, '/app/auth/logout', headers, {});
      headers = await logIn(world, user);
    } else if (roll < 0.5) {
      await browse(world, headers);
    } else if (user.role === 'customer') {
      if (roll < 0.65) await send(world, '/app/quotes/list_customer', headers, { page: 1 });
      else await requestQuote(world, user, headers, n++);
    } else if (roll < 0.6) {
      await send(world, '/app/quotes/list_company', headers, { page: 1 });
    } else {
      await sendProposal(world, user, headers, sent);
    }
    await sleep(100 + Math.random() * 400);
  }
}
