import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from './toast';

/*
 * sonner's rich colours set their text below WCAG AA's 4.5:1 on their own backgrounds (success 4.3,
 * info 4.4, error 4.4, warning 3.1: axe's colour-contrast finding on a toast's title). The text and
 * the close button take the product's status colours instead (5.0, 7.8, 5.9 and 5.8 on the same
 * backgrounds), set on the toaster's list where sonner sets its own, and in this chunk, loaded with
 * the first toast, rather than in the first visit's styles (budgets.json).
 */
const READABLE = {
  '--success-text': 'var(--color-success)',
  '--info-text': 'var(--color-blue-700)',
  '--warning-text': 'var(--color-amber-700)',
  '--error-text': 'var(--color-danger)',
} as CSSProperties;

/**
 * sonner's toaster with the product's placement and labels; loaded with the first toast. At the
 * bottom: a modal's close button sits at its top right, where a top-right toast covered it (the
 * registration's success toast over the login modal). Under 600 px sonner spans the width.
 */
export default function ToasterView() {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      style={READABLE}
      containerAriaLabel={t('toasts.label')}
      toastOptions={{ closeButtonAriaLabel: t('close'), style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}
