import type { FieldValues } from 'react-hook-form';
import { isOk } from '../../lib/api-answer';
import { type AnyForm, applyServerErrors } from '../../lib/server-errors';
import { type FeedbackControls, thrownLines } from './form-feedback';
import { toast } from './toast';

/**
 * A dialog's write, settled the one way: an accepted answer's message as a toast, then `done`; a
 * refusal's `fields` on the form's fields (applyServerErrors) and its other lines under the form;
 * a thrown error's own message, or `failed`, there too.
 */
export async function settleAnswer<T extends FieldValues, A extends { message: string }>(
  form: AnyForm<T>,
  feedback: FeedbackControls,
  // The API client's answer, named through isOk: components/ui never imports the client.
  send: () => Promise<NonNullable<Parameters<typeof isOk<A>>[0]>>,
  { failed, done }: { failed: string; done: () => void },
): Promise<void> {
  feedback.clear();
  try {
    const answer = await send();
    if (isOk(answer)) {
      toast.success(answer.message);
      done();
      return;
    }
    const unplaced = applyServerErrors(form, answer, { fallback: failed });
    if (unplaced.length > 0) feedback.errors(unplaced);
  } catch (error) {
    feedback.errors(thrownLines(error, failed));
  }
}
