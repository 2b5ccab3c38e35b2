/** An absolute http or https address with a host, as people paste them from the browser bar. */
export function isHttpUrl(value: string): boolean {
  const trimmed = value.trim();
  if (/\s/.test(trimmed)) return false;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}
