import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction';

describe('log redaction', () => {
  it('hides the secret of e-mailed links', () => {
    expect(redactUrl('/email_confirm/customer/abcDEF123')).toBe('/email_confirm/customer/[redacted]');
    expect(redactUrl('/newsletter_confirm/tok?x=1')).toBe('/newsletter_confirm/[redacted]?x=1');
    expect(redactUrl('/quote-rate/Zx9')).toBe('/quote-rate/[redacted]');
  });

  it('leaves other URLs alone and never copies headers', () => {
    expect(redactUrl('/companies?search=metal')).toBe('/companies?search=metal');
    const out = serializeRequest({ method: 'GET', url: '/app/health', ip: '127.0.0.1' });
    expect(out).toEqual({ method: 'GET', url: '/app/health', remoteAddress: '127.0.0.1' });
  });
});
