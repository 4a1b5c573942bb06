import type { Page } from '@playwright/test';

/** Every public-page behaviour is checked on a desktop screen and on a 375 px wide phone. */
export const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 375, height: 740 } },
] as const;

/** True when the page is wider than the window, i.e. the visitor would have to scroll sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The back office is checked on a wider desktop (sidebar beside the tables) and on the same phone. */
export const adminViewports = [
  { name: 'desktop', size: { width: 1400, height: 900 } },
  { name: 'phone', size: viewports[1].size },
] as const;
