/**
 * Page URLs that carry a secret in their path (e-mailed links). The browser loads them from this
 * server, so request logs would otherwise print the token.
 */
const SECRET_PATHS: RegExp[] = [
  /^(\/email_confirm\/[^/]+\/)[^/?#]+/,
  /^(\/newsletter_confirm\/)[^/?#]+/,
  /^(\/quote-rate\/)[^/?#]+/,
];

export function redactUrl(url: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(url)) return url.replace(pattern, '$1[redacted]');
  }
  return url;
}

/** Request serializer for the logger: what is needed to follow a request, and no headers. */
export function serializeRequest(req: { method: string; url: string; ip?: string }) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}
