import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderInProviders } from '../../../test/render-app';
import { HomeBanner } from './home-banner';

afterEach(cleanup);

const index = {
  response: true,
  about: { history: '', historyShort: '', video: null },
  slider: { mobile: [], desktop: [] },
  banner: {
    mobile: { img: '/files/bm', href: '/about-us' },
    desktop: { img: '/files/bd', href: '/about-us' },
  },
};

// Issue 12, item 15: the banner's words were drawn in its picture, in Portuguese on the English page.
describe('HomeBanner', () => {
  for (const [lang, caption, other] of [
    ['en', 'Industrial Catalogue', 'Catálogo Industrial'],
    ['pt-BR', 'Catálogo Industrial', 'Industrial Catalogue'],
  ] as const) {
    it(`${lang}: writes its caption as text in the page's language over the picture`, async () => {
      const api = scriptedServer({
        'GET /app/session/open': () => opened('A1', 'T1'),
        'GET /app/data/index': () => json(index),
      });
      renderInProviders(
        <MemoryRouter>
          <HomeBanner />
        </MemoryRouter>,
        { fetch: api.fetchFn, lang },
      );
      const text = await screen.findByText(caption);
      expect(text.closest('a')?.getAttribute('href')).toBe('/about-us');
      expect(screen.queryByText(other)).toBeNull();
    });
  }
});
