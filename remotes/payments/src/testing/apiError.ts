import { AxiosError, AxiosHeaders } from 'axios';

/** A refusal as the API answers it: an HTTP status and { message }. */
export function apiError(status: number, message: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', String(status), config, undefined, { status, data: { message }, headers: {}, config, statusText: '' });
}
