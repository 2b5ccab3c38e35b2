import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Length, decodeBase64, encodeBase64 } from './base64';
import { decodeStrictBase64, stripDataPrefix } from './base64-text.mjs';
import { checkFiles, detectFileKind, extensionOf, kindFromName } from './files';
import { shapeAccepted } from './image-shape';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectFileKind', () => {
  it('reads the magic bytes of pdf, png, jpg and webp', () => {
    expect(detectFileKind(ascii('%PDF-1.7\n...'))).toBe('pdf');
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpg');
    expect(detectFileKind(ascii('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
  });

  it('treats valid UTF-8 without NUL as text', () => {
    expect(detectFileKind(ascii('Orçamento: 10 peças\n'))).toBe('txt');
    expect(detectFileKind(bytes(0x61, 0x00, 0x62))).toBeNull();
    expect(detectFileKind(bytes(0xc3, 0x28))).toBeNull();
    expect(detectFileKind(bytes())).toBeNull();
  });

  it('does not trust a RIFF that is not WebP', () => {
    expect(
      detectFileKind(bytes(0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x41, 0x56, 0x49, 0x20, 0xff)),
    ).toBeNull();
  });
});

describe('base64', () => {
  it('strips a data: prefix and whitespace', () => {
    expect(stripDataPrefix('data:application/pdf;base64,JVBE\nRi0=')).toBe('JVBERi0=');
    expect(stripDataPrefix('JVBERi0=')).toBe('JVBERi0=');
  });

  it('validates and decodes', () => {
    expect(decodeStrictBase64('JVBERi0=')).toEqual(ascii('%PDF-'));
    expect(decodeStrictBase64('JVBERi0')).toBeNull();
    expect(decodeStrictBase64('JVB$Ri0=')).toBeNull();
    expect(decodeStrictBase64('')).toEqual(new Uint8Array(0));
    expect(decodeBase64('data:;base64,JVBERi0=')).toEqual(ascii('%PDF-'));
    expect(decodeBase64('***')).toBeNull();
    expect(base64Length(3_072_000)).toBe(4_096_000);
  });

  it('refuses what is not standard padded base64', () => {
    for (const text of [
      'JVBE=Ri0', // padding inside
      'JVBERi$=', // in the padded group
      'J===', // three '='
      '====',
      'JVBERi0-', // base64url
      'JVBERi0_',
      'JVBERi0\u0141', // Ł: its low byte is 'A'
      'JVBERi\u00e9=', // é: one byte in Latin-1, two in UTF-8
      'JVBE Ri0', // whitespace is stripped before, never decoded
    ]) {
      expect(decodeStrictBase64(text), text).toBeNull();
    }
    expect(decodeStrictBase64('JV==')).toEqual(ascii('%'));
  });

  it('property: accepts exactly what the RFC 4648 pattern accepts, with the bytes atob gives', () => {
    const pattern = /^[A-Za-z0-9+/]*={0,2}$/;
    const reference = (text: string) =>
      text.length % 4 === 0 && pattern.test(text)
        ? Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
        : null;
    // Mostly the alphabet, so that valid text comes up, with '=' and a few others mixed in.
    const char = fc.oneof(
      {
        weight: 20,
        arbitrary: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'),
      },
      { weight: 3, arbitrary: fc.constant('=') },
      { weight: 2, arbitrary: fc.constantFrom('-', '_', '$', ' ', '\u00e9', '\u0141', '\ud800') },
    );
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 24 }).map((chars) => chars.join('')),
        (text) => {
          expect(decodeStrictBase64(text)).toEqual(reference(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("property: long texts (Node's own decoder) decode exactly as short ones do", () => {
    const pattern = /^[A-Za-z0-9+/]*={0,2}$/;
    const reference = (text: string) =>
      text.length % 4 === 0 && pattern.test(text)
        ? Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
        : null;
    const valid = encodeBase64(Uint8Array.from({ length: 4_500 }, (_, i) => (i * 7919) % 256));
    const char = fc.oneof(
      {
        weight: 20,
        arbitrary: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'),
      },
      { weight: 3, arbitrary: fc.constant('=') },
      { weight: 2, arbitrary: fc.constantFrom('-', '_', '$', ' ', '\n', '\u00e9', '\u0141', '\ud800') },
    );
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 12 }).map((chars) => chars.join('')),
        fc.nat({ max: valid.length }),
        fc.nat({ max: 8 }),
        (inserted, at, cut) => {
          // Something odd anywhere in a long valid text, or at its end; sometimes a bit cut off.
          const text = `${valid.slice(0, at)}${inserted}${valid.slice(at)}`.slice(
            0,
            valid.length + inserted.length - cut,
          );
          expect(decodeStrictBase64(text)).toEqual(reference(text));
        },
      ),
      { numRuns: 1000 },
    );
    expect(decodeStrictBase64(`${valid.slice(0, -4)}JV==`)?.at(-1)).toBe(0x25);
  });

  it('property: encode then decode gives the bytes back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        const text = encodeBase64(data);
        expect(decodeStrictBase64(text)).toEqual(data);
        expect(decodeBase64(text)).toEqual(data);
      }),
    );
  });
});

describe('checkFiles', () => {
  const limits = { maxCount: 6, maxBytes: 3_072_000, types: ['txt', 'jpg', 'jpeg', 'png', 'webp', 'pdf'] };
  const file = (name: string, size = 10) => ({ name, size, kind: kindFromName(name) });

  it('passes files within the limits', () => {
    expect(checkFiles([file('a.pdf'), file('b.JPEG'), file('c.txt')], limits)).toBeNull();
  });

  it('counts stored files too', () => {
    expect(checkFiles([file('a.pdf'), file('b.pdf')], { ...limits, existing: 5 })).toEqual({
      problem: 'count',
      count: 6,
    });
    expect(checkFiles([file('a.pdf')], { ...limits, existing: 5 })).toBeNull();
  });

  it('names the file of a wrong type or too large', () => {
    expect(checkFiles([file('a.pdf'), file('b.exe')], limits)).toEqual({
      problem: 'type',
      name: 'b.exe',
      index: 1,
    });
    expect(checkFiles([file('a.pdf', 3_072_001)], limits)).toEqual({
      problem: 'size',
      name: 'a.pdf',
      index: 0,
    });
    expect(checkFiles([file('a.pdf', 3_072_000)], limits)).toBeNull();
  });

  it('reads extensions safely', () => {
    expect(extensionOf('Foto.Final.PNG')).toBe('png');
    expect(extensionOf('.hidden')).toBe('');
    expect(kindFromName('x.constructor')).toBeNull();
  });
});

describe('shapeAccepted', () => {
  it('compares aspect ratios within 10 %', () => {
    expect(shapeAccepted({ width: 1024, height: 1024 }, { width: 512, height: 512 })).toBe(true);
    expect(shapeAccepted({ width: 540, height: 500 }, { width: 512, height: 512 })).toBe(true);
    expect(shapeAccepted({ width: 600, height: 500 }, { width: 512, height: 512 })).toBe(false);
    expect(shapeAccepted({ width: 1440, height: 690 }, { width: 1440, height: 690 })).toBe(true);
    expect(shapeAccepted({ width: 1000, height: 1000 }, { width: 1440, height: 690 })).toBe(false);
    expect(shapeAccepted({ width: 0, height: 10 }, { width: 512, height: 512 })).toBe(false);
  });
});
