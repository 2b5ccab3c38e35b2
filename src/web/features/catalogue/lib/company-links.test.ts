import { describe, expect, it } from 'vitest';
import { socialUrl, telHref, websiteHref, websiteLabel, whatsappHref } from './company-links';

describe('company contact links', () => {
  it('turns handles into profile addresses and keeps pasted ones', () => {
    expect(socialUrl('instagram', '@metalforte')).toBe('https://www.instagram.com/metalforte');
    expect(socialUrl('youtube', 'metalforte')).toBe('https://www.youtube.com/@metalforte');
    expect(socialUrl('facebook', 'https://facebook.com/mf')).toBe('https://facebook.com/mf');
  });

  it('adds the country code to phone and WhatsApp links', () => {
    expect(telHref('(19) 3422-1234')).toBe('tel:+551934221234');
    expect(whatsappHref('19 98765-4321')).toBe('https://wa.me/5519987654321');
    expect(whatsappHref('+55 19 98765-4321')).toBe('https://wa.me/5519987654321');
  });

  it('opens websites typed without a scheme and shows them without one', () => {
    expect(websiteHref('www.metalforte.com.br')).toBe('https://www.metalforte.com.br');
    expect(websiteHref('http://metalforte.com.br')).toBe('http://metalforte.com.br');
    expect(websiteLabel('https://www.metalforte.com.br/')).toBe('metalforte.com.br');
  });
});
