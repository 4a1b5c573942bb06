// What a call made with fetch instead of the axios client (signIn.ts) throws when it fails, and the
// one reading of the server's message for both kinds of failed call. Axios-free, so the login page
// can report a refused sign-in without downloading the client.

/** A failed call of signIn.ts: the API's status and answer, or no status when it was never reached. */
export class CallFailed extends Error {
  constructor(
    readonly status?: number,
    readonly data?: unknown,
  ) {
    // The words axios uses for the same failures, which a screen shows when the API gave no message.
    super(status === undefined ? 'Network Error' : `Request failed with status code ${status}`);
    this.name = 'CallFailed';
  }
}

// axios.isAxiosError's own test, without importing axios.
const isAxiosError = (error: unknown): error is { response?: { data?: unknown } } =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** The server's readable message for a failed call, else the fallback the screen names. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = error instanceof CallFailed ? error.data : isAxiosError(error) ? error.response?.data : undefined;
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
