import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

const WAIT = { timeout: 20_000 };
const termsBefore = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the terms.`).join('\n');
const termsAfter = termsBefore.replace('Line 12 of the terms.', 'Line 12, rewritten.');

const entries = [
  {
    id: 2,
    actor: 'Ana',
    action: 'rating.hide',
    targetType: 'rating',
    target: 'R1 Metalúrgica Piracicabana',
    before: { hiddenAt: null, hiddenReason: null, reportClosedAt: null, reportReason: 'Ofensiva' },
    after: { hiddenAt: '2026-11-20T15:00:00.000Z', hiddenReason: 'Offensive words', reportClosedAt: null },
    createdAt: '2026-11-20T15:00:00.000Z',
    subject: { id: 'R1', name: 'Metalúrgica Piracicabana' },
    reason: 'Offensive words',
  },
  {
    id: 1,
    actor: 'Ana',
    action: 'terms.publish',
    targetType: 'terms',
    target: 'terms-of-use',
    before: { version: 'aaaa', textPt: 'Termos', textEn: termsBefore },
    after: { version: 'bbbb', textPt: 'Termos', textEn: termsAfter },
    createdAt: '2026-11-19T12:00:00.000Z',
    subject: { id: 'terms-of-use', name: 'terms-of-use' },
    reason: null,
  },
  {
    id: 0,
    actor: 'Ana',
    action: 'company.suspend',
    targetType: 'company',
    target: 'C1 Usinagem Sorocaba',
    before: { suspendedAt: null, suspensionReason: null },
    after: { suspendedAt: '2026-11-18T12:00:00.000Z', suspensionReason: 'Expired papers' },
    createdAt: '2026-11-18T12:00:00.000Z',
    subject: { id: 'C1', name: 'Usinagem Sorocaba' },
    reason: 'Expired papers',
  },
];

function server() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/admin/me': () => json({ response: true, roles: ['admin'] }),
    'POST /app/admin/audit/list': () => json({ response: true, data: entries, total: 3, pageSize: 25 }),
    'POST /app/admin/audit/actions': () =>
      json({ response: true, data: ['company.suspend', 'rating.hide', 'terms.publish'] }),
  });
}

const open = (lang: 'en' | 'pt-BR') =>
  renderApp({
    entries: ['/admin?tab=audit'],
    lang,
    user: { id: 1, shortName: 'Ana', company: 0, companyName: '' },
    fetch: server().fetchFn,
  });

describe('/admin audit log (issue 30 item 18)', () => {
  it('says each entry as a sentence with a link to what it is about, and its change as a short diff', async () => {
    open('en');
    const list = await screen.findByRole('list', { name: 'Audit log' }, WAIT);
    const [hide, terms, suspend] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(hide?.querySelector('p')?.textContent).toBe(
      'Ana hid a rating of Metalúrgica Piracicabana — Reason: Offensive words',
    );
    expect(
      within(hide as HTMLElement)
        .getByRole('link', { name: 'Metalúrgica Piracicabana' })
        .getAttribute('href'),
    ).toBe('/admin?tab=ratings');
    expect(
      within(suspend as HTMLElement)
        .getByRole('link', { name: 'Usinagem Sorocaba' })
        .getAttribute('href'),
    ).toBe('/company/C1/usinagem-sorocaba');
    expect(terms?.querySelector('p')?.textContent).toBe('Ana published a new version of the terms of use');
    // The change: one line naming what changed, no codes or JSON; it opens onto the lines that changed.
    const summary = within(terms as HTMLElement).getByText('Changed: Text in English');
    fireEvent.click(summary);
    expect(within(terms as HTMLElement).getByText('Line 12, rewritten.', { exact: false }).tagName).toBe(
      'INS',
    );
    expect(within(terms as HTMLElement).getByText('Line 12 of the terms.', { exact: false }).tagName).toBe(
      'DEL',
    );
    expect(within(terms as HTMLElement).getByText('… 11 lines unchanged …', { exact: false })).toBeTruthy();
    expect(list.textContent).not.toMatch(/[{}]|rating\.hide|terms\.publish|hiddenReason|bbbb/);
  });

  it('names the actions in the filter in the reader’s language, never by their codes', async () => {
    open('pt-BR');
    const filter = (await screen.findByLabelText('Ação', undefined, WAIT)) as HTMLSelectElement;
    await within(filter).findByRole('option', { name: 'Avaliação ocultada' }, WAIT);
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'Qualquer',
      'Avaliação ocultada',
      'Empresa suspensa',
      'Termos ou política de privacidade publicados',
    ]);
    expect([...filter.options].map((o) => o.value)).toContain('rating.hide');
    const list = await screen.findByRole('list', { name: 'Registro de ações' }, WAIT);
    expect(within(list).getAllByRole('listitem')[0]?.querySelector('p')?.textContent).toBe(
      'Ana ocultou uma avaliação de Metalúrgica Piracicabana — Motivo: Offensive words',
    );
  });
});
