import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import { Button } from '../../../components/ui/button';
import { failureLines, thrownLines } from '../../../components/ui/form-feedback';
import { isOk, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/**
 * The "turn off" link of the monthly insights e-mail. It asks before acting: mail scanners open
 * links, and opening one must not turn anything off (mail programs use List-Unsubscribe's POST).
 */
export function DigestOff({ token }: { token: string }) {
  const { t } = useTranslation('insights');
  const api = useApi();
  const off = useMutation({
    mutationFn: () =>
      api.post<Shaped<typeof messageResponse>>('/insights/digest_off', { token }, { public: true }),
  });
  const answer = off.data;
  if (isOk(answer)) return <p role="status">{answer.message}</p>;
  if (off.isError || off.isSuccess) {
    const lines = off.isError
      ? thrownLines(off.error, t('off.failed'))
      : failureLines(answer, t('off.failed'));
    return (
      <div role="alert">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    );
  }
  return (
    <div>
      <p>{t('off.question')}</p>
      <Button disabled={off.isPending} onClick={() => off.mutate()}>
        {t('off.confirm')}
      </Button>
    </div>
  );
}
