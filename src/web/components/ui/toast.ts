/**
 * How long a toast stays, in ms (PRODUCT.md sections 4 and 9: default 5000). The one place this
 * number lives: the <Toaster> and every helper below use it; pass `duration` to override.
 */
export const TOAST_DURATION_MS = 5000;

export type ToastType = 'success' | 'error' | 'info' | 'warning';

interface ToastOptions {
  duration?: number;
  id?: string | number;
}

// sonner loads with the first toast, not with every page (the page-weight budget); the <Toaster>
// mounts then too and replays what was shown meanwhile.
type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether a toast was asked for yet: the layout mounts the toaster from then on. */
export const toasterNeeded = {
  get: (): boolean => sonner !== null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The toasts' top-layer host (a manual popover) while the toaster is mounted. A modal <dialog>
 * opened with showModal() sits in the top layer, above any z-index, so the toasts must be in the
 * top layer too, and above the newest modal: each modal raises them once it is open.
 */
let toastHost: HTMLElement | null = null;

export function setToastHost(host: HTMLElement | null): void {
  toastHost = host;
  raiseToasts();
}

function isOpen(host: HTMLElement): boolean {
  try {
    return host.matches(':popover-open');
  } catch {
    return false;
  }
}

/** Puts the toasts back on top of the top layer (after a modal dialog opened). */
export function raiseToasts(): void {
  const host = toastHost;
  if (!host || typeof host.showPopover !== 'function') return;
  // Hidden and shown again: a popover goes to the top of the top layer when it is shown.
  if (isOpen(host)) host.hidePopover();
  host.showPopover();
}

let sequence = 0;

/** Shows a toast and returns its id (for toast.dismiss). */
function show(text: string, type: ToastType = 'info', options: ToastOptions = {}): string | number {
  sequence += 1;
  const id = options.id ?? `toast-${sequence}`;
  void loadSonner().then((m) => m.toast[type](text, { duration: TOAST_DURATION_MS, ...options, id }));
  return id;
}

/** `toast.success('Saved')`, `toast.error(message)`, or `toast.show(text, type)`. */
export const toast = {
  show,
  success: (text: string, options?: ToastOptions) => show(text, 'success', options),
  error: (text: string, options?: ToastOptions) => show(text, 'error', options),
  info: (text: string, options?: ToastOptions) => show(text, 'info', options),
  warning: (text: string, options?: ToastOptions) => show(text, 'warning', options),
  dismiss: (id?: string | number) => {
    void sonner?.then((m) => m.toast.dismiss(id));
  },
};
