import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderInProviders } from '../../../test/render-app';
import { TermsEditor } from './terms-editor';

afterEach(cleanup);
const WAIT = { timeout: 8000 };

const versions = [
  {
    id: 2,
    version: 'bbbb2222',
    textPt: '# Termos\n\nRegra um.\nRegra nova.',
    textEn: '# Terms\n\nRule one.\nNew rule.',
    publishedAt: '2026-11-20T13:00:00Z',
  },
  {
    id: 1,
    version: 'aaaa1111',
    textPt: '# Termos\n\nRegra um.\nRegra velha.',
    textEn: '# Terms\n\nRule one.\nOld rule.',
    publishedAt: '2026-01-10T13:00:00Z',
  },
];

describe('terms versions (issue 30 item 26)', () => {
  it('opens any version with what changed from the one before, and asks before publishing', async () => {
    const server = scriptedServer({
      'GET /app/session/open': () => opened('A1', 'T1'),
      'POST /app/admin/terms/versions': () => json({ response: true, data: versions }),
      'POST /app/admin/terms/publish': () => json({ response: true, data: versions }),
    });
    renderInProviders(<TermsEditor renderMarkdown={(text) => <pre>{text}</pre>} />, {
      fetch: server.fetchFn,
    });
    const history = await screen.findByText('Published versions', {}, WAIT);
    const list = history.nextElementSibling as HTMLElement;
    const [newest, oldest] = within(list).getAllByRole('listitem');
    const changes = within(newest).getByRole('region', {
      name: 'English: what changed from the previous version',
    });
    expect(changes.querySelector('del')?.textContent).toBe('Removed: Old rule.');
    expect(changes.querySelector('ins')?.textContent).toBe('Added: New rule.');
    expect(within(oldest).getAllByText('The first published version: nothing before it.')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a new version' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to('POST', '/app/admin/terms/publish')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    const again = await screen.findByRole('dialog', { name: 'Publish a new version' }, WAIT);
    fireEvent.click(within(again).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.to('POST', '/app/admin/terms/publish')).toHaveLength(1), WAIT);
  });
});
