import { useState } from 'react';
import { STAFF_REASON, staffReasonField } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import styles from './admin.module.css';

export interface ReasonToggleTexts {
  /** The button that asks for the reason (Suspend, Block). */
  start: string;
  /** The button that undoes it (Reinstate, Unblock). */
  undo: string;
  reasonLabel: string;
  confirm: string;
  cancel: string;
  failed: string;
}

interface ReasonToggleProps {
  /** Already suspended or blocked: the control offers the way back. */
  on: boolean;
  pending: boolean;
  texts: ReasonToggleTexts;
  /** Starts (with the reason) or undoes (null); answers the text of the success toast. */
  send: (reason: string | null) => Promise<string>;
}

/**
 * A staff action that needs a reason to start and none to undo: suspend/reinstate a company,
 * block/unblock an account. The reason's limits are the shared schema's, so the form refuses exactly
 * what the server would.
 */
export function ReasonToggle({ on, pending, texts, send }: ReasonToggleProps) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');

  const run = async (value: string | null) => {
    try {
      const done = await send(value);
      setAsking(false);
      setReason('');
      toast.success(done);
    } catch (error) {
      toast.error((error instanceof Error && error.message) || texts.failed);
    }
  };

  if (on) {
    return (
      <Button size="small" variant="secondary" disabled={pending} onClick={() => void run(null)}>
        {texts.undo}
      </Button>
    );
  }
  if (!asking) {
    return (
      <Button size="small" variant="secondary" onClick={() => setAsking(true)}>
        {texts.start}
      </Button>
    );
  }
  return (
    <form
      className={styles.suspendForm}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = staffReasonField.safeParse(reason);
        if (checked.success) void run(checked.data);
      }}
    >
      <Field label={texts.reasonLabel}>
        {(control) => (
          <textarea
            {...control}
            className={inputClass}
            value={reason}
            required
            minLength={STAFF_REASON.min}
            maxLength={STAFF_REASON.max}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.row}>
        <Button type="submit" size="small" variant="danger" disabled={pending}>
          {texts.confirm}
        </Button>
        <Button size="small" variant="secondary" onClick={() => setAsking(false)}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
