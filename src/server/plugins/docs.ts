import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../shared/errors';
import { docsContentSecurityPolicy } from './security-headers';
import type { Access } from './session';

const errorTable = Object.entries(ERROR_CODES)
  .map(([code, text]) => `| \`${code}\` | ${text} |`)
  .join('\n');

const description = `API of the industrial catalogue. All calls live under \`/app\` and answer JSON.

**Envelope.** Every body is an object with a boolean \`response\`. Business outcomes (bad input, not
allowed, session codes) are HTTP 200 with \`response: false\`, an \`error\` code and a \`message\` in the
request's language (\`App-Language: pt-BR\` or \`en\`; anything else gets pt-BR); several messages are
joined with \`;\`. Validation failures (\`VAL001\`) add \`fields\`: \`{ field: message }\`. HTTP error
statuses are kept for faults of the request itself (400, 404, 413, 415 for a body that is not JSON,
431 for headers over 16 KiB, 429 for every rate limit with \`AUT002\` and \`Retry-After\`, 500, and 503
with \`Retry-After\` while the database cannot be reached), still with the JSON envelope. Every call may send \`Content-Type: application/json\`; an empty body
counts as \`{}\`.

**Files.** Quote attachments and proposals: a file refused for its own bytes, size or name, or one
too many in the request, is \`VAL001\` with \`fields\`; one too many counting the attachments already
stored is \`FIL001\`. Company images (logo, cover, portfolio): any refused file is \`FIL001\` with
\`fields\` (\`VAL001\` when other fields are refused too). Either way the message names the file.
Public images and magazine PDFs are served outside \`/app\` as \`GET /files/{reqId}\` (cached for a
year; images take \`?w=160|320|480|640|960\` for a WebP at most that wide); quote attachments and proposals only through
\`GET /app/quotes/file/{reqId}\`.

**Sessions.** \`GET /app/session/open\` answers \`{ response, appAuth, token: { name, value } }\`. Every
other call sends \`app-auth: <appAuth>\` and a header named \`token.name\` (\`app-token\`) holding
\`token.value\`. Calls marked public also work without them. Tokens live one hour (\`ATA002\`, renew with
\`GET /app/session/info\`, whose new token replaces the old one at once: a call still in flight with
the old token gets \`SES002\`); a login (\`/auth/login\`, \`/auth/login_token\`) and a password change
also give the session a new token, answered as \`token\` beside the call's other keys, and the one used
before stops working at once (so a token planted or seen before a login never reaches the
logged-in session); an app session lives 30 days from its last use; a login ends after 12 hours
without use unless renewed by a persistent token. A malformed or oversized body is answered 400 or 413
before the session is checked; the session is checked before the body is validated.

**Security headers.** Every answer (API, pages, files, errors) carries
\`X-Content-Type-Options: nosniff\`, \`Referrer-Policy: strict-origin-when-cross-origin\`,
\`X-Frame-Options: DENY\` and a \`Content-Security-Policy\` that allows the site's own scripts,
styles, images and calls only (the page's inline script and styles by their SHA-256; no
\`unsafe-inline\`, no \`unsafe-eval\`), frames from \`https://www.youtube-nocookie.com\` and Google
Maps (\`https://www.google.com\`, \`https://google.com\`, \`https://maps.google.com\`) only, and
\`frame-ancestors 'none'\`: no other site may frame a page. These documentation pages have a policy
of their own that also allows inline styles. When the server's public address (\`PUBLIC_URL\`) is
https, answers add \`Strict-Transport-Security: max-age=31536000; includeSubDomains\` and the policy
adds \`upgrade-insecure-requests\`.
**Client address.** Rate limits count per client address (besides per CPF or account): the
connection's peer, or, behind the proxies the server is told to trust (\`TRUST_PROXY\`: a number of
hops or the proxies' addresses and CIDRs), the address the nearest trusted proxy saw. The
\`X-Forwarded-For\` header is read from the right and only as far as trusted proxies wrote it, so
addresses a client puts in it itself never count.

**Paging.** \`page\` starts at 1; \`records\` in a list answer is the page size used; a page with fewer
rows than \`records\` is the last. \`total\`, where a list adds it, is exact, except in
\`/companies/list\`, which counts no further than 1,000: past that it answers \`totalCapped: true\`
and \`total\` is a lower bound (1,000, or the rows of the pages so far when more); the last page
(short) always carries the exact total and \`totalCapped: false\`.

**Error codes**

| code | meaning |
|---|---|
${errorTable}
`;

// Who may call each route, from the same `config.access` the session plugin enforces.
const ACCESS_NOTES: Record<Access, string> = {
  public: 'Public: works without the session headers (a valid session is used when sent).',
  session: 'Needs an app session: `app-auth` and the token header (SES001, SES002, ATA002).',
  user: 'Needs a logged-in user on the app session (SES003, SES006, besides the session codes).',
  editor:
    'Back office: needs a logged-in user with the `editor` or `admin` role, checked in the database on every call (STF001, besides the user codes).',
  admin:
    'Back office: needs a logged-in user with the `admin` role, checked in the database on every call (STF001, besides the user codes).',
};
const SESSION_HEADERS = [{ appAuth: [], appToken: [] }];

const transform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const access = (input.route.config as { access?: Access } | undefined)?.access;
  if (!access) return out;
  // A route may declare no schema at all (out.schema is then undefined).
  const description = out.schema?.description;
  return {
    ...out,
    schema: {
      ...out.schema,
      security: access === 'public' ? [] : SESSION_HEADERS,
      description: description ? `${ACCESS_NOTES[access]}\n\n${description}` : ACCESS_NOTES[access],
    },
  };
};

async function docsPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Catálogo Industrial API', version: '1.0.0', description },
      components: {
        securitySchemes: {
          appAuth: { type: 'apiKey', in: 'header', name: 'app-auth' },
          appToken: { type: 'apiKey', in: 'header', name: 'app-token' },
        },
      },
    },
    transform,
  });
  // Its own policy, in place of the site's, on its pages only (security-headers.ts).
  await app.register(fastifySwaggerUi, {
    routePrefix: '/app/docs',
    staticCSP: docsContentSecurityPolicy(app.config.publicUrl),
  });
}

export default fp(docsPlugin, { name: 'docs' });
