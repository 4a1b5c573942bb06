// index.html starts a few requests with the page itself, before any app code has arrived: the
// remotes file, the storefront's manifest and the lists a public page shows. It leaves each
// answer's promise in window.__early under the request's absolute URL. The first reader of a URL
// takes its answer; later reads go to the network as usual, so nothing is ever served stale twice.
// Stateless and without the client: the shell's startup code imports it before any shared module loads.

declare global {
  interface Window {
    /** Each answer resolves to a copy of the response, or to undefined when the request failed. */
    __early?: Record<string, Promise<Response | undefined>>;
  }
}

/** The answer index.html started for this URL (relative to the page), once; else undefined. */
export function takeEarlyAnswer(url: string): Promise<Response | undefined> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__early;
  if (!early) return undefined;
  const key = new URL(url, window.location.href).href;
  const answer = early[key];
  delete early[key];
  return answer;
}

/**
 * The JSON of the early answer for this URL, or undefined when there is none or it failed (a
 * network error or an error status): the caller then asks the usual way, with its own handling.
 */
export async function takeEarlyJson<T>(url: string): Promise<T | undefined> {
  try {
    const response = await takeEarlyAnswer(url);
    return response?.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}
