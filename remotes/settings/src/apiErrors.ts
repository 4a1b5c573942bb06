import { isAxiosError } from 'axios';

/** The HTTP status the API refused a call with (undefined: no answer, or not an API call). */
export function statusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
