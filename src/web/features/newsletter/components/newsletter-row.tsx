import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import { Button } from '../../../components/ui/button';
import styles from './newsletter-form.module.css';

export interface NewsletterRowProps {
  inputId: string;
  /** What the form adds to the field (its registration, its error's description). */
  input?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  sending?: boolean;
}

/**
 * The newsletter's field and button, one markup for the light sign-up the footer first shows and
 * the working form that replaces it (same label, limit and autocomplete, so the hand-over is seamless).
 */
export function NewsletterRow({ inputId, input, sending = false }: NewsletterRowProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('footer.newsletterEmail')}
      </label>
      <input
        name="email"
        {...input}
        id={inputId}
        className={styles.input}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={TEXT.newsletterEmail}
        placeholder={t('footer.newsletterPlaceholder')}
      />
      <Button type="submit" variant="accent" disabled={sending}>
        {t('footer.newsletterSubmit')}
      </Button>
    </div>
  );
}
