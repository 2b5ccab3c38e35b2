import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbedFrame } from './embed-frame';

const SRC = 'https://www.youtube-nocookie.com/embed/abc';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setReadyState('complete');
});

describe('EmbedFrame', () => {
  it('is rendered by the server without its address, and hydrates without a mismatch', async () => {
    const html = renderToString(<EmbedFrame src={SRC} title="Vídeo" />);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube');
    setReadyState('loading');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <EmbedFrame src={SRC} title="Vídeo" />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('iframe')).toBeNull();
    container.remove();
  });

  it('sets the address only after the page has loaded and the browser is idle', async () => {
    setReadyState('loading');
    const { container } = render(<EmbedFrame src={SRC} title="Mapa" />);
    const frame = () => container.querySelector('iframe');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(frame()).toBeNull();
    setReadyState('complete');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(frame()?.getAttribute('src')).toBe(SRC);
    expect(frame()?.getAttribute('loading')).toBe('lazy');
    expect(frame()?.getAttribute('title')).toBe('Mapa');
  });

  it('on a page that has already loaded (a later navigation), loads at the next idle moment', async () => {
    setReadyState('complete');
    const { container } = render(<EmbedFrame src={SRC} title="Mapa" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(SRC);
  });
});
