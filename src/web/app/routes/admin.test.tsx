import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

const user = { id: 1, shortName: 'Eva', company: 0, companyName: '' };
const current = {
  id: 2,
  version: 'abcdef0123456789',
  textPt: '# Termos\n\nTexto atual.',
  textEn: '# Terms\n\nCurrent text.',
  publishedAt: '2026-11-20T12:00:00.000Z',
};

function server(published: unknown[] = []) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/notifications/get_count': () => json({ response: true, unread: 0 }),
    'GET /app/admin/me': () => json({ response: true, roles: ['editor'] }),
    'POST /app/admin/magazines/list': () => json({ response: true, data: [], total: 0, pageSize: 25 }),
    'POST /app/admin/terms/versions': () => json({ response: true, data: [current] }),
    'POST /app/admin/terms/publish': (call) => {
      published.push(call.body);
      return json({
        response: false,
        error: 'VAL001',
        message: 'This text is the one published now: change it before publishing.',
        fields: { text_pt: 'This text is the one published now: change it before publishing.' },
      });
    },
  });
}

describe('/admin for an editor', () => {
  it('shows the publishing tabs only, and previews the terms in both languages as the site renders them', {
    timeout: 40_000,
  }, async () => {
    renderApp({ entries: ['/admin?tab=publish'], user, fetch: server().fetchFn });
    // The page, its lazy chunk and its strings load first (slow on a busy machine).
    await screen.findByRole('heading', { level: 2, name: 'Publishing' }, { timeout: 20_000 });
    // Companies and the audit log are the admin's.
    expect(screen.queryByRole('heading', { name: 'Companies' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Terms and privacy' }));
    const english = (await screen.findByLabelText('Text in English (markdown)', undefined, {
      timeout: 10_000,
    })) as HTMLTextAreaElement;
    expect(english.value).toBe('# Terms\n\nCurrent text.');
    fireEvent.input(english, {
      target: { value: '# Terms v2\n\n[bad](javascript:alert(1)) <b onclick="x()">raw</b> **bold**' },
    });
    const preview = screen.getByRole('region', { name: 'Preview — Text in English (markdown)' });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Terms v2' })).toBeTruthy());
    expect(within(preview).getByText('bold').tagName).toBe('STRONG');
    expect(within(preview).getByText('bad').closest('a')).toBeNull();
    expect(preview.querySelector('[onclick]')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Preview — Text in Portuguese (markdown)' })).getByRole(
        'heading',
        { name: 'Termos' },
      ),
    ).toBeTruthy();
  });

  it('refuses an empty language in the browser and shows a server refusal on its field', {
    timeout: 40_000,
  }, async () => {
    const published: unknown[] = [];
    renderApp({ entries: ['/admin?tab=publish'], user, fetch: server(published).fetchFn });
    fireEvent.click(await screen.findByRole('tab', { name: 'Terms and privacy' }, { timeout: 20_000 }));
    const portuguese = (await screen.findByLabelText('Text in Portuguese (markdown)', undefined, {
      timeout: 10_000,
    })) as HTMLTextAreaElement;
    fireEvent.input(portuguese, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    expect(await screen.findByText('Required field!')).toBeTruthy();
    expect(published).toEqual([]);

    fireEvent.input(portuguese, { target: { value: '# Termos\n\nTexto atual.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    // Publishing asks first (issue 30 item 26).
    const question = await screen.findByRole('dialog', { name: 'Publish a new version' });
    fireEvent.click(within(question).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toHaveLength(1));
    expect(published[0]).toMatchObject({ name: 'termOfUse', text_en: '# Terms\n\nCurrent text.' });
    expect(
      await screen.findByText('This text is the one published now: change it before publishing.'),
    ).toBeTruthy();
  });
});
