import { useCallback, useEffect, useMemo, useState } from 'react';
import { TIMINGS } from '../../../shared/limits';
import { splitMessages } from '../../lib/api-answer';
import styles from './form-feedback.module.css';

export type Feedback = { kind: 'success'; text: string } | { kind: 'error'; lines: string[] } | null;

export interface FeedbackControls {
  feedback: Feedback;
  success(text: string): void;
  errors(lines: string[]): void;
  clear(): void;
}

/**
 * The message under a form (PRODUCT.md 4, 8): a success text gone after 3 s, error lines gone
 * after 10 s. A new message replaces the old one and restarts its clock.
 */
export function useFeedback(): FeedbackControls {
  const [feedback, setFeedback] = useState<Feedback>(null);

  useEffect(() => {
    if (!feedback) return;
    const ms = feedback.kind === 'success' ? TIMINGS.successClearMs : TIMINGS.errorsClearMs;
    const timer = setTimeout(() => setFeedback(null), ms);
    return () => clearTimeout(timer);
  }, [feedback]);

  const success = useCallback((text: string) => setFeedback({ kind: 'success', text }), []);
  const errors = useCallback((lines: string[]) => setFeedback({ kind: 'error', lines }), []);
  const clear = useCallback(() => setFeedback(null), []);
  return useMemo(() => ({ feedback, success, errors, clear }), [feedback, success, errors, clear]);
}

/**
 * The lines to show for a refused or failed call: the server's message split on ';', or
 * `fallback` when there is none (the API was unreachable, or the answer had no message).
 */
export function failureLines(
  answer: { message?: unknown } | false | null | undefined,
  fallback: string,
): string[] {
  const message = answer && typeof answer.message === 'string' ? answer.message : '';
  const lines = splitMessages(message);
  return lines.length > 0 ? lines : [fallback];
}

/** A thrown error shows its own message (PRODUCT.md 8). */
export function thrownLines(error: unknown, fallback: string): string[] {
  return [error instanceof Error && error.message ? error.message : fallback];
}

interface FormFeedbackProps {
  feedback: Feedback;
  sending?: boolean;
  sendingText?: string;
  id?: string;
}

/** Sending and success texts in a status region, error lines (red) in an alert region. */
export function FormFeedback({ feedback, sending = false, sendingText, id }: FormFeedbackProps) {
  return (
    <div id={id} className={styles.feedback}>
      <div role="status">
        {sending && sendingText && <p className={styles.sending}>{sendingText}</p>}
        {feedback?.kind === 'success' && <p className={styles.success}>{feedback.text}</p>}
      </div>
      <div role="alert">
        {feedback?.kind === 'error' && (
          <ul className={styles.errors}>
            {feedback.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
