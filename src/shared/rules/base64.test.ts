import { describe, expect, it } from 'vitest';
import { heldDecodedFiles, holdDecodedFile, readFileText } from './base64';

describe('files decoded elsewhere', () => {
  const content = `data:application/pdf;base64,${'QUJD'.repeat(5000)}`;
  const abc = new TextEncoder().encode('ABC'.repeat(5000));

  it('decodes a text itself when nobody decoded it', () => {
    expect(readFileText(content)).toEqual(abc);
    expect(readFileText(' data:;base64, \n')).toBe('empty');
    expect(readFileText('QUJ$')).toBe('unreadable');
  });

  it('answers what was held for the text, until every holder lets it go', () => {
    const elsewhere = new Uint8Array([1, 2, 3]);
    const first = holdDecodedFile(content, elsewhere);
    // An equal text of another request shares the entry.
    const second = holdDecodedFile(`${content} `.trimEnd(), elsewhere);
    expect(readFileText(content)).toBe(elsewhere);
    expect(heldDecodedFiles()).toBe(1);
    first();
    first();
    expect(readFileText(content)).toBe(elsewhere);
    second();
    expect(heldDecodedFiles()).toBe(0);
    expect(readFileText(content)).toEqual(abc);
  });
});
