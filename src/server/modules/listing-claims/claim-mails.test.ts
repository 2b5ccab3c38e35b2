import { describe, expect, it } from 'vitest';
import { claimDecisionMail, claimLinkMail, invitationMail } from './claim-mails';

// Every e-mail of claiming a listing, in both languages (issue 33 item 8).
describe('claim e-mails', () => {
  const company = 'Forja “Ñ” 🏭';
  it('the invitation', () => {
    const pt = invitationMail(
      { email: 'a@b.example', lang: 'pt-BR', tradeName: company },
      'http://x/claim/t',
    );
    const en = invitationMail({ email: 'a@b.example', lang: 'en', tradeName: company }, 'http://x/claim/t');
    expect(pt.subject).toBe(`Reivindique ${company} no Catálogo Industrial`);
    expect(pt.text).toContain('Reivindicar a empresa: http://x/claim/t');
    expect(en.subject).toBe(`Claim ${company} in the Industrial Catalogue`);
    expect(en.text).toContain('Claim the company: http://x/claim/t');
    expect(en.html).toContain('Forja “Ñ” 🏭');
  });
  it('the link to a work e-mail', () => {
    expect(claimLinkMail('a@b.example', 'pt-BR', company, 'http://x/claim/t').text).toContain('por 3 dias');
    expect(claimLinkMail('a@b.example', 'en', company, 'http://x/claim/t').text).toContain('for 3 days');
  });
  it('the decisions', () => {
    const approved = { approved: true as const, url: 'http://x/profile' };
    const refused = { approved: false as const, reason: 'Sem prova <b>' };
    expect(claimDecisionMail({ email: 'a@b', lang: 'pt-BR' }, approved, company).subject).toBe(
      `${company} é sua no Catálogo Industrial`,
    );
    expect(claimDecisionMail({ email: 'a@b', lang: 'en' }, approved, company).subject).toBe(
      `${company} is yours in the Industrial Catalogue`,
    );
    const pt = claimDecisionMail({ email: 'a@b', lang: 'pt-BR' }, refused, company);
    expect(pt.subject).toBe(`Sua reivindicação de ${company} não foi aprovada`);
    expect(pt.text).toContain('Motivo informado: Sem prova <b>');
    expect(pt.html).toContain('Sem prova');
    expect(pt.html).not.toContain('<b>');
    const en = claimDecisionMail({ email: 'a@b', lang: 'en' }, refused, company);
    expect(en.text).toContain('Reason given: Sem prova <b>');
  });
});
