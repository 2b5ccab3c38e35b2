import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import { Button } from '../../../components/ui/button';
import { preloadable } from '../../../lib/preloadable';
import type { NewsletterFormProps } from './newsletter-form';
import styles from './newsletter-form.module.css';

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
  const { t } = useTranslation();
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
      <div className={styles.row}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('footer.newsletterEmail')}
        </label>
        <input
          ref={input}
          id={inputId}
          name="email"
          className={styles.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={TEXT.newsletterEmail}
          placeholder={t('footer.newsletterPlaceholder')}
        />
        <Button type="submit" variant="accent">
          {t('footer.newsletterSubmit')}
        </Button>
      </div>
      <div className={styles.feedback} />
    </form>
  );
}
