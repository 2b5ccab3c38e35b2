import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';

afterEach(cleanup);

const about = (video: string | null) =>
  scriptedServer({
    'GET /app/data/info/about': () =>
      json({
        response: true,
        about: {
          history: 'Founded in 1978.\n\nPublishes the **Industry in Focus** magazine.',
          historyShort: 'Since 1978.',
          video,
        },
      }),
  });

describe('about page', () => {
  it('shows the history as paragraphs and the video lazily, without YouTube cookies', async () => {
    renderApp({
      entries: ['/about-us'],
      fetch: about('https://www.youtube.com/watch?v=aqz-KE-bpKQ').fetchFn,
    });
    expect((await screen.findByText('Founded in 1978.')).tagName).toBe('P');
    expect(screen.getByText('Industry in Focus').tagName).toBe('STRONG');
    // Made once the page has loaded (EmbedFrame).
    const frame = await screen.findByTitle('Video about the association (YouTube)');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(frame.getAttribute('loading')).toBe('lazy');
  });

  it('leaves the video out when there is none', async () => {
    renderApp({ entries: ['/about-us'], fetch: about(null).fetchFn });
    await screen.findByText('Founded in 1978.');
    expect(screen.queryByTitle('Video about the association (YouTube)')).toBeNull();
  });
});
