// How the site runs (GET /api/site), without the client: the shell reads it on every page, public ones
// included, and a visitor's first page should not download the API client for it.
import type { SiteInfo } from '@shared/domain';
import { takeEarlyJson } from './earlyAnswers';
import { apiBase } from './eventLists';

let asked: Promise<SiteInfo | undefined> | undefined;

/**
 * Asked once per page load, normally answered by the request index.html started with the page;
 * undefined when the API cannot say (the page works on without it).
 */
export function fetchSiteInfo(): Promise<SiteInfo | undefined> {
  asked ??= (async () => {
    const url = `${apiBase}/site`;
    try {
      const early = await takeEarlyJson<SiteInfo>(url);
      if (early) return early;
      const response = await fetch(url);
      return response.ok ? ((await response.json()) as SiteInfo) : undefined;
    } catch {
      return undefined;
    }
  })();
  return asked;
}
