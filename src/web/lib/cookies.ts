import { createContext, useContext } from 'react';

const DAY_SECONDS = 24 * 60 * 60;

/** A `document.cookie` assignment string; max-age rather than expires so clock skew does not matter. */
export function buildCookie(name: string, value: string, days: number): string {
  const maxAge = Math.round(days * DAY_SECONDS);
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

export function setCookie(name: string, value: string, days: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = buildCookie(name, value, days);
}

/** `source`: a Cookie header (the server's render) instead of the document's cookies. */
export function getCookie(name: string, source?: string): string | null {
  const wanted = encodeURIComponent(name);
  for (const part of (source ?? document.cookie).split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === wanted) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The request's Cookie header while the server renders a page (entry-server.tsx); null in the
 * browser, which reads document.cookie: both then render the same for the same visitor.
 */
export const RequestCookies = createContext<string | null>(null);

/** A cookie's value as the page renders: the request's on the server, the document's in the browser. */
export function useCookie(name: string): string | null {
  return getCookie(name, useContext(RequestCookies) ?? undefined);
}
