import { describe, expect, it } from 'vitest';
import { extractMapEmbedSrc } from './map-url';
import { isValidLinkedinHandle, isValidSocialHandle } from './social';
import { isHttpUrl } from './url';
import { extractYoutubeId } from './youtube';

describe('isHttpUrl', () => {
  it('accepts http and https addresses', () => {
    expect(isHttpUrl('https://www.example.com.br/empresa?x=1')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
  });

  it('rejects other schemes, bare words and spaces', () => {
    for (const bad of [
      'ftp://example.com',
      'javascript:alert(1)',
      'example.com',
      'https://exa mple.com',
      '',
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
});

describe('social handles', () => {
  it('instagram/facebook/youtube: letters, digits, underscore, hyphen, up to 100', () => {
    expect(isValidSocialHandle('metal_sa-2024')).toBe(true);
    expect(isValidSocialHandle('metal.sa')).toBe(false);
    expect(isValidSocialHandle('@metal')).toBe(false);
    expect(isValidSocialHandle('a'.repeat(100))).toBe(true);
    expect(isValidSocialHandle('a'.repeat(101))).toBe(false);
  });

  it('linkedin: letters, digits, hyphen', () => {
    expect(isValidLinkedinHandle('metal-sa-2024')).toBe(true);
    expect(isValidLinkedinHandle('metal_sa')).toBe(false);
  });
});

describe('extractMapEmbedSrc', () => {
  const src = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3657.1!2d-46.6!3d-23.5';

  it('takes the src of a Google Maps embed iframe', () => {
    const snippet = `<iframe src="${src}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`;
    expect(extractMapEmbedSrc(snippet)).toBe(src);
    expect(extractMapEmbedSrc(`<IFRAME width='1' SRC='${src}'></IFRAME>`)).toBe(src);
  });

  it('decodes entities and accepts the embed address alone', () => {
    expect(extractMapEmbedSrc(`<iframe src="${src}&amp;hl=pt"></iframe>`)).toBe(`${src}&hl=pt`);
    expect(extractMapEmbedSrc(src)).toBe(src);
  });

  it('accepts the maps?q=…&output=embed form', () => {
    const legacy = 'https://maps.google.com/maps?q=Rua%20A%2C%20Piracicaba&output=embed';
    expect(extractMapEmbedSrc(`<iframe src="${legacy}" width="600"></iframe>`)).toBe(legacy);
    expect(extractMapEmbedSrc('https://maps.google.com/maps?q=Rua%20A')).toBeNull();
    expect(extractMapEmbedSrc('https://www.google.com/maps/place?q=x&output=embed')).toBeNull();
  });

  it('refuses other hosts, non-embed paths, plain http and scripts', () => {
    expect(extractMapEmbedSrc('<iframe src="https://evil.example/maps/embed?pb=1"></iframe>')).toBeNull();
    expect(extractMapEmbedSrc('<iframe src="https://www.google.com/search?q=x"></iframe>')).toBeNull();
    expect(extractMapEmbedSrc('<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>')).toBeNull();
    expect(extractMapEmbedSrc('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(extractMapEmbedSrc('Rua A, 100')).toBeNull();
  });
});

describe('extractYoutubeId', () => {
  const id = 'dQw4w9WgXcQ';

  it('accepts an id and the usual link forms', () => {
    for (const value of [
      id,
      `https://www.youtube.com/watch?v=${id}&t=42s`,
      `https://youtu.be/${id}?si=abc`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube.com/shorts/${id}`,
      `https://m.youtube.com/watch?v=${id}`,
      `youtube.com/watch?v=${id}`,
      `https://www.youtube-nocookie.com/embed/${id}`,
    ]) {
      expect(extractYoutubeId(value), value).toBe(id);
    }
  });

  it('refuses other sites and malformed ids', () => {
    expect(extractYoutubeId(`https://vimeo.com/${id}`)).toBeNull();
    expect(extractYoutubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(extractYoutubeId('https://www.youtube.com/@channel')).toBeNull();
    expect(extractYoutubeId('not a video')).toBeNull();
  });
});
