import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs it, doubles quotes, ends lines in CRLF and starts with a byte-order mark', () => {
    const csv = toCsv([
      ['email', 'note'],
      ['a@example.com', 'plain'],
      ['b@example.com', 'has, comma'],
      ['c@example.com', 'has "quotes"'],
      ['d@example.com', 'two\nlines'],
    ]);
    expect(csv).toBe(
      '\uFEFFemail,note\r\na@example.com,plain\r\nb@example.com,"has, comma"\r\nc@example.com,"has ""quotes"""\r\nd@example.com,"two\nlines"\r\n',
    );
  });

  it('uses the separator asked for and quotes fields holding it', () => {
    expect(toCsv([['a;b', 'c,d']], ';')).toBe('\uFEFF"a;b";c,d\r\n');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'ok']])).toBe(
      `\uFEFF"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),ok\r\n`,
    );
  });

  it('exports an e-mail address beginning with + or - unchanged, and anything more as a formula kept from running', () => {
    expect(toCsv([['-joe@example.com', '+news@mail.example.org']])).toBe(
      '\uFEFF-joe@example.com,+news@mail.example.org\r\n',
    );
    expect(toCsv([['-1+cmd|calc@x.com', '+SUM(1)@x.com', '-a@x']])).toBe(
      "\uFEFF'-1+cmd|calc@x.com,'+SUM(1)@x.com,'-a@x\r\n",
    );
  });
});
