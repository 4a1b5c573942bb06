// ONE axios instance for the whole page (@shared/api is a Module Federation singleton).
// Requests carry the stored token; any 401 signs out and sends the user to /admin/login.
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { authActions, getToken } from '@shared/auth';
import { paths } from '@shared/domain';
import { apiBase } from './eventLists';

export const http: AxiosInstance = axios.create({ baseURL: apiBase });

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== paths.admin.login) window.location.assign(paths.admin.login);
};

/** The shell installs its router's navigate here so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) {
    authActions.logout();
    onUnauthorized();
  }
  return Promise.reject(error);
});

/** True when the request never reached the server (no connection, server down): there is no answer to read. */
export const unreachable = (error: unknown): boolean =>
  error instanceof AxiosError && error.response === undefined && error.code !== AxiosError.ERR_CANCELED;
