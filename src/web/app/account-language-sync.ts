import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { customerLanguageResponse } from '../../shared/schemas/customer';
import { customerKey } from '../features/account/api/customer-key';
import { isOk, type Shaped } from '../lib/api-answer';
import { useApi, useSessionUser } from '../lib/services';
import { useLanguage } from '../lib/use-language';

/**
 * The language the site is used in becomes the account's (issue 12 item 7): saved when a
 * logged-in person opens the site, logs in or switches the language, so the e-mails they get
 * (written in the account's language) follow. Notifications need nothing: the server writes them
 * in the language of each request.
 */
function useAccountLanguageSync(): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id ?? null;
  const { lang } = useLanguage();

  useEffect(() => {
    if (userId === null) return;
    api
      .put<Shaped<typeof customerLanguageResponse>>('/customer/language', { lang })
      .then((answer) => {
        // My data shows the account's language.
        if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: customerKey });
      })
      .catch(() => undefined);
  }, [api, queryClient, userId, lang]);
}

/**
 * Rendered only while someone is logged in (root-layout.tsx loads it then), so visitors, most of
 * the traffic, never download it.
 */
export function AccountLanguageSync(): null {
  useAccountLanguageSync();
  return null;
}
