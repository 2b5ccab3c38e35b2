import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderApp } from '../../test/render-app';

/** The first render of a lazy page compiles its chunk; give it more than the default second. */
const WAIT = { timeout: 5000 };

const dataIndex = {
  response: true,
  about: { history: 'Long history', historyShort: 'Founded in 1962 by twelve factories.', video: null },
  slider: {
    mobile: [
      { img: '/files/m1', caption: 'Find suppliers in the region', href: '/companies' },
      { img: '/files/m2', caption: 'Request quotes at no cost', href: '/quotes' },
    ],
    desktop: [
      { img: '/files/d1', caption: 'Find suppliers in the region', href: '/companies' },
      { img: '/files/d2', caption: 'Request quotes at no cost', href: '/quotes' },
    ],
  },
  banner: {
    mobile: { img: '/files/bm', href: '/about-us' },
    desktop: { img: '/files/bd', href: '/about-us' },
  },
};

const magazines = Array.from({ length: 4 }, (_, i) => ({
  reqId: `mag${i + 1}`,
  name: `Revista Indústria ${i + 1}`,
  date: `2024-0${i + 1}-15`,
  cover: `/files/cover${i + 1}`,
  file: `/files/pdf${i + 1}`,
}));

function homeServer() {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/data/index': () => json(dataIndex),
    'GET /app/categories/list': () =>
      json({
        response: true,
        data: [
          { id: 1, name: 'Metalurgia' },
          { id: 2, name: 'Usinagem' },
        ],
      }),
    'POST /app/magazines/list': () => json({ response: true, data: magazines, records: 4, total: 8 }),
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A phone-sized window: only width queries up to `width` px match. */
function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : min ? width >= Number(min[1]) : false;
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

describe('home page', () => {
  it('shows the desktop slides, the categories, the about text, the app badges, 4 magazines and the banner', async () => {
    const server = homeServer();
    renderApp({ fetch: server.fetchFn });

    const slideshow = await screen.findByRole('region', { name: 'Highlights' }, WAIT);
    expect(
      within(slideshow)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/files/d1', '/files/d2']);
    expect(within(slideshow).getByTestId('slideshow-counter').textContent).toBe('1 / 2');

    const metal = await screen.findByRole('link', { name: /Metalurgia/ }, WAIT);
    expect(metal.getAttribute('href')).toBe('/companies?category=1');

    expect(await screen.findByText('Founded in 1962 by twelve factories.', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn more about us' }).getAttribute('href')).toBe('/about-us');

    const play = screen.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' });
    expect(play.getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    expect(play.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })).toBeTruthy();

    const first = await screen.findByRole(
      'link',
      {
        name: 'Revista Indústria 1, January 15, 2024 (opens in a new tab)',
      },
      WAIT,
    );
    expect(first.getAttribute('href')).toBe('/files/pdf1');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('img', { name: /^Cover of Revista/ })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'See all magazines' }).getAttribute('href')).toBe('/magazines');
    expect(server.to('POST', '/app/magazines/list')[0].body).toEqual({ records: 4 });

    const banner = screen.getByRole('img', {
      name: 'Industrial Catalogue of the Regional Industrial Association',
    });
    expect(banner.getAttribute('src')).toBe('/files/bd');
    expect(banner.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toBe('/files/bm');
    expect(banner.closest('a')?.getAttribute('href')).toBe('/about-us');
  });

  it('uses the mobile slides under 780 px wide', async () => {
    stubWidth(375);
    renderApp({ fetch: homeServer().fetchFn });
    const slideshow = await screen.findByRole('region', { name: 'Highlights' }, WAIT);
    const images = within(slideshow).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/files/m1', '/files/m2']);
    expect(images[0].getAttribute('width')).toBe('780');
    expect(images[0].getAttribute('height')).toBe('780');
  });

  it('filters the categories live and says so when none matches', async () => {
    renderApp({ fetch: homeServer().fetchFn });
    const box = await screen.findByRole('searchbox', { name: 'Search categories' }, WAIT);
    await screen.findByRole('link', { name: /Metalurgia/ }, WAIT);
    fireEvent.change(box, { target: { value: 'usnm' } });
    expect(screen.queryByRole('link', { name: /Metalurgia/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Usinagem/ })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'plastico' } });
    expect(screen.getByText('No categories found')).toBeTruthy();
  });

  it('formats the magazine dates in Portuguese', async () => {
    renderApp({ fetch: homeServer().fetchFn, lang: 'pt-BR' });
    expect(await screen.findByText('15 de janeiro de 2024', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Últimas revistas' })).toBeTruthy();
  });
});
