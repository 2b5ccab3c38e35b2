import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCookie } from '../../../lib/cookies';
import { renderApp } from '../../../test/render-app';
import { CONSENT_COOKIE } from './consent-bar';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test document.
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
}

beforeEach(clearCookie);
afterEach(() => {
  cleanup();
  clearCookie();
});

describe('ConsentBar', () => {
  it("sets regulationConsent on 'Got it' and disappears", async () => {
    renderApp({ entries: ['/about-us'] });
    const bar = await screen.findByRole('region', { name: 'Cookies and privacy' });
    expect(bar.textContent).toContain('LGPD');
    const policy = screen.getByRole('link', { name: 'Read our privacy policy' });
    expect(policy.getAttribute('href')).toBe('/terms/privacy-policy');

    expect(document.cookie).not.toContain(`${CONSENT_COOKIE}=`);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));

    expect(document.cookie).toContain(`${CONSENT_COOKIE}=true`);
    expect(screen.queryByRole('region', { name: 'Cookies and privacy' })).toBeNull();
  });

  it('never shows again once the cookie is set', async () => {
    renderApp({ entries: ['/'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    cleanup();

    renderApp({ entries: ['/contact'], lang: 'pt-BR' });
    await screen.findByRole('heading', { level: 1, name: 'Contato' });
    expect(screen.queryByRole('button', { name: 'Entendi' })).toBeNull();
  });

  it("says 'Entendi' in Portuguese", async () => {
    renderApp({ entries: ['/'], lang: 'pt-BR' });
    expect(await screen.findByRole('button', { name: 'Entendi' })).toBeTruthy();
  });

  it('asks the browser to keep the cookie for 365 days on the whole site', () => {
    const cookie = buildCookie(CONSENT_COOKIE, 'true', 365);
    expect(cookie).toMatch(/^regulationConsent=true;/);
    expect(cookie).toContain(`max-age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('path=/');
  });
});
