import { CallFailed } from '@shared/api';

/** The error a call rejects with when the API answers `status` with `{ message }`. */
export function answered(status: number, message?: string): CallFailed {
  const data = message === undefined ? {} : { message };
  return new CallFailed(status, data);
}
