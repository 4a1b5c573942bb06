// What a call throws when it fails (client.ts, and signIn.ts, which the login page uses without the
// client), and the one reading of the server's message.

/** A failed call: the API's status and answer, or no status when it was never reached. */
export class CallFailed extends Error {
  constructor(
    readonly status?: number,
    readonly data?: unknown,
  ) {
    // The words a screen shows when the API gave no message of its own.
    super(status === undefined ? 'Network Error' : `Request failed with status code ${status}`);
    this.name = 'CallFailed';
  }
}

/** The server's readable message for a failed call, else the fallback the screen names. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = error instanceof CallFailed ? error.data : undefined;
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
