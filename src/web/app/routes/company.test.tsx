import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CompanyPublic } from '../../../shared/schemas/catalogue-read';
import { deferred, json, opened, scriptedServer } from '../../test/api-client-kit';
import { renderApp } from '../../test/render-app';

/** The first render of a lazy page compiles its chunk; give it more than the default second. */
const WAIT = { timeout: 5000 };

const about = 'We machine steel parts.\nSince 1980.\n\nISO 9001 certified.';
const aboutShort = `${'Usinagem de precisão para a indústria automotiva e agrícola, '.repeat(3)}desde 1980.`;

const company: CompanyPublic = {
  reqId: 'co1',
  tradeName: 'Metal Forte Usinagem',
  name: 'Metal Forte Indústria e Comércio Ltda',
  quotes: 'y',
  email: 'contato@metalforte.com.br',
  phone1: '1934221234',
  phone2: null,
  whatsapp: '19987654321',
  website: 'www.metalforte.com.br',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  mapUrl: 'https://www.google.com/maps/embed?pb=!1m18',
  instagram: 'metalforte',
  facebook: null,
  youtube: null,
  linkedin: 'metal-forte',
  about,
  aboutShort,
  postalCode: '13400000',
  address: 'Rua do Rosário',
  addressNumber: '1200',
  addressAdjunct: 'Galpão 3',
  addressNeighborhood: 'Centro',
  addressState: 'SP',
  addressCity: 'Piracicaba',
  categories: [
    { id: 3, name: 'Usinagem' },
    { id: 2, name: 'Metalurgia' },
  ],
  logo: '/files/logo1',
  cover: '/files/cover1',
  portfolio: [
    { reqId: 'p1', url: '/files/p1' },
    { reqId: 'p2', url: '/files/p2' },
    { reqId: 'p3', url: '/files/p3' },
  ],
  rate: 4.5,
  proposals: 3,
  proposalsSent: 5,
  rates: [
    {
      rate: 4,
      date: '2024-03-05',
      description: 'Good work, on time.',
      reply: { text: 'Thank you, see you soon!', date: '2024-03-07' },
    },
    { rate: 5, date: '2024-06-20', description: null, reply: null },
  ],
};

function companyServer(answer: () => Response | Promise<Response>) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'POST /app/companies/info': answer,
  });
}

const metaDescription = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = 'Site description';
  document.head.appendChild(meta);
});

afterEach(() => {
  cleanup();
  for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();
});

describe('/company/:reqId/:slug', () => {
  it('shows nothing while loading, then the company', async () => {
    const pending = deferred<Response>();
    const server = companyServer(() => pending.promise);
    renderApp({ entries: ['/company/co1/metal-forte-usinagem'], fetch: server.fetchFn });

    await waitFor(() => expect(server.to('POST', '/app/companies/info')).toHaveLength(1), WAIT);
    expect(server.to('POST', '/app/companies/info')[0].body).toEqual({ req_id: 'co1' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByText(/Metal Forte/)).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Industrial Catalogue | Company'));

    pending.resolve(json({ response: true, data: company }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Metal Forte Usinagem' }, WAIT)).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Industrial Catalogue | Metal Forte Usinagem'));
  });

  it('shows the header facts and the request-a-quote button', async () => {
    renderApp({
      entries: ['/company/co1/metal-forte-usinagem'],
      fetch: companyServer(() => json({ response: true, data: company })).fetchFn,
    });
    await screen.findByRole('heading', { level: 1, name: 'Metal Forte Usinagem' }, WAIT);
    expect(screen.getByText('Metal Forte Indústria e Comércio Ltda')).toBeTruthy();
    expect(screen.getAllByText('Piracicaba – SP').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('2 ratings')).toBeTruthy();
    expect(screen.getByText('3 of 5 proposals accepted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe(
      '/quotes/new-quote/co1',
    );
    expect(screen.getByRole('img', { name: 'Logo of Metal Forte Usinagem' }).getAttribute('src')).toBe(
      '/files/logo1',
    );
    const cover = screen.getByRole('img', { name: 'Cover image of Metal Forte Usinagem' });
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1440', '690']);
  });

  it('shows the about text with its line breaks, the categories, the contacts, the map and the video', async () => {
    renderApp({
      entries: ['/company/co1/metal-forte-usinagem/portfolio'],
      fetch: companyServer(() => json({ response: true, data: company })).fetchFn,
    });
    await screen.findByRole('heading', { level: 1, name: 'Metal Forte Usinagem' }, WAIT);
    expect(screen.getByText(/We machine steel parts/).textContent).toBe(about);

    const categories = screen.getByRole('list', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Usinagem', '/companies?category=3'],
      ['Metalurgia', '/companies?category=2'],
    ]);

    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('19 3422-1234')).toBe('tel:+551934221234');
    expect(href('WhatsApp 19 98765-4321 (opens in a new tab)')).toBe('https://wa.me/5519987654321');
    expect(href('contato@metalforte.com.br')).toBe('mailto:contato@metalforte.com.br');
    expect(href('metalforte.com.br (opens in a new tab)')).toBe('https://www.metalforte.com.br');
    expect(href('Instagram (opens in a new tab)')).toBe('https://www.instagram.com/metalforte');
    expect(href('LinkedIn (opens in a new tab)')).toBe('https://www.linkedin.com/company/metal-forte');
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();

    const address = document.querySelector('address')?.textContent ?? '';
    expect(address).toContain('Rua do Rosário, 1200 – Galpão 3');
    expect(address).toContain('Centro');
    expect(address).toContain('CEP 13400-000');

    // The frames are made after the page's load, when the browser is next idle (EmbedFrame).
    const map = await screen.findByTitle('Map with the location of Metal Forte Usinagem');
    expect(map.getAttribute('src')).toBe('https://www.google.com/maps/embed?pb=!1m18');
    expect(map.getAttribute('loading')).toBe('lazy');
    const video = await screen.findByTitle('Video of Metal Forte Usinagem');
    expect(video.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(video.getAttribute('loading')).toBe('lazy');
  });

  it('lists the ratings, newest first, with dates in the UI language', async () => {
    renderApp({
      entries: ['/company/co1/x'],
      lang: 'pt-BR',
      fetch: companyServer(() => json({ response: true, data: company })).fetchFn,
    });
    const heading = await screen.findByRole('heading', { name: 'Avaliações de clientes' }, WAIT);
    const list = within(heading.closest('section') as HTMLElement);
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('time')?.textContent)).toEqual([
      '20 de junho de 2024',
      '5 de março de 2024',
    ]);
    expect(list.getByRole('img', { name: 'Avaliação 4,0 de 5' })).toBeTruthy();
    expect(list.getByText('Good work, on time.')).toBeTruthy();
    expect(screen.getByText('3 de 5 propostas aceitas')).toBeTruthy();
  });

  it("shows the company's answer under its rating, labelled and dated in the UI language", async () => {
    renderApp({
      entries: ['/company/co1/x'],
      lang: 'en',
      fetch: companyServer(() => json({ response: true, data: company })).fetchFn,
    });
    const heading = await screen.findByRole('heading', { name: 'Customer ratings' }, WAIT);
    const [newest, older] = within(heading.closest('section') as HTMLElement).getAllByRole('listitem');
    // The answer belongs to the rating it answers, not to the newest one.
    expect(within(newest as HTMLElement).queryByText(/Answer from/)).toBeNull();
    const rating = within(older as HTMLElement);
    const label = rating.getByText('Answer from Metal Forte Usinagem');
    expect(rating.getByText('Thank you, see you soon!')).toBeTruthy();
    const date = label.parentElement?.querySelector('time');
    expect(date?.textContent).toBe('March 7, 2024');
    expect(date?.getAttribute('datetime')).toBe('2024-03-07');
  });

  it('opens the lightbox at the clicked portfolio image', async () => {
    renderApp({
      entries: ['/company/co1/metal-forte-usinagem'],
      fetch: companyServer(() => json({ response: true, data: company })).fetchFn,
    });
    const second = await screen.findByRole(
      'img',
      { name: 'Portfolio image 2 of 3 of Metal Forte Usinagem' },
      WAIT,
    );
    expect(screen.queryByRole('dialog', { name: 'Portfolio of Metal Forte Usinagem' })).toBeNull();
    fireEvent.click(second.closest('button') as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: 'Portfolio of Metal Forte Usinagem' }, WAIT);
    const current = within(dialog).getByRole('group', { name: '2 of 3' });
    expect(current.querySelector('img')?.getAttribute('src')).toBe('/files/p2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Portfolio of/ })).toBeNull(), WAIT);
  });

  it('sets the meta description to the short about cut to 150 characters, and restores it on leaving', async () => {
    const { router } = renderApp({
      entries: ['/company/co1/metal-forte-usinagem'],
      fetch: companyServer(() => json({ response: true, data: company })).fetchFn,
    });
    await screen.findByRole('heading', { level: 1, name: 'Metal Forte Usinagem' }, WAIT);
    expect(aboutShort.length).toBeGreaterThan(150);
    expect(metaDescription()).toBe(`${aboutShort.slice(0, 150).trimEnd()}…`);

    await router.navigate('/about-us');
    await waitFor(() => expect(metaDescription()).toBe('Site description'), WAIT);
  });

  it('hides the request-a-quote button of a company that does not accept quotes', async () => {
    renderApp({
      entries: ['/company/co1/metal-forte-usinagem'],
      fetch: companyServer(() => json({ response: true, data: { ...company, quotes: 'n' } })).fetchFn,
    });
    await screen.findByRole('heading', { level: 1, name: 'Metal Forte Usinagem' }, WAIT);
    expect(screen.queryByRole('link', { name: 'Request a quote' })).toBeNull();
  });

  it('shows the not-found page, with the way back to the catalogue, for an unknown company', async () => {
    renderApp({
      entries: ['/company/nope/whatever'],
      fetch: companyServer(() => json({ response: false, error: 'NFD001', message: 'No records found!' }))
        .fetchFn,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, WAIT)).toBeTruthy();
    expect(
      screen.getByText(
        'This company is not in the catalogue: the address may be wrong, or the company may have left it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No records found!')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all companies' }).getAttribute('href')).toBe('/companies');
    await waitFor(() => expect(document.title).toMatch(/\| Page not found$/), WAIT);
    expect(metaDescription()).toBe('Site description');
  });
});
