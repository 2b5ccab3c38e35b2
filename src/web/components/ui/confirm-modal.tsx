import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Button } from './button';
import styles from './confirm-modal.module.css';
import { Modal } from './modal';

interface ConfirmModalProps {
  title: string;
  text: string;
  yes: string;
  no: string;
  busy: boolean;
  /** The yes button in the danger colour: the step removes something. */
  danger?: boolean;
  onYes: () => void;
  onClose: () => void;
}

/** A yes/no question before a step that cannot be undone (cancel a quote, remove a slide, send an issue). */
export function ConfirmModal({ title, text, yes, no, busy, danger, onYes, onClose }: ConfirmModalProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text}</p>
      <div className={styles.row}>
        <Button variant={danger ? 'danger' : 'primary'} disabled={busy} onClick={onYes}>
          {yes}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {no}
        </Button>
      </div>
    </Modal>
  );
}

export interface Question {
  title: string;
  text: string;
  yes: string;
  no: string;
  danger?: boolean;
}

/**
 * window.confirm in the app's own dialog (labelled, focus kept and returned, both languages):
 * `if (!(await confirm(question))) return;`, with `dialog` rendered somewhere in the component.
 */
export function useConfirm(): { confirm: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);

  const settle = useCallback((yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setQuestion(null);
  }, []);

  const confirm = useCallback((next: Question) => {
    // A question still open is answered "no" before the new one replaces it.
    answer.current?.(false);
    setQuestion(next);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const dialog = question && (
    <ConfirmModal {...question} busy={false} onYes={() => settle(true)} onClose={() => settle(false)} />
  );
  return { confirm, dialog };
}
