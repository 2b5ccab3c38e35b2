const IFRAME_SRC = /<iframe\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const MAPS_HOSTS = new Set(['www.google.com', 'google.com', 'maps.google.com']);

function decodeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function isMapsEmbed(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || !MAPS_HOSTS.has(url.hostname)) return false;
  // The Maps Embed address, or the older `maps?q=…&output=embed` form that "share a map" still gives.
  return (
    url.pathname.startsWith('/maps/embed') ||
    (url.pathname === '/maps' && url.searchParams.get('output') === 'embed')
  );
}

/**
 * The embed address of a Google Maps "embed a map" snippet (`<iframe src="https://www.google.com/
 * maps/embed?pb=…">` or `<iframe src="https://maps.google.com/maps?q=…&output=embed">`), or of that
 * address pasted alone, or null. Only the address is kept so no HTML a company typed is ever
 * served back.
 */
export function extractMapEmbedSrc(value: string): string | null {
  const trimmed = value.trim();
  const match = IFRAME_SRC.exec(trimmed);
  const src = match ? decodeAttribute(match[1] ?? match[2] ?? '').trim() : trimmed;
  return isMapsEmbed(src) ? src : null;
}
