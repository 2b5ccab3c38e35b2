import { describe, expect, it } from 'vitest';
import { approvalDecisionMail } from './approval-mails';

// The owner's e-mails of the association's decision, in both languages (issue 33 item 4).
describe('approval e-mails', () => {
  const company = 'Forja “Ñ” 🏭';
  const url = 'http://x/profile';
  it('the approval', () => {
    const pt = approvalDecisionMail({ email: 'a@b', lang: 'pt-BR' }, { approved: true }, company, url);
    expect(pt.subject).toBe(`${company} já está no Catálogo Industrial`);
    expect(pt.text).toContain('A associação aprovou Forja “Ñ” 🏭');
    expect(pt.text).toContain('Abrir minha empresa: http://x/profile');
    const en = approvalDecisionMail({ email: 'a@b', lang: 'en' }, { approved: true }, company, url);
    expect(en.subject).toBe(`${company} is now in the Industrial Catalogue`);
    expect(en.text).toContain('Open my company: http://x/profile');
    expect(en.html).toContain(company);
  });
  it('the refusal carries its reason, escaped in HTML', () => {
    const refused = { approved: false as const, reason: 'CNPJ de outra <b>empresa</b>' };
    const pt = approvalDecisionMail({ email: 'a@b', lang: 'pt-BR' }, refused, company, url);
    expect(pt.subject).toBe(`${company} não foi aprovada no Catálogo Industrial`);
    expect(pt.text).toContain('Motivo informado: CNPJ de outra <b>empresa</b>');
    expect(pt.text).toContain('envie a empresa de novo para aprovação');
    expect(pt.html).not.toContain('<b>empresa');
    const en = approvalDecisionMail({ email: 'a@b', lang: 'en' }, refused, company, url);
    expect(en.subject).toBe(`${company} was not approved for the Industrial Catalogue`);
    expect(en.text).toContain('Reason given: CNPJ de outra <b>empresa</b>');
    expect(en.text).toContain('send the company for approval again');
  });
});
