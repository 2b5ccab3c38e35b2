import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const trust = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off by default and for 0/false/no', () => {
    for (const value of [undefined, '', '0', 'false', 'no']) expect(trust(value)).toBe(false);
  });

  it('keeps 1/true meaning one proxy hop, and takes a number of hops', () => {
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(1);
    expect(trust('yes')).toBe(1);
    expect(trust('2')).toBe(2);
  });

  it('takes a comma-separated list of proxy addresses and CIDRs', () => {
    expect(trust('10.0.0.1, 192.168.0.0/16,::1 ,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else, naming the bad entries', () => {
    expect(() => trust('10.0.0.1,proxy.local')).toThrow(/TRUST_PROXY.*proxy\.local/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trust('-1')).toThrow(/TRUST_PROXY/);
  });
});
