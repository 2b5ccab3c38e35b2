import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Lang } from '../../shared/lang';
import { AppError } from '../lib/app-error';

/*
 * The one registry of public reads (issue 31 item 6): a route that a public page's query calls
 * declares `config: { pageRead: true }`, and the server's render of the page (web-ssr.ts, through
 * entry-server.tsx's `ServerCall`) and its first paint (web-page.ts) call that same route's handler,
 * with the route's own body, params and answer schemas: no binding is written twice, so a read
 * cannot be added to a route and forgotten here. A call no route declares answers false, as an
 * unavailable API does in the browser (the component renders its loading state and asks after
 * hydration); the render counts it in `misses`, which web-ssr.test.ts requires to stay empty.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public page reads it: the server's render calls this route's handler too (page-reads.ts). */
    pageRead?: boolean;
  }
  interface FastifyInstance {
    pageReads: PageReads;
  }
}

/** What a page read's handler gets of a request: no session (the render is logged out). */
interface PageReadRequest {
  lang: Lang;
  body: unknown;
  params: Record<string, string>;
  appSession: null;
}

interface PageReadRoute {
  method: 'GET' | 'POST';
  pattern: RegExp;
  names: string[];
  body?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  handler: (request: PageReadRequest) => Promise<unknown>;
}

export interface PageReads {
  /**
   * One read for the server's render: the route's envelope; a refusal (an unknown company: NFD001;
   * a body the route's schema refuses, such as an impossible company id: VAL001) as the error
   * envelope's code, which the page's query reads as the browser would; false for anything else.
   */
  read(method: 'GET' | 'POST', path: string, body: unknown, lang: Lang): Promise<unknown>;
  /** The calls asked for that no route declares (method and path), in the order asked. */
  misses: string[];
}

/** `/app/data/info/terms/:name` → a pattern over the path the web client calls (`/data/info/terms/x`). */
function compile(url: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = url
    .replace(/^\/app/, '')
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

async function pageReadsPlugin(app: FastifyInstance) {
  const routes: PageReadRoute[] = [];
  const misses: string[] = [];

  app.addHook('onRoute', (route) => {
    if (!(route.config as { pageRead?: boolean } | undefined)?.pageRead) return;
    const schema = (route.schema ?? {}) as {
      body?: z.ZodType;
      params?: z.ZodType;
      response?: Record<number, z.ZodType>;
    };
    const response = schema.response?.[200];
    if (!response) throw new Error(`Page read ${route.url} must declare its 200 answer schema`);
    for (const method of [route.method].flat()) {
      if (method !== 'GET' && method !== 'POST') continue;
      routes.push({
        method: method === 'GET' ? 'GET' : 'POST',
        ...compile(route.url),
        body: schema.body,
        params: schema.params,
        response,
        handler: route.handler as unknown as PageReadRoute['handler'],
      });
    }
  });

  async function read(method: 'GET' | 'POST', path: string, body: unknown, lang: Lang): Promise<unknown> {
    let found: { route: PageReadRoute; values: string[] } | null = null;
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (match) {
        found = { route, values: match.slice(1) };
        break;
      }
    }
    if (!found) {
      misses.push(`${method} ${path}`);
      return false;
    }
    const { route, values } = found;
    try {
      const raw = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(values[i])]));
      const request: PageReadRequest = {
        lang,
        body: route.body ? route.body.parse(body) : body,
        params: (route.params ? route.params.parse(raw) : raw) as Record<string, string>,
        appSession: null,
      };
      // As the route's serializer writes it: schema-checked, then plain JSON values.
      return JSON.parse(JSON.stringify(route.response.parse(await route.handler.call(app, request))));
    } catch (error) {
      if (error instanceof AppError) return { response: false, error: error.code };
      if (error instanceof z.ZodError) return { response: false, error: 'VAL001' };
      app.log.warn({ err: error, path }, 'a page read failed while rendering');
      return false;
    }
  }

  app.decorate('pageReads', { read, misses });
}

export default fp(pageReadsPlugin, { name: 'page-reads' });
