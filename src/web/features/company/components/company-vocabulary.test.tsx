import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnSuggestion, VocabularyTerm } from '../../../../shared/schemas/vocabulary';
import { json, type SentCall } from '../../../test/api-client-kit';
import { companyServer, renderOwnerPiece } from '../../../test/company-kit';
import { CompanyVocabulary } from './company-vocabulary';

// The profile's processes and materials (issue 32, decision 0038): pick from the vocabulary in
// either language, save the whole choice, suggest a term, read the association's answers.

const WAIT = { timeout: 20_000 };

const TERMS: VocabularyTerm[] = [
  { id: 1, kind: 'process', namePt: 'Tratamento térmico', nameEn: 'Heat treatment' },
  { id: 2, kind: 'process', namePt: 'Usinagem CNC', nameEn: 'CNC machining' },
  { id: 3, kind: 'material', namePt: 'Aço inoxidável', nameEn: 'Stainless steel' },
];
const REFUSED: OwnSuggestion = {
  kind: 'material',
  namePt: null,
  nameEn: 'Unobtainium \u{1F600} ação',
  status: 'refused',
  reason: 'Não é um material.',
  createdAt: '2026-11-20T15:00:00.000Z',
  decidedAt: '2026-11-21T15:00:00.000Z',
};

function server(suggest?: (call: SentCall) => Response) {
  return companyServer({
    'GET /app/company/vocabulary': () =>
      json({ response: true, terms: TERMS, chosen: [3], suggestions: [REFUSED] }),
    'POST /app/company/vocabulary/save': () =>
      json({
        response: true,
        message: 'Your processes and materials were saved.',
        chosen: [],
        suggestions: [],
      }),
    'POST /app/company/vocabulary/suggest':
      suggest ?? (() => json({ response: true, message: 'Thank you!', chosen: [], suggestions: [] })),
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the processes and materials of the profile', () => {
  it('finds a term by its other language, and saves the whole choice (en)', async () => {
    const fake = server();
    renderOwnerPiece(<CompanyVocabulary />, { fetch: fake.fetchFn });
    expect(await screen.findByText('Chosen: 1 of 30 (pending suggestions included)', {}, WAIT)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Stainless steel/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    const [processFind] = screen.getAllByLabelText('Find in the list');
    fireEvent.change(processFind, { target: { value: 'termico' } });
    expect(screen.queryByRole('checkbox', { name: /CNC machining/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Heat treatment/ }));
    expect(screen.getByText('Chosen: 2 of 30 (pending suggestions included)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save processes and materials' }));
    await waitFor(() => expect(fake.to('POST', '/app/company/vocabulary/save')).toHaveLength(1));
    const sent = fake.to('POST', '/app/company/vocabulary/save')[0].body as {
      terms: number[];
      previous: number[];
    };
    expect(sent.terms.sort()).toEqual([1, 3]);
    // What the form was loaded with, so that a term approved meanwhile is kept.
    expect(sent.previous).toEqual([3]);
    // The refused suggestion with its reason, odd characters as written.
    expect(screen.getByText('Unobtainium \u{1F600} ação')).toBeTruthy();
    expect(screen.getByText('Reason: Não é um material.')).toBeTruthy();
  }, 60_000);

  it('suggests a term and shows the server’s refusal on its field (pt-BR)', async () => {
    const fake = server(() =>
      json({
        response: false,
        error: 'VAL001',
        message: 'Este termo já é oferecido: escolha-o na lista.',
        fields: { name_pt: 'Este termo já é oferecido: escolha-o na lista.' },
      }),
    );
    renderOwnerPiece(<CompanyVocabulary />, { fetch: fake.fetchFn, lang: 'pt-BR' });
    expect(await screen.findByText('Suas sugestões', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Não incluída')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a sugestão' }));
    expect(
      await screen.findByText('Escreva o nome em português, em inglês ou nos dois!', {}, WAIT),
    ).toBeTruthy();
    expect(fake.to('POST', '/app/company/vocabulary/suggest')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'material' } });
    fireEvent.change(screen.getByLabelText('Nome em português'), { target: { value: ' Aço\u0007 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a sugestão' }));
    // A control character is refused in the browser before anything is sent.
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(fake.to('POST', '/app/company/vocabulary/suggest')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Nome em português'), { target: { value: 'Aço inox' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a sugestão' }));
    await waitFor(() => expect(fake.to('POST', '/app/company/vocabulary/suggest')).toHaveLength(1));
    expect(fake.to('POST', '/app/company/vocabulary/suggest')[0].body).toMatchObject({
      kind: 'material',
      name_pt: 'Aço inox',
    });
    expect(
      await screen.findAllByText('Este termo já é oferecido: escolha-o na lista.', {}, WAIT),
    ).not.toHaveLength(0);
  }, 60_000);
});
