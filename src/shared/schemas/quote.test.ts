import { describe, expect, it } from 'vitest';
import { failures, samples } from '../test/schema-helpers';
import {
  companySearchBody,
  newQuoteBody,
  newQuoteForm,
  proposalSendBody,
  questionAnswerBody,
  questionAskBody,
  quoteListBody,
  quoteUpdateBody,
} from './quote';

const reqId = 'Qm9hcmQtMTIzNDU2Nzg5MDEy';
const quote = {
  category: 4,
  title: 'Peças',
  description: 'Preciso de 100 peças.',
  companies: null,
  exclude: null,
};

describe('new quote', () => {
  it('refuses control characters in the texts and in an attachment name', () => {
    expect(
      failures(newQuoteBody, {
        ...quote,
        description: 'a\u0000b',
        attachments: [{ name: 'desenho\u0007.pdf', content: samples.pdf }],
      }),
    ).toEqual({ description: 'v.controlChars', 'attachments.0.name': 'v.controlChars' });
  });

  it('accepts null lists and both attachment shapes, stripping data: prefixes', () => {
    const parsed = newQuoteBody.parse({
      ...quote,
      attachments: [
        { name: 'desenho.pdf', content: `data:application/pdf;base64,${samples.pdf}` },
        samples.txt,
      ],
    });
    expect(parsed.companies).toEqual([]);
    expect(parsed.exclude).toEqual([]);
    expect(parsed.attachments.map((f) => [f.name, f.kind, f.mime])).toEqual([
      ['desenho.pdf', 'pdf', 'application/pdf'],
      ['attachment-2.txt', 'txt', 'text/plain'],
    ]);
    expect(new TextDecoder().decode(parsed.attachments[1].bytes)).toBe('Preciso de 100 peças.\n');
  });

  it('requires category, title and description within their limits', () => {
    expect(failures(newQuoteBody, { title: 'x'.repeat(201), description: '' })).toEqual({
      category: 'v.required',
      title: 'v.maxLength',
      description: 'v.required',
    });
  });

  it('refuses a company both targeted and excluded', () => {
    expect(failures(newQuoteBody, { ...quote, companies: [1, 2], exclude: [3, 2] })).toEqual({
      'exclude.1': 'v.targetExcluded',
    });
  });

  it('checks attachments: count, type and size, naming the file', () => {
    expect(failures(newQuoteBody, { ...quote, attachments: Array(7).fill(samples.txt) })).toEqual({
      attachments: 'v.fileCount',
    });
    const typeResult = newQuoteBody.safeParse({
      ...quote,
      attachments: [{ name: 'virus.exe', content: samples.exe }],
    });
    expect(typeResult.error?.issues[0]).toMatchObject({
      path: ['attachments', 0],
      message: 'v.fileTypeNamed',
      params: { name: 'virus.exe' },
    });
    expect(failures(newQuoteBody, { ...quote, attachments: [samples.pdfOfSize(3_072_001)] })).toEqual({
      'attachments.0': 'v.fileSizeNamed',
    });
    expect(
      newQuoteBody.parse({ ...quote, attachments: [samples.pdfOfSize(3_072_000)] }).attachments,
    ).toHaveLength(1);
    expect(failures(newQuoteBody, { ...quote, attachments: ['not base64!'] })).toEqual({
      'attachments.0': 'v.fileUnreadable',
    });
  });

  it('keeps a name only when it says what the bytes are', () => {
    for (const [name, content] of [
      ['page.html', samples.txt],
      ['drawing.svg', samples.txt],
      ['setup.exe', samples.txt],
      ['photo.png', samples.pdf],
    ]) {
      const result = newQuoteBody.safeParse({ ...quote, attachments: [{ name, content }] });
      expect(result.error?.issues[0], name).toMatchObject({
        path: ['attachments', 0],
        message: 'v.fileTypeNamed',
        params: { name },
      });
    }
    const parsed = newQuoteBody.parse({
      ...quote,
      attachments: [
        { name: 'Notes.TXT', content: samples.txt },
        { name: 'desenho', content: samples.pdf },
      ],
    });
    expect(parsed.attachments.map((f) => f.name)).toEqual(['Notes.TXT', 'desenho.pdf']);
  });

  it('form: all companies clears the targets before the exclusion check', () => {
    expect(
      newQuoteForm.parse({ ...quote, allCompanies: true, companies: [1], exclude: [1] }).companies,
    ).toEqual([]);
    expect(failures(newQuoteForm, { ...quote, allCompanies: false, companies: [1], exclude: [1] })).toEqual({
      'exclude.0': 'v.targetExcluded',
    });
  });
});

describe('quote follow-ups', () => {
  it('update keeps the title out and checks the description', () => {
    expect(quoteUpdateBody.parse({ req_id: reqId, description: 'Novo texto', attachments: null })).toEqual({
      req_id: reqId,
      description: 'Novo texto',
      attachments: [],
    });
    expect(failures(quoteUpdateBody, { req_id: reqId, description: 'x'.repeat(2001) })).toEqual({
      description: 'v.maxLength',
    });
  });

  it('questions and answers up to 250 characters', () => {
    expect(questionAskBody.parse({ req_id: reqId, question: ' Prazo? ' }).question).toBe('Prazo?');
    expect(failures(questionAskBody, { req_id: reqId, question: 'x'.repeat(251) })).toEqual({
      question: 'v.maxLength',
    });
    expect(failures(questionAnswerBody, { req_id: reqId, answer: '' })).toEqual({ answer: 'v.required' });
  });

  it('a proposal is one PDF, which its price and delivery time may stand in for', () => {
    expect(proposalSendBody.parse({ req_id: reqId, proposal: samples.pdf }).proposal?.kind).toBe('pdf');
    expect(failures(proposalSendBody, { req_id: reqId, proposal: samples.png })).toEqual({
      proposal: 'v.fileTypeNamed',
    });
    // Issue 30 item 10: required unless both the price and the delivery time are given.
    expect(failures(proposalSendBody, { req_id: reqId })).toEqual({ proposal: 'v.proposalFileOrTerms' });
    expect(failures(proposalSendBody, { req_id: reqId, price_cents: 100 })).toEqual({
      proposal: 'v.proposalFileOrTerms',
    });
    expect(failures(proposalSendBody, { req_id: reqId, delivery_days: 10, proposal: '' })).toEqual({
      proposal: 'v.proposalFileOrTerms',
    });
    expect(proposalSendBody.parse({ req_id: reqId, price_cents: 100, delivery_days: 10 })).toMatchObject({
      proposal: null,
      price_cents: 100,
      delivery_days: 10,
    });
  });

  it('lists page from 1 and company search is bounded', () => {
    expect(quoteListBody.parse({})).toEqual({ page: 1 });
    expect(companySearchBody.parse({ category: 3 })).toEqual({ category: 3, search: '' });
    expect(failures(companySearchBody, { category: 3, search: 'x'.repeat(251) })).toEqual({
      search: 'v.maxLength',
    });
  });
});
