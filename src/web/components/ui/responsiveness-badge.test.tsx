import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders } from '../../test/render-app';
import { ResponsivenessBadge } from './responsiveness-badge';

afterEach(cleanup);

const HOUR = 3600;

describe('ResponsivenessBadge', () => {
  it('says the share and the usual time in English, days and hours with their plurals', async () => {
    renderInProviders(
      <>
        <ResponsivenessBadge figures={{ requests: 25, answeredPercent: 92, medianSeconds: 20 * HOUR }} />
        <ResponsivenessBadge figures={{ requests: 6, answeredPercent: 50, medianSeconds: 30 * HOUR }} />
        <ResponsivenessBadge figures={{ requests: 5, answeredPercent: 100, medianSeconds: 600 }} />
        <ResponsivenessBadge figures={{ requests: 7, answeredPercent: 71, medianSeconds: 5 * HOUR }} />
      </>,
      { lang: 'en' },
    );
    expect(await screen.findByText('Answers 92% of requests, usually within 20 hours')).toBeTruthy();
    expect(screen.getByText('Answers 50% of requests, usually within 2 days')).toBeTruthy();
    expect(screen.getByText('Answers 100% of requests, usually within 1 hour')).toBeTruthy();
    expect(screen.getByText('Answers 71% of requests, usually within 5 hours')).toBeTruthy();
  });

  it('speaks Portuguese, and leaves the time out when nothing was answered', async () => {
    renderInProviders(
      <>
        <ResponsivenessBadge figures={{ requests: 25, answeredPercent: 92, medianSeconds: 24 * HOUR }} />
        <ResponsivenessBadge figures={{ requests: 9, answeredPercent: 78, medianSeconds: 49 * HOUR }} />
        <ResponsivenessBadge figures={{ requests: 5, answeredPercent: 0, medianSeconds: null }} />
      </>,
      { lang: 'pt-BR' },
    );
    expect(await screen.findByText('Responde 92% dos pedidos, geralmente em 1 dia')).toBeTruthy();
    expect(screen.getByText('Responde 78% dos pedidos, geralmente em 3 dias')).toBeTruthy();
    expect(screen.getByText('Responde 0% dos pedidos')).toBeTruthy();
  });

  it('shows nothing without figures (fewer than 5 requests)', () => {
    const { container } = renderInProviders(<ResponsivenessBadge figures={undefined} />);
    expect(container.textContent).toBe('');
  });
});
