// The sign-in calls, made with fetch rather than through the client: the login page is the first page
// of the back office, and a member downloads the client and the query cache with the pages they
// sign in to, not before (docs/architecture.md#the-shell-and-the-remotes). Nothing of the client's
// adds to these calls: a member signing in has no token to send, and a refused password is the
// form's to report, not a session that ended.
import type { LoginAnswer, LoginRequest, LoginResponse, TwoFactorLogin } from '@shared/domain';
import { apiBase } from './eventLists';
import { answerOf, byFetch, headersFor } from './send';

const post = async <T>(path: string, body: unknown): Promise<T> =>
  (await answerOf<T>(byFetch('POST', `${apiBase}${path}`, body, headersFor(body)))).data;

export const signInApi = {
  /** The session, or the second factor to ask for (docs/product-rules.md#two-factor-sign-in). */
  login: (body: LoginRequest) => post<LoginAnswer>('/admin/login', body),
  loginSecondFactor: (body: TwoFactorLogin) => post<LoginResponse>('/admin/login/2fa', body),
};
