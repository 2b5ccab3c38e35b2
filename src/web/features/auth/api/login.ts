import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  LoginBody,
  LoginTokenBody,
  loginResponse,
  loginTokenResponse,
} from '../../../../shared/schemas/auth';
import { isOk, type Shaped } from '../../../lib/api-answer';
import { useApi, useServices } from '../../../lib/services';
import { forgetPersistentLogin } from '../lib/persistent-login';

/**
 * Data cached for the previous user must not show for the next one (a login can also end by
 * SES003 without a logout). Queries of account data live under these keys.
 */
const PRIVATE_QUERY_ROOTS = ['customer', 'notifications', 'company', 'quotes'] as const;

export function forgetPrivateQueries(queryClient: QueryClient): void {
  for (const root of PRIVATE_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
}

/** POST /auth/login {document, password, device?}; `device` only when "stay logged in" is ticked. */
export function useLogin() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ document, password, device }: LoginBody) =>
      api.post<Shaped<typeof loginResponse>>(
        '/auth/login',
        device ? { document, password, device } : { document, password },
      ),
  });
}

/** POST /auth/login_token {token, device}: logs in again with the stored persistent token. */
export function useTokenLogin() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: LoginTokenBody) =>
      api.post<Shaped<typeof loginTokenResponse>>('/auth/login_token', body),
  });
}

/**
 * Forgets the user, the persistent token and the account data on this screen only, for a login the
 * server already ended (the account was deleted).
 */
export function useForgetLogin(): () => void {
  const { storage, user } = useServices();
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetPersistentLogin(storage);
    user.clear();
    forgetPrivateQueries(queryClient);
  }, [storage, user, queryClient]);
}

/**
 * DELETE /auth/logout, then the user, the persistent token and the account data are forgotten
 * whatever the server answered: a person who asked to leave must not stay logged in on this screen.
 * Resolves to whether the server confirmed.
 */
export function useLogout(): () => Promise<boolean> {
  const api = useApi();
  const forget = useForgetLogin();
  return useCallback(async () => {
    let confirmed = false;
    try {
      const answer = await api.del('/auth/logout');
      confirmed = isOk(answer);
    } catch {
      // Unreachable server: the login is forgotten here all the same.
    }
    forget();
    return confirmed;
  }, [api, forget]);
}
