import { type FormEvent, useId, useRef, useState } from 'react';
import { preloadable } from '../../../lib/preloadable';
import type { NewsletterFormProps } from './newsletter-form';
import styles from './newsletter-form.module.css';
import { NewsletterRow } from './newsletter-row';

// The working form brings zod and react-hook-form, whose start-up alone is one long task on a
// mid-range phone (issue 17): fetched when someone reaches for the field, not with every page.
const form = preloadable<NewsletterFormProps>(() =>
  import('./newsletter-form').then((m) => m.NewsletterForm),
);

interface Handover {
  email: string;
  focused: boolean;
  submit: boolean;
}

/**
 * The footer's newsletter sign-up as it first appears: the same field and button as the working form
 * (newsletter-form.tsx), which takes their place once a pointer, a finger or the keyboard comes to
 * them, with what was typed, the focus, and a submit pressed meanwhile.
 */
export function NewsletterSignup() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);
  const [handover, setHandover] = useState<Handover | null>(null);

  const want = () => {
    void form.preload().then(() =>
      setHandover({
        email: input.current?.value ?? '',
        focused: document.activeElement === input.current,
        submit: submitted.current,
      }),
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    want();
  };

  if (handover)
    return (
      <form.Component
        initialEmail={handover.email}
        autoFocus={handover.focused}
        submitNow={handover.submit}
      />
    );
  return (
    <form
      className={styles.form}
      noValidate
      data-newsletter="waiting"
      onSubmit={onSubmit}
      onFocus={want}
      onPointerEnter={want}
      onPointerDown={want}
      onTouchStart={want}
    >
      <NewsletterRow inputId={inputId} input={{ ref: input }} />
      <div className={styles.feedback} />
    </form>
  );
}
