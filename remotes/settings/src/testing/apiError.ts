import { CallFailed } from '@shared/api';

/** A refusal as the API answers it: an HTTP status and { statusCode, error, message }. */
export function apiError(status: number, message: string): CallFailed {
  return new CallFailed(status, { statusCode: status, error: 'Error', message });
}
