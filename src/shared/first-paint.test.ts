import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_STRINGS_ATTRIBUTE, PAGE_SCRIPTS_ID, START_AFTER_FIRST_PAINT } from './first-paint';

interface FakeEvent {
  defaultPrevented: boolean;
  preventDefault: () => void;
}

function submitEvent(preventedByTheApp: boolean): FakeEvent {
  const event = {
    defaultPrevented: preventedByTheApp,
    preventDefault: () => {
      event.defaultPrevented = true;
    },
  };
  return event;
}

interface Inserted {
  tag: string;
  rel?: string;
  type?: string;
  src?: string;
  href?: string;
  crossOrigin?: string;
}

/** The page's largest image (`fetchpriority=high`), loaded or not. */
class FakeImage {
  listeners: Record<string, () => void> = {};
  attributes: Record<string, string> = {};
  constructor(public complete: boolean) {}
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = listener;
  }
  finish(type: 'load' | 'error') {
    this.complete = true;
    this.listeners[type]?.();
  }
}

/** Chromium's PerformanceObserver with the paint and element timing entries the browser reports. */
class FakeObserver {
  static supportedEntryTypes = ['element', 'paint'];
  static last: FakeObserver | null = null;
  types: string[] = [];
  connected = true;
  constructor(private readonly report: (list: { getEntries: () => object[] }) => void) {
    FakeObserver.last = this;
  }
  observe({ type }: { type: string }) {
    this.types.push(type);
  }
  disconnect() {
    this.connected = false;
  }
  /** The browser reports a paint that has reached the screen. */
  static emit(entry: { entryType: string; name?: string }) {
    const observer = FakeObserver.last;
    if (observer?.connected && observer.types.includes(entry.entryType))
      observer.report({ getEntries: () => [entry] });
  }
}
const firstContentfulPaint = { entryType: 'paint', name: 'first-contentful-paint' };
/** The entry script, as the start-up inserts it. */
const entry = (src: string): Inserted => ({ tag: 'script', type: 'module', crossOrigin: '', src });

/**
 * The start-up script run against a document that records what it inserts into <head>, with
 * fake timers and animation frames: the order and the tasks are what decision 0022 promises.
 */
function startUp(
  scripts: string[] | null,
  firstStrings: string | null,
  image: FakeImage | null = null,
  Observer: typeof FakeObserver | undefined = undefined,
) {
  const inserted: Inserted[][] = [[]];
  let frame: (() => void) | null = null;
  const document = {
    getElementById: (id: string) =>
      id === PAGE_SCRIPTS_ID && scripts ? { textContent: JSON.stringify(scripts) } : null,
    documentElement: {
      getAttribute: (name: string) => (name === FIRST_STRINGS_ATTRIBUTE ? firstStrings : null),
    },
    createElement: (tag: string) => ({ tag }) as Inserted,
    querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? image : null),
    head: { appendChild: (element: Inserted) => inserted.at(-1)?.push({ ...element }) },
  };
  const requestAnimationFrame = (run: () => void) => {
    frame = run;
  };
  const listeners: Record<string, (event: FakeEvent) => void> = {};
  const addEventListener = (type: string, listener: (event: FakeEvent) => void) => {
    listeners[type] = listener;
  };
  new Function(
    'document',
    'requestAnimationFrame',
    'addEventListener',
    'PerformanceObserver',
    START_AFTER_FIRST_PAINT,
  )(document, requestAnimationFrame, addEventListener, Observer);
  /** Runs the next timer due, as one task of its own; what it inserted is recorded as that task's. */
  const task = () => {
    inserted.push([]);
    vi.advanceTimersToNextTimer();
    return inserted.at(-1) ?? [];
  };
  return { inserted, paint: () => frame?.(), task, listeners };
}

describe('the start-up script of a server-rendered page', () => {
  // Timers and frames are the subject: every test drives them by hand.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first frame, then inserts the entry, then one module preload per task', () => {
    const page = startUp(['/assets/a.js', '/assets/b.js', '/assets/index.js'], '/assets/first-en.js');
    expect(page.inserted.flat()).toEqual([]);
    page.paint();
    expect(page.task()).toEqual([entry('/assets/index.js')]);
    // The first strings' chunk first, then the page's files in their order.
    for (const href of ['/assets/first-en.js', '/assets/a.js', '/assets/b.js'])
      expect(page.task()).toEqual([{ tag: 'link', rel: 'modulepreload', crossOrigin: '', href }]);
    // Nothing more, not even from the fallback timer.
    expect(page.task()).toEqual([]);
    expect(page.inserted.flat()).toHaveLength(4);
  });

  it.each(['load', 'error'] as const)(
    'waits for the largest image (%s) and the frame that paints it before asking for scripts',
    (outcome) => {
      const image = new FakeImage(false);
      const page = startUp(['/assets/a.js', '/assets/index.js'], null, image);
      // A frame painted before the image arrived starts nothing.
      page.paint();
      vi.advanceTimersByTime(500);
      expect(page.inserted.flat()).toEqual([]);
      image.finish(outcome);
      expect(page.inserted.flat()).toEqual([]);
      page.paint();
      expect(page.task()).toEqual([entry('/assets/index.js')]);
    },
  );

  it('starts at the first frame when the largest image is already there', () => {
    const page = startUp(['/assets/index.js'], null, new FakeImage(true));
    page.paint();
    expect(page.task()).toEqual([entry('/assets/index.js')]);
  });

  it('does not wait more than a second for a slow image', () => {
    const page = startUp(['/assets/index.js'], null, new FakeImage(false));
    page.paint();
    vi.advanceTimersByTime(999);
    expect(page.inserted.flat()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.inserted.flat()).toEqual([entry('/assets/index.js')]);
  });

  it('waits for the first contentful paint to be reported, not for a frame', () => {
    const page = startUp(['/assets/index.js'], null, null, FakeObserver);
    page.paint();
    vi.advanceTimersByTime(100);
    expect(page.inserted.flat()).toEqual([]);
    FakeObserver.emit({ entryType: 'paint', name: 'first-paint' });
    vi.advanceTimersByTime(100);
    expect(page.inserted.flat()).toEqual([]);
    FakeObserver.emit(firstContentfulPaint);
    expect(page.task()).toEqual([entry('/assets/index.js')]);
  });

  it('waits for the largest image to be reported painted (Element Timing) as well', () => {
    const image = new FakeImage(false);
    const page = startUp(['/assets/index.js'], null, image, FakeObserver);
    expect(image.attributes.elementtiming).toBeTruthy();
    FakeObserver.emit(firstContentfulPaint);
    image.finish('load');
    page.paint();
    vi.advanceTimersByTime(50);
    expect(page.inserted.flat()).toEqual([]);
    FakeObserver.emit({ entryType: 'element' });
    expect(page.task()).toEqual([entry('/assets/index.js')]);
  });

  it('waits only for the first contentful paint when the largest image is already loaded', () => {
    const page = startUp(['/assets/index.js'], null, new FakeImage(true), FakeObserver);
    FakeObserver.emit(firstContentfulPaint);
    expect(page.task()).toEqual([entry('/assets/index.js')]);
  });

  it('waits at most 100 ms after the image loaded for its paint (an image out of view has none)', () => {
    const image = new FakeImage(false);
    const page = startUp(['/assets/index.js'], null, image, FakeObserver);
    FakeObserver.emit(firstContentfulPaint);
    vi.advanceTimersByTime(300);
    image.finish('load');
    vi.advanceTimersByTime(99);
    expect(page.inserted.flat()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.task()).toEqual([entry('/assets/index.js')]);
  });

  it('does not wait for an image that failed to load', () => {
    const image = new FakeImage(false);
    const page = startUp(['/assets/index.js'], null, image, FakeObserver);
    FakeObserver.emit(firstContentfulPaint);
    image.finish('error');
    expect(page.task()).toEqual([entry('/assets/index.js')]);
  });

  it('starts after a second on a hidden page, which has no frames', () => {
    const page = startUp(['/assets/index.js'], null);
    vi.advanceTimersByTime(999);
    expect(page.inserted.flat()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.inserted.flat()).toEqual([entry('/assets/index.js')]);
  });

  it('does nothing on a page without a list (the shell starts by itself)', () => {
    const page = startUp(null, null);
    page.paint();
    vi.runAllTimers();
    expect(page.inserted.flat()).toEqual([]);
  });

  it('stops a form submission no handler of the app took, on every page (before hydration)', () => {
    for (const scripts of [['/assets/index.js'], null]) {
      const { listeners } = startUp(scripts, null);
      const untouched = submitEvent(false);
      listeners.submit?.(untouched);
      expect(untouched.defaultPrevented).toBe(true);
      const handled = submitEvent(true);
      const spy = vi.spyOn(handled, 'preventDefault');
      listeners.submit?.(handled);
      expect(spy).not.toHaveBeenCalled();
    }
  });
});
