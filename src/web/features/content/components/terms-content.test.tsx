import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, opened, scriptedServer } from '../../../test/api-client-kit';
import { renderApp } from '../../../test/render-app';
import { ALLOWED_PROTOCOLS, safeUrlTransform } from './safe-markdown';

afterEach(cleanup);

const MALICIOUS = `# Privacy Policy

Intro with [mail us](mailto:privacy@example.org), [our site](https://example.org/policy),
[plain web](http://example.org) and [the about page](/about-us).

[script link](javascript:alert(1)) [shouting](JAVASCRIPT:alert(2)) [encoded](&#106;avascript:alert(3))
[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==) [vb](vbscript:msgbox(5))

<script>alert(6)</script>

<img src="x" onerror="alert(7)">

<a href="javascript:alert(8)">raw anchor</a> and <b onclick="alert(9)">raw bold</b>

![tracker](javascript:alert(10))

## Your rights

Text.
`;

function termsServer(terms: string) {
  return scriptedServer({
    'GET /app/session/open': () => opened('A1', 'T1'),
    'GET /app/data/info/terms/privacyPolicy': () =>
      json({ response: true, terms, publishedAt: '2026-03-04T15:00:00.000Z' }),
    'GET /app/data/info/terms/termOfUse': () =>
      json({ response: true, terms: '# Terms\n\nUse it **well**.' }),
  });
}

describe('terms page', () => {
  it('renders the markdown without raw HTML or unsafe links, keeping mailto, http(s) and relative ones', async () => {
    const server = termsServer(MALICIOUS);
    renderApp({ entries: ['/terms/privacy-policy'], fetch: server.fetchFn });

    const article = (await screen.findByText(/Intro with/)).closest('article');
    if (!article) throw new Error('the terms are not in an <article>');
    const body = within(article);

    expect(body.getByRole('link', { name: 'mail us' }).getAttribute('href')).toBe(
      'mailto:privacy@example.org',
    );
    const site = body.getByRole('link', { name: 'our site' });
    expect(site.getAttribute('href')).toBe('https://example.org/policy');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(body.getByRole('link', { name: 'plain web' }).getAttribute('href')).toBe('http://example.org');
    expect(body.getByRole('link', { name: 'the about page' }).getAttribute('href')).toBe('/about-us');

    // Refused links keep their words but are no longer links.
    for (const name of ['script link', 'shouting', 'encoded', 'data link', 'vb']) {
      expect(body.getByText(name).closest('a')).toBeNull();
    }
    expect(article.innerHTML).not.toMatch(/javascript:|vbscript:|data:text/i);
    expect(article.querySelector('script, img, b, [onerror], [onclick]')).toBeNull();
    // Inline tags are dropped and their words stay as plain text; a <script> block goes entirely.
    expect(body.getByText(/raw anchor/).closest('a')).toBeNull();
    expect(article.textContent).not.toContain('alert(6)');
    expect(body.queryAllByRole('link')).toHaveLength(4);

    // The page's title is the only <h1>: the text's own title is left out, its sections move down.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Privacy policy',
    ]);
    expect(body.getByRole('heading', { level: 3, name: 'Your rights' })).toBeTruthy();
    expect(server.to('GET', '/app/data/info/terms/privacyPolicy')).toHaveLength(1);
    // A "no session" call: sent without the session headers.
    expect(server.to('GET', '/app/data/info/terms/privacyPolicy')[0].headers['app-auth']).toBeUndefined();
  });

  it("shows the current version's publication date in the page's language", async () => {
    for (const [lang, text] of [
      ['en', 'Published on March 4, 2026'],
      ['pt-BR', 'Publicado em 4 de março de 2026'],
    ] as const) {
      const server = termsServer('# Privacy\n\nText.');
      renderApp({ entries: ['/terms/privacy-policy'], lang, fetch: server.fetchFn });
      const time = (await screen.findByText(text.replace(/^\S+ \S+ /, ''))).closest('time');
      expect(time?.getAttribute('dateTime')).toBe('2026-03-04T15:00:00.000Z');
      expect(time?.parentElement?.textContent).toBe(text);
      cleanup();
    }
  });

  it('shows no date when the answer has none (an older server)', async () => {
    const server = termsServer('');
    renderApp({ entries: ['/terms/terms-of-use'], fetch: server.fetchFn });
    await screen.findByText('well');
    expect(screen.queryByText(/Published on/)).toBeNull();
    expect(document.querySelector('main time')).toBeNull();
  });

  it('asks for termOfUse on /terms/terms-of-use', async () => {
    const server = termsServer('');
    renderApp({ entries: ['/terms/terms-of-use'], fetch: server.fetchFn });
    expect((await screen.findByText('well')).tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(server.to('GET', '/app/data/info/terms/termOfUse')).toHaveLength(1);
  });

  it('shows the server message when the terms cannot be read', async () => {
    const server = scriptedServer({
      'GET /app/data/info/terms/privacyPolicy': () =>
        json({ response: false, error: 'NFD001', message: 'No records found!' }),
    });
    renderApp({ entries: ['/terms/privacy-policy'], fetch: server.fetchFn });
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain('This content could not be loaded.');
    expect(alert.textContent).toContain('No records found!');
  });
});

describe('safeUrlTransform', () => {
  it('keeps exactly http, https, irc, ircs, mailto and xmpp', () => {
    expect([...ALLOWED_PROTOCOLS].sort()).toEqual(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);
    for (const url of [
      'http://a.example',
      'HTTPS://a.example/x?y=1#z',
      'irc://irc.example/chan',
      'ircs://irc.example/chan',
      'mailto:a@b.example',
      'xmpp:user@chat.example',
      '/relative/path',
      '#section',
      'page?x=a:b',
    ]) {
      expect(safeUrlTransform(url), url).toBe(url);
    }
  });

  it('empties every other protocol', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://files.example',
      'tel:+5519999999999',
    ]) {
      expect(safeUrlTransform(url), url).toBe('');
    }
  });
});
