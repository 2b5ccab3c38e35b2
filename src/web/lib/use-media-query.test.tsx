import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

let matches = true;
const listeners = new Set<() => void>();
vi.stubGlobal('matchMedia', () => ({
  get matches() {
    return matches;
  },
  addEventListener: (_: string, fn: () => void) => listeners.add(fn),
  removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
}));

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
    matches = true;
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
    matches = false;
    const view = render(<Probe server />);
    expect(seen[0]).toBe(false);
    matches = true;
    await act(async () => {
      for (const listener of listeners) listener();
    });
    expect(view.container.textContent).toBe('true');
  });
});
