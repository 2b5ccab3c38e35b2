import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_RENDERED_ATTRIBUTE } from '../../shared/first-paint';
import { HYDRATED_ATTRIBUTE, markFirstRenderDone } from './hydration';
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
  document.documentElement.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
});

describe('useMediaQuery', () => {
  it('renders the server value over server markup first, then the browser value', async () => {
    document.documentElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    matches = true;
    const view = render(<Probe server={null} />);
    expect(seen[0]).toBeNull();
    await act(async () => {});
    expect(view.container.textContent).toBe('true');
  });

  it('renders the browser value at once after the first render, and follows changes', async () => {
    markFirstRenderDone();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    document.documentElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
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
