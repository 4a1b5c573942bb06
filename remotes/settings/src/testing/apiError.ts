import { AxiosError, AxiosHeaders } from 'axios';

/** A refusal as the API answers it: an HTTP status and { statusCode, error, message }. */
export function apiError(status: number, message: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const data = { statusCode: status, error: 'Error', message };
  return new AxiosError('failed', String(status), config, undefined, { status, data, headers: {}, config, statusText: '' });
}
