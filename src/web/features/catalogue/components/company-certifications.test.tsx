import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../shared/lang';
import type { PublicCertification } from '../../../../shared/schemas/company-certifications';
import { serverRenderInProviders } from '../../../test/render-app';
import { CompanyCertifications } from './company-certifications';

const valid: PublicCertification = {
  reqId: 'a',
  standard: 'iso9001',
  name: 'ISO 9001',
  number: 'BR-0042',
  certificationBody: 'Bureau Veritas',
  scope: 'Usinagem de precisão',
  validUntil: '2030-03-31',
  expired: false,
  checked: true,
  pdf: '/files/pdf1',
};
const expired: PublicCertification = {
  ...valid,
  reqId: 'b',
  standard: 'other',
  name: 'PBQP-H',
  scope: null,
  validUntil: '2025-01-10',
  expired: true,
  checked: false,
  pdf: null,
};

/** The markup the server sends (the company page is server-rendered and hydrated). */
function serverHtml(lang: Lang) {
  return serverRenderInProviders(<CompanyCertifications certifications={[valid, expired]} />, lang);
}

describe('CompanyCertifications (server render)', () => {
  it('says valid or expired in words, the check, the day and links the PDF (en)', () => {
    const [first, second] = [...serverHtml('en').querySelectorAll('li')];
    expect(first?.querySelector('h3')?.textContent).toBe('ISO 9001');
    expect(first?.textContent).toContain('Valid');
    expect(first?.textContent).toContain('Checked by the association');
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe('2030-03-31');
    expect(first?.querySelector('time')?.textContent).toBe('March 31, 2030');
    expect(first?.textContent).toContain('Bureau Veritas');
    expect(first?.querySelector('a')?.getAttribute('href')).toBe('/files/pdf1');
    expect(first?.querySelector('a')?.textContent).toBe('ISO 9001 (PDF)');
    expect(second?.getAttribute('data-expired')).toBe('true');
    expect(second?.querySelector('strong')?.textContent).toBe('Expired');
    expect(second?.textContent).not.toContain('Checked by the association');
    expect(second?.textContent).not.toContain('Scope');
    expect(second?.querySelector('a')).toBeNull();
  });

  it("marks the scope, the company's own Portuguese words, as Portuguese on an English page", () => {
    const scope = serverHtml('en').querySelector('li dd [lang]');
    expect(scope?.getAttribute('lang')).toBe('pt-BR');
    expect(scope?.textContent).toBe('Usinagem de precisão');
    expect(scope?.parentElement?.textContent).toContain('In Portuguese');
    const pt = serverHtml('pt-BR').querySelector('li');
    expect(pt?.querySelector('dd [lang]')).toBeNull();
    expect(pt?.textContent).toContain('Usinagem de precisão');
    expect(pt?.textContent).not.toContain('Em português');
  });

  it('writes it in Portuguese on a Portuguese page', () => {
    const doc = serverHtml('pt-BR');
    const [first, second] = [...doc.querySelectorAll('li')];
    expect(first?.textContent).toContain('Válida');
    expect(first?.textContent).toContain('Conferida pela associação');
    expect(first?.querySelector('time')?.textContent).toBe('31 de março de 2030');
    expect(first?.textContent).toContain('Certificadora');
    expect(second?.querySelector('strong')?.textContent).toBe('Vencida');
  });
});
