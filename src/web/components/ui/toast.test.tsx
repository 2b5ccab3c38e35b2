import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { Modal } from './modal';
import { TOAST_DURATION_MS, toast } from './toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  cleanup();
  vi.useRealTimers();
});

function renderToaster() {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Toaster />
    </I18nextProvider>,
  );
}

describe('toast', () => {
  it('defaults to 5000 ms (PRODUCT.md section 9)', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('mounts the toaster with the first toast and removes each toast once its duration has passed', async () => {
    // A fresh copy of the modules, as a page starts with: another test file of this worker may
    // already have asked for a toast (the web tests share modules, vitest.config.ts).
    vi.resetModules();
    const fresh = await import('./toast');
    const { Toaster: FreshToaster } = await import('./toaster');
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <FreshToaster />
      </I18nextProvider>,
    );
    // sonner and the toaster load with the first toast, so nothing is there before it.
    expect(screen.queryByRole('region')).toBeNull();
    onTestFinished(() => act(() => void fresh.toast.dismiss()));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const id = fresh.toast.success('Saved!');
    expect(id).toMatch(/^toast-/);
    expect(fresh.toasterNeeded.get()).toBe(true);
    expect(await screen.findByText('Saved!')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    });
    expect(screen.queryByText('Saved!')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    await vi.waitFor(() => expect(screen.queryByText('Saved!')).toBeNull());
  });

  it('dismisses a toast by the id it returned', async () => {
    renderToaster();
    const id = toast.error('Failed!', { duration: 60_000 });
    expect(await screen.findByText('Failed!')).toBeTruthy();
    act(() => {
      toast.dismiss(id);
    });
    await vi.waitFor(() => expect(screen.queryByText('Failed!')).toBeNull());
  });

  it('keeps the toasts above a modal: the toaster is a top-layer popover raised when a modal opens', async () => {
    // happy-dom has no popover API: count the calls.
    const shown: string[] = [];
    const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
    proto.showPopover = function showPopover(this: HTMLElement) {
      shown.push(this.tagName);
    };
    proto.hidePopover = () => {};
    onTestFinished(() => {
      delete proto.showPopover;
      delete proto.hidePopover;
    });
    const i18n = createI18n('en');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <Toaster />
      </I18nextProvider>,
    );
    toast.info('Above the modal', { duration: 60_000 });
    const text = await screen.findByText('Above the modal');
    const host = text.closest('[popover]');
    expect(host?.getAttribute('popover')).toBe('manual');
    const before = shown.length;
    expect(before).toBeGreaterThan(0);

    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Toaster />
        <Modal title="A modal" onClose={() => {}} />
      </I18nextProvider>,
    );
    // showModal() put the dialog on top of the top layer; the toasts were shown again above it.
    expect(shown.length).toBeGreaterThan(before);
  });
});
