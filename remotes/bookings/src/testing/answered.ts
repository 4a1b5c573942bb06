import { AxiosError, AxiosHeaders } from 'axios';

/** The error a call rejects with when the API answers `status` with `{ message }`. */
export function answered(status: number, message?: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const data = message === undefined ? {} : { message };
  return new AxiosError('failed', String(status), config, undefined, { status, data, headers: {}, config, statusText: '' });
}
