import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import styles from './quote-list.module.css';

interface ConfirmModalProps {
  title: string;
  text: string;
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  onClose: () => void;
}

/** A yes/no question before a step that cannot be undone (cancel a quote, choose a proposal). */
export function ConfirmModal({ title, text, yes, no, busy, onYes, onClose }: ConfirmModalProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text}</p>
      <div className={styles.row}>
        <Button disabled={busy} onClick={onYes}>
          {yes}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {no}
        </Button>
      </div>
    </Modal>
  );
}
