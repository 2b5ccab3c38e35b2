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

export function getCookie(name: string): string | null {
  const wanted = encodeURIComponent(name);
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === wanted) return decodeURIComponent(rest.join('='));
  }
  return null;
}
