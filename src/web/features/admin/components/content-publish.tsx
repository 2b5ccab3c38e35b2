import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { isOk, refusalText } from '../../../lib/api-answer';
import { applyServerErrors, type ServerErrorOptions } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { type ContentPart, useContentWrite } from '../api/content';

// Any react-hook-form form of a content editor, whatever its schema's output.
// biome-ignore lint/suspicious/noExplicitAny: the transformed-values type parameter is irrelevant here.
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * Sends a content write and says how it went under the form: the server's refusals on the fields
 * they name (applyServerErrors), other lines below; answers the written answer on success.
 */
export function usePublish(part: ContentPart) {
  const { t } = useTranslation('admin-content');
  const { lang } = useLanguage();
  const write = useContentWrite(part);
  const feedback = useFeedback();

  async function publish<T extends FieldValues>(
    form: AnyForm<T> | null,
    path: string,
    body: Record<string, unknown>,
    options: { success?: string; other?: ServerErrorOptions['other'] } = {},
  ): Promise<{ id?: number } | null> {
    feedback.clear();
    const fallback = translate(lang, 'msg.requestError');
    try {
      const answer = await write.mutateAsync({ path, body });
      if (isOk(answer)) {
        feedback.success(options.success ?? t('saved'));
        return answer as { id?: number };
      }
      const lines = form
        ? applyServerErrors(form, answer, { fallback, other: options.other })
        : [refusalText(answer, fallback)];
      if (lines.length > 0) feedback.errors(lines);
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
    return null;
  }

  return { publish, feedback, sending: write.isPending };
}

export type Publishing = ReturnType<typeof usePublish>;

/** The feedback line and the Publish button (and Cancel, when editing an item of a list). */
export function PublishBar({ publishing, onCancel }: { publishing: Publishing; onCancel?: () => void }) {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <FormFeedback
        feedback={publishing.feedback.feedback}
        sending={publishing.sending}
        sendingText={t('saving')}
      />
      <div>
        <Button type="submit" disabled={publishing.sending}>
          {t('save')}
        </Button>{' '}
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </>
  );
}
