import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPiece } from '../../../test/catalogue-kit';
import { type Slide, Slideshow } from './slideshow';

const slides: Slide[] = [
  { img: '/files/s1', caption: 'Find suppliers in the region', href: '/companies' },
  { img: '/files/s2', caption: 'Request quotes at no cost', href: '/quotes' },
  { img: '/files/s3', caption: 'Read our magazine', href: null },
];

const counter = () => screen.getByTestId('slideshow-counter').textContent;
const current = () =>
  screen
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Slideshow', () => {
  it('advances every 5 seconds and wraps to the first slide', () => {
    renderPiece(<Slideshow slides={slides} screen="desktop" />);
    expect(counter()).toBe('1 / 3');
    expect(current()).toEqual(['1 of 3']);

    act(() => vi.advanceTimersByTime(4999));
    expect(counter()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(counter()).toBe('2 / 3');
    expect(current()).toEqual(['2 of 3']);

    act(() => vi.advanceTimersByTime(5000));
    expect(counter()).toBe('3 / 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(counter()).toBe('1 / 3');
  });

  it('moves with the previous and next arrows, wrapping at both ends', () => {
    renderPiece(<Slideshow slides={slides} screen="desktop" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter()).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter()).toBe('2 / 3');
  });

  it('jumps to a slide from its dot and marks that dot as current', () => {
    renderPiece(<Slideshow slides={slides} screen="desktop" />);
    const third = screen.getByRole('button', { name: 'Go to slide 3' });
    fireEvent.click(third);
    expect(counter()).toBe('3 / 3');
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBeNull();
  });

  it('gives a manual move a full interval before the next automatic one', () => {
    renderPiece(<Slideshow slides={slides} screen="desktop" />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(counter()).toBe('2 / 3');
    act(() => vi.advanceTimersByTime(2000));
    expect(counter()).toBe('3 / 3');
  });

  it('stops while hovered and when paused, and starts again', () => {
    renderPiece(<Slideshow slides={slides} screen="desktop" />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(12_000));
    expect(counter()).toBe('1 / 3');
    fireEvent.mouseLeave(region);

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(counter()).toBe('2 / 3');
  });

  it('stops while the keyboard focus is inside and goes on when it leaves', () => {
    renderPiece(<Slideshow slides={slides} screen="desktop" />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(12_000));
    expect(counter()).toBe('1 / 3');
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(counter()).toBe('2 / 3');
  });

  // Issue 12, item 4: after Pause then Play the button said 'playing' while the pointer held it.
  it('plays after Play is pressed, with the pointer still on it', () => {
    renderPiece(<Slideshow slides={slides} screen="desktop" />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(counter()).toBe('2 / 3');
    expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toBeTruthy();
  });

  it('does not move by itself when the reader prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderPiece(<Slideshow slides={slides} screen="desktop" />);
    act(() => vi.advanceTimersByTime(15_000));
    expect(counter()).toBe('1 / 3');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
  });

  it('shows the captions, links a slide with href and keeps hidden slides out of the tab order', () => {
    renderPiece(<Slideshow slides={slides} screen="mobile" />);
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/files/s1', '/files/s2', '/files/s3']);
    expect(images[0].getAttribute('alt')).toBe('Find suppliers in the region');
    expect(images[0].getAttribute('width')).toBe('780');
    expect(images[1].getAttribute('loading')).toBe('lazy');
    const groups = screen.getAllByRole('group');
    expect(groups[0].querySelector('a')?.getAttribute('href')).toBe('/companies');
    expect(groups[1].hasAttribute('inert')).toBe(true);
    expect(groups[2].querySelector('a')).toBeNull();
  });

  it("shows a slide's text under its title, over the picture, and nothing for a slide without one", () => {
    const withText: Slide[] = [
      { ...slides[0], text: 'More than 400 companies from the region' },
      { ...slides[1], text: '' },
      slides[2],
    ];
    renderPiece(<Slideshow slides={withText} screen="desktop" />);
    const groups = screen.getAllByRole('group');
    const text = screen.getByText('More than 400 companies from the region');
    expect(text.tagName).toBe('P');
    // Inside the caption overlay, after the title: the image stays the slide's only block.
    const caption = text.closest('div')?.parentElement;
    expect(caption?.contains(groups[0].querySelector('a'))).toBe(true);
    expect(text.previousElementSibling?.textContent).toBe('Find suppliers in the region');
    expect(groups[0].firstElementChild?.tagName).toBe('IMG');
    expect(groups[0].children).toHaveLength(2);
    // Unlike the title (the image's alt), the text is read out.
    expect(text.closest('[aria-hidden]')).toBeNull();
    expect(groups[1].querySelectorAll('p')).toHaveLength(1);
    expect(groups[2].querySelectorAll('p')).toHaveLength(1);
  });

  it('has no controls with a single slide', () => {
    renderPiece(<Slideshow slides={slides.slice(0, 1)} screen="desktop" />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });
});
