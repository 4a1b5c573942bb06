// The sign-in calls, made with fetch rather than through the client: the login page is the first page
// of the back office, and a member downloads the client and the query cache with the pages they
// sign in to, not before (docs/architecture.md#the-shell-and-the-remotes). Nothing of the client's
// adds to these calls: a member signing in has no token to send, and a refused password is the
// form's to report, not a session that ended.
import type { LoginAnswer, LoginRequest, LoginResponse, TwoFactorLogin } from '@shared/domain';
import { CallFailed } from './callFailed';
import { apiBase } from './eventLists';

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new CallFailed();
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new CallFailed(response.status, answer);
  return answer as T;
}

export const signInApi = {
  /** The session, or the second factor to ask for (docs/product-rules.md#two-factor-sign-in). */
  login: (body: LoginRequest) => post<LoginAnswer>('/admin/login', body),
  loginSecondFactor: (body: TwoFactorLogin) => post<LoginResponse>('/admin/login/2fa', body),
};
