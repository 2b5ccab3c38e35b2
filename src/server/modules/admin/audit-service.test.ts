import { describe, expect, it } from 'vitest';
import { reasonOf, subjectOf } from './audit-service';

/** The shapes of `target` the services write (issue 30 item 18): each read back as an id and a name. */
describe('subjectOf', () => {
  const of = (action: string, targetType: string, target: string, lang: 'en' | 'pt-BR' = 'en') =>
    subjectOf({ action, targetType, target }, lang);

  it('reads the id and the name, whatever the name holds', () => {
    expect(of('company.suspend', 'company', 'AbC123 Metalúrgica Piracicabana')).toEqual({
      id: 'AbC123',
      name: 'Metalúrgica Piracicabana',
    });
    expect(of('content.faq.update', 'faq', '#12 How do I ask for a quote?')).toEqual({
      id: '12',
      name: 'How do I ask for a quote?',
    });
    expect(of('customer.block', 'customer', '7 Maria')).toEqual({ id: '7', name: 'Maria' });
  });

  it('has no id where the entry has none, and a newsletter in the reader’s language', () => {
    expect(of('magazine.add', 'magazine', 'Revista Indústria 2026')).toEqual({
      id: null,
      name: 'Revista Indústria 2026',
    });
    expect(of('staff.grant', 'account', 'Ana Souza')).toEqual({ id: null, name: 'Ana Souza' });
    expect(of('content.faq.order', 'faq', 'FAQ')).toEqual({ id: null, name: 'FAQ' });
    expect(of('terms.publish', 'terms', 'privacy-policy')).toEqual({
      id: 'privacy-policy',
      name: 'privacy-policy',
    });
    expect(of('newsletter.send', 'newsletter', '3 Novidades / News', 'en').name).toBe('News');
    expect(of('newsletter.send', 'newsletter', '3 Novidades / News', 'pt-BR').name).toBe('Novidades');
  });
});

describe('reasonOf', () => {
  it('is the reason recorded with the state after the decision', () => {
    expect(reasonOf({ suspendedAt: 'x', suspensionReason: 'Expired papers' })).toBe('Expired papers');
    expect(reasonOf({ hiddenAt: 'x', hiddenReason: 'Offensive', reportClosedAt: null })).toBe('Offensive');
    expect(reasonOf({ blockedAt: null, blockedReason: null })).toBeNull();
    expect(reasonOf(null)).toBeNull();
  });
});
