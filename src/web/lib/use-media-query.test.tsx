import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../test/fake-match-media';
import { useMediaQuery } from './use-media-query';

const media = fakeMatchMedia(true);

const seen: (boolean | null)[] = [];
function Probe({ server }: { server?: boolean | null }) {
  const value = useMediaQuery('(max-width: 779.98px)', server);
  seen.push(value);
  return <p>{String(value)}</p>;
}

afterEach(() => {
  cleanup();
  seen.length = 0;
});

describe('useMediaQuery', () => {
  it('hydrates with the server value, without a mismatch, then takes the browser value', async () => {
    media.setQuietly(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe server={null} />);
    expect(container.textContent).toBe('null');
    document.body.append(container);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe server={null} />, { onRecoverableError: errors });
    });
    expect(seen[seen.length - 1]).toBe(true);
    expect(container.textContent).toBe('true');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('renders the browser value at once outside hydration, and follows changes', async () => {
    media.setQuietly(false);
    const view = render(<Probe server />);
    expect(seen[0]).toBe(false);
    await act(async () => media.set(true));
    expect(view.container.textContent).toBe('true');
  });
});
