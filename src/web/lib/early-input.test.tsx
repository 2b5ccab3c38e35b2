import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE, REPLAY_EARLY_INPUT, WAITING_ATTRIBUTE } from '../../shared/early-input';
import { HYDRATED_ATTRIBUTE as APP_HYDRATED_ATTRIBUTE, markFirstRenderDone } from './hydration';

/*
 * index.html's keeper of early taps and typing (decision 0024), run against React's real
 * hydration of server markup: what a person does before the page is hydrated happens once it is.
 */

function Page({ onSearch }: { onSearch: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      {open && <p>menu open</p>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">Go</button>
      </form>
      <p data-testid="typed">{text}</p>
    </main>
  );
}

/**
 * act() for the test's own steps (hydrating, unmounting). The replays come from the page's script,
 * as in a browser, not from act(): React is told it is in a test only while the test's step runs.
 */
function step(run: () => void) {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  flags.IS_REACT_ACT_ENVIRONMENT = true;
  act(run);
  flags.IS_REACT_ACT_ENVIRONMENT = false;
}

// The keeper marks a waiting button on the server's markup (WAITING_ATTRIBUTE) before React
// hydrates it, so React reports that attribute as a mismatch: expected here, kept out of the log.
const MISMATCH = "A tree hydrated but some attributes of the server rendered HTML didn't match";
beforeEach(() => {
  const error = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(MISMATCH)) error(...args);
  });
});

const removers: (() => void)[] = [];
let root: Root | null = null;

afterEach(() => {
  vi.restoreAllMocks();
  step(() => root?.unmount());
  root = null;
  for (const remove of removers.splice(0)) remove();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.removeAttribute('data-ssr');
  document.body.innerHTML = '';
});

/** The server's markup of the page, with index.html's script listening, not yet hydrated. */
function serverPage(onSearch: (text: string) => void) {
  document.documentElement.setAttribute('data-ssr', '');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSearch={onSearch} />);
  document.body.append(container);
  // The script's listeners, taken off again after the test.
  const listen = (type: string, listener: EventListener, capture: boolean) => {
    window.addEventListener(type, listener, capture);
    removers.push(() => window.removeEventListener(type, listener, capture));
  };
  new Function('addEventListener', REPLAY_EARLY_INPUT)(listen);
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find(
      (element) => element.textContent === name,
    ) as HTMLButtonElement;
  return { container, button, input: container.querySelector('input') as HTMLInputElement };
}

function hydrate(container: HTMLElement, onSearch: (text: string) => void) {
  step(() => {
    root = hydrateRoot(container, <Page onSearch={onSearch} />);
  });
  markFirstRenderDone();
}

describe('taps and typing before hydration', () => {
  it('waits for the mark the app sets', () => {
    expect(HYDRATED_ATTRIBUTE).toBe(APP_HYDRATED_ATTRIBUTE);
  });

  it('keeps a tap on a button, shows it waiting, and replays it once the page is hydrated', async () => {
    const onSearch = vi.fn();
    const page = serverPage(onSearch);
    page.button('Menu').click();
    expect(page.button('Menu').getAttribute('aria-busy')).toBe('true');
    expect(page.button('Menu').hasAttribute(WAITING_ATTRIBUTE)).toBe(true);
    expect(page.container.textContent).not.toContain('menu open');

    hydrate(page.container, onSearch);
    await vi.waitFor(() => expect(page.container.textContent).toContain('menu open'));
    expect(page.button('Menu').hasAttribute('aria-busy')).toBe(false);
    expect(page.button('Menu').hasAttribute(WAITING_ATTRIBUTE)).toBe(false);
  });

  it('gives the typed text to the hydrated field and submits the form that was submitted early', async () => {
    const onSearch = vi.fn();
    const page = serverPage(onSearch);
    page.input.value = 'usinagem';
    page.input.dispatchEvent(new Event('input', { bubbles: true }));
    // Enter in the field: the browser submits the form.
    page.input.form?.requestSubmit();
    expect(onSearch).not.toHaveBeenCalled();

    hydrate(page.container, onSearch);
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('usinagem'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(page.container.querySelector('[data-testid=typed]')?.textContent).toBe('usinagem');
  });

  it('leaves a hydrated page alone: a tap acts at once, and only once', () => {
    const onSearch = vi.fn();
    const page = serverPage(onSearch);
    hydrate(page.container, onSearch);
    step(() => page.button('Menu').click());
    expect(page.container.textContent).toContain('menu open');
    expect(page.button('Menu').hasAttribute(WAITING_ATTRIBUTE)).toBe(false);
    step(() => page.input.form?.requestSubmit());
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
