import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/*
 * The security headers of every answer (pages, API, files, errors), through helmet. The policy lets
 * a page run only the product's own scripts: its files, and the inline ones of the built index.html
 * by their SHA-256, computed here from the template the server sends. Styles are held to the same
 * rule (the build turns the one library that injected a <style> into a file, vite.config.ts); style
 * attributes are not needed, since React sets styles through the CSSOM, which CSP does not govern.
 */

// Embeds the product shows: YouTube videos (privacy-enhanced host, shared/rules/youtube.ts) and
// Google Maps (every host shared/rules/map-url.ts accepts, as one may redirect to another).
const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://www.google.com',
  'https://google.com',
  'https://maps.google.com',
];

const HSTS_MAX_AGE = 365 * 24 * 60 * 60;
const isHttps = (publicUrl: string) => publicUrl.startsWith('https:');

/** The CSP source that allows an inline script or style whose text is `text`. */
export const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// Scripts a browser runs: no src, and no type or a JavaScript one (a JSON data block is not run).
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const RUNS = /^\s*$|^\s*type\s*=\s*["']?(module|text\/javascript)["']?\s*$/i;

/** The CSP hash sources of the inline scripts and styles of an HTML page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes, body]) => !/\bsrc\s*=/i.test(attributes) && RUNS.test(attributes) && body)
    .map(([, , body]) => hashSource(body));
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, body]) => hashSource(body));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

export interface SecurityHeadersOptions {
  /** The built index.html (empty without a client): its inline scripts and styles are allowed. */
  template: string;
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when the site is served over https. */
  publicUrl: string;
}

type Directives = Record<string, string[]>;

function contentSecurityPolicy(template: string, https: boolean): Directives {
  const { scripts, styles } = inlineHashes(template);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...scripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...styles],
    'style-src-attr': ["'none'"],
    // data: for the small SVGs inside the stylesheets; blob: for the preview of an image being uploaded.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': FRAME_SOURCES,
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const headerOf = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');

/**
 * The policy of the API documentation (/app/docs only): swagger-ui writes inline styles, so its
 * pages allow them; no inline script, no frames, nothing from elsewhere.
 */
export function docsContentSecurityPolicy(publicUrl: string): string {
  return headerOf({
    ...contentSecurityPolicy('', isHttps(publicUrl)),
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'frame-src': ["'none'"],
  });
}

/**
 * The site's policy for a server-rendered page that carries its stylesheets inline (web-ssr.ts):
 * those <style> elements, by the hashes given, and nothing else is added; the same page's other
 * answers keep the site's policy.
 */
export function pageContentSecurityPolicy(opts: SecurityHeadersOptions): (styles: string[]) => string {
  const site = contentSecurityPolicy(opts.template, isHttps(opts.publicUrl));
  return (styles) =>
    headerOf({ ...site, 'style-src': [...new Set([...(site['style-src'] ?? []), ...styles])] });
}

/**
 * What helmet does to an answer with these options: the headers it sets, in its order, and those it
 * removes. Its options are the same for every answer, so this is worked out once; @fastify/helmet
 * built the whole helmet middleware again on every request (re-parsing the policy), about 4 % of
 * the server's CPU at 32 connections (bench/profile-summary.ts).
 */
export function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      set.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return { set, removed };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The headers every answer carries, for the answers written before any hook runs: Node's
     * refusals of a request it cannot parse (request-faults.ts clientErrorHandler) and Fastify's
     * refusals before routing (frameworkErrors).
     */
    securityHeaders: readonly (readonly [string, string])[];
  }
}

async function securityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
  const https = isHttps(opts.publicUrl);
  const { set, removed } = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts.template, https) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
  });
  app.decorate('securityHeaders', set);
  // On the raw answer at the start of every request, as helmet itself would: errors answered later keep them.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
