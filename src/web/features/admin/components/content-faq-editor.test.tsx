import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderInProviders } from '../../../test/render-app';
import { FaqEditor } from './content-faq-editor';

afterEach(cleanup);
const WAIT = { timeout: 8000 };

const entries = [1, 2, 3].map((id) => ({
  id,
  position: id - 1,
  question_pt: `P${id}?`,
  question_en: `Q${id}?`,
  answer_pt: 'R',
  answer_en: 'A',
}));

function faqServer() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/admin/content/faq': () => json({ response: true, data: entries }),
    'POST /app/admin/content/faq/save': () => json({ response: true, id: 4 }),
    'POST /app/admin/content/faq/order': () => json({ response: true }),
  });
}

/** A stand-in renderer that shows what it was given, so the test sees the preview go through it. */
const markdown = (text: string) => <div data-testid="markdown">{text}</div>;

async function fillNewQuestion() {
  fireEvent.click(await screen.findByRole('button', { name: 'New question' }, WAIT));
  for (const [label, value] of [
    ['Question (Português)', 'Nova?'],
    ['Question (English)', 'New?'],
    ['Answer (markdown) (Português)', 'Sim, **claro**.'],
    ['Answer (markdown) (English)', 'Yes, **sure**.'],
  ]) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

describe('FAQ editor (issue 30 items 20 and 21)', () => {
  it('adds a question where the editor chooses, in one call that names the place', async () => {
    const server = faqServer();
    renderInProviders(<FaqEditor markdown={markdown} />, { fetch: server.fetchFn });
    await fillNewQuestion();
    // The answer's preview goes through the markdown renderer the page hands in.
    expect(screen.getAllByTestId('markdown').map((node) => node.textContent)).toEqual([
      'Sim, **claro**.',
      'Yes, **sure**.',
    ]);
    const place = screen.getByLabelText('Position on the site') as HTMLSelectElement;
    expect(place.value).toBe('last');
    expect([...place.options].map((option) => option.text)).toEqual([
      'At the top',
      'At the end',
      'After “Q1?”',
      'After “Q2?”',
      'After “Q3?”',
    ]);
    fireEvent.change(place, { target: { value: 'first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.to('POST', '/app/admin/content/faq/save')).toHaveLength(1), WAIT);
    expect(server.to('POST', '/app/admin/content/faq/save')[0]?.body).toMatchObject({
      question_en: 'New?',
      place: 'first',
    });

    await fillNewQuestion();
    fireEvent.change(screen.getByLabelText('Position on the site'), { target: { value: 'after:2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.to('POST', '/app/admin/content/faq/save')).toHaveLength(2), WAIT);
    expect(server.to('POST', '/app/admin/content/faq/save')[1]?.body).toMatchObject({ place: { after: 2 } });
  });

  it('moves a question to the top or to the end in one publish', async () => {
    const server = faqServer();
    renderInProviders(<FaqEditor markdown={markdown} />, { fetch: server.fetchFn });
    const list = await screen.findByRole(
      'list',
      { name: 'Questions, in the order the site shows them' },
      WAIT,
    );
    expect(within(list).getByRole('button', { name: 'Move to the top: P1?' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Move to the top: P3?' }));
    await waitFor(() => expect(server.to('POST', '/app/admin/content/faq/order')).toHaveLength(1), WAIT);
    expect(server.to('POST', '/app/admin/content/faq/order')[0]?.body).toEqual({ ids: [3, 1, 2] });

    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Move to the end: P1?' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Move to the end: P1?' }));
    await waitFor(() => expect(server.to('POST', '/app/admin/content/faq/order')).toHaveLength(2), WAIT);
    expect(server.to('POST', '/app/admin/content/faq/order')[1]?.body).toEqual({ ids: [2, 3, 1] });
    expect(within(list).getByRole('button', { name: 'Move to the end: P3?' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
